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
