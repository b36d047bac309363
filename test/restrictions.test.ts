import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { plusDays, type TermsProperty, termsHotel } from "./support/stay-terms.js";

// Restrictions by date on the real mesh: each refuses the stay that breaks it in a quote and in
// POST /bookings with its code and numbers, and sells the same stay a day earlier and a day later.

let mesh: TestMesh;
let hotel: Awaited<ReturnType<typeof termsHotel>>;
let p: TermsProperty;
/** A room type with enough rooms for every stay the cases sell. */
let unit: string;
/** The day each case's restriction is set on: 40 days from the property's today. */
let D: string;
let today: string;

beforeAll(async () => {
  mesh = await startTestMesh();
  hotel = await termsHotel(mesh, "Restrictions hotel");
  p = await hotel.propertyIn("Europe/Madrid");
  const rooms = Array.from({ length: 40 }, (_, i) => ({ name: `R${i}` }));
  unit = (await p.inv.unit({ name: "Doubles", kind: "room_type", rooms })).id;
  today = p.today();
  D = plusDays(today, 40);
});
afterAll(async () => mesh?.stop());

/** A stay of `nights` from `offset` days after D. */
const stayAt = (plan: string, offset: number, nights: number) => ({
  unit_id: unit,
  rate_plan_id: plan,
  start_date: plusDays(D, offset),
  end_date: plusDays(D, offset + nights),
});

interface Case {
  name: string;
  /** Set on D alone. */
  restriction: Record<string, unknown>;
  /** The stay that breaks it: its first night's offset from D, and its nights. */
  offset: number;
  nights: number;
  refusal: (d: string) => Record<string, unknown>;
}

const CASES: Case[] = [
  {
    name: "min_stay_arrival: a stay arriving that day is that long at least",
    restriction: { min_stay_arrival: 3 },
    offset: 0,
    nights: 2,
    refusal: () => ({ error_code: "RATE_PLAN_MIN_STAY", min_stay: 3, nights: 2 }),
  },
  {
    name: "min_stay_through: a stay including that night is that long at least",
    restriction: { min_stay_through: 2 },
    offset: 0,
    nights: 1,
    refusal: () => ({ error_code: "RATE_PLAN_MIN_STAY", min_stay: 2, nights: 1 }),
  },
  {
    name: "max_stay: a stay arriving that day is that long at most",
    restriction: { max_stay: 1 },
    offset: 0,
    nights: 2,
    refusal: () => ({ error_code: "RATE_PLAN_MAX_STAY", max_stay: 1, nights: 2 }),
  },
  {
    name: "closed_to_arrival: no stay arrives that day",
    restriction: { closed_to_arrival: true },
    offset: 0,
    nights: 1,
    refusal: (d) => ({ error_code: "RATE_PLAN_CLOSED_TO_ARRIVAL", date: d }),
  },
  {
    name: "closed_to_departure: no stay leaves that day",
    restriction: { closed_to_departure: true },
    offset: -1,
    nights: 1,
    refusal: (d) => ({ error_code: "RATE_PLAN_CLOSED_TO_DEPARTURE", date: d }),
  },
  {
    name: "stop_sell: that night is not sold",
    restriction: { stop_sell: true },
    offset: 0,
    nights: 1,
    refusal: (d) => ({ error_code: "RATE_PLAN_STOP_SELL", dates: [d] }),
  },
  {
    name: "min_advance_days: a stay arriving that day is booked that many days ahead at least",
    restriction: { min_advance_days: 41 },
    offset: 0,
    nights: 1,
    refusal: () => ({
      error_code: "RATE_PLAN_ADVANCE_OUT_OF_BOUNDS",
      advance_days: 40,
      min_advance_days: 41,
      max_advance_days: null,
    }),
  },
  {
    name: "max_advance_days: a stay arriving that day is booked that many days ahead at most",
    restriction: { max_advance_days: 39 },
    offset: 0,
    nights: 1,
    refusal: () => ({
      error_code: "RATE_PLAN_ADVANCE_OUT_OF_BOUNDS",
      advance_days: 40,
      min_advance_days: null,
      max_advance_days: 39,
    }),
  },
];

describe("restrictions by date, enforced by quote and POST /bookings", () => {
  it.each(CASES)("$name", async (c) => {
    const plan = await p.inv.ratePlan({ name: c.name.split(":")[0], unit_ids: [unit] });
    const rows = await p.restrict(plan, { from: D, to: D, ...c.restriction });
    expect(rows).toEqual([{ date: D, ...c.restriction }]);

    const breaking = stayAt(plan, c.offset, c.nights);
    const expected = { message: expect.any(String), ...c.refusal(D) };
    const quoted = await p.quote(breaking);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(422);
    expect(quoted.body).toEqual(expected);
    const booked = await p.book(breaking);
    expect(booked.status, JSON.stringify(booked.body)).toBe(422);
    expect(booked.body).toEqual(expected);

    for (const shift of [-1, 1]) {
      const beside = stayAt(plan, c.offset + shift, c.nights);
      const quote = await p.quote(beside);
      expect(quote.status, `${shift}: ${JSON.stringify(quote.body)}`).toBe(200);
      expect(quote.body.data.available).toBe(true);
      const sold = await p.book(beside);
      expect(sold.status, `${shift}: ${JSON.stringify(sold.body)}`).toBe(201);
      expect(sold.body.data).toMatchObject({ start_date: beside.start_date, end_date: beside.end_date });
    }
  });
});

describe("restrictions set over a range and read back", () => {
  it("sets each field given on every date of the range, keeps the others, clears with null or false", async () => {
    const plan = await p.inv.ratePlan({ name: "Season", unit_ids: [unit] });
    const from = plusDays(D, 100);
    const to = plusDays(from, 3);
    const set = await p.restrict(plan, { from, to, min_stay_arrival: 2, stop_sell: true });
    expect(set).toHaveLength(4);
    expect(set.every((r: Record<string, unknown>) => r.min_stay_arrival === 2 && r.stop_sell === true)).toBe(
      true,
    );
    await p.restrict(plan, { from: plusDays(from, 1), to: plusDays(from, 2), stop_sell: false, max_stay: 7 });
    await p.restrict(plan, { from: to, to, min_stay_arrival: null, stop_sell: null });
    const read = await hotel.merchant(
      "GET",
      `${p.id}/rate-plans/${plan}/restrictions?from=${plusDays(from, -1)}&to=${plusDays(to, 1)}`,
    );
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      data: [
        { date: plusDays(from, -1) },
        { date: from, min_stay_arrival: 2, stop_sell: true },
        { date: plusDays(from, 1), min_stay_arrival: 2, max_stay: 7 },
        { date: plusDays(from, 2), min_stay_arrival: 2, max_stay: 7 },
        { date: to },
        { date: plusDays(to, 1) },
      ],
    });
  });

  it("refuses a range backwards, one too long, and a plan of another property", async () => {
    const plan = await p.inv.ratePlan({ name: "Checked", unit_ids: [unit] });
    const path = `${p.id}/rate-plans/${plan}/restrictions`;
    const backwards = await hotel.merchant("PUT", path, { from: D, to: plusDays(D, -1), stop_sell: true });
    expect(backwards.status).toBe(422);
    expect(Object.keys(backwards.body.errors)).toEqual(["to"]);
    const long = await hotel.merchant("PUT", path, { from: D, to: plusDays(D, 731), stop_sell: true });
    expect(long.status).toBe(422);
    const other = await hotel.propertyIn("UTC");
    const elsewhere = await hotel.merchant("PUT", `${other.id}/rate-plans/${plan}/restrictions`, {
      from: D,
      to: D,
      stop_sell: true,
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error_code).toBe("RATE_PLAN_NOT_FOUND");
  });
});

describe("restrictions on /rates and for group rooms", () => {
  it("shows each day's restrictions with the rates, {} on days without", async () => {
    const plan = await p.inv.ratePlan({ name: "Shown", unit_ids: [unit] });
    const from = plusDays(D, 200);
    await p.restrict(plan, {
      from: plusDays(from, 1),
      to: plusDays(from, 2),
      closed_to_arrival: true,
      min_stay_through: 2,
    });
    const rates = await p.rates(from, plusDays(from, 4));
    expect(rates.status).toBe(200);
    const entry = rates.body.data.find((e: { rate_plan_id: string }) => e.rate_plan_id === plan);
    expect(entry.days.map((d: { date: string; restrictions: unknown }) => [d.date, d.restrictions])).toEqual([
      [from, {}],
      [plusDays(from, 1), { min_stay_through: 2, closed_to_arrival: true }],
      [plusDays(from, 2), { min_stay_through: 2, closed_to_arrival: true }],
      [plusDays(from, 3), {}],
    ]);
  });

  it("refuses a group whose room breaks a restriction, naming the room", async () => {
    const plan = await p.inv.ratePlan({ name: "Groups", unit_ids: [unit] });
    const night = plusDays(D, 300);
    await p.restrict(plan, { from: night, to: night, stop_sell: true });
    const roomOf = (start: string) => ({
      unit_id: unit,
      rate_plan_id: plan,
      start_date: start,
      end_date: plusDays(start, 1),
      adults: 2,
    });
    const group = (rooms: unknown[], code: string) =>
      hotel.merchant("POST", `${p.id}/booking-groups`, {
        code,
        holder: { name: "Acme Travel", email: "groups@acme.example" },
        billing_rule: "holder_pays_all",
        rooms,
      });
    const refused = await group([roomOf(plusDays(night, -1)), roomOf(night)], "STOPPED");
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body).toEqual({
      message: expect.stringContaining("rooms[1]"),
      error_code: "RATE_PLAN_STOP_SELL",
      dates: [night],
    });
    const sold = await group([roomOf(plusDays(night, -1)), roomOf(plusDays(night, 1))], "BESIDE");
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
  });
});
