import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { Logger } from "./logger.js";

/**
 * Live SQL: the functions, triggers and views a service's code calls or relies on, one object a
 * file in `src/store/sql/`, each opening with a line saying what it is for. They are applied after
 * the migrations at every start, and a file is applied again whenever its text changes, as Flyway's
 * repeatable migrations are; migrations hold tables, indexes and data moves only. A function keeps
 * its signature (CREATE OR REPLACE cannot change it): a new one is a function of another name, and
 * nothing here drops the old one (liveSqlDrift reports it as having no file).
 */
export interface LiveSqlObject {
  /** The file's name without `.sql`. */
  name: string;
  kind: "function" | "view" | "trigger";
  /** The object's schema-qualified name (a trigger's own name, unqualified). */
  object: string;
  /** The whole file, as applied. */
  text: string;
  checksum: string;
}

const KINDS: [LiveSqlObject["kind"], RegExp][] = [
  ["function", /^CREATE OR REPLACE FUNCTION\s+([\w.]+)\s*\(/m],
  ["view", /^CREATE OR REPLACE VIEW\s+([\w.]+)/m],
  ["trigger", /^CREATE (?:CONSTRAINT )?TRIGGER\s+(\w+)/m],
];
/** Functions first (a trigger names its function), then views, then triggers; by name within each. */
const ORDER: LiveSqlObject["kind"][] = ["function", "view", "trigger"];

/** The live SQL of a service's folder, in the order it is applied. */
export async function readLiveSql(dir: string | URL): Promise<LiveSqlObject[]> {
  const path = dir instanceof URL ? fileURLToPath(dir) : dir;
  const files = (await readdir(path).catch(() => [] as string[])).filter((f) => f.endsWith(".sql")).sort();
  const objects: LiveSqlObject[] = [];
  for (const file of files) {
    const text = await readFile(join(path, file), "utf8");
    const found = KINDS.flatMap(([kind, re]) =>
      [...text.matchAll(new RegExp(re.source, "gm"))].map((match) => ({ kind, match })),
    );
    if (found.length !== 1 || !text.startsWith("-- ")) {
      throw new Error(
        `${file}: a live SQL file opens with a comment line and holds one function, view or trigger`,
      );
    }
    const { kind, match } = found[0]!;
    objects.push({
      name: file.slice(0, -4),
      kind,
      object: match![1]!,
      text,
      checksum: createHash("sha256").update(text).digest("hex"),
    });
  }
  return objects.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || (a.name < b.name ? -1 : 1));
}

/**
 * Applies the live SQL whose text changed since it was last applied (all of it on a new database),
 * in one transaction under the schema's migration lock; answers the names it applied.
 */
export async function applyLiveSql(options: {
  databaseUrl: string;
  schema: string;
  dir: string | URL;
  lockValue: number;
  log?: Logger;
}): Promise<string[]> {
  const objects = await readLiveSql(options.dir);
  if (objects.length === 0) return [];
  const table = `${pg.escapeIdentifier(options.schema)}.live_sql`;
  const client = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [options.lockValue]);
    // A function may name one applied after it; each is checked when it first runs.
    await client.query("SET LOCAL check_function_bodies = off");
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${table} (name text PRIMARY KEY, checksum text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const { rows } = await client.query<{ name: string; checksum: string }>(
      `SELECT name, checksum FROM ${table}`,
    );
    const applied = new Map(rows.map((r) => [r.name, r.checksum]));
    const changed = objects.filter((o) => applied.get(o.name) !== o.checksum);
    for (const o of changed) {
      await client.query(o.text);
      await client.query(
        `INSERT INTO ${table} (name, checksum) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET checksum = excluded.checksum, applied_at = now()`,
        [o.name, o.checksum],
      );
    }
    await client.query("COMMIT");
    if (changed.length > 0) options.log?.info({ applied: changed.map((o) => o.name) }, "live SQL applied");
    return changed.map((o) => o.name);
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
}

/** What the database holds of one object: a function's or a trigger's definition as Postgres prints it. */
async function definitionOf(client: pg.ClientBase, schema: string, o: LiveSqlObject, name: string) {
  const { rows } =
    o.kind === "trigger"
      ? await client.query<{ def: string }>(
          `SELECT pg_get_triggerdef(t.oid) AS def FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
             JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND t.tgname = $2`,
          [schema, name],
        )
      : await client.query<{ def: string }>(
          o.kind === "function"
            ? `SELECT pg_get_functiondef(p.oid) AS def FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                WHERE n.nspname || '.' || p.proname = $2 AND n.nspname = $1`
            : `SELECT pg_get_viewdef(($2)::regclass) AS def WHERE to_regclass($2) IS NOT NULL AND $1 <> ''`,
          [schema, name],
        );
  return rows.map((r) => r.def);
}

/**
 * Where the database and the files differ: an object whose definition is not what its file makes
 * (each file is made again under another name, in a transaction rolled back, and the two are
 * compared as Postgres prints them), and a function or trigger of the schema no file holds. Empty
 * when they agree.
 */
export async function liveSqlDrift(
  client: pg.ClientBase,
  schema: string,
  dir: string | URL,
): Promise<string[]> {
  const objects = await readLiveSql(dir);
  const drift: string[] = [];
  await client.query("BEGIN");
  try {
    await client.query("SET LOCAL check_function_bodies = off");
    for (const o of objects) {
      const probe = `${o.object}__probe`;
      const actual = await definitionOf(client, schema, o, o.object);
      if (actual.length !== 1) {
        drift.push(`${o.name}: ${actual.length} of ${o.object}`);
        continue;
      }
      const named = new RegExp(`${o.object.replace(".", "\\.")}(?!\\w)`, "g");
      await client.query(o.text.replace(named, probe));
      const made = await definitionOf(client, schema, o, probe);
      if (made[0]?.replaceAll(probe, o.object) !== actual[0])
        drift.push(`${o.name}: ${o.object} is not the file's`);
    }
  } finally {
    await client.query("ROLLBACK");
  }
  const declared = new Set(objects.map((o) => o.object));
  const { rows } = await client.query<{ name: string }>(
    `SELECT n.nspname || '.' || p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = $1
     UNION ALL
     SELECT t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND NOT t.tgisinternal AND NOT c.relispartition`,
    [schema],
  );
  for (const { name } of rows) if (!declared.has(name)) drift.push(`${name} has no file`);
  return drift;
}
