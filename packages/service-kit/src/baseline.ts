import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";

/** The line of a baseline migration naming the last migration it stands for. */
const REPLACES = /^-- Replaces the migrations up to and including (\d{17}_[\w-]+)\.$/m;

/**
 * A service's migrations squashed into one baseline (`<timestamp>_baseline.sql`, saying which
 * migrations it replaces): a database those migrations built, all of them, takes the baseline as
 * run, so it starts on the new files with nothing to migrate again. A database they built only in
 * part cannot be told apart from one missing tables: it is refused, with what to do.
 */
export async function adoptBaseline(
  databaseUrl: string,
  schema: string,
  dir: string,
  lockValue: number,
): Promise<void> {
  const baseline = (await readdir(dir)).filter((f) => f.endsWith("_baseline.sql")).sort()[0];
  if (!baseline) return;
  const name = baseline.slice(0, -4);
  const replaces = REPLACES.exec(await readFile(join(dir, baseline), "utf8"))?.[1];
  if (!replaces) throw new Error(`${baseline}: no line "-- Replaces the migrations up to and including …."`);
  const table = `${pg.escapeIdentifier(schema)}.migrations`;
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [lockValue]);
    const exists = await client.query<{ there: boolean }>("SELECT to_regclass($1) IS NOT NULL AS there", [
      `${schema}.migrations`,
    ]);
    if (!exists.rows[0]!.there) return;
    const { rows } = await client.query<{ name: string }>(`SELECT name FROM ${table} ORDER BY name`);
    const names = rows.map((r) => r.name);
    if (names.length === 0 || names.includes(name)) return;
    const last = names.at(-1)!;
    if (last !== replaces) {
      throw new Error(
        `schema "${schema}" was migrated up to ${last}, and ${name} replaces the migrations up to ${replaces}: ` +
          "start the release before it on this database once, then this one",
      );
    }
    await client.query(`DELETE FROM ${table}`);
    await client.query(`INSERT INTO ${table} (name, run_on) VALUES ($1, now())`, [name]);
    await client.query("COMMIT");
  } finally {
    await client.query("ROLLBACK").catch(() => {});
    await client.end().catch(() => {});
  }
}
