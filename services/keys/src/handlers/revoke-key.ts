import { auditOf, type KeysDeps, type KeysHandler, tenantOf } from "./context.js";
import { changeKey } from "./key-change.js";

/** Merchant: → revoked for good (revoked_at set once); revoking again answers the same key. */
export const revokeKey =
  (deps: KeysDeps): KeysHandler<"revokeKey"> =>
  async ({ key_id }, ctx) =>
    changeKey(deps, tenantOf(ctx), key_id, "revoke", auditOf(ctx, tenantOf(ctx), "key.revoke", key_id));
