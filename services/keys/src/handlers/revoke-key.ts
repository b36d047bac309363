import type { KeysDeps, KeysHandler } from "./context.js";
import { changeKey } from "./key-change.js";

/**
 * Merchant: → revoked for good (revoked_at set once); revoking again answers the same key. The
 * revoke of revoke-and-void (the booking service asks it, `and_void`) is that call's one audit entry.
 */
export const revokeKey =
  (deps: KeysDeps): KeysHandler<"revokeKey"> =>
  async ({ key_id, and_void }, ctx) =>
    changeKey(deps, ctx, key_id, "revoke", and_void ? "key.revoke_and_void" : "key.revoke");
