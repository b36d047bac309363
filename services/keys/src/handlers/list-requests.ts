import { AppError } from "@reservations/contracts";
import { keyExists } from "../store/api-keys.js";
import { rowPosition } from "../store/position.js";
import { requestsPage } from "../store/requests.js";
import { type KeysDeps, type KeysHandler, tenantOf } from "./context.js";

/** Merchant: one key's request log, newest first, UTC times. */
export const listRequests =
  (deps: KeysDeps): KeysHandler<"listRequests"> =>
  async ({ key_id, cursor, limit, status_class }, ctx) => {
    if (!(await keyExists(deps.pool, tenantOf(ctx), key_id))) throw new AppError("KEY_NOT_FOUND");
    // A cursor pages the filter it came from, never another.
    const scope = status_class ? `requests:${key_id}:${status_class}` : `requests:${key_id}`;
    const after = deps.cursors.position(scope, cursor, /^\d{1,19}$/);
    const statusClass = status_class ? Number(status_class[0]) : undefined;
    const rows = await requestsPage(deps.pool, key_id, after, limit + 1, statusClass);
    return deps.cursors.page(scope, rows, limit, rowPosition, (r) => ({
      id: String(r.id),
      method: r.method,
      path: r.path,
      status: r.status,
      duration_ms: r.duration_ms,
      ip: r.ip,
      occurred_at: r.occurred_at.toISOString(),
    }));
  };
