import { AppError, type CallerContext, FieldValidationError } from "@reservations/contracts";
import type { BatchSent, Db, Handler, OutboxRelay, PoolClient, ServiceKit } from "@reservations/service-kit";
import type { z } from "zod";
import type { Catalog } from "../domain/catalog.js";
import type { Stay } from "../domain/holds.js";
import { LedgerProjection } from "../domain/ledger-projection.js";
import { MAX_ANCESTORS } from "../domain/rate-plans.js";
import type { CatalogCache } from "../store/catalog-cache.js";
import { loadLedger } from "../store/ledger.js";
import type { PropertyVersions } from "../store/ledger-changes.js";
import { existingProperties, type PropertyReads } from "../store/properties.js";
import { ratePlanExists, ratePlanLevelsBelow, ratePlanLineage } from "../store/rate-plans.js";
import { existingUnits } from "../store/units.js";

/** What every handler is built with (see service.ts). */
export interface InventoryDeps {
  kit: ServiceKit;
  /** Property catalogs for the partner read paths and the allocation. */
  catalogs: CatalogCache;
  /** The reads of a property by id (a partner's one-property list, a hotel's GET of it). */
  properties: PropertyReads;
  /** Publishes the events written to INVENTORY_OUTBOX; kicked after each commit. */
  outbox: OutboxRelay;
  /** Told of each transaction of allocations placed together (metrics). */
  onAllocateBatch?: (batch: BatchSent) => void;
}

/** The handler of one inventory operation, typed by its contract. */
export type InventoryHandler<Op extends { input: z.ZodType; output: z.ZodType }> = Handler<
  Op["input"],
  Op["output"]
>;

/** The tenant a call acts for; every query is scoped by it. */
export function tenantOf(ctx: CallerContext): string {
  if (!ctx.tenant_id) throw new AppError("PROPERTY_NOT_FOUND");
  return ctx.tenant_id;
}

/**
 * The tenant of a merchant call on a property in its path: the property must be the tenant's
 * (404 PROPERTY_NOT_FOUND otherwise, like one that does not exist).
 */
export async function merchantProperty(
  deps: InventoryDeps,
  ctx: CallerContext,
  propertyId: string,
): Promise<string> {
  if (ctx.actor !== "merchant") throw new AppError("PROPERTY_NOT_FOUND");
  const tenant = tenantOf(ctx);
  const [found] = await existingProperties(deps.kit.pool, tenant, [propertyId]);
  if (!found) throw new AppError("PROPERTY_NOT_FOUND");
  return tenant;
}

/** A rate plan of the tenant's property, else 404 RATE_PLAN_NOT_FOUND. */
export async function propertyRatePlan(
  db: Db,
  tenant: string,
  propertyId: string,
  planId: string,
): Promise<void> {
  if (!(await ratePlanExists(db, tenant, propertyId, planId))) throw new AppError("RATE_PLAN_NOT_FOUND");
}

/** The property a partner call is bound to (X-Property resolved by the gateway). */
export function partnerProperty(ctx: CallerContext): { tenant: string; property: string } {
  const tenant = tenantOf(ctx);
  if (!ctx.property_id) throw new AppError("PROPERTY_NOT_FOUND");
  return { tenant, property: ctx.property_id };
}

/**
 * The catalog of the call's property (at least as new as `read`, versions the call read already);
 * services trust only the envelope for tenant and property.
 */
export async function catalogFor(
  deps: InventoryDeps,
  ctx: CallerContext,
  read?: PropertyVersions,
): Promise<Catalog> {
  if (!ctx.tenant_id || !ctx.property_id) throw new AppError("PROPERTY_NOT_FOUND");
  const catalog = await deps.catalogs.get(ctx.tenant_id, ctx.property_id, read);
  if (!catalog) throw new AppError("PROPERTY_NOT_FOUND");
  return catalog;
}

/**
 * The catalog of the call's property and the ledger a read of `stay` goes by, as committed when
 * the call began (or at `read`, versions with the ledger's sum the call read already): the cache's
 * projection (`kept`: the one the cache goes on updating), or for nights before its horizon the
 * ledger's tables (read for this call only).
 */
export async function catalogAndLedger(
  deps: InventoryDeps,
  ctx: CallerContext,
  stay: Stay,
  read?: PropertyVersions,
): Promise<{ catalog: Catalog; ledger: LedgerProjection; kept: boolean }> {
  if (!ctx.tenant_id || !ctx.property_id) throw new AppError("PROPERTY_NOT_FOUND");
  return propertyCatalogAndLedger(deps, ctx.tenant_id, ctx.property_id, stay, read);
}

/** catalogAndLedger of a property named outright (a merchant read). */
export async function propertyCatalogAndLedger(
  deps: InventoryDeps,
  tenant: string,
  propertyId: string,
  stay: Stay,
  read?: PropertyVersions,
): Promise<{ catalog: Catalog; ledger: LedgerProjection; kept: boolean }> {
  const found = await deps.catalogs.withLedger(tenant, propertyId, read);
  if (!found) throw new AppError("PROPERTY_NOT_FOUND");
  if (found.ledger.covers(stay)) return { catalog: found.catalog, ledger: found.ledger, kept: true };
  const past = await loadLedger(deps.kit.pool, propertyId, stay.start_date, stay.end_date);
  return { catalog: found.catalog, ledger: LedgerProjection.of(past, stay), kept: false };
}

/** A rate plan's unit_ids without repeats, every one a unit of the property. */
export async function ratePlanUnitIds(
  deps: InventoryDeps,
  tenant: string,
  propertyId: string,
  ids: string[],
): Promise<string[]> {
  const wanted = [...new Set(ids)];
  const found = new Set(await existingUnits(deps.kit.pool, tenant, propertyId, wanted));
  const unknown = wanted.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw FieldValidationError.single("unit_ids", `not units of this property: ${unknown.join(", ")}`);
  }
  return wanted;
}

/**
 * A parent must be another plan of the property that does not already derive from this one, and
 * no plan may end up with more than MAX_ANCESTORS above it, this one or any below it; `tx` holds
 * the property's rate-plan lock, so no concurrent change can close a cycle or deepen a chain.
 */
export async function checkParent(
  tx: PoolClient,
  tenant: string,
  propertyId: string,
  planId: string | null,
  parentId: string,
): Promise<void> {
  if (parentId === planId) {
    throw FieldValidationError.single("parent_rate_plan_id", "a rate plan cannot derive from itself");
  }
  const lineage = await ratePlanLineage(tx, tenant, propertyId, parentId);
  if (lineage.length === 0) {
    throw FieldValidationError.single("parent_rate_plan_id", "must be a rate plan of this property");
  }
  if (planId !== null && lineage.includes(planId)) {
    throw FieldValidationError.single("parent_rate_plan_id", "would make the rate plan derive from itself");
  }
  const below = planId === null ? 0 : await ratePlanLevelsBelow(tx, tenant, propertyId, planId);
  if (lineage.length + below > MAX_ANCESTORS) {
    throw FieldValidationError.single(
      "parent_rate_plan_id",
      `would give a rate plan more than ${MAX_ANCESTORS} plans above it`,
    );
  }
}
