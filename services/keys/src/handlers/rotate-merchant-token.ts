import { AppError } from "@reservations/contracts";
import { newSecret, sha256Hex } from "@reservations/service-kit";
import { setMerchantTokenHash } from "../store/tenants.js";
import { type KeysDeps, type KeysHandler, publishChange, tenantOf } from "./deps.js";

/**
 * Merchant: a new token for the hotel, answered this once. Only its hash is kept, so the old one
 * matches nothing from the commit on; the tenant's new state makes every gateway drop the old one
 * from its cache before this answers.
 */
export const rotateMerchantToken =
  (deps: KeysDeps): KeysHandler<"rotateMerchantToken"> =>
  async (_input, ctx) => {
    const tenantId = tenantOf(ctx);
    if (ctx.actor !== "merchant") throw new AppError("TENANT_NOT_FOUND");
    const token = newSecret("mt_");
    if (!(await setMerchantTokenHash(deps.pool, tenantId, sha256Hex(token))))
      throw new AppError("TENANT_NOT_FOUND");
    await publishChange(deps, { tenant: tenantId });
    return { data: { merchant_token: token } };
  };
