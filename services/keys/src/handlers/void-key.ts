import { AppError } from "@reservations/contracts";
import { newId } from "@reservations/service-kit";
import { findKey } from "../store/api-keys.js";
import { auditRow } from "../store/audit.js";
import type { KeysDeps, KeysHandler } from "./context.js";
import { changeKey } from "./key-change.js";

/**
 * The booking service, voiding a key's bookings for its hotel: the hotel's key, revoked when asked,
 * with the hotel's audit entry of the revoke-and-void.
 */
export const voidKey =
  (deps: KeysDeps): KeysHandler<"voidKey"> =>
  async ({ tenant_id, key_id, revoke, audit }) => {
    const entry = audit && auditRow(newId("aud"), tenant_id, new Date().toISOString(), audit);
    if (revoke) await changeKey(deps, tenant_id, key_id, "revoke", entry);
    else if (!(await findKey(deps.pool, tenant_id, key_id))) throw new AppError("KEY_NOT_FOUND");
    return { key_id };
  };
