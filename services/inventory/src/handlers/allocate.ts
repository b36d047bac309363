import { AppError, type allocationOps, todayIn } from "@reservations/contracts";
import { inTransactionEndingWith, newId } from "@reservations/service-kit";
import { placeStay } from "../domain/allocation.js";
import { resolveStay } from "../domain/stay.js";
import {
  dropReleased,
  findAllocation,
  insertAllocationLast,
  isDuplicateBooking,
  isSlotTaken,
  ledgerOf,
  lockUnitsLedgerSql,
} from "../store/ledger.js";
import { catalogFor, type InventoryDeps, type InventoryHandler } from "./context.js";

/** DESIGN saga step 2: takes the room for a booking, idempotent by booking id. */
export const allocate =
  (deps: InventoryDeps): InventoryHandler<typeof allocationOps.allocate> =>
  async (input, ctx) => {
    const { pool, log } = deps.kit;
    const existing = await findAllocation(pool, input.booking_id);
    if (existing && existing.status !== "released") {
      if (existing.tenant_id !== ctx.tenant_id) throw new AppError("BOOKING_NOT_FOUND");
      return { data: existing }; // idempotent by booking id
    }
    const catalog = await catalogFor(deps, ctx);
    const stay = resolveStay(catalog, input, {
      origin: input.origin,
      today: todayIn(catalog.property.timezone),
    });
    const related = catalog.relatedUnitIds(stay.unit.id);
    try {
      // Two round trips: BEGIN with the units' lock and the ledger read under it, then the insert
      // with COMMIT. A released allocation of this booking id (a retry after a release) is dropped
      // first, inside the transaction.
      const { property } = catalog;
      const lockAndRead = lockUnitsLedgerSql(property.id, related, input.start_date, input.end_date);
      const data = await inTransactionEndingWith(
        pool,
        async (tx, [ledgerRows]) => {
          if (existing?.status === "released") await dropReleased(tx, input.booking_id);
          // Re-check under the lock: what was free at quote time may have been sold since.
          const placement = placeStay(catalog, stay.unit, input, ledgerOf(ledgerRows!));
          const allocation = {
            id: newId("alc"),
            booking_id: input.booking_id,
            tenant_id: ctx.tenant_id!,
            property_id: catalog.property.id,
            unit_id: stay.unit.id,
            room_id: placement.room_id,
            rate_plan_id: input.rate_plan_id ?? null,
            start_date: input.start_date,
            end_date: input.end_date,
            adults: input.adults,
            currency: catalog.property.currency,
            nightly: stay.priced.nightly,
            total_minor: stay.priced.total_minor,
            origin: input.origin,
            conflict: placement.conflict,
            claims: placement.claims,
          };
          return insertAllocationLast(allocation, property.timezone);
        },
        { setup: lockAndRead },
      );
      return { data };
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
