import {
  type Allocation,
  AppError,
  type allocationOps,
  type CallerContext,
  todayIn,
} from "@reservations/contracts";
import { inTransactionEndingWith, newId } from "@reservations/service-kit";
import type { z } from "zod";
import { placeStay } from "../domain/allocation.js";
import type { Catalog } from "../domain/catalog.js";
import { resolveStay } from "../domain/stay.js";
import {
  allocationByBookingSql,
  allocationIn,
  dropReleased,
  findAllocation,
  insertAllocationLast,
  isDuplicateBooking,
  isSlotTaken,
  ledgerOf,
  lockUnitsLedgerSql,
} from "../store/ledger.js";
import { catalogVersionSql } from "../store/ledger-changes.js";
import { catalogFor, type InventoryDeps, type InventoryHandler } from "./context.js";

type AllocateInput = z.infer<typeof allocationOps.allocate.input>;
type Stay = ReturnType<typeof resolveStay>;

/** The kept catalog's version was not the property's under the lock: the allocation goes by a checked one. */
class StaleCatalog extends Error {}

/**
 * DESIGN saga step 2: takes the room for a booking, idempotent by booking id.
 *
 * Usually two round trips to Postgres: BEGIN with the units' lock, the ledger read under it, the
 * booking id's allocation and the property's catalog version; then the insert with COMMIT. The stay
 * is resolved on the catalog this copy keeps, unchecked, and the version read under the lock must
 * be the one it was kept at: a catalog changed meanwhile rolls the transaction back and the
 * allocation starts over on a checked catalog (as does a stay the kept catalog refuses, so a
 * refusal always comes from a checked one). A stale read of the catalog can never place a stay:
 * what decides is read under the lock.
 */
export const allocate = (deps: InventoryDeps): InventoryHandler<typeof allocationOps.allocate> => {
  const { pool, log } = deps.kit;

  const resolve = (catalog: Catalog, input: AllocateInput) =>
    resolveStay(catalog, input, { origin: input.origin, today: todayIn(catalog.property.timezone) });

  /** The transaction; `keptVersion`: the version to check under the lock (none: the catalog was checked). */
  const place = (
    input: AllocateInput,
    ctx: CallerContext,
    catalog: Catalog,
    stay: Stay,
    keptVersion: string | null,
  ): Promise<Allocation> => {
    const { property } = catalog;
    const related = catalog.relatedUnitIds(stay.unit.id);
    const setup = [
      lockUnitsLedgerSql(property.id, related, input.start_date, input.end_date),
      allocationByBookingSql(input.booking_id),
      ...(keptVersion === null ? [] : [catalogVersionSql(ctx.tenant_id!, property.id)]),
    ].join(";\n");
    return inTransactionEndingWith(
      pool,
      async (tx, [ledgerRows, existingRows, versionRows]) => {
        if (keptVersion !== null && versionRows![0]?.catalog !== keptVersion) throw new StaleCatalog();
        const existing = allocationIn(existingRows!, property.timezone);
        if (existing && existing.status !== "released") {
          if (existing.tenant_id !== ctx.tenant_id) throw new AppError("BOOKING_NOT_FOUND");
          return { last: "SELECT 1", result: () => existing }; // idempotent by booking id
        }
        // A retry after a release: the released allocation of this booking id makes way.
        if (existing) await dropReleased(tx, input.booking_id);
        // Re-check under the lock: what was free at quote time may have been sold since.
        const placement = placeStay(catalog, stay.unit, input, ledgerOf(ledgerRows!));
        const allocation = {
          id: newId("alc"),
          booking_id: input.booking_id,
          tenant_id: ctx.tenant_id!,
          property_id: property.id,
          unit_id: stay.unit.id,
          room_id: placement.room_id,
          rate_plan_id: input.rate_plan_id ?? null,
          start_date: input.start_date,
          end_date: input.end_date,
          adults: input.adults,
          currency: property.currency,
          nightly: stay.priced.nightly,
          total_minor: stay.priced.total_minor,
          origin: input.origin,
          conflict: placement.conflict,
          claims: placement.claims,
        };
        return insertAllocationLast(allocation, property.timezone);
      },
      { setup },
    );
  };

  /** On the kept catalog, checked under the lock; undefined when it is stale or refuses the stay. */
  const onKeptCatalog = async (input: AllocateInput, ctx: CallerContext): Promise<Allocation | undefined> => {
    const kept =
      ctx.tenant_id && ctx.property_id ? deps.catalogs.kept(ctx.tenant_id, ctx.property_id) : undefined;
    if (!kept) return undefined;
    let stay: Stay;
    try {
      stay = resolve(kept.catalog, input);
    } catch {
      return undefined; // a refusal is decided on a checked catalog
    }
    try {
      return await place(input, ctx, kept.catalog, stay, kept.version);
    } catch (err) {
      if (err instanceof StaleCatalog) return undefined;
      throw err;
    }
  };

  /** As before the kept catalog: the booking id's allocation first, then a checked catalog. */
  const onCheckedCatalog = async (input: AllocateInput, ctx: CallerContext): Promise<Allocation> => {
    const existing = await findAllocation(pool, input.booking_id);
    if (existing && existing.status !== "released") {
      if (existing.tenant_id !== ctx.tenant_id) throw new AppError("BOOKING_NOT_FOUND");
      return existing; // idempotent by booking id
    }
    const catalog = await catalogFor(deps, ctx);
    return place(input, ctx, catalog, resolve(catalog, input), null);
  };

  return async (input, ctx) => {
    try {
      return { data: (await onKeptCatalog(input, ctx)) ?? (await onCheckedCatalog(input, ctx)) };
    } catch (err) {
      if (isSlotTaken(err)) {
        // The constraint caught what the lock should have: still a clean refusal, never a double sale.
        log.warn({ booking_id: input.booking_id }, "allocation refused by the exclusion constraint");
        throw input.room_id
          ? new AppError("INVENTORY_SLOT_UNAVAILABLE", { extra: { room_id: input.room_id } })
          : new AppError("UNIT_NOT_AVAILABLE", { extra: { remaining_capacity: 0 } });
      }
      if (isDuplicateBooking(err)) {
        const again = await findAllocation(pool, input.booking_id);
        if (again && again.tenant_id === ctx.tenant_id) return { data: again };
      }
      throw err;
    }
  };
};
