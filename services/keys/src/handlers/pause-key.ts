import { auditOf, type KeysDeps, type KeysHandler, tenantOf } from "./context.js";
import { changeKey } from "./key-change.js";

/** Merchant: active → paused; a paused key stays paused. */
export const pauseKey =
  (deps: KeysDeps): KeysHandler<"pauseKey"> =>
  async ({ key_id }, ctx) =>
    changeKey(deps, tenantOf(ctx), key_id, "pause", auditOf(ctx, tenantOf(ctx), "key.pause", key_id));
