import { randomUUID } from "node:crypto";
import type { Booking } from "@reservations/contracts";
import type { Call, HttpResult } from "./http.js";

export const guest = { first_name: "Ana", last_name: "Perez", email: "ana.perez@example.com" };

/** POST /api/v1/bookings with a fresh (or given) Idempotency-Key. */
export function booker(call: Call, token: string, property?: string) {
  return (body: Record<string, unknown>, idempotencyKey: string = randomUUID()): Promise<HttpResult> =>
    call("POST", "/api/v1/bookings", {
      token,
      property,
      headers: { "idempotency-key": idempotencyKey },
      body: { guest, adults: 2, ...body },
    });
}

/** A booking as the events of the stream carry it, for tests that make events by hand. */
export const bookingInEvent: Booking = {
  id: "bkg_1",
  status: "confirmed",
  is_hold: false,
  hold_origin: null,
  hold_expires_at: null,
  property_id: "prp_1",
  unit_id: "unt_1",
  room_id: "room_1",
  rate_plan_id: "rpl_1",
  start_date: "2026-12-01",
  end_date: "2026-12-02",
  nights: 1,
  adults: 1,
  quantity: 1,
  guest: { id: "gst_1", first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" },
  currency: "EUR",
  total_price: "100.00",
  balance_due: "100.00",
  payment_status: "unpaid",
  origin: "hotel",
  conflict: false,
  cancellation_reason: null,
  created_at: "2026-11-22T10:05:00.000Z",
  confirmed_at: "2026-11-22T10:05:00.000Z",
  cancelled_at: null,
  version: 2,
  updated_at: "2026-11-22T10:05:00.000Z",
  children: [],
  taxes: [],
  cancellation_policy: null,
  free_cancellation_until: null,
  cancellation_fee: null,
  promo_code: null,
};
