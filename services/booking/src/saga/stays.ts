import type { AllocateInput } from "@reservations/contracts";

/** A stay to allocate for a booking id. */
export type SagaStay = AllocateInput & { booking_id: string };

/** The stay of a booking request (a partner's, a hotel's, a group's room) for `bookingId`. */
export function stayOf(
  bookingId: string,
  s: Pick<
    AllocateInput,
    "unit_id" | "room_id" | "rate_plan_id" | "start_date" | "end_date" | "adults" | "quantity" | "promo_code"
  > & { children?: number[] },
  origin: AllocateInput["origin"],
  allowConflict = false,
): SagaStay {
  return {
    booking_id: bookingId,
    unit_id: s.unit_id,
    room_id: s.room_id,
    rate_plan_id: s.rate_plan_id,
    start_date: s.start_date,
    end_date: s.end_date,
    adults: s.adults,
    children: s.children ?? [],
    quantity: s.quantity,
    origin,
    allow_conflict: allowConflict,
    // A private plan books only with one of its codes: inventory decides, the booking records it.
    ...(s.promo_code === undefined ? {} : { promo_code: s.promo_code }),
  };
}
