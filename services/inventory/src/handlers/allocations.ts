import {
  type AllocateInput,
  type Allocation,
  AppError,
  allocationOps,
  type CallerContext,
  todayIn,
} from "@reservations/contracts";
import { inTransaction, newId, type ServiceKit } from "@reservations/service-kit";
import {
  assignRoom,
  insideWindow,
  roomFree,
  roomTypeRemaining,
  unitAvailability,
} from "../domain/availability.js";
import type { Catalog, CatalogUnit } from "../domain/catalog.js";
import { resolveStay } from "../domain/stay.js";
import type { CatalogCache } from "../store/catalog-cache.js";
import {
  findAllocation,
  insertAllocation,
  loadLedger,
  lockUnits,
  type NewAllocation,
  releaseAllocation,
} from "../store/ledger.js";
import { catalogFor } from "./partner-reads.js";

const EXCLUSION_VIOLATION = "23P01";
const UNIQUE_VIOLATION = "23505";
const UNBOUNDED: [number, null] = [0, null];

/** The physical slots a booking claims: a child also takes a share of its parent that siblings do not collide on. */
function claimsFor(catalog: Catalog, unit: CatalogUnit, roomId: string | null): NewAllocation["claims"] {
  if (unit.kind === "room_type") return roomId ? [{ slot_id: roomId, share: UNBOUNDED }] : [];
  const claims: NewAllocation["claims"] = [{ slot_id: unit.id, share: UNBOUNDED }];
  if (unit.parent_unit_id) claims.push({ slot_id: unit.parent_unit_id, share: [unit.seq, unit.seq + 1] });
  if (unit.kind === "whole_house") {
    for (const child of catalog.units.values()) {
      if (child.parent_unit_id === unit.id) claims.push({ slot_id: child.id, share: UNBOUNDED });
    }
  }
  return claims;
}

const pgCode = (err: unknown) => (err as { code?: string }).code;

export function registerAllocationHandlers(kit: ServiceKit, catalogs: CatalogCache): void {
  const allocate = async (input: AllocateInput, ctx: CallerContext): Promise<Allocation> => {
    const existing = await findAllocation(kit.pool, input.booking_id);
    if (existing && existing.status !== "released") {
      if (existing.tenant_id !== ctx.tenant_id) throw new AppError("BOOKING_NOT_FOUND");
      return existing; // idempotent by booking id
    }
    const catalog = await catalogFor(catalogs, ctx);
    const stay = resolveStay(catalog, input, {
      origin: input.origin,
      today: todayIn(catalog.property.timezone),
    });
    const node = catalog.nodes.get(stay.unit.id)!;
    const related = catalog.relatedUnitIds(stay.unit.id);
    try {
      return await inTransaction(kit.pool, async (tx) => {
        await lockUnits(tx, related);
        // Re-check under the lock: what was free at quote time may have been sold since.
        const ledger = await loadLedger(tx, catalog.property.id, related, input.start_date, input.end_date);
        let roomId: string | null = null;
        let conflict = false;
        const refuse = (err: AppError) => {
          if (!input.allow_conflict) throw err;
          conflict = true;
        };
        if (!insideWindow(node, input))
          refuse(new AppError("UNIT_NOT_AVAILABLE", { extra: { remaining_capacity: 0 } }));
        else if (stay.unit.kind === "room_type") {
          const remaining = roomTypeRemaining(node, input, ledger);
          if (input.room_id !== undefined) {
            if (!roomFree(node, input.room_id, input, ledger)) {
              refuse(new AppError("INVENTORY_SLOT_UNAVAILABLE", { extra: { room_id: input.room_id } }));
            } else if (remaining === 0) {
              refuse(new AppError("UNIT_NOT_AVAILABLE", { extra: { remaining_capacity: 0 } }));
            } else roomId = input.room_id;
          } else {
            roomId = assignRoom(node, input, ledger) ?? null;
            if (!roomId)
              refuse(new AppError("UNIT_NOT_AVAILABLE", { extra: { remaining_capacity: remaining } }));
          }
        } else if (!unitAvailability(node, catalog.nodes, input, ledger).available) {
          refuse(new AppError("UNIT_NOT_AVAILABLE", { extra: { remaining_capacity: 0 } }));
        }
        const allocation: NewAllocation = {
          id: newId("alc"),
          booking_id: input.booking_id,
          tenant_id: ctx.tenant_id!,
          property_id: catalog.property.id,
          unit_id: stay.unit.id,
          room_id: conflict ? null : roomId,
          rate_plan_id: input.rate_plan_id ?? null,
          start_date: input.start_date,
          end_date: input.end_date,
          adults: input.adults,
          currency: catalog.property.currency,
          nightly: stay.priced.nightly,
          total_minor: stay.priced.total_minor,
          origin: input.origin,
          conflict,
          claims: conflict ? [] : claimsFor(catalog, stay.unit, roomId),
        };
        return insertAllocation(tx, allocation, catalog.property.timezone, {
          replacesReleased: existing?.status === "released",
        });
      });
    } catch (err) {
      if (pgCode(err) === EXCLUSION_VIOLATION) {
        // The constraint caught what the lock should have: still a clean refusal, never a double sale.
        kit.log.warn({ booking_id: input.booking_id }, "allocation refused by the exclusion constraint");
        throw input.room_id
          ? new AppError("INVENTORY_SLOT_UNAVAILABLE", { extra: { room_id: input.room_id } })
          : new AppError("UNIT_NOT_AVAILABLE", { extra: { remaining_capacity: 0 } });
      }
      if (pgCode(err) === UNIQUE_VIOLATION) {
        const again = await findAllocation(kit.pool, input.booking_id);
        if (again && again.tenant_id === ctx.tenant_id) return again;
      }
      throw err;
    }
  };

  kit.rpc.serve(allocationOps.allocate, async (input, ctx) => ({ data: await allocate(input, ctx) }));

  kit.rpc.serve(allocationOps.release, async ({ booking_id }, ctx) => {
    const existing = await findAllocation(kit.pool, booking_id);
    if (!existing) return { data: null };
    if (existing.tenant_id !== ctx.tenant_id) throw new AppError("BOOKING_NOT_FOUND");
    return { data: (await inTransaction(kit.pool, (tx) => releaseAllocation(tx, booking_id))) ?? null };
  });
}
