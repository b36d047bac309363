import { AppError } from "@reservations/contracts";
import { newSecret, sha256Hex } from "@reservations/service-kit";
import { setMerchantTokenHash } from "../store/tenants.js";
import { type KeysDeps, type KeysHandler, merchantTenantOf, publishChange } from "./context.js";

/**
 * Merchant: a new token for the hotel, answered this once. Only its hash is kept, so the old one
 * matches nothing from the commit on; the tenant's new state makes every gateway drop the old one
 * from its cache before this answers.
 */
export const rotateMerchantToken =
  (deps: KeysDeps): KeysHandler<"rotateMerchantToken"> =>
  async (_input, ctx) => {
    const tenantId = merchantTenantOf(ctx);
    const token = newSecret("mt_");
    if (!(await setMerchantTokenHash(deps.pool, tenantId, sha256Hex(token))))
      throw new AppError("TENANT_NOT_FOUND");
    await publishChange(deps, { tenant: tenantId });
    return { data: { merchant_token: token } };
  };
