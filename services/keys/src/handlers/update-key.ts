import { AppError } from "@reservations/contracts";
import { todayUtc } from "@reservations/service-kit";
import { checkExpiresOn, normalizeScopes } from "../domain/key-fields.js";
import { nextStatus } from "../domain/key-status.js";
import { findKey } from "../store/api-keys.js";
import { auditOf, type KeysDeps, type KeysHandler, ownedPropertyIds, tenantOf } from "./context.js";
import { changeKey } from "./key-change.js";

/** Merchant: edits any of the key's settings; never its text or environment. Absent fields stay. */
export const updateKey =
  (deps: KeysDeps): KeysHandler<"updateKey"> =>
  async ({ key_id, patch }, ctx) => {
    const tenantId = tenantOf(ctx);
    // Not found and revoked come before field checks, and before asking inventory.
    const current = await findKey(deps.pool, tenantId, key_id);
    if (!current) throw new AppError("KEY_NOT_FOUND");
    nextStatus(current.status, "update");
    checkExpiresOn(patch.expires_on, todayUtc());
    const propertyIds = await ownedPropertyIds(deps, tenantId, patch.property_ids, ctx);
    return changeKey(deps, tenantId, key_id, "update", auditOf(ctx, tenantId, "key.update", key_id), {
      name: patch.name,
      scopes: patch.scopes && normalizeScopes(patch.scopes),
      property_ids: propertyIds,
      requests_per_minute: patch.requests_per_minute,
      max_live_holds: patch.max_live_holds,
      max_bookings_per_24h: patch.max_bookings_per_24h,
      expires_on: patch.expires_on,
      api_version: patch.api_version,
    });
  };
