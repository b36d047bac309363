import type { KeysDeps, KeysHandler } from "./context.js";
import { changeKey } from "./key-change.js";

/** Merchant: paused → active; an active key stays active. */
export const resumeKey =
  (deps: KeysDeps): KeysHandler<"resumeKey"> =>
  async ({ key_id }, ctx) =>
    changeKey(deps, ctx, key_id, "resume", "key.resume");
