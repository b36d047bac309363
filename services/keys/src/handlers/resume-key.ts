import { auditOf, type KeysDeps, type KeysHandler, tenantOf } from "./context.js";
import { changeKey } from "./key-change.js";

/** Merchant: paused → active; an active key stays active. */
export const resumeKey =
  (deps: KeysDeps): KeysHandler<"resumeKey"> =>
  async ({ key_id }, ctx) =>
    changeKey(deps, tenantOf(ctx), key_id, "resume", auditOf(ctx, tenantOf(ctx), "key.resume", key_id));
