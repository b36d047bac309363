import type { propertiesOps } from "@reservations/contracts";
import { entityTag, ifNoneMatches, notModified, Reply } from "@reservations/service-kit";
import { listPropertyVersions, listProperties as listStored } from "../store/properties.js";
import { type InventoryDeps, type InventoryHandler, tenantOf } from "./context.js";

/**
 * A partner's list's tag: each listed property's id and catalog_version, in order. Every field but
 * the fixed id, name and created_at moves catalog_version, api_rate_plans_configured too (any change
 * of a rate plan does), so they stand for the whole list; the key's coverage is in the ids.
 */
const listTag = (tenant: string, versions: string[]) => entityTag(["properties.list", tenant, ...versions]);

/** The listed properties' ids and catalog versions alone: a key of one property asks the coalesced read. */
async function listedVersions(deps: InventoryDeps, tenant: string, ids: string[] | null): Promise<string[]> {
  if (ids?.length !== 1) return (await listPropertyVersions(deps.kit.pool, tenant, ids)).flat();
  const versions = await deps.catalogs.versionsOf(tenant, ids[0]!, false);
  return versions ? [ids[0]!, versions.catalog] : [];
}

export const listProperties =
  (deps: InventoryDeps): InventoryHandler<typeof propertiesOps.list> =>
  async (_input, ctx) => {
    const tenant = tenantOf(ctx);
    // A partner sees the properties its key covers, narrowed to X-Property when sent.
    const ids = ctx.property_id ? [ctx.property_id] : ctx.actor === "partner" ? ctx.property_ids : null;
    // With If-None-Match, the versions alone first: a 304 reads none of the properties' rows.
    if (ctx.actor === "partner" && ctx.if_none_match) {
      const etag = listTag(tenant, await listedVersions(deps, tenant, ids));
      if (ifNoneMatches(ctx.if_none_match, etag)) return notModified(etag);
    }
    const listed = await listStored(deps.kit.pool, deps.properties, tenant, ids);
    const body = { data: listed.map((p) => p.property), next_cursor: null };
    if (ctx.actor !== "partner") return body;
    // Tagged by the versions its rows were read at, in the same statement as the rows.
    return new Reply(200, body, {
      ETag: listTag(
        tenant,
        listed.flatMap((p) => [p.property.id, p.catalog]),
      ),
    });
  };
