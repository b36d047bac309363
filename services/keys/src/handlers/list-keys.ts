import { todayUtc } from "@reservations/service-kit";
import { keysPage, toApiKey } from "../store/api-keys.js";
import { rowPosition } from "../store/position.js";
import { type KeysDeps, type KeysHandler, tenantOf } from "./context.js";

/** Merchant: the hotel's keys, revoked ones included, newest first. */
export const listKeys =
  (deps: KeysDeps): KeysHandler<"listKeys"> =>
  async ({ cursor, limit }, ctx) => {
    const tenantId = tenantOf(ctx);
    const scope = `keys:${tenantId}`;
    const rows = await keysPage(deps.pool, tenantId, deps.cursors.position(scope, cursor), limit + 1);
    const today = todayUtc();
    return deps.cursors.page(scope, rows, limit, rowPosition, (row) => toApiKey(row, today));
  };
