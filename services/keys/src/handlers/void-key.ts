import { AppError } from "@reservations/contracts";
import { findKey } from "../store/api-keys.js";
import type { KeysDeps, KeysHandler } from "./context.js";
import { changeKey } from "./key-change.js";

/** The booking service, voiding a key's bookings for its hotel: the hotel's key, revoked when asked. */
export const voidKey =
  (deps: KeysDeps): KeysHandler<"voidKey"> =>
  async ({ tenant_id, key_id, revoke }) => {
    if (revoke) await changeKey(deps, tenant_id, key_id, "revoke");
    else if (!(await findKey(deps.pool, tenant_id, key_id))) throw new AppError("KEY_NOT_FOUND");
    return { key_id };
  };
