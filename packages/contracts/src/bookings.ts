import { z } from "zod";
import { BookingListQuery, UpdatedSince } from "./booking-lists.js";
import { BookingRevision, IfMatch } from "./booking-revisions.js";
import { Stats, VoidSummary } from "./booking-stats.js";
import { DateString, dataOf, Id, listOf, PageQuery, Text, wellFormed } from "./common.js";
import { operation } from "./envelope.js";
import { Money } from "./money.js";
import { PromoCode } from "./rate-plan-pricing.js";
import { ALLOCATION_REFUSALS, STAY_ERRORS } from "./rates.js";
import { Children, StayTermsFields } from "./terms.js";

export const BOOKING_STATUSES = [
  "pending",
  "confirmed",
  "cancelled",
  "checked_in",
  "checked_out",
  "no_show",
] as const;
export const BookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatus>;

export const HOLD_ORIGINS = ["api", "hotel", "channel"] as const;
export const CANCELLATION_REASONS = ["guest", "hold_expired", "voided", "hotel"] as const;
export const PAYMENT_STATUSES = ["unpaid", "partially_paid", "paid", "refunded"] as const;

const name = Text(200);
export const GuestInput = z.object({ first_name: name, last_name: name, email: z.email().max(320) });
export const Guest = GuestInput.extend({ id: z.string() }).meta({ id: "Guest" });

export const Booking = z
  .object({
    id: z.string(),
    status: BookingStatus,
    is_hold: z.boolean(),
    hold_origin: z.enum(HOLD_ORIGINS).nullable(),
    hold_expires_at: z.string().nullable(),
    property_id: z.string(),
    unit_id: z.string(),
    room_id: z.string().nullable(),
    rate_plan_id: z.string().nullable(),
    start_date: z.string(),
    end_date: z.string(),
    nights: z.number().int(),
    adults: z.number().int(),
    quantity: z.literal(1),
    guest: Guest,
    currency: z.string(),
    total_price: Money.describe("The price charged, carried by the booking."),
    balance_due: Money,
    payment_status: z.enum(PAYMENT_STATUSES),
    origin: z.enum(["api", "hotel", "channel"]),
    conflict: z.boolean(),
    cancellation_reason: z.enum(CANCELLATION_REASONS).nullable(),
    created_at: z.string(),
    confirmed_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    version: z
      .number()
      .int()
      .min(1)
      .describe("1 when made, one more at every change of the booking; GET answers it as the ETag."),
    updated_at: z.string().describe("When the booking last changed (its creation, until it changes)."),
    // As they were when the booking was made. Defaults: events of bookings made before these terms
    // existed read as bookings with none.
    children: StayTermsFields.children.default([]),
    taxes: StayTermsFields.taxes.default([]),
    cancellation_policy: StayTermsFields.cancellation_policy.default(null),
    free_cancellation_until: StayTermsFields.free_cancellation_until.nullable().default(null),
    cancellation_fee: Money.nullable()
      .default(null)
      .describe(
        "Set when the guest or the hotel cancelled: 0 until free_cancellation_until, the policy's fee after. Voids and hold expiries carry none. A no-show carries the policy's fee (without a policy, the first night's price).",
      ),
    // Default: events of bookings made before promo codes existed read as bookings with none.
    promo_code: z
      .string()
      .nullable()
      .default(null)
      .describe("The promo code the booking was made with, as sent (trimmed); null: none."),
  })
  .meta({ id: "Booking" });
export type Booking = z.infer<typeof Booking>;

/** A private rate plan's code, as a booking request sends it. */
const BookingPromoCode = PromoCode.describe(
  "Books a private rate plan that takes this code; a code no plan of the property takes is PROMO_CODE_INVALID.",
);

export const CreateBookingBody = z
  .object({
    unit_id: Id,
    room_id: Id.optional().describe("A specific room of a room type; omitted, the service assigns one."),
    rate_plan_id: Id,
    start_date: DateString,
    end_date: DateString,
    adults: z.number().int().min(1).max(100),
    children: Children.optional(),
    hold_minutes: z.number().int().min(1).max(30).optional(),
    guest: GuestInput.optional(),
    guest_id: Id.optional(),
    quantity: z.number().int().optional().describe("Always 1; other values give INVALID_BOOKING_QUANTITY."),
    promo_code: BookingPromoCode.optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.guest === !b.guest_id) {
      ctx.addIssue({ code: "custom", path: ["guest"], message: "send exactly one of guest or guest_id" });
    }
  })
  .meta({ id: "CreateBooking" });
export type CreateBookingBody = z.infer<typeof CreateBookingBody>;

export const BookingIdParams = z.object({ booking_id: Id });

const BookingChangeParams = BookingIdParams.extend(IfMatch);

export const CreateBookingInput = z.object({
  idempotency_key: wellFormed(z.string().min(1).max(255)),
  /** Hash of the request body: the same key with another body is IDEMPOTENCY_KEY_REUSED. */
  request_hash: wellFormed(z.string()),
  body: CreateBookingBody,
});

/** A merchant call's optional Idempotency-Key and what it stands for (the request's hash). */
export const IdempotencyClaim = z.object({
  key: wellFormed(z.string().min(1).max(255)),
  request_hash: wellFormed(z.string()),
});
export type IdempotencyClaim = z.infer<typeof IdempotencyClaim>;
/** What a creating merchant call may carry: an Idempotency-Key, with POST /bookings' replay, reuse and in-flight rules. */
export const OptionalIdempotency = { idempotency: IdempotencyClaim.optional() };
export const IDEMPOTENCY_REFUSALS = ["IDEMPOTENCY_KEY_REUSED", "IDEMPOTENCY_IN_FLIGHT"] as const;

export const MerchantBookingBody = z
  .object({
    unit_id: Id,
    room_id: Id.optional(),
    rate_plan_id: Id.optional(),
    start_date: DateString,
    end_date: DateString,
    adults: z.number().int().min(1).max(100),
    children: Children.optional(),
    guest: GuestInput,
    status: z.enum(["pending", "confirmed"]).default("confirmed"),
    hold_origin: z.enum(["hotel", "channel"]).optional(),
    hold_minutes: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .optional(),
    channel: Text(100).optional().describe("Set for bookings from an outside channel."),
    promo_code: BookingPromoCode.optional(),
  })
  .meta({ id: "MerchantBooking" });

const PropertyParam = z.object({ property_id: Id });

/** The hotel's search of a property's bookings: stays meeting `[from, to)`, one status, a guest's name. */
export const MerchantBookingQuery = PageQuery.extend({
  from: DateString.optional().describe("Stays that end after this date (with `to`: meeting [from, to))."),
  to: DateString.optional().describe("Stays that start before this date."),
  status: BookingStatus.optional(),
  guest: Text(200).optional().describe("Part of the guest's first name, last name or both, any case."),
  ...UpdatedSince,
});
export type MerchantBookingQuery = z.infer<typeof MerchantBookingQuery>;

const MerchantBookingParams = PropertyParam.extend({ booking_id: Id });

export const bookingOps = {
  create: operation("booking.bookings.create", CreateBookingInput, dataOf(Booking), {
    errors: [
      "IDEMPOTENCY_KEY_REUSED",
      "IDEMPOTENCY_IN_FLIGHT",
      "INVALID_BOOKING_QUANTITY",
      "GUEST_NOT_FOUND",
      "KEY_HOLD_LIMIT_REACHED",
      "KEY_BOOKING_QUOTA_EXCEEDED",
      ...STAY_ERRORS.partner,
      ...ALLOCATION_REFUSALS,
      "PROMO_CODE_INVALID",
    ],
    // guest_id may name a guest of any property the key covers.
    coverage: true,
  }),
  list: operation("booking.bookings.list", BookingListQuery, listOf(Booking), { errors: ["INVALID_CURSOR"] }),
  get: operation("booking.bookings.get", BookingIdParams, dataOf(Booking), { errors: ["BOOKING_NOT_FOUND"] }),
  revisions: operation(
    "booking.bookings.revisions",
    BookingIdParams.extend(PageQuery.shape),
    listOf(BookingRevision),
    { errors: ["BOOKING_NOT_FOUND", "INVALID_CURSOR"] },
  ),
  confirm: operation("booking.bookings.confirm", BookingChangeParams, dataOf(Booking), {
    errors: ["BOOKING_NOT_FOUND", "PRECONDITION_FAILED", "BOOKING_HOLD_EXPIRED", "BOOKING_NOT_CONFIRMABLE"],
  }),
  cancel: operation("booking.bookings.cancel", BookingChangeParams, dataOf(Booking), {
    errors: ["BOOKING_NOT_FOUND", "PRECONDITION_FAILED", "BOOKING_NOT_CANCELLABLE"],
  }),
  /**
   * Sandbox deployments only (the gateway's route exists there alone): the real expiry of one of
   * the key's own pending holds, now.
   */
  expireHoldNow: operation("booking.holds.expire-now", BookingIdParams, dataOf(Booking), {
    errors: ["BOOKING_NOT_FOUND", "BOOKING_NOT_HOLD"],
  }),
  // Merchant.
  createGuest: operation(
    "booking.guests.create",
    PropertyParam.extend({ guest: GuestInput, ...OptionalIdempotency }),
    dataOf(Guest),
    {
      errors: ["PROPERTY_NOT_FOUND", ...IDEMPOTENCY_REFUSALS],
    },
  ),
  merchantCreate: operation(
    "booking.bookings.merchant-create",
    PropertyParam.extend({ booking: MerchantBookingBody, ...OptionalIdempotency }),
    dataOf(Booking),
    // An outside channel's booking is recorded even when nothing is free; the hotel's is refused.
    { errors: [...STAY_ERRORS.hotel, ...ALLOCATION_REFUSALS, "PROMO_CODE_INVALID", ...IDEMPOTENCY_REFUSALS] },
  ),
  merchantList: operation(
    "booking.bookings.merchant-list",
    PropertyParam.extend(MerchantBookingQuery.shape),
    listOf(Booking),
    { errors: ["PROPERTY_NOT_FOUND", "INVALID_CURSOR"] },
  ),
  merchantGet: operation("booking.bookings.merchant-get", MerchantBookingParams, dataOf(Booking), {
    errors: ["BOOKING_NOT_FOUND"],
  }),
  merchantCancel: operation(
    "booking.bookings.merchant-cancel",
    MerchantBookingParams.extend(IfMatch),
    dataOf(Booking),
    { errors: ["BOOKING_NOT_FOUND", "PRECONDITION_FAILED", "BOOKING_NOT_CANCELLABLE"] },
  ),
  checkIn: operation("booking.bookings.check-in", PropertyParam.extend({ booking_id: Id }), dataOf(Booking), {
    errors: ["BOOKING_NOT_FOUND"],
  }),
  checkOut: operation(
    "booking.bookings.check-out",
    PropertyParam.extend({ booking_id: Id }),
    dataOf(Booking),
    { errors: ["BOOKING_NOT_FOUND"] },
  ),
  noShow: operation("booking.bookings.no-show", MerchantBookingParams.extend(IfMatch), dataOf(Booking), {
    errors: ["BOOKING_NOT_FOUND", "PRECONDITION_FAILED", "NO_SHOW_OUTSIDE_WINDOW"],
  }),
  stats: operation(
    "booking.stats.get",
    PropertyParam.extend({ from: DateString, to: DateString }),
    dataOf(Stats),
    { errors: ["PROPERTY_NOT_FOUND"] },
  ),
  voidPreview: operation(
    "booking.voids.preview",
    z.object({ key_id: Id, since: DateString }),
    dataOf(VoidSummary),
    { errors: ["KEY_NOT_FOUND"] },
  ),
  voidBookings: operation(
    "booking.voids.apply",
    z.object({ key_id: Id, since: DateString }),
    dataOf(VoidSummary),
    { errors: ["KEY_NOT_FOUND"] },
  ),
  /**
   * Inventory's reconciler, for allocations left pending past their grace: gives up every id that
   * has no booking (for good: none can be booked any more) and answers each id's fate, with the
   * booking's status when it was booked.
   */
  settle: operation(
    "booking.sagas.settle",
    z.object({ booking_ids: z.array(Id).min(1).max(500) }),
    z.object({
      outcomes: z.array(
        z.object({
          booking_id: z.string(),
          outcome: z.enum(["booked", "abandoned"]),
          status: BookingStatus.nullable(),
        }),
      ),
    }),
    { errors: [], callers: ["inventory"] },
  ),
  /** Inventory, when booking.created finds the allocation released: flags a live booking as a conflict. */
  flagConflict: operation(
    "booking.bookings.flag-conflict",
    z.object({ booking_id: Id }),
    z.object({ flagged: z.boolean() }),
    { errors: [], callers: ["inventory"] },
  ),
};
