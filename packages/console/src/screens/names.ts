import { api, type Schemas } from "../api/client.js";
import { useLoad } from "../ui/load.js";

// The names a table shows where the API answers an id: a property's units, rooms and rate plans,
// each read once for the screen that shows them.

type Unit = Schemas["MerchantUnit"];

/** The property's units and their rooms (none without a property). */
export function useUnits(propertyId: string | undefined) {
  return useLoad(async (): Promise<Unit[]> => (propertyId ? api.listUnits(propertyId) : []), [propertyId]);
}

/** The property's rate plans (none without a property). */
export function useRatePlans(propertyId: string | undefined) {
  return useLoad(
    async (): Promise<Schemas["RatePlan"][]> => (propertyId ? api.listRatePlans(propertyId) : []),
    [propertyId],
  );
}

/** "Doubles · 104": a unit's name, with its room's when there is one; the id of what `units` lacks. */
export function placeName(units: Unit[] | undefined, unitId: string, roomId?: string | null): string {
  const unit = units?.find((u) => u.id === unitId);
  const room = roomId ? (unit?.rooms.find((r) => r.id === roomId)?.name ?? roomId) : undefined;
  return room ? `${unit?.name ?? unitId} · ${room}` : (unit?.name ?? unitId);
}

/** A rate plan's name, or its id when `plans` lacks it. */
export const planName = (plans: Schemas["RatePlan"][] | undefined, id: string): string =>
  plans?.find((p) => p.id === id)?.name ?? id;
