import { auditPage, toAuditEntry } from "../store/audit.js";
import { rowPosition } from "../store/position.js";
import { type KeysDeps, type KeysHandler, merchantTenantOf } from "./context.js";

/** Merchant: the hotel's audit trail, newest first, narrowed to one actor or one action when asked. */
export const listAudit =
  (deps: KeysDeps): KeysHandler<"listAudit"> =>
  async ({ cursor, limit, actor, action }, ctx) => {
    const tenantId = merchantTenantOf(ctx);
    const scope = `audit:${tenantId}:${actor ?? ""}:${action ?? ""}`;
    const after = deps.cursors.position(scope, cursor);
    const rows = await auditPage(deps.pool, tenantId, { actor, action }, after, limit + 1);
    return deps.cursors.page(scope, rows, limit, rowPosition, toAuditEntry);
  };
