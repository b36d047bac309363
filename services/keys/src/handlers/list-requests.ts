import { AppError } from "@reservations/contracts";
import { keyExists } from "../store/api-keys.js";
import { rowPosition } from "../store/position.js";
import { requestsPage } from "../store/requests.js";
import { type KeysDeps, type KeysHandler, tenantOf } from "./context.js";

/** Merchant: one key's request log, newest first, UTC times. */
export const listRequests =
  (deps: KeysDeps): KeysHandler<"listRequests"> =>
  async ({ key_id, cursor, limit }, ctx) => {
    if (!(await keyExists(deps.pool, tenantOf(ctx), key_id))) throw new AppError("KEY_NOT_FOUND");
    const scope = `requests:${key_id}`;
    const after = deps.cursors.position(scope, cursor, /^\d{1,19}$/);
    const rows = await requestsPage(deps.pool, key_id, after, limit + 1);
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
