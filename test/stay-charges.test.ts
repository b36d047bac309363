import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "./support/hotel.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { plusDays, type TermsProperty, termsHotel } from "./support/stay-terms.js";

// Children and taxes on the real mesh: what a quote prices, to the cent, and what the booking made
// from it carries (and its booking.created event with it).

let mesh: TestMesh;
let hotel: Awaited<ReturnType<typeof termsHotel>>;
let p: TermsProperty;
let family: string;
let plan: string;

beforeAll(async () => {
  mesh = await startTestMesh();
  hotel = await termsHotel(mesh, "Family hotel");
  p = await hotel.propertyIn("Europe/Madrid");
  await p.patch({
    taxes: [
      { name: "VAT", kind: "percent", amount: 10, included: false },
      { name: "City tax", kind: "per_person_night", amount: 2.25, included: false },
    ],
  });
  family = (await p.inv.unit({ name: "Family room", max_adults: 2, max_children: 2 })).id;
  plan = await p.inv.ratePlan({
    unit_ids: [family],
    prices: [{ adults: 2, nightly_price: 123.45 }],
    child_prices: [
      { max_age: 12, nightly_price: 25.5 },
      { max_age: 3, nightly_price: 10 },
    ],
    cancellation_policy: { free_until_hours: 48, penalty: "first_night" },
  });
});
afterAll(async () => mesh?.stop());

/**
 * Two adults, children of 2 and 9, three nights. By hand:
 *
 * | per night                         |   amount |
 * | --------------------------------- | -------: |
 * | two adults                        |   123.45 |
 * | the child of 2 (band up to 3)     |    10.00 |
 * | the child of 9 (band up to 12)    |    25.50 |
 * | each night                        |   158.95 |
 *
 * | for the stay                                    |   amount |
 * | ----------------------------------------------- | -------: |
 * | three nights, 3 × 158.95                        |   476.85 |
 * | VAT, 10 % of 476.85 = 47.685, half up           |    47.69 |
 * | City tax, 2.25 × 4 people × 3 nights            |    27.00 |
 * | total_price, what the guest pays                |   551.54 |
 */
const TABLE = {
  nightly: 158.95,
  taxes: [
    { name: "VAT", amount: 47.69, included: false },
    { name: "City tax", amount: 27, included: false },
  ],
  total_price: 551.54,
};

describe("a stay with two children and added taxes", () => {
  it("is quoted exactly as the table by hand says, and booked with the same figures", async () => {
    const start = plusDays(p.today(), 30);
    const stay = {
      unit_id: family,
      rate_plan_id: plan,
      start_date: start,
      end_date: plusDays(start, 3),
      children: [2, 9],
    };
    const quote = await p.quote(stay);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const q = quote.body.data;
    expect(q.nightly).toEqual([0, 1, 2].map((i) => ({ date: plusDays(start, i), price: TABLE.nightly })));
    expect(q.taxes).toEqual(TABLE.taxes);
    expect(q.total_price).toBe(TABLE.total_price);
    expect(q).toMatchObject({
      adults: 2,
      children: [2, 9],
      cancellation_policy: { free_until_hours: 48, penalty: "first_night" },
      // 48 hours before 15:00 on the arrival day, in Madrid.
      free_cancellation_until: expect.stringMatching(
        new RegExp(`^${plusDays(start, -2)}T15:00:00\\+0[12]:00$`),
      ),
    });

    const reader = await hotel.hotel.key(hotel.tenant.token, {
      property_ids: [p.id],
      scopes: ["bookings:read", "bookings:read:all"],
    });
    const booked = await p.book(stay);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const b = booked.body.data;
    expect(b).toMatchObject({
      total_price: TABLE.total_price,
      balance_due: TABLE.total_price,
      taxes: TABLE.taxes,
      children: [2, 9],
      cancellation_policy: q.cancellation_policy,
      free_cancellation_until: q.free_cancellation_until,
      cancellation_fee: null,
    });
    expect((await p.get(b.id)).body.data).toEqual(b);
    const created = await eventually("booking.created in the feed", async () => {
      const feed = await hotel.call("GET", "/api/v1/events?types=booking.created&limit=100", {
        token: reader.secret,
      });
      return feed.body.data.find((e: { data: { booking: { id: string } } }) => e.data.booking.id === b.id);
    });
    expect(created.data.booking).toMatchObject({
      total_price: TABLE.total_price,
      taxes: TABLE.taxes,
      children: [2, 9],
      cancellation_policy: q.cancellation_policy,
      free_cancellation_until: q.free_cancellation_until,
    });
  });

  it("shows an included tax as the part of the price it is, and adds nothing for it", async () => {
    const other = await hotel.propertyIn("UTC");
    await other.patch({ taxes: [{ name: "VAT", kind: "percent", amount: 10, included: true }] });
    const u = (await other.inv.unit({ name: "Single" })).id;
    const rp = await other.inv.ratePlan({ unit_ids: [u], prices: [{ adults: 2, nightly_price: 100 }] });
    const start = plusDays(other.today(), 20);
    const quote = await other.quote({
      unit_id: u,
      rate_plan_id: rp,
      start_date: start,
      end_date: plusDays(start, 1),
    });
    expect(quote.body.data).toMatchObject({
      total_price: 100,
      // 100 × 10 / 110 = 9.0909…
      taxes: [{ name: "VAT", amount: 9.09, included: true }],
      cancellation_policy: null,
      free_cancellation_until: `${start}T15:00:00Z`,
    });
  });
});

describe("children counted against the unit", () => {
  it("refuses more children than the unit takes, and any child where it takes none", async () => {
    const start = plusDays(p.today(), 40);
    const stay = { unit_id: family, rate_plan_id: plan, start_date: start, end_date: plusDays(start, 1) };
    const three = await p.quote({ ...stay, children: [1, 4, 7] });
    expect(three.status).toBe(422);
    expect(three.body).toEqual({
      message: expect.any(String),
      error_code: "OCCUPANCY_OUT_OF_BOUNDS",
      requested_adults: 2,
      max_adults: 2,
      requested_children: 3,
      max_children: 2,
    });
    const booked = await p.book({ ...stay, children: [1, 4, 7] });
    expect(booked.body.error_code).toBe("OCCUPANCY_OUT_OF_BOUNDS");

    const adultsOnly = (await p.inv.unit({ name: "Adults only" })).id;
    await hotel.merchant("PATCH", `${p.id}/rate-plans/${plan}`, { unit_ids: [family, adultsOnly] });
    const none = await p.quote({ ...stay, unit_id: adultsOnly, children: [10] });
    expect(none.body).toMatchObject({
      error_code: "OCCUPANCY_OUT_OF_BOUNDS",
      requested_children: 1,
      max_children: 0,
    });
    expect((await p.quote({ ...stay, unit_id: adultsOnly })).status, "adults alone are sold as before").toBe(
      200,
    );
  });

  it("prices a child older than every band at nothing, and a group room's children too", async () => {
    const noBands = await p.inv.ratePlan({ unit_ids: [family], prices: [{ adults: 2, nightly_price: 100 }] });
    const start = plusDays(p.today(), 50);
    const stay = { unit_id: family, rate_plan_id: noBands, start_date: start, end_date: plusDays(start, 1) };
    expect((await p.quote({ ...stay, children: [15] })).body.data.nightly).toEqual([
      { date: start, price: 100 },
    ]);

    const group = await hotel.merchant("POST", `${p.id}/booking-groups`, {
      code: "FAMILY",
      holder: { name: "Acme Travel", email: "groups@acme.example" },
      billing_rule: "holder_pays_all",
      rooms: [{ ...stay, rate_plan_id: plan, adults: 2, children: [9] }],
    });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    // 123.45 + 25.50 = 148.95; VAT 14.895 → 14.90; City tax 2.25 × 3 = 6.75.
    expect(group.body.data.members[0].total_price).toBe(170.6);
  });
});
