import type { bookingOps } from "@reservations/contracts";
import { statusesOf } from "../store/booking-lists.js";
import { abandonUnlessBooked } from "../store/saga-outcomes.js";
import { flagConflict } from "../store/status-updates.js";
import type { BookingDeps, OpHandler } from "./context.js";

// What inventory asks of bookings' fates: its reconciler, and its check of booking.created.

export const settleBookings =
  (deps: BookingDeps): OpHandler<typeof bookingOps.settle> =>
  async ({ booking_ids }) => {
    const fates = await abandonUnlessBooked(deps.pool, booking_ids);
    const statuses = await statusesOf(deps.pool, booking_ids);
    return {
      outcomes: booking_ids.map((id) => ({
        booking_id: id,
        outcome: fates.get(id) === "booked" ? ("booked" as const) : ("abandoned" as const),
        status: statuses.get(id) ?? null,
      })),
    };
  };

export const flagBookingConflict =
  (deps: BookingDeps): OpHandler<typeof bookingOps.flagConflict> =>
  async ({ booking_id }) => {
    const row = await flagConflict(deps.pool, booking_id);
    if (row) {
      deps.log.error(
        { booking_id, tenant_id: row.tenant_id, property_id: row.property_id, unit_id: row.unit_id },
        "a live booking's allocation was released: booking flagged as a conflict",
      );
    }
    return { flagged: row !== undefined };
  };
