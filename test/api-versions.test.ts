import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booker } from "./support/booking.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import { type PartnerHotel, startPartnerHotel } from "./support/partner-hotel.js";

// One booking, quote and group read in both versions: SPEC's numbers by default, strings in
// 2026-12-15, chosen by the Api-Version header or by the key's own version.

const NEWEST = { "api-version": "2026-12-15" };
let h: PartnerHotel;
let bookingId: string;
let pinned: { id: string; secret: string };

const stay = (unit: string, from: number) => ({
  unit_id: unit,
  start_date: inDays(from),
  end_date: inDays(from + 2),
  adults: 2,
});

beforeAll(async () => {
  h = await startPartnerHotel("Versions hotel", { units: 4 });
  const taxes = await h.call("PATCH", `/api/merchant/properties/${h.property}`, {
    token: h.tenant.token,
    body: { taxes: [{ name: "City tax", kind: "per_night", amount: 2.5, included: false }] },
  });
  expect(taxes.status, JSON.stringify(taxes.body)).toBe(200);
  const made = await booker(
    h.call,
    h.key.secret,
    h.property,
  )({ ...stay(h.units[0]!, 10), rate_plan_id: h.plan });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  bookingId = made.body.data.id;
  pinned = await h.hotel.key(h.tenant.token, {
    property_ids: [h.property],
    scopes: ["bookings:read", "bookings:read:all", "rates:read"],
    api_version: "2026-12-15",
  });
}, 60_000);
afterAll(async () => h?.mesh.stop());

const read = (token: string, headers: Record<string, string> = {}) =>
  h.call("GET", `/api/v1/bookings/${bookingId}`, { token, property: h.property, headers });

describe("API versions of a booking read", () => {
  it("answers the same booking in numbers under 2026-11-21 and in strings under 2026-12-15, by header", async () => {
    const old = await read(h.key.secret);
    expect(old.status).toBe(200);
    expect(old.headers.get("api-version")).toBe("2026-11-21");
    expect(old.body.data).toMatchObject({ total_price: 205, balance_due: 205, currency: "EUR" });
    expect(old.body.data.taxes).toEqual([{ name: "City tax", amount: 5, included: false }]);

    const newest = await read(h.key.secret, NEWEST);
    expect(newest.headers.get("api-version")).toBe("2026-12-15");
    expect(newest.body.data).toMatchObject({ total_price: "205.00", balance_due: "205.00" });
    expect(newest.body.data.taxes).toEqual([{ name: "City tax", amount: "5.00", included: false }]);
    // The same booking otherwise: only the amounts' form differs.
    const { total_price: _a, balance_due: _b, taxes: _c, ...rest } = newest.body.data;
    expect(old.body.data).toMatchObject(rest);
  });

  it("follows the key's own version without a header, and the header over it", async () => {
    const byKey = await read(pinned.secret);
    expect(byKey.headers.get("api-version")).toBe("2026-12-15");
    expect(byKey.body.data.total_price).toBe("205.00");
    const byHeader = await read(pinned.secret, { "api-version": "2026-11-21" });
    expect(byHeader.body.data.total_price).toBe(205);

    const patched = await h.call("PATCH", `/api/merchant/keys/${pinned.id}`, {
      token: h.tenant.token,
      body: { api_version: "2026-11-21" },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.data.api_version).toBe("2026-11-21");
    await expect
      .poll(async () => (await read(pinned.secret)).body.data.total_price, { timeout: 10_000 })
      .toBe(205);
    await h.call("PATCH", `/api/merchant/keys/${pinned.id}`, {
      token: h.tenant.token,
      body: { api_version: "2026-12-15" },
    });
    await expect
      .poll(async () => (await read(pinned.secret)).body.data.total_price, { timeout: 10_000 })
      .toBe("205.00");
  });
});

describe("API versions of quotes, prices and groups", () => {
  it("quotes in the version asked for, and takes money in a request in either form", async () => {
    const body = { ...stay(h.units[1]!, 12), rate_plan_id: h.plan };
    const quote = (headers = {}) =>
      h.call("POST", "/api/v1/quote", { token: h.key.secret, property: h.property, headers, body });
    const [old, newest] = [await quote(), await quote(NEWEST)];
    expect(old.body.data).toMatchObject({ total_price: 205, nightly: [{ price: 100 }, { price: 100 }] });
    expect(newest.body.data).toMatchObject({
      total_price: "205.00",
      nightly: [{ price: "100.00" }, { price: "100.00" }],
    });

    const prices = (nightly_price: unknown, headers = {}) =>
      h.call("PATCH", `/api/merchant/properties/${h.property}/rate-plans/${h.plan}`, {
        token: h.tenant.token,
        headers,
        body: {
          prices: [{ adults: 2, nightly_price }],
        },
      });
    const byNumber = await prices(100.5);
    expect(byNumber.status, JSON.stringify(byNumber.body)).toBe(200);
    expect(byNumber.body.data.prices).toContainEqual({ adults: 2, nightly_price: 100.5 });
    const byString = await prices("100.00", NEWEST);
    expect(byString.status, JSON.stringify(byString.body)).toBe(200);
    expect(byString.body.data.prices).toContainEqual({ adults: 2, nightly_price: "100.00" });
    // A string sent to 2026-12-15 must be an amount; a number is not one there.
    expect((await prices(100, NEWEST)).status).toBe(422);
    expect((await prices("1.005", NEWEST)).status).toBe(422);
  });

  it("writes the rates, streamed from runs of nights, in the version asked for", async () => {
    const rates = (headers = {}) =>
      h.call("GET", `/api/v1/rates?from=${inDays(40)}&to=${inDays(43)}`, {
        token: h.key.secret,
        property: h.property,
        headers,
      });
    const [old, newest] = [await rates(), await rates(NEWEST)];
    expect(old.status, JSON.stringify(old.body)).toBe(200);
    const prices = (body: { data: { days: { prices: { price: unknown }[] }[] }[] }) =>
      body.data.flatMap((e) => e.days.flatMap((d) => d.prices.map((p) => p.price)));
    expect(prices(old.body).length).toBeGreaterThan(0);
    expect(prices(old.body).every((p) => typeof p === "number")).toBe(true);
    expect(prices(newest.body).every((p) => typeof p === "string" && /^\d+\.\d{2}$/.test(p))).toBe(true);
    expect(prices(newest.body).map(Number)).toEqual(prices(old.body));
  });

  it("writes a group's accounts and payments in the version asked for, and takes either form of amount", async () => {
    const groups = `/api/merchant/properties/${h.property}/booking-groups`;
    const as = (method: string, path: string, headers = {}, body?: unknown) =>
      h.call(method, path, { token: h.tenant.token, headers, body });
    const made = await as("POST", groups, NEWEST, {
      code: "GRP-V",
      holder: { name: "Acme Travel", email: "groups@acme.example" },
      billing_rule: "holder_pays_all",
      rooms: [{ ...stay(h.units[2]!, 30), rate_plan_id: h.plan }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const group = made.body.data;
    expect(group.totals).toEqual({
      charged: "205.00",
      paid: "0.00",
      refunded: "0.00",
      balance_due: "205.00",
    });
    const account = group.accounts[0].id;
    const pay = (amount: unknown, headers = {}) =>
      as("POST", `${groups}/${group.id}/payments`, headers, { account_id: account, amount, method: "card" });
    const byString = await pay("50.25", NEWEST);
    expect(byString.status, JSON.stringify(byString.body)).toBe(201);
    expect(byString.body.data.amount).toBe("50.25");
    const byNumber = await pay(20);
    expect(byNumber.status, JSON.stringify(byNumber.body)).toBe(201);
    expect(byNumber.body.data.amount).toBe(20);
    expect((await as("GET", `${groups}/${group.id}`)).body.data.totals).toEqual({
      charged: 205,
      paid: 70.25,
      refunded: 0,
      balance_due: 134.75,
    });
    expect((await as("GET", `${groups}/${group.id}`, NEWEST)).body.data.totals).toEqual({
      charged: "205.00",
      paid: "70.25",
      refunded: "0.00",
      balance_due: "134.75",
    });
  });
});

describe("API versions: refusals, documents and currencies", () => {
  it("refuses an unknown version with the list of versions", async () => {
    for (const name of ["2026-12-01", "latest"]) {
      const res = await read(h.key.secret, { "api-version": name });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error_code: "API_VERSION_UNKNOWN",
        versions: ["2026-11-21", "2026-12-15"],
      });
    }
    const anonymous = await h.call("GET", "/api/v1/health", { headers: { "api-version": "1" } });
    expect(anonymous.status).toBe(400);
  });

  it("lists the versions without a key, and serves each one's document", async () => {
    const list = await h.call("GET", "/api/v1/versions");
    expect(list.status).toBe(200);
    expect(list.body.data.map((v: { version: string; status: string }) => [v.version, v.status])).toEqual([
      ["2026-11-21", "supported"],
      ["2026-12-15", "current"],
    ]);
    const doc = async (query: string, headers = {}) =>
      (await h.call("GET", `/api/v1/openapi.json${query}`, { headers })).body;
    const [byDefault, old, newest, byHeader] = [
      await doc(""),
      await doc("?version=2026-11-21"),
      await doc("?version=2026-12-15"),
      await doc("", NEWEST),
    ];
    expect([byDefault.info.version, old.info.version, newest.info.version, byHeader.info.version]).toEqual([
      "2026-11-21",
      "2026-11-21",
      "2026-12-15",
      "2026-12-15",
    ]);
    expect(old.components.schemas.Booking.properties.total_price.type).toBe("number");
    expect(newest.components.schemas.Booking.properties.total_price).toMatchObject({
      type: "string",
      format: "money",
    });
  });

  it("writes exactly the currency's minor digits: JPY none, EUR two", async () => {
    const yen = await h.hotel.property(h.tenant.token, {
      name: "Tokyo",
      currency: "JPY",
      timezone: "Asia/Tokyo",
    });
    const inv = new InventoryScript(h.hotel, h.tenant.token, yen);
    const unit = (await inv.unit({ name: "Washitsu" })).id;
    const plan = await inv.ratePlan({
      unit_ids: [unit],
      prices: [
        { adults: 1, nightly_price: 12000 },
        { adults: 2, nightly_price: 15000 },
      ],
    });
    const key = await h.hotel.key(h.tenant.token, { property_ids: [yen], scopes: ["rates:read"] });
    const quote = await h.call("POST", "/api/v1/quote", {
      token: key.secret,
      property: yen,
      headers: NEWEST,
      body: { ...stay(unit, 20), rate_plan_id: plan },
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.data).toMatchObject({
      currency: "JPY",
      total_price: "30000",
      nightly: [{ price: "15000" }, { price: "15000" }],
    });
    const eur = await read(h.key.secret, NEWEST);
    for (const amount of [eur.body.data.total_price, eur.body.data.balance_due])
      expect(amount).toMatch(/^\d+\.\d{2}$/);
  });
});
