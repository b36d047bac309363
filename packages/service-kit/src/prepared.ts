import { AppError } from "@reservations/contracts";
import type { Db, QueryResultRow } from "./db.js";

/** Postgres refuses a prepared statement whose result columns changed (a migration added one). */
const resultTypeChanged = (err: unknown) =>
  (err as { code?: string }).code === "0A000" &&
  /cached plan must not change result type/.test((err as Error).message);

/**
 * A statement of a hot path, prepared on each connection the first time it runs there (a named
 * statement): Postgres parses it once per connection and, once it has seen a few executions,
 * reuses a generic plan instead of planning every call (0.03–0.2 ms of Postgres CPU per statement,
 * measured under `pnpm bench`). Only for statements whose plan does not depend on the values.
 *
 * A migration that changes the columns a running copy's statement returns (`RETURNING *` after an
 * added column) makes Postgres refuse that statement on every connection; the statement is then
 * sent unprepared from this process on, and the call is retried that way, so a rolling deploy
 * never fails a request for it with an error of its own. Inside a transaction the refusal has
 * already ended the transaction: the call then fails as a retryable 503 (SERVICE_UNAVAILABLE,
 * Retry-After), once per statement and process, and the caller's retry runs unprepared.
 */
export function prepared<R extends QueryResultRow = QueryResultRow>(
  name: string,
  text: string,
): (db: Db, values: unknown[]) => Promise<{ rows: R[]; rowCount: number | null }> {
  let named = true;
  return async (db, values) => {
    if (!named) return db.query<R>(text, values);
    try {
      return await db.query<R>({ name, text, values });
    } catch (err) {
      if (!resultTypeChanged(err)) throw err;
      named = false;
      try {
        return await db.query<R>(text, values);
      } catch (again) {
        if ((again as { code?: string }).code !== "25P02") throw again; // the transaction is aborted
        throw new AppError("SERVICE_UNAVAILABLE", {
          message: "The service was updated during this request; retry shortly.",
          headers: { "Retry-After": "1" },
          cause: err,
        });
      }
    }
  };
}
