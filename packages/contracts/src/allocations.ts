import { z } from "zod";
import { DateString, Id } from "./common.js";
import { operation } from "./envelope.js";
import { PromoCode } from "./rate-plan-pricing.js";
import { ALLOCATION_REFUSALS, STAY_ERRORS } from "./rates.js";
import { Children, StayTax, StayTermsFields } from "./terms.js";

// The allocation ledger: NATS only, used by the booking service.

export const Allocation = z.object({
  id: z.string(),
  booking_id: z.string(),
  property_id: z.string(),
  unit_id: z.string(),
  room_id: z.string().nullable(),
  rate_plan_id: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  currency: z.string(),
  /** The property's time zone: a stay has started once its arrival date is before today there. */
  timezone: z.string(),
  nightly: z.array(z.object({ date: z.string(), price: z.number() })),
  total_price: z.number(),
  /** What the guest is charged: the nights and the taxes not included. */
  total_minor: z.number().int(),
  status: z.enum(["pending", "committed", "released"]),
  conflict: z.boolean(),
  // Defaults: an allocation made before these terms existed reads as one with none.
  children: StayTermsFields.children.default([]),
  taxes: z.array(StayTax).default([]),
  cancellation_policy: StayTermsFields.cancellation_policy.default(null),
  free_cancellation_until: StayTermsFields.free_cancellation_until.nullable().default(null),
  /** What a cancellation after free_cancellation_until costs, in minor units. */
  cancellation_fee_minor: z.number().int().default(0),
});
export type Allocation = z.infer<typeof Allocation>;

export const AllocateInput = z.object({
  booking_id: Id,
  unit_id: Id,
  room_id: Id.optional(),
  /** Optional only for bookings recorded by the hotel or an outside channel. */
  rate_plan_id: Id.optional(),
  start_date: DateString,
  end_date: DateString,
  adults: z.number().int().min(1).max(100),
  children: Children.default([]),
  quantity: z.number().int().optional(),
  /** Partner bookings go through the API rules; hotel and channel bookings skip exposure and rate-plan channel rules. */
  origin: z.enum(["api", "hotel", "channel"]).default("api"),
  /** Channel bookings that find nothing free are recorded without a room and flagged as a conflict. */
  allow_conflict: z.boolean().default(false),
  /** Needed to book a private rate plan through the API; hotel and channel bookings go without. */
  promo_code: PromoCode.optional(),
});
export type AllocateInput = z.infer<typeof AllocateInput>;

const BookingRef = z.object({ booking_id: Id });

export const allocationOps = {
  allocate: operation("inventory.allocations.create", AllocateInput, z.object({ data: Allocation }), {
    errors: [
      ...STAY_ERRORS.partner,
      "INVALID_BOOKING_QUANTITY",
      ...ALLOCATION_REFUSALS,
      "PROMO_CODE_INVALID",
      // The booking id is another hotel's.
      "BOOKING_NOT_FOUND",
    ],
    // The booking service, for the partner or hotel whose booking it makes.
    callers: ["booking"],
    forwardedContexts: true,
    // Idempotent by booking id: a stay asked again finds the allocation it made.
    resend: true,
  }),
  release: operation("inventory.allocations.release", BookingRef, z.object({ data: Allocation.nullable() }), {
    errors: ["BOOKING_NOT_FOUND"],
    callers: ["booking"],
    forwardedContexts: true,
  }),
};
