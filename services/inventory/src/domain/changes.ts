import type { Allocation } from "@reservations/contracts";
import { fromEpochDay, nightsOf, toEpochDay } from "@reservations/service-kit/dates";
import { toMinor } from "@reservations/service-kit/money";
import { roundHalfUp } from "./charges.js";
import type { Hold } from "./holds.js";

/** Where a stay is: its unit, its room (of a room type), its nights (a ledger hold's fields). */
export type Placed = Hold;

/**
 * The nights of `proposed` that `current` does not already take: every night on another unit or
 * room, and the nights outside the current dates. A conflict (no room) takes nothing to keep.
 * Runs of consecutive nights, each one hold.
 */
export function addedNights(current: Placed & { conflict: boolean }, proposed: Placed): Placed[] {
  const same =
    !current.conflict && current.unit_id === proposed.unit_id && current.room_id === proposed.room_id;
  const from = toEpochDay(proposed.start_date);
  const to = toEpochDay(proposed.end_date);
  const keptFrom = same ? toEpochDay(current.start_date) : to;
  const keptTo = same ? toEpochDay(current.end_date) : to;
  const runs: Placed[] = [];
  let runStart: number | undefined;
  for (let day = from; day <= to; day++) {
    const added = day < to && (day < keptFrom || day >= keptTo);
    if (added && runStart === undefined) runStart = day;
    if (!added && runStart !== undefined) {
      runs.push({
        unit_id: proposed.unit_id,
        room_id: proposed.room_id,
        start_date: fromEpochDay(runStart),
        end_date: fromEpochDay(day),
      });
      runStart = undefined;
    }
  }
  return runs;
}

/**
 * What the booked cancellation policy charges for the nights a change drops (dates of the current
 * stay outside the proposed one), once free_cancellation_until has passed: as a cancellation of
 * those nights alone would, their share of what the guest was charged (taxes with them).
 */
export function changeFeeMinor(
  current: Pick<
    Allocation,
    "start_date" | "end_date" | "nightly" | "total_minor" | "cancellation_policy" | "free_cancellation_until"
  >,
  proposed: { start_date: string; end_date: string },
  now: Date,
): number {
  const policy = current.cancellation_policy;
  if (!policy || !current.free_cancellation_until) return 0;
  if (now.getTime() <= Date.parse(current.free_cancellation_until)) return 0;
  const dropped = nightsOf(current.start_date, current.end_date).filter(
    (night) => night < proposed.start_date || night >= proposed.end_date,
  );
  if (dropped.length === 0) return 0;
  const priceOf = new Map(current.nightly.map((n) => [n.date, toMinor(n.price)]));
  const nightsMinor = current.nightly.reduce((sum, n) => sum + toMinor(n.price), 0);
  const droppedMinor = dropped.reduce((sum, night) => sum + (priceOf.get(night) ?? 0), 0);
  // The dropped nights' share of the charge: taxes follow the nights they were charged on.
  const charged = nightsMinor === 0 ? 0 : roundHalfUp(droppedMinor * current.total_minor, nightsMinor);
  switch (policy.penalty) {
    case "first_night":
      return Math.min(priceOf.get(dropped[0]!) ?? 0, charged);
    case "full_stay":
      return charged;
    case "percent":
      return roundHalfUp(charged * Math.round((policy.percent ?? 0) * 100), 10_000);
  }
}
