import { fileURLToPath } from "node:url";
import { runner } from "node-pg-migrate";
import pg from "pg";
import { adoptBaseline } from "./baseline.js";
import { applyLiveSql } from "./live-sql.js";
import type { Logger } from "./logger.js";

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ""));
  const probe = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await probe.connect();
    return false;
  } catch (err) {
    if ((err as { code?: string }).code !== "3D000") throw err;
  } finally {
    await probe.end().catch(() => {});
  }
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    return true;
  } catch (err) {
    // Created by a concurrent starter: 42P04 once it exists, 23505 while its creation commits.
    const code = (err as { code?: string }).code;
    if (code === "42P04" || code === "23505") return false;
    throw err;
  } finally {
    await admin.end();
  }
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ""));
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name.replaceAll('"', '""')}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * Applies the service's numbered SQL migrations into its own schema, then its live SQL (live-sql.ts)
 * when a folder of it is given. node-pg-migrate holds an advisory lock while it runs, so copies
 * starting together migrate once.
 */
export async function migrate(options: {
  databaseUrl: string;
  schema: string;
  dir: string | URL;
  /** The service's functions, triggers and views (`src/store/sql/`). */
  liveSqlDir?: string | URL;
  log?: Logger;
}): Promise<string[]> {
  const dir = options.dir instanceof URL ? fileURLToPath(options.dir) : options.dir;
  const log = options.log;
  // One advisory lock per schema: services migrate side by side, copies of one service wait.
  const lockValue = [...options.schema].reduce(
    (h, c) => (h * 31 + c.charCodeAt(0)) % 2_147_483_647,
    7_241_865,
  );
  // A service's role owns its schema but may not create schemas (the setup step makes them): the
  // schema is created here only when it is missing, by a role allowed to (one role for everything).
  const probe = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 5000 });
  await probe.connect();
  let createSchema: boolean;
  try {
    const { rows } = await probe.query<{ there: boolean; may: boolean; role: string }>(
      `SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1) AS there,
              has_database_privilege(current_database(), 'CREATE') AS may, current_user AS role`,
      [options.schema],
    );
    const { there, may, role } = rows[0]!;
    if (!there && !may) {
      throw new Error(
        `schema "${options.schema}" does not exist and role "${role}" may not create it: run the database setup first (pnpm db:setup)`,
      );
    }
    createSchema = !there;
  } finally {
    await probe.end().catch(() => {});
  }
  const run = () =>
    runner({
      databaseUrl: options.databaseUrl,
      dir,
      direction: "up",
      schema: options.schema,
      createSchema,
      migrationsSchema: options.schema,
      createMigrationsSchema: createSchema,
      migrationsTable: "migrations",
      checkOrder: true,
      singleTransaction: true,
      lockValue,
      logger: {
        debug: () => {},
        info: (msg: string) => log?.debug(msg),
        warn: (msg: string) => log?.warn(msg),
        error: (msg: string) => log?.error(msg),
      },
    });
  if (!createSchema) await adoptBaseline(options.databaseUrl, options.schema, dir, lockValue);
  const deadline = Date.now() + 60_000;
  let ran: string[];
  for (;;) {
    try {
      ran = (await run()).map((m) => m.name);
      break;
    } catch (err) {
      const busy = (err as Error).message.includes("Another migration is already running");
      if (!busy || Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  if (options.liveSqlDir) {
    await applyLiveSql({
      databaseUrl: options.databaseUrl,
      schema: options.schema,
      dir: options.liveSqlDir,
      lockValue,
      log,
    });
  }
  return ran;
}

/**
 * Waits until the service's role may use its schema (the setup step has run for it): polls every
 * `everyMs`, telling `waiting` why not yet every tenth time; there is no deadline.
 */
export async function waitForSchema(
  url: string,
  service: string,
  waiting: (why: string) => void,
  everyMs = 2000,
): Promise<void> {
  for (let round = 0; ; round++) {
    const why = await schemaMissing(url, service);
    if (why === undefined) return;
    if (round % 10 === 0) waiting(why);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Why the service's role cannot use its schema yet, or undefined when it can. */
async function schemaMissing(url: string, service: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ ok: boolean | null }>(
      `SELECT has_schema_privilege(current_user, nspname, 'CREATE') AS ok FROM pg_namespace WHERE nspname = $1`,
      [service],
    );
    return rows[0]?.ok ? undefined : `schema ${service} is not there, or not its role's`;
  } catch (err) {
    // A role or database the setup has not made yet; the server not up yet.
    return (err as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}
