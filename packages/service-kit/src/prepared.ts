import { AppError } from "@reservations/contracts";
import type { Db, QueryResultRow } from "./db.js";

/** Postgres refuses a prepared statement whose result columns changed (a migration added one). */
const resultTypeChanged = (err: unknown) =>
  (err as { code?: string }).code === "0A000" &&
  /cached plan must not change result type/.test((err as Error).message);

/**
 * A hot-path statement prepared on each connection (Postgres then reuses a generic plan: 0.03–0.2 ms
 * of its CPU saved per call); only for statements whose plan does not depend on the values. When a
 * migration changes the columns it returns, it is sent unprepared from then on, so a rolling deploy
 * fails no request for it (inside a transaction, once, as a retryable 503).
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
