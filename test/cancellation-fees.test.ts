import { isoInZone, zonedInstant } from "@reservations/service-kit/zoned";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { expirePath } from "./support/sandbox-clock.js";
import { plusDays, type TermsProperty, termsHotel } from "./support/stay-terms.js";

// Cancellation policies on the real mesh: a cancellation an hour before free_cancellation_until
// costs nothing, one an hour after costs the policy's fee, in a time zone whose clocks change
// during the stay too. The deadline is placed an hour from now by the property's check-in time and
// the policy's hours, so the real clock cancels on either side of it.

const ZONE = "Europe/Madrid";
const HOUR = 3_600_000;

let mesh: TestMesh;
let hotel: Awaited<ReturnType<typeof termsHotel>>;
let p: TermsProperty;
let unit: string;

beforeAll(async () => {
  mesh = await startTestMesh();
  hotel = await termsHotel(mesh, "Policy hotel");
  p = await hotel.propertyIn(ZONE);
  await p.patch({ taxes: [{ name: "City tax", kind: "per_stay", amount: 3, included: false }] });
  const rooms = Array.from({ length: 20 }, (_, i) => ({ name: `R${i}` }));
  unit = (await p.inv.unit({ name: "Doubles", kind: "room_type", rooms })).id;
});
afterAll(async () => mesh?.stop());

/** The first day, from 2 days on, whose clocks in `zone` differ from the day before's (a change of summer time). */
function nextClockChange(zone: string): string {
  const offsetOn = (date: string) => isoInZone(zonedInstant(date, "12:00", zone), zone).slice(19);
  let day = plusDays(p.today(), 2);
  for (let i = 0; i < 400; i++, day = plusDays(day, 1))
    if (offsetOn(day) !== offsetOn(plusDays(day, -1))) return day;
  throw new Error(`${zone} changes its clocks in no day of the next 400`);
}

/**
 * A plan whose free cancellation of a stay arriving `arrival` ends at `deadline` (a whole minute):
 * check-in is set at 15:MM, MM the deadline's minute, so it lies a whole number of hours after it.
 */
async function planEndingAt(deadline: Date, arrival: string, penalty: Record<string, unknown>) {
  const time = `15:${String(deadline.getUTCMinutes()).padStart(2, "0")}`;
  await p.patch({ check_in_time: time });
  const hours = (zonedInstant(arrival, time, ZONE).getTime() - deadline.getTime()) / HOUR;
  expect(Number.isInteger(hours) && hours >= 0, `hours ${hours}`).toBe(true);
  return p.inv.ratePlan({
    name: `Until ${deadline.toISOString()}`,
    unit_ids: [unit],
    prices: [{ adults: 2, nightly_price: 100 }],
    cancellation_policy: { free_until_hours: hours, ...penalty },
  });
}

/** A minute an hour (and a bit) from now, or an hour ago. */
const minuteAt = (fromNowMs: number) => new Date(Math.ceil((Date.now() + fromNowMs) / 60_000) * 60_000);

interface Case {
  name: string;
  /** The stay's first night and nights. */
  arrival: () => string;
  nights: number;
  penalty: Record<string, unknown>;
  /** The fee of a cancellation after the deadline (3 nights at 100 plus the 3.00 stay tax, and so on). */
  lateFee: number;
}

const CASES: Case[] = [
  {
    name: "first night",
    arrival: () => plusDays(p.today(), 10),
    nights: 3,
    penalty: { penalty: "first_night" },
    lateFee: 100,
  },
  {
    name: "a percent of the charge",
    arrival: () => plusDays(p.today(), 12),
    nights: 3,
    penalty: { penalty: "percent", percent: 33.3 },
    // 33.3 % of 303.00 = 100.899 → 100.90
    lateFee: 100.9,
  },
  {
    name: "the full stay, over a change of the clocks",
    arrival: () => plusDays(nextClockChange(ZONE), -1),
    nights: 3,
    penalty: { penalty: "full_stay" },
    lateFee: 303,
  },
  {
    name: "the first night, arriving after a change of the clocks",
    arrival: () => plusDays(nextClockChange(ZONE), 1),
    nights: 2,
    penalty: { penalty: "first_night" },
    lateFee: 100,
  },
];

describe("a cancellation on either side of free_cancellation_until", () => {
  it.each(CASES)("$name: nothing an hour before, the policy's fee an hour after", async (c) => {
    const arrival = c.arrival();
    for (const side of ["before", "after"] as const) {
      const deadline = minuteAt(side === "before" ? HOUR : -HOUR - 60_000);
      const plan = await planEndingAt(deadline, arrival, c.penalty);
      const stay = {
        unit_id: unit,
        rate_plan_id: plan,
        start_date: arrival,
        end_date: plusDays(arrival, c.nights),
      };
      const quote = await p.quote(stay);
      expect(quote.body.data.free_cancellation_until).toBe(isoInZone(deadline, ZONE));
      const booked = await p.book(stay);
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect(booked.body.data.free_cancellation_until).toBe(quote.body.data.free_cancellation_until);

      const cancelled = await p.cancel(booked.body.data.id);
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      const b = cancelled.body.data;
      const early = Date.parse(b.free_cancellation_until) - Date.parse(b.cancelled_at);
      if (side === "before") {
        expect(early).toBeGreaterThan(HOUR - 60_000);
        expect(early).toBeLessThanOrEqual(HOUR + 60_000);
        expect(b.cancellation_fee, side).toBe(0);
      } else {
        expect(-early).toBeGreaterThan(HOUR);
        expect(-early).toBeLessThanOrEqual(HOUR + 2 * 60_000);
        expect(b.cancellation_fee, side).toBe(c.lateFee);
      }
      // Cancelling again answers the same booking, its fee unchanged.
      expect((await p.cancel(b.id)).body.data.cancellation_fee).toBe(b.cancellation_fee);
    }
  });

  it("shows the offset of the arrival's side of a change of the clocks", async () => {
    const change = nextClockChange(ZONE);
    const plan = await p.inv.ratePlan({ name: "Check-in only", unit_ids: [unit] });
    await p.patch({ check_in_time: "15:00" });
    const before = await p.quote({
      unit_id: unit,
      rate_plan_id: plan,
      start_date: plusDays(change, -1),
      end_date: plusDays(change, 2),
    });
    const after = await p.quote({
      unit_id: unit,
      rate_plan_id: plan,
      start_date: plusDays(change, 1),
      end_date: plusDays(change, 2),
    });
    const offset = (iso: string) => iso.slice(19);
    expect(before.body.data.free_cancellation_until.slice(0, 19)).toBe(`${plusDays(change, -1)}T15:00:00`);
    expect(after.body.data.free_cancellation_until.slice(0, 19)).toBe(`${plusDays(change, 1)}T15:00:00`);
    expect(offset(before.body.data.free_cancellation_until)).not.toBe(
      offset(after.body.data.free_cancellation_until),
    );
  });
});

describe("cancellations that carry no fee, and the fees in the stats", () => {
  it("voids and hold expiries carry none; the stats count the fees of the day apart", async () => {
    const arrival = plusDays(p.today(), 15);
    const plan = await planEndingAt(minuteAt(-HOUR), arrival, { penalty: "full_stay" });
    const stay = { unit_id: unit, rate_plan_id: plan, start_date: arrival, end_date: plusDays(arrival, 1) };
    const statsBefore = await hotel.merchant("GET", `${p.id}/stats?from=${p.today()}&to=${p.today()}`);

    const hold = await p.book({ ...stay, hold_minutes: 5 });
    const sandboxKey = await hotel.hotel.key(hotel.tenant.token, {
      property_ids: [p.id],
      scopes: ["bookings:write"],
    });
    const held = await hotel.call("POST", "/api/v1/bookings", {
      token: sandboxKey.secret,
      headers: { "idempotency-key": `hold-${Date.now()}` },
      body: {
        ...stay,
        adults: 2,
        hold_minutes: 5,
        guest: { first_name: "A", last_name: "B", email: "a@b.example" },
      },
    });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const expired = await hotel.call("POST", expirePath(held.body.data.id), { token: sandboxKey.secret });
    expect(expired.body.data).toMatchObject({ cancellation_reason: "hold_expired", cancellation_fee: null });

    const voidable = await hotel.hotel.key(hotel.tenant.token, {
      property_ids: [p.id],
      scopes: ["bookings:write"],
    });
    const toVoid = await hotel.call("POST", "/api/v1/bookings", {
      token: voidable.secret,
      headers: { "idempotency-key": `void-${Date.now()}` },
      body: { ...stay, adults: 2, guest: { first_name: "C", last_name: "D", email: "c@d.example" } },
    });
    expect(toVoid.status, JSON.stringify(toVoid.body)).toBe(201);
    const voided = await hotel.call("POST", `/api/merchant/keys/${voidable.id}/revoke-and-void`, {
      token: hotel.tenant.token,
      // Key dates are UTC.
      body: { since: new Date().toISOString().slice(0, 10) },
    });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    const merchantList = await hotel.merchant("GET", `${p.id}/bookings?limit=100`);
    const voidedBooking = merchantList.body.data.find((b: { id: string }) => b.id === toVoid.body.data.id);
    expect(voidedBooking).toMatchObject({ cancellation_reason: "voided", cancellation_fee: null });

    const late = await p.cancel(hold.body.data.id);
    expect(late.body.data).toMatchObject({ cancellation_reason: "guest", cancellation_fee: 103 });
    const stats = await hotel.merchant("GET", `${p.id}/stats?from=${p.today()}&to=${p.today()}`);
    expect(stats.body.data.cancellation_fees).toBeCloseTo(statsBefore.body.data.cancellation_fees + 103, 2);
    expect(stats.body.data.voided).toBe(statsBefore.body.data.voided + 1);
  });
});
