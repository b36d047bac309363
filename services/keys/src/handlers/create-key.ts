import { AppError, DEFAULT_API_VERSION } from "@reservations/contracts";
import { inTransaction, newId, newSecret, Reply, sha256Hex, todayUtc } from "@reservations/service-kit";
import { checkExpiresOn, displayPrefix, keyTextPrefix, normalizeScopes } from "../domain/key-fields.js";
import { insertKey, toApiKey } from "../store/api-keys.js";
import { recordAuditEntries } from "../store/audit.js";
import { auditOf, type KeysDeps, type KeysHandler, ownedPropertyIds, tenantOf } from "./context.js";

/** Merchant: issues a key. Its text is in this answer only; the table keeps its SHA-256. */
export const createKey =
  (deps: KeysDeps): KeysHandler<"createKey"> =>
  async (body, ctx) => {
    const tenantId = tenantOf(ctx);
    const today = todayUtc();
    checkExpiresOn(body.expires_on, today);
    const propertyIds = await ownedPropertyIds(deps, tenantId, body.property_ids, ctx);
    const text = newSecret(keyTextPrefix(body.environment));
    const id = newId("key");
    const audit = auditOf(ctx, tenantId, "key.create", id);
    const row = await inTransaction(deps.pool, async (tx) => {
      const made = await insertKey(tx, {
        id,
        tenant_id: tenantId,
        name: body.name,
        environment: body.environment,
        prefix: displayPrefix(text, body.environment),
        key_hash: sha256Hex(text),
        scopes: normalizeScopes(body.scopes),
        property_ids: propertyIds ?? null,
        requests_per_minute: body.requests_per_minute ?? null,
        max_live_holds: body.max_live_holds ?? null,
        max_bookings_per_24h: body.max_bookings_per_24h ?? null,
        expires_on: body.expires_on ?? null,
        api_version: body.api_version ?? DEFAULT_API_VERSION,
      });
      if (made && audit) await recordAuditEntries(tx, [audit]);
      return made;
    });
    if (!row) throw new AppError("TENANT_NOT_FOUND");
    // Best effort: the text is answered whatever happens (it cannot be shown again), and nobody can
    // have cached a key that did not exist; the sync job writes its state if this write fails.
    await deps.states
      .publishKey(row.id)
      .catch((err) => deps.kit.log.warn({ err: (err as Error).message }, "new key's state left to the sync"));
    return new Reply(201, { data: toApiKey(row, today), secret: text });
  };
