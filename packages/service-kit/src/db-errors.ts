// What a failed statement says about whose fault it was: the connection's, the server's, or a value's.

/** The connection to Postgres (or Redis) is lost or refused: no statement of it can go through. */
const LOST_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08003",
  "08006",
  "08001",
  "08004",
]);

const LOST_MESSAGE =
  /connection terminated|timeout exceeded when trying to connect|client has encountered a connection error|connection is closed/i;

/** A lost or refused connection, or a pool with no connection to give: nothing about the statement's values. */
export function isConnectionLost(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | undefined;
  if (!e) return false;
  if (e.code && LOST_CODES.has(e.code)) return true;
  return LOST_MESSAGE.test(e.message ?? "");
}

/** Postgres gave up on the statement or transaction (a time bound, a lock wait, a deadlock): a retry goes through. */
const GAVE_UP_CODES = new Set(["57014", "55P03", "25P03", "40P01"]);

/** A lost connection or a statement cut off by its time bound: the caller gets a fast 503, not a 500. */
export function isUnavailable(err: unknown): boolean {
  const code = (err as { code?: string } | undefined)?.code;
  return (code !== undefined && GAVE_UP_CODES.has(code)) || isConnectionLost(err);
}

/**
 * Values Postgres cannot store or read (a character its encoding or JSON refuses, a number or date
 * past its type's range, text past its column's length): the request's own fault.
 */
const UNSTORABLE_CODES = new Set(["22P02", "22P05", "22021", "22003", "22008", "22007", "22001"]);

export function isUnstorableValue(err: unknown): boolean {
  const code = (err as { code?: string } | undefined)?.code;
  return code !== undefined && UNSTORABLE_CODES.has(code);
}
