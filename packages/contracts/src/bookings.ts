import { z } from "zod";
import { Id } from "./common.js";
import { operation } from "./envelope.js";

export const BOOKING_STATUSES = ["pending", "confirmed", "cancelled", "checked_in", "checked_out"] as const;
export const BookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatus>;

export const bookingOps = {
  /** Inventory's reconciler: which of these bookings exist, and in what state. */
  lookup: operation(
    "booking.bookings.lookup",
    z.object({ booking_ids: z.array(Id).max(500) }),
    z.object({ bookings: z.array(z.object({ id: z.string(), status: BookingStatus })) }),
  ),
};
