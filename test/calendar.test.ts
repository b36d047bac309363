import { todayIn } from "@reservations/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HotelScript } from "./support/hotel.js";
import { type Call, httpClient } from "./support/http.js";
import { InventoryScript } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { StaffScript, staffClient } from "./support/staff.js";
import { plusDays } from "./support/stay-terms.js";

// The price calendar on the real mesh: each date's entry is what quotes of every unit and plan
// at every length find cheapest among the shortest stays allowed, to the cent.

let mesh: TestMesh;
let call: Call;
let property: string;
let key: { id: string; secret: string };
let merchantToken: string;
let viewerGet: (path: string) => ReturnType<Call>;
let inv: InventoryScript;
let units: string[];
const plans: Record<"standard" | "saver" | "secret", string> = { standard: "", saver: "", secret: "" };
/** The first arrival date of the calendars read; each restriction is set some days after it. */
let D: string;
const CODE = "Spring26";
/** The longest stay the quotes try per unit and plan: more than any rule here asks. */
const MAX_TRIED = 8;

interface Entry {
  date: string;
  nights: number | null;
  total_price: string | null;
  unit_id: string | null;
  rate_plan_id: string | null;
}

beforeAll(async () => {
  mesh = await startTestMesh();
  call = httpClient(mesh.url);
  const admin = mesh.config.PLATFORM_ADMIN_TOKEN!;
  const staff = new StaffScript(call, mesh.url, admin);
  const owned = await staff.hotelWithOwner();
  merchantToken = owned.token;
  const hotel = new HotelScript(call, admin);
  property = await hotel.property(merchantToken, { timezone: "UTC" });
  inv = new InventoryScript(hotel, merchantToken, property);
  const merchant = (method: string, rest: string, body?: unknown) =>
    call(method, `/api/merchant/properties/${property}${rest}`, { token: merchantToken, body });
  const taxed = await merchant("PATCH", "", {
    taxes: [{ name: "City tax", kind: "per_person_night", amount: 1.5, included: false }],
  });
  expect(taxed.status, JSON.stringify(taxed.body)).toBe(200);
  units = [
    (await inv.unit({ name: "Room A", max_children: 1 })).id,
    (await inv.unit({ name: "Room B" })).id,
    (await inv.unit({ name: "Room C", max_children: 2 })).id,
  ];
  const childBand = [{ max_age: 11, nightly_price: 20 }];
  plans.standard = await inv.ratePlan({
    name: "Standard",
    unit_ids: units,
    child_prices: childBand,
    length_of_stay_discounts: [{ min_nights: 3, percent: 10 }],
  });
  plans.saver = await inv.ratePlan({
    name: "Saver",
    unit_ids: units.slice(0, 2),
    min_stay: 2,
    prices: [{ adults: 2, nightly_price: 60 }],
    child_prices: childBand,
  });
  plans.secret = await inv.ratePlan({
    name: "Secret",
    unit_ids: [units[2]],
    prices: [
      { adults: 1, nightly_price: 50 },
      { adults: 2, nightly_price: 70 },
    ],
    promo_codes: [CODE],
  });
  D = plusDays(todayIn("UTC"), 2);
  const restrict = async (plan: string, offset: number, body: Record<string, unknown>) => {
    const day = plusDays(D, offset);
    const res = await merchant("PUT", `/rate-plans/${plan}/restrictions`, { from: day, to: day, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  await restrict(plans.standard, 3, { min_stay_arrival: 3 });
  await restrict(plans.saver, 4, { closed_to_arrival: true });
  await restrict(plans.standard, 6, { closed_to_departure: true });
  await restrict(plans.saver, 9, { min_stay_through: 4 });
  for (const plan of Object.values(plans)) await restrict(plan, 14, { stop_sell: true });
  // Room A and B booked on some nights (sale blocks take them as bookings do).
  await inv.saleBlock({ unit_id: units[0], start_date: plusDays(D, 5), end_date: plusDays(D, 8) });
  await inv.saleBlock({ unit_id: units[1], start_date: plusDays(D, 7), end_date: plusDays(D, 11) });
  key = await hotel.key(merchantToken, { property_ids: [property], scopes: ["rates:read"] });
  const viewer = await staff.person(owned.owner, "viewer");
  const asViewer = staffClient(mesh.url, viewer);
  viewerGet = (path) => asViewer("GET", path);
}, 120_000);
afterAll(async () => mesh?.stop());

interface Guests {
  adults: number;
  children?: number[];
  promo_code?: string;
}

const queryOf = (from: string, to: string, g: Guests) =>
  `from=${from}&to=${to}&adults=${g.adults}` +
  (g.children ? `&children=${g.children.join(",")}` : "") +
  (g.promo_code ? `&promo_code=${g.promo_code}` : "");

const calendar = (from: string, to: string, g: Guests = { adults: 2 }) =>
  call("GET", `/api/v1/calendar?${queryOf(from, to, g)}`, { token: key.secret });

async function calendarOf(from: string, days: number, g: Guests): Promise<Entry[]> {
  const res = await calendar(from, plusDays(from, days), g);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

// Keys answer in their API version: amounts are numbers before money became strings.
const cents = (money: string | number) => Math.round(Number(money) * 100);

/** Refusals no other length of the stay would lift. */
const FIXED_REFUSALS = [
  "RATE_PLAN_UNIT_NOT_LINKED",
  "OCCUPANCY_OUT_OF_BOUNDS",
  "RATE_PLAN_OCCUPANCY_NOT_CONFIGURED",
];

/** The shortest stay a quote sells on the unit and plan arriving `date`, or undefined. */
async function shortestQuoted(date: string, unit: string, plan: string, g: Guests) {
  for (let nights = 1; nights <= MAX_TRIED; nights++) {
    const res = await call("POST", "/api/v1/quote", {
      token: key.secret,
      body: {
        unit_id: unit,
        rate_plan_id: plan,
        start_date: date,
        end_date: plusDays(date, nights),
        ...g,
      },
    });
    if (res.status === 200 && res.body.data.available) {
      return { nights, total_price: res.body.data.total_price as string, unit_id: unit, rate_plan_id: plan };
    }
    // A longer stay is no freer than this one, and the unit, plan and guests do not change with it.
    if (res.status === 200) return undefined;
    // A private plan without its code is not found; the rest are refusals of this stay.
    if (res.status === 404 && res.body.error_code === "RATE_PLAN_NOT_FOUND") return undefined;
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    if (FIXED_REFUSALS.includes(res.body.error_code)) return undefined;
  }
  return undefined;
}

/** What quotes find for the date: the lowest total, then fewer nights, unit id, plan id. */
async function quotedEntry(date: string, g: Guests): Promise<Entry> {
  const found = await Promise.all(
    units.flatMap((u) => Object.values(plans).map((p) => shortestQuoted(date, u, p, g))),
  );
  const sold = found.filter((f) => f !== undefined);
  sold.sort(
    (a, b) =>
      cents(a.total_price) - cents(b.total_price) ||
      a.nights - b.nights ||
      (a.unit_id < b.unit_id ? -1 : a.unit_id > b.unit_id ? 1 : 0) ||
      (a.rate_plan_id < b.rate_plan_id ? -1 : 1),
  );
  const best = sold[0];
  return best
    ? { date, ...best }
    : { date, nights: null, total_price: null, unit_id: null, rate_plan_id: null };
}

/** `count` distinct offsets in [0, days), always with the ones the cases rest on. */
function sample(days: number, count: number, always: number[]): number[] {
  const picked = new Set(always);
  while (picked.size < Math.min(count, days)) picked.add(Math.floor(Math.random() * days));
  return [...picked].sort((a, b) => a - b);
}

async function expectQuotesAgree(g: Guests, days: number, count: number) {
  const entries = await calendarOf(D, days, g);
  if (process.env.CALENDAR_DUMP) console.log(JSON.stringify(g), entries.slice(0, 16));
  expect(entries.map((e) => e.date)).toEqual(Array.from({ length: days }, (_, i) => plusDays(D, i)));
  for (const offset of sample(days, count, [3, 4, 5, 6, 9, 14])) {
    const date = plusDays(D, offset);
    expect(entries[offset], `${date} ${JSON.stringify(g)}`).toEqual(await quotedEntry(date, g));
  }
}

describe("GET /api/v1/calendar", () => {
  it("answers for 30 dates what quotes of every unit, plan and length find, to the cent", async () => {
    await expectQuotesAgree({ adults: 2 }, 40, 30);
  }, 120_000);

  it("takes the adults and the children's ages into account", async () => {
    await expectQuotesAgree({ adults: 1 }, 20, 8);
    await expectQuotesAgree({ adults: 2, children: [5] }, 20, 8);
    const kids = await calendarOf(D, 1, { adults: 2, children: [5, 9] });
    // Only Room C takes two children; the city tax is per person.
    expect(kids[0]).toMatchObject({ unit_id: units[2], nights: 1 });
    expect(cents(kids[0]!.total_price!)).toBe(14600);
  }, 120_000);

  it("prices a private plan only with one of its codes, any case", async () => {
    const without = await calendarOf(D, 20, { adults: 2 });
    expect(without.some((e) => e.rate_plan_id === plans.secret)).toBe(false);
    const withCode = await calendarOf(D, 20, { adults: 2, promo_code: CODE.toUpperCase() });
    expect(withCode[0]).toMatchObject({ rate_plan_id: plans.secret, nights: 1 });
    expect(cents(withCode[0]!.total_price!)).toBe(7300);
    await expectQuotesAgree({ adults: 2, promo_code: CODE }, 20, 8);
    const unknown = await calendar(D, plusDays(D, 5), { adults: 2, promo_code: "nope" });
    expect(unknown.status, JSON.stringify(unknown.body)).toBe(422);
    expect(unknown.body.error_code).toBe("PROMO_CODE_INVALID");
  }, 120_000);

  it("counts a unit only a private plan sells (for 3 adults, whom no other room takes) with its code alone", async () => {
    const unit = (await inv.unit({ name: "Room D", max_adults: 3 })).id;
    const hiddenPlan = {
      name: "Hidden",
      prices: [{ adults: 3, nightly_price: 40 }],
      promo_codes: ["Hidden9"],
    };
    const plan = await inv.ratePlan({ ...hiddenPlan, unit_ids: [unit] });
    const hidden = await calendarOf(D, 3, { adults: 3, promo_code: " hidden9" });
    // 40.00 and three persons' city tax, a number in the key's version.
    expect(hidden[0]).toMatchObject({ unit_id: unit, rate_plan_id: plan, nights: 1, total_price: 44.5 });
    for (const g of [{ adults: 3 }, { adults: 3, promo_code: CODE }])
      expect((await calendarOf(D, 3, g)).map((e) => e.unit_id)).toEqual([null, null, null]);
    const asHotel = await viewerGet(
      `/api/merchant/properties/${property}/calendar?${queryOf(D, plusDays(D, 3), { adults: 3 })}`,
    );
    expect(asHotel.body.data).toEqual(hidden);
  });

  it("gives a date where nothing sells null fields, and a past date too", async () => {
    const entries = await calendarOf(plusDays(D, -3), 18, { adults: 2 });
    expect(entries[0]).toEqual({
      date: plusDays(D, -3),
      nights: null,
      total_price: null,
      unit_id: null,
      rate_plan_id: null,
    });
    expect(entries[17]).toEqual({
      date: plusDays(D, 14),
      nights: null,
      total_price: null,
      unit_id: null,
      rate_plan_id: null,
    });
  });

  it("answers 365 dates, and 422 DATE_RANGE_TOO_LONG for 366", async () => {
    const year = await calendarOf(D, 365, { adults: 2 });
    expect(year).toHaveLength(365);
    const res = await calendar(D, plusDays(D, 366));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error_code: "DATE_RANGE_TOO_LONG", max_nights: 365, nights: 366 });
    const children = await call("GET", `/api/v1/calendar?from=${D}&to=${plusDays(D, 3)}&children=4,x`, {
      token: key.secret,
    });
    expect(children.status).toBe(422);
    expect(children.body.errors.children).toEqual([expect.any(String)]);
  });

  it("is a conditional read: the same answer's tag is 304, a booking moves it", async () => {
    const first = await calendar(D, plusDays(D, 10));
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"/);
    const again = await call("GET", `/api/v1/calendar?${queryOf(D, plusDays(D, 10), { adults: 2 })}`, {
      token: key.secret,
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    const block = await call("POST", `/api/merchant/properties/${property}/sale-blocks`, {
      token: merchantToken,
      body: { unit_id: units[1], start_date: plusDays(D, 30), end_date: plusDays(D, 31) },
    });
    expect(block.status).toBe(201);
    const moved = await call("GET", `/api/v1/calendar?${queryOf(D, plusDays(D, 10), { adults: 2 })}`, {
      token: key.secret,
      headers: { "if-none-match": etag },
    });
    expect(moved.status).toBe(200);
  });
});

describe("GET /api/merchant/properties/{property_id}/calendar", () => {
  it("answers a viewer what partners see with the code: private plans without one", async () => {
    const path = `/api/merchant/properties/${property}/calendar?${queryOf(D, plusDays(D, 20), { adults: 2 })}`;
    const res = await viewerGet(path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual(await calendarOf(D, 20, { adults: 2, promo_code: CODE }));
    const stranger = await call("GET", path, { token: key.secret });
    expect(stranger.status).not.toBe(200);
  });
});
