import { todayUtc } from "../domain/key-status.js";
import { keysPage, toApiKey } from "../store/api-keys.js";
import { type KeysDeps, type KeysHandler, pageOf, readCursor, tenantOf } from "./deps.js";

/** Merchant: the hotel's keys, revoked ones included, newest first. */
export const listKeys =
  (deps: KeysDeps): KeysHandler<"listKeys"> =>
  async ({ cursor, limit }, ctx) => {
    const tenantId = tenantOf(ctx);
    const scope = `keys:${tenantId}`;
    const rows = await keysPage(deps.pool, tenantId, readCursor(deps, scope, cursor), limit + 1);
    const today = todayUtc();
    return pageOf(deps, scope, rows, limit, (row) => toApiKey(row, today));
  };
