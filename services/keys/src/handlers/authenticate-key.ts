import { keyPrincipal } from "../store/api-keys.js";
import type { KeysDeps, KeysHandler } from "./context.js";

/**
 * Gateway: the key behind a key text's hash, or null. Answered with its stored status and
 * expiry as they are; the gateway refuses paused, revoked, expired and wrong-environment keys.
 */
export const authenticateKey =
  (deps: KeysDeps): KeysHandler<"authenticateKey"> =>
  async ({ key_hash }) =>
    keyPrincipal(deps.pool, key_hash);
