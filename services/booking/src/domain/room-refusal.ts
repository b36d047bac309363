import { AppError, FieldValidationError } from "@reservations/contracts";
import { overlaps } from "@reservations/service-kit/dates";

/**
 * Prefixes a refusal with the room it concerns, so a group that cannot be had names the culprit;
 * field errors move under `field` (the room's place in the body) when the room is not the body itself.
 */
export function naming(err: unknown, label: string, field?: string): unknown {
  if (err instanceof AppError)
    return new AppError(err.code, {
      message: `${label}: ${err.message}`,
      extra: err.extra as never,
      headers: err.headers,
    });
  if (err instanceof FieldValidationError && field) {
    const errors = Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [`${field}.${k}`, v]));
    return new FieldValidationError(errors, err.message);
  }
  return err;
}

interface Room {
  unit_id: string;
  start_date: string;
  end_date: string;
}

/**
 * A room type of a new group asked for more rooms than are free: `remaining` is what inventory
 * still had free (`free`) for that room's dates plus what this group had already taken of it
 * (released again), `requested` the rooms of that unit in the request.
 */
export function insufficientCapacity(
  label: string,
  rooms: readonly Room[],
  index: number,
  taken: readonly Room[],
  free: number,
): AppError {
  const room = rooms[index]!;
  const remaining = free + taken.filter((r) => r.unit_id === room.unit_id && overlaps(r, room)).length;
  const requested = rooms.filter((r) => r.unit_id === room.unit_id).length;
  return new AppError("INSUFFICIENT_CAPACITY", {
    message: `${label}: ${requested} rooms of this unit asked, ${remaining} free for these dates.`,
    extra: { remaining, requested },
  });
}
