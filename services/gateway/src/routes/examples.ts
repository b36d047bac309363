import type {
  AvailabilityEntry,
  Booking,
  CreateBookingBody,
  Property,
  Quote,
  QuoteBody,
  RatesEntry,
} from "@reservations/contracts";
import type { z } from "zod";

// Examples of the document, by operation id: what a partner sends and gets back on the calls of a
// sale. They are checked against the operations' schemas when the document is linted (Redocly's
// no-invalid-media-type-examples), and openapi.ts refuses an operation id it does not know.

const property = "prop_4fJx0Qm2Yc7LwV9eT1bK";
const unit = "unit_8RtP2nWq5Zs3Hc0Lm6Dy";
const room = "room_1KqV7sB9xT4pN2cF8wRe";
const ratePlan = "rp_6YhD3gM0vJ5rL8uQ1aZk";
const booking = "bkg_2Nc9Xw4Lq7Tz1Vb5Hs8Fm";

const stay = {
  unit_id: unit,
  rate_plan_id: ratePlan,
  start_date: "2027-03-01",
  end_date: "2027-03-04",
  adults: 2,
};

const bookingRequest: CreateBookingBody = {
  ...stay,
  hold_minutes: 15,
  guest: { first_name: "Ana", last_name: "Perez", email: "ana.perez@example.com" },
};

/** The stay's terms: no children, a city tax of 2 EUR per person and night, free cancellation until 48 h before check-in. */
const terms = {
  children: [],
  taxes: [{ name: "City tax", amount: "12.00", included: false }],
  cancellation_policy: { free_until_hours: 48, penalty: "first_night" as const },
  free_cancellation_until: "2027-02-27T15:00:00+01:00",
};

/** The hold POST /bookings answers: pending, with its expiry. */
const hold: Booking = {
  id: booking,
  status: "pending",
  is_hold: true,
  hold_origin: "api",
  hold_expires_at: "2027-02-20T10:15:00.000Z",
  property_id: property,
  unit_id: unit,
  room_id: room,
  rate_plan_id: ratePlan,
  start_date: stay.start_date,
  end_date: stay.end_date,
  nights: 3,
  adults: 2,
  quantity: 1,
  guest: { id: "gst_5Jm8Qa2Wd6Ry0Ue3Io7P", ...bookingRequest.guest! },
  currency: "EUR",
  total_price: "372.00",
  balance_due: "372.00",
  payment_status: "unpaid",
  origin: "api",
  conflict: false,
  cancellation_reason: null,
  created_at: "2027-02-20T10:00:00.000Z",
  confirmed_at: null,
  cancelled_at: null,
  version: 1,
  updated_at: "2027-02-20T10:00:00.000Z",
  ...terms,
  cancellation_fee: null,
  promo_code: null,
};

/** Confirming clears the hold; cancelling leaves its fields as they were. */
const confirmed: Booking = {
  ...hold,
  status: "confirmed",
  is_hold: false,
  hold_origin: null,
  hold_expires_at: null,
  confirmed_at: "2027-02-20T10:05:00.000Z",
  version: 2,
  updated_at: "2027-02-20T10:05:00.000Z",
};
const cancelled: Booking = {
  ...hold,
  status: "cancelled",
  balance_due: "0.00",
  cancellation_reason: "guest",
  cancelled_at: "2027-02-20T10:05:00.000Z",
  version: 2,
  updated_at: "2027-02-20T10:05:00.000Z",
  // Before free_cancellation_until: free.
  cancellation_fee: "0.00",
};

const quoteRequest: QuoteBody = stay;
const quote: Quote = {
  ...stay,
  nights: 3,
  currency: "EUR",
  nightly: [
    { date: "2027-03-01", price: "120.00" },
    { date: "2027-03-02", price: "120.00" },
    { date: "2027-03-03", price: "120.00" },
  ],
  discounts: [],
  total_price: "372.00",
  available: true,
  ...terms,
};

const availability: z.infer<typeof AvailabilityEntry>[] = [
  { unit_id: unit, available: true, remaining_capacity: 3 },
  { unit_id: "unit_3Bw6Pe9Kr2Tm5Xa8Cv1N", available: false, remaining_capacity: 0 },
];

const rates: z.infer<typeof RatesEntry>[] = [
  {
    unit_id: unit,
    rate_plan_id: ratePlan,
    min_stay: 2,
    max_stay: null,
    days: ["2027-03-01", "2027-03-02", "2027-03-03"].map((date, i) => ({
      date,
      prices: [
        { adults: 1, price: "100.00" },
        { adults: 2, price: "120.00" },
      ],
      restrictions: i === 0 ? { closed_to_departure: true } : {},
    })),
  },
];

const properties: Property[] = [
  {
    id: property,
    name: "Seaside",
    currency: "EUR",
    timezone: "Europe/Madrid",
    api_rate_plans_configured: true,
    taxes: [{ name: "City tax", kind: "per_person_night", amount: 2, included: false }],
    check_in_time: "15:00",
    created_at: "2026-11-02T09:00:00.000Z",
  },
];

export interface OperationExamples {
  request?: unknown;
  /** The example of the answer at each success status. */
  responses?: Record<number, unknown>;
}

export const OPERATION_EXAMPLES: Record<string, OperationExamples> = {
  partnerListProperties: { responses: { 200: { data: properties, next_cursor: null } } },
  partnerGetAvailability: { responses: { 200: { data: availability, next_cursor: null } } },
  partnerGetRates: { responses: { 200: { data: rates, next_cursor: null } } },
  partnerCreateQuote: { request: quoteRequest, responses: { 200: { data: quote } } },
  partnerCreateBooking: { request: bookingRequest, responses: { 201: { data: hold } } },
  partnerGetBooking: { responses: { 200: { data: hold } } },
  partnerListBookings: { responses: { 200: { data: [hold], next_cursor: null } } },
  partnerConfirmBooking: { responses: { 200: { data: confirmed } } },
  partnerCancelBooking: { responses: { 200: { data: cancelled } } },
};
