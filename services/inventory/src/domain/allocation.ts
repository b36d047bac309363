import { AppError } from "@reservations/contracts";
import {
  assignRoom,
  childrenOf,
  insideWindow,
  roomFree,
  roomTypeRemaining,
  unitAvailabilityByNight,
} from "./availability.js";
import type { Catalog, CatalogUnit } from "./catalog.js";
import type { Ledger } from "./holds.js";
import { LedgerProjection } from "./ledger-projection.js";
import type { StayInput } from "./stay.js";

/** A physical slot a booking takes: a unit or a room, whole (`[0, null)`) or one share of a whole house. */
export interface Claim {
  slot_id: string;
  share: [number, number | null];
}

/** Where an allocation goes: its room, its claims, and whether it was recorded over a conflict. */
export interface Placement {
  room_id: string | null;
  conflict: boolean;
  claims: Claim[];
}

const WHOLE: [number, null] = [0, null];

/** The physical slots a booking claims: a child also takes a share of its parent that siblings do not collide on. */
export function claimsFor(catalog: Catalog, unit: CatalogUnit, roomId: string | null): Claim[] {
  if (unit.kind === "room_type") return roomId ? [{ slot_id: roomId, share: WHOLE }] : [];
  const claims: Claim[] = [{ slot_id: unit.id, share: WHOLE }];
  if (unit.parent_unit_id) claims.push({ slot_id: unit.parent_unit_id, share: [unit.seq, unit.seq + 1] });
  if (unit.kind === "whole_house") {
    for (const id of childrenOf(unit.id, catalog.nodes)) claims.push({ slot_id: id, share: WHOLE });
  }
  return claims;
}

/**
 * Places a stay on the unit against the ledger read under the units' lock: the refusal a sale
 * meets, or, with `allow_conflict`, a placement without a room flagged as a conflict.
 */
export function placeStay(
  catalog: Catalog,
  unit: CatalogUnit,
  input: StayInput & { allow_conflict: boolean },
  ledger: Ledger,
): Placement {
  const node = catalog.nodes.get(unit.id)!;
  // The ledger's nights counted once, as the reads count them (one rule for both).
  const counts = LedgerProjection.of(ledger, input);
  let roomId: string | null = null;
  let conflict = false;
  const refuse = (err: AppError) => {
    if (!input.allow_conflict) throw err;
    conflict = true;
  };
  if (!insideWindow(node, input))
    refuse(new AppError("UNIT_NOT_AVAILABLE", { extra: { remaining_capacity: 0 } }));
  else if (unit.kind === "room_type") {
    const remaining = roomTypeRemaining(node, input, counts);
    if (input.room_id !== undefined) {
      if (!roomFree(node, input.room_id, input, ledger)) {
        refuse(new AppError("INVENTORY_SLOT_UNAVAILABLE", { extra: { room_id: input.room_id } }));
      } else if (remaining === 0) {
        refuse(new AppError("UNIT_NOT_AVAILABLE", { extra: { remaining_capacity: 0 } }));
      } else roomId = input.room_id;
    } else {
      roomId = assignRoom(node, input, ledger, counts) ?? null;
      if (!roomId) refuse(new AppError("UNIT_NOT_AVAILABLE", { extra: { remaining_capacity: remaining } }));
    }
  } else if (!unitAvailabilityByNight(node, catalog.nodes, input, counts).available) {
    refuse(new AppError("UNIT_NOT_AVAILABLE", { extra: { remaining_capacity: 0 } }));
  }
  return {
    room_id: conflict ? null : roomId,
    conflict,
    claims: conflict ? [] : claimsFor(catalog, unit, roomId),
  };
}
