import type { KeysDeps, KeysHandler } from "./context.js";
import { changeKey } from "./key-change.js";

/** Merchant: active → paused; a paused key stays paused. */
export const pauseKey =
  (deps: KeysDeps): KeysHandler<"pauseKey"> =>
  async ({ key_id }, ctx) =>
    changeKey(deps, ctx, key_id, "pause", "key.pause");
