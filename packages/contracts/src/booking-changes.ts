import { z } from "zod";
import { Allocation } from "./allocations.js";
import { IfMatch } from "./booking-revisions.js";
import { Booking, IDEMPOTENCY_REFUSALS } from "./bookings.js";
import { DateString, dataOf, Id, wellFormed } from "./common.js";
import { operation } from "./envelope.js";
import { Money, MoneyAmount } from "./money.js";
import { ALLOCATION_REFUSALS, STAY_ERRORS } from "./rates.js";
import { Children, StayTax, StayTermsFields, TaxLine } from "./terms.js";

// Changing a booking's stay: a change quote that holds what the new stay adds, then the change.

/** Where and how long a booking stays. */
export const Stay = z
  .object({
    unit_id: z.string(),
    room_id: z.string().nullable(),
    rate_plan_id: z.string().nullable(),
    start_date: z.string(),
    end_date: z.string(),
    nights: z.number().int(),
    adults: z.number().int(),
    children: z.array(z.number().int()),
  })
  .meta({ id: "Stay" });
export type Stay = z.infer<typeof Stay>;

export const ChangeQuoteBody = z
  .object({
    unit_id: Id.optional(),
    room_id: Id.optional().describe(
      "A specific room of a room type; omitted, the booking's room when it fits.",
    ),
    rate_plan_id: Id.optional(),
    start_date: DateString.optional(),
    end_date: DateString.optional(),
    adults: z.number().int().min(1).max(100).optional(),
    children: Children.optional(),
  })
  .describe("The stay as it should become; a field left out stays as booked.")
  .meta({ id: "ChangeQuoteRequest" });
export type ChangeQuoteBody = z.infer<typeof ChangeQuoteBody>;

export const ChangeQuote = z
  .object({
    id: z.string().describe("bcq_…: what /change applies."),
    booking_id: z.string(),
    booking_version: z.number().int().describe("The booking's version the quote was made on."),
    expires_at: z.string().describe("Until then the nights the new stay adds are held for this booking."),
    current: z.object({ stay: Stay, total_price: Money, taxes: z.array(TaxLine) }),
    proposed: z.object({
      stay: Stay,
      nightly: z.array(z.object({ date: z.string(), price: Money })),
      taxes: StayTermsFields.taxes,
      total_price: Money,
      cancellation_policy: StayTermsFields.cancellation_policy,
      free_cancellation_until: StayTermsFields.free_cancellation_until,
    }),
    price_difference: Money.describe("proposed.total_price − current.total_price."),
    change_fee: Money.describe(
      "What the booked cancellation policy charges for the nights dropped after free_cancellation_until.",
    ),
  })
  .meta({ id: "BookingChangeQuote" });
export type ChangeQuote = z.infer<typeof ChangeQuote>;

export const ChangeBody = z
  .object({
    change_quote_id: Id,
    expected_total_price: MoneyAmount.describe(
      "The booking's total after the change: proposed.total_price + change_fee.",
    ),
  })
  .meta({ id: "BookingChange" });
export type ChangeBody = z.infer<typeof ChangeBody>;

export const MerchantChangeBody = z
  .object({
    change_quote_id: Id,
    expected_total_price: MoneyAmount.describe(
      "The booking's total after the change: proposed.total_price, plus change_fee unless it is waived.",
    ),
    waive_change_fee: z.boolean().default(false),
  })
  .meta({ id: "MerchantBookingChange" });
export type MerchantChangeBody = z.infer<typeof MerchantChangeBody>;

const Keyed = {
  idempotency_key: wellFormed(z.string().min(1).max(255)),
  /** Hash of the request: the same key with another body is IDEMPOTENCY_KEY_REUSED. */
  request_hash: wellFormed(z.string()),
};
const Partner = z.object({ booking_id: Id, ...IfMatch });
const Merchant = Partner.extend({ property_id: Id });

const QUOTE_ERRORS = [
  "BOOKING_NOT_FOUND",
  "PRECONDITION_FAILED",
  "BOOKING_NOT_CHANGEABLE",
  ...STAY_ERRORS.partner,
  ...ALLOCATION_REFUSALS,
] as const;
const CHANGE_ERRORS = [
  "BOOKING_NOT_FOUND",
  "PRECONDITION_FAILED",
  "BOOKING_NOT_CHANGEABLE",
  "BOOKING_CHANGE_QUOTE_EXPIRED",
  "BOOKING_VERSION_CONFLICT",
  "BOOKING_PRICE_CHANGED",
  ...IDEMPOTENCY_REFUSALS,
] as const;

/** The stay a change quote asks inventory for, priced and placed; `origin` as the booking's. */
export const ProposedStay = Stay.extend({
  currency: z.string(),
  nightly: z.array(z.object({ date: z.string(), price: z.number() })),
  total_minor: z.number().int(),
  ...StayTermsFields,
  taxes: z.array(StayTax),
  cancellation_fee_minor: z.number().int(),
});
export type ProposedStay = z.infer<typeof ProposedStay>;

export const QuoteChangeInput = z.object({
  booking_id: Id,
  quote_id: Id,
  stay: z.object({
    unit_id: Id,
    room_id: Id.optional(),
    rate_plan_id: Id.optional(),
    start_date: DateString,
    end_date: DateString,
    adults: z.number().int().min(1).max(100),
    children: Children.default([]),
  }),
  origin: z.enum(["api", "hotel", "channel"]),
  expires_at: z.iso.datetime(),
  /** The booking's last applied change quote: inventory finishes it first if it has not yet. */
  applied: Id.nullable(),
  /** A started stay keeps its arrival: the change may not move it, and restrictions on arrival are not asked again. */
  started: z.boolean(),
});
export type QuoteChangeInput = z.infer<typeof QuoteChangeInput>;

export const CHANGE_QUOTE_FATES = ["applied", "open", "dead"] as const;
export type ChangeQuoteFate = (typeof CHANGE_QUOTE_FATES)[number];

export const changeOps = {
  quote: operation("booking.changes.quote", Partner.extend({ body: ChangeQuoteBody }), dataOf(ChangeQuote), {
    errors: [...QUOTE_ERRORS],
  }),
  apply: operation("booking.changes.apply", Partner.extend({ ...Keyed, body: ChangeBody }), dataOf(Booking), {
    errors: [...CHANGE_ERRORS],
  }),
  merchantQuote: operation(
    "booking.changes.merchant-quote",
    Merchant.extend({ body: ChangeQuoteBody }),
    dataOf(ChangeQuote),
    { errors: [...QUOTE_ERRORS] },
  ),
  merchantApply: operation(
    "booking.changes.merchant-apply",
    Merchant.extend({ ...Keyed, body: MerchantChangeBody }),
    dataOf(Booking),
    { errors: [...CHANGE_ERRORS] },
  ),
  /**
   * Inventory's sweep, for change quotes whose hold outlived its time: each quote the booking took
   * (`applied`), one still open, or one that can never be applied any more (`dead`, marked so now).
   */
  fates: operation(
    "booking.changes.fates",
    z.object({ quote_ids: z.array(Id).min(1).max(500) }),
    z.object({
      fates: z.array(z.object({ quote_id: z.string(), fate: z.enum(CHANGE_QUOTE_FATES) })),
    }),
    { errors: [], callers: ["inventory"] },
  ),
};

/** Inventory's side of a change: the quote's hold on the ledger, and its end. */
export const changeHoldOps = {
  quote: operation(
    "inventory.changes.quote",
    QuoteChangeInput,
    z.object({
      data: z.object({ current: Allocation, proposed: ProposedStay, change_fee_minor: z.number().int() }),
    }),
    {
      errors: [...STAY_ERRORS.partner, ...ALLOCATION_REFUSALS, "BOOKING_NOT_FOUND", "BOOKING_NOT_CHANGEABLE"],
      callers: ["booking"],
      forwardedContexts: true,
    },
  ),
  release: operation(
    "inventory.changes.release",
    z.object({ quote_ids: z.array(Id).min(1).max(500) }),
    z.object({ released: z.number().int() }),
    { errors: [], callers: ["booking"] },
  ),
};
