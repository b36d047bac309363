import {
  type AllocateInput,
  type Allocation,
  AppError,
  type allocationOps,
  type CallerContext,
  todayIn,
} from "@reservations/contracts";
import { coalesced } from "@reservations/service-kit";
import type { Catalog } from "../domain/catalog.js";
import type { Placing } from "../domain/placing.js";
import { type ResolvedStay, resolveStay } from "../domain/stay.js";
import { findAllocation, isDuplicateBooking, isSlotTaken } from "../store/ledger.js";
import { MAX_PLACINGS, Placings } from "../store/placings.js";
import { catalogFor, type InventoryDeps, type InventoryHandler } from "./context.js";

const resolve = (catalog: Catalog, input: AllocateInput) =>
  resolveStay(catalog, input, { origin: input.origin, today: todayIn(catalog.property.timezone) });

/**
 * Takes the room for a booking, idempotent by booking id. The stay is placed first on the catalog
 * this copy keeps, if its version is still the property's under the units' lock; otherwise, or on
 * a refusal, on a catalog checked now, so what decides is always read under the lock. Stays asked
 * while a placing is under way go together in the next (store/placings.ts).
 */
export const allocate = (deps: InventoryDeps): InventoryHandler<typeof allocationOps.allocate> => {
  const placings = new Placings(deps.kit.pool);
  const placeKept = coalesced((batch: readonly Placing[]) => placings.placeMany(batch), {
    maxBatch: MAX_PLACINGS,
    keyOf: false,
    onBatch: deps.onAllocateBatch,
  });

  /** On the kept catalog, checked under the lock; undefined when it is stale or refuses the stay. */
  const onKeptCatalog = async (input: AllocateInput, ctx: CallerContext): Promise<Allocation | undefined> => {
    const kept =
      ctx.tenant_id && ctx.property_id ? deps.catalogs.kept(ctx.tenant_id, ctx.property_id) : undefined;
    if (!kept) return undefined;
    let stay: ResolvedStay;
    try {
      stay = resolve(kept.catalog, input);
    } catch {
      return undefined; // a refusal is decided on a checked catalog
    }
    const placed = await placeKept({ input, ctx, catalog: kept.catalog, stay, keptVersion: kept.version });
    const ended = placed && "later" in placed ? await placed.later : placed;
    if (ended === undefined) return undefined;
    if ("err" in ended) throw ended.err;
    return ended.ok;
  };

  /** The booking id's allocation first, then the stay placed on a catalog read now. */
  const onCheckedCatalog = async (input: AllocateInput, ctx: CallerContext): Promise<Allocation> => {
    const existing = await findAllocation(deps.kit.pool, input.booking_id);
    if (existing && existing.status !== "released") {
      if (existing.tenant_id !== ctx.tenant_id) throw new AppError("BOOKING_NOT_FOUND");
      return existing; // idempotent by booking id
    }
    const catalog = await catalogFor(deps, ctx);
    return placings.placeAlone({ input, ctx, catalog, stay: resolve(catalog, input), keptVersion: null });
  };

  return async (input, ctx) => {
    try {
      // A cold property is loaded once, and its stays then go together as on a warm one.
      if (ctx.tenant_id && ctx.property_id && !deps.catalogs.kept(ctx.tenant_id, ctx.property_id)) {
        await catalogFor(deps, ctx);
      }
      return { data: (await onKeptCatalog(input, ctx)) ?? (await onCheckedCatalog(input, ctx)) };
    } catch (err) {
      return { data: await afterRefusal(deps, input, ctx, err) };
    }
  };
};

/** A unique constraint's refusal as the answer it stands for; any other error as it is. */
async function afterRefusal(
  deps: InventoryDeps,
  input: AllocateInput,
  ctx: CallerContext,
  err: unknown,
): Promise<Allocation> {
  if (isSlotTaken(err)) {
    // The constraint caught what the lock should have: still a clean refusal, never a double sale.
    deps.kit.log.warn({ booking_id: input.booking_id }, "allocation refused by the exclusion constraint");
    throw input.room_id
      ? new AppError("INVENTORY_SLOT_UNAVAILABLE", { extra: { room_id: input.room_id } })
      : new AppError("UNIT_NOT_AVAILABLE", { extra: { remaining_capacity: 0 } });
  }
  if (isDuplicateBooking(err)) {
    const again = await findAllocation(deps.kit.pool, input.booking_id);
    if (again && again.tenant_id === ctx.tenant_id) return again;
  }
  throw err;
}
