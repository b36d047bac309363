import { fileURLToPath } from "node:url";
import { runner } from "node-pg-migrate";
import pg from "pg";
import type { Logger } from "./logger.js";

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
/** What a store function runs on: the pool, or a client inside a transaction passed in. */
export type Db = Pool | PoolClient;
export type QueryResultRow = pg.QueryResultRow;
/** A text value as an SQL literal, for statements sent with the simple protocol (no parameters). */
export const escapeLiteral: (text: string) => string = pg.escapeLiteral;

// Dates stay 'YYYY-MM-DD' strings and bigint counts become numbers.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export function createPool(
  databaseUrl: string,
  options: {
    max?: number;
    log?: Logger;
    name?: string;
    /** Postgres cancels any one statement that runs longer (lock waits included). */
    statementTimeoutMs?: number;
    /** Postgres ends a session idle inside a transaction this long, rolling the transaction back. */
    idleInTransactionTimeoutMs?: number;
  } = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    // Named, so an operator (or a fault test) can find one service's connections.
    application_name: options.name ?? "reservations",
    // Set by the server for the whole session: nothing a service sends can wait forever.
    statement_timeout: options.statementTimeoutMs ?? 5000,
    idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs ?? 10_000,
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on("error", (err) => options.log?.warn({ err }, "idle postgres client error"));
  // A checked-out client (inTransaction, the outbox relay) whose connection drops emits "error"
  // with no pool listener attached: unhandled, that ends the process. Its queries fail on their
  // own (503) and release() discards the broken client, so logging is all that is left to do.
  pool.on("connect", (client) => {
    client.on("error", (err) => options.log?.warn({ err: err.message }, "postgres connection lost"));
  });
  return pool;
}

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
 * Applies the service's numbered SQL migrations into its own schema. node-pg-migrate holds
 * an advisory lock while it runs, so copies starting together migrate once.
 */
export async function migrate(options: {
  databaseUrl: string;
  schema: string;
  dir: string | URL;
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
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const ran = await run();
      return ran.map((m) => m.name);
    } catch (err) {
      const busy = (err as Error).message.includes("Another migration is already running");
      if (!busy || Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** A value the simple protocol can carry inline. */
export type SqlValue = string | number | boolean | null | readonly (string | number | null)[];

/**
 * `value` written as an SQL literal, for the statements sent with BEGIN or COMMIT in one round trip
 * (the simple protocol has no parameters): text through the driver's escapeLiteral, integers only
 * (a fraction or NaN is refused), arrays as ARRAY[…] of the same. Give the type with a cast or a
 * function's declared parameter where it matters (an empty array needs one).
 */
export function sqlLiteral(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "string") return escapeLiteral(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer to inline: ${value}`);
    return String(value);
  }
  return `ARRAY[${value.map((v) => sqlLiteral(v)).join(", ")}]`;
}

/** Statements sent as one text (simple protocol), each one's rows then found by the name it was added under. */
export class NamedStatements {
  private readonly names: string[] = [];
  private readonly texts: string[] = [];

  add(name: string, sql: string): this {
    this.names.push(name);
    this.texts.push(sql);
    return this;
  }

  get text(): string {
    return this.texts.join(";\n");
  }

  /** Each statement's rows by its name, from the answers of `text` (one per statement, in order). */
  rowsOf(answers: readonly pg.QueryResultRow[][]): Map<string, pg.QueryResultRow[]> {
    return new Map(this.names.map((name, i) => [name, answers[i] ?? []]));
  }
}

/** How a transaction starts and what it lets a caller see of its COMMIT. */
export interface TransactionOptions {
  /**
   * Statements sent with BEGIN in the same round trip (simple protocol: values inlined with
   * sqlLiteral), for example `SET LOCAL statement_timeout = 3000`, or the transaction's
   * first read (inTransactionEndingWith hands the body their rows).
   */
  setup?: string;
  /**
   * Called synchronously right after the COMMIT is sent and before its answer is read: a test
   * hook for an outcome the caller cannot know (the connection dies with the COMMIT on the wire).
   */
  onCommitSent?: (client: pg.PoolClient) => void | Promise<void>;
}

/** BEGIN, then `body`, which ends the transaction itself; rolls back on any error. */
async function transaction<T>(
  pool: pg.Pool,
  options: TransactionOptions,
  body: (client: pg.PoolClient, setupRows: pg.QueryResultRow[][]) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const opened = (await client.query(options.setup ? `BEGIN;\n${options.setup}` : "BEGIN")) as unknown as
      | pg.QueryResult
      | pg.QueryResult[];
    // A multi-statement query answers one result per statement; the first is BEGIN's.
    const setupRows = Array.isArray(opened) ? opened.slice(1).map((r) => r.rows) : [];
    return await body(client, setupRows);
  } catch (err) {
    await client.query("ROLLBACK").catch((e: Error) => {
      broken = e;
    });
    throw err;
  } finally {
    // A client whose ROLLBACK failed has lost its connection: the pool must not hand it out again.
    client.release(broken);
  }
}

/** Sends the COMMIT (with what precedes it) and reads its answer, giving the test hook its moment. */
async function sendCommit(
  client: pg.PoolClient,
  text: string,
  options: TransactionOptions,
): Promise<pg.QueryResult | pg.QueryResult[]> {
  const answer = client.query(text) as unknown as Promise<pg.QueryResult | pg.QueryResult[]>;
  if (!options.onCommitSent) return answer;
  answer.catch(() => {}); // awaited below; this only keeps a rejection during the hook from being "unhandled"
  await options.onCommitSent(client);
  return answer;
}

/**
 * One statement that is its own transaction (it commits as it ends), sent by `send` on a client of
 * its own, so that `onCommitSent` (called right after it is sent) can reach its connection as the
 * transaction helpers let it reach theirs.
 */
export async function committing<T>(
  pool: pg.Pool,
  send: (client: pg.PoolClient) => Promise<T>,
  options: Pick<TransactionOptions, "onCommitSent"> = {},
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const answer = send(client);
    if (options.onCommitSent) {
      answer.catch(() => {}); // awaited below; this only keeps a rejection during the hook from being "unhandled"
      await options.onCommitSent(client);
    }
    return await answer;
  } catch (err) {
    // A statement Postgres refused leaves its connection as it was; after any other failure the
    // connection may be lost or still busy, and the pool must not hand it out again.
    if (!(err instanceof pg.DatabaseError)) broken = err as Error;
    throw err;
  } finally {
    client.release(broken);
  }
}

/** Runs fn in a transaction; rolls back on any error. */
export function inTransaction<T>(
  pool: pg.Pool,
  fn: (client: pg.PoolClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  return transaction(pool, options, async (client) => {
    const result = await fn(client);
    await sendCommit(client, "COMMIT", options);
    return result;
  });
}

/**
 * Like inTransaction, but the transaction's last statement and its COMMIT travel in one round
 * trip: for a statement that takes a lock held to the end of the transaction, so that nobody
 * waits on this process between the statement and the commit. `fn` runs the other statements and
 * returns the last one with its values inlined (sqlLiteral); that statement may only refuse by
 * raising, since nothing runs between it and the commit. `fn` gets the rows of each statement of
 * `options.setup`, sent with BEGIN. The last text may hold several statements: `result` gets the
 * first one's rows, and the rows of each of them.
 */
export function inTransactionEndingWith<T>(
  pool: pg.Pool,
  fn: (
    client: pg.PoolClient,
    setupRows: pg.QueryResultRow[][],
  ) => Promise<{
    last: string;
    result: (lastRows: pg.QueryResultRow[], eachRows: pg.QueryResultRow[][]) => T;
  }>,
  options: TransactionOptions = {},
): Promise<T> {
  return transaction(pool, options, async (client, setupRows) => {
    const { last, result } = await fn(client, setupRows);
    const results = (await sendCommit(client, `${last};\nCOMMIT`, options)) as pg.QueryResult[];
    return result(
      results[0]!.rows,
      results.slice(0, -1).map((r) => r.rows),
    );
  });
}
