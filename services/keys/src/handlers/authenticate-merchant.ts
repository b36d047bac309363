import { merchantPrincipal } from "../store/tenants.js";
import type { KeysDeps, KeysHandler } from "./context.js";

/** Gateway: the tenant behind a merchant token's hash, or null; the gateway decides what inactive means. */
export const authenticateMerchant =
  (deps: KeysDeps): KeysHandler<"authenticateMerchant"> =>
  async ({ token_hash }) =>
    merchantPrincipal(deps.pool, token_hash);
