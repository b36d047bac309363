import { AppError } from "@reservations/contracts";
import { newSecret, sha256Hex } from "@reservations/service-kit";
import { beginTokenRotation, endTokenRotation } from "../store/tenants.js";
import { auditOf, type KeysDeps, type KeysHandler, merchantTenantOf, publishChange } from "./context.js";

const notRotated = (cause?: unknown) =>
  new AppError("SERVICE_UNAVAILABLE", {
    message: "The merchant token was not rotated; the one in use still works. Retry shortly.",
    headers: { "Retry-After": "1" },
    cause,
  });

/**
 * Merchant: a new token for the hotel, answered this once, and only once it works and the old one
 * has stopped. In three steps: the new token is saved beside the old one, which is still accepted
 * but no gateway keeps it in its cache any more; the tenant's new state makes every gateway drop
 * the old token from its cache; the old one stops. A failure before the last step answers 503
 * and leaves the old token working, and a retry rotates again.
 */
export const rotateMerchantToken =
  (deps: KeysDeps): KeysHandler<"rotateMerchantToken"> =>
  async (_input, ctx) => {
    const started = performance.now();
    const tenantId = merchantTenantOf(ctx);
    const token = newSecret("mt_");
    const hash = sha256Hex(token);
    if (!(await beginTokenRotation(deps.pool, tenantId, hash))) throw new AppError("TENANT_NOT_FOUND");
    try {
      await publishChange(deps, { tenant: tenantId });
    } catch (err) {
      throw notRotated(err);
    }
    // The old token stops only while the caller still waits for this answer, which alone shows the new one.
    if (performance.now() - started > deps.kit.config.NATS_REQUEST_TIMEOUT_MS / 2) throw notRotated();
    // False: a rotation begun meanwhile replaced this token, and its own answer shows the hotel's.
    const audit = auditOf(ctx, tenantId, "token.rotate", tenantId);
    if (!(await endTokenRotation(deps.pool, tenantId, hash, audit))) throw notRotated();
    return { data: { merchant_token: token } };
  };
