import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booker } from "./support/booking.js";
import { testConfig } from "./support/config.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { type Call, httpClient } from "./support/http.js";
import { InventoryScript, inDays, stayFor } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { type Receiver, receiver } from "./support/receiver.js";

// A booking's promo code on the real mesh: a private rate plan (one with promo codes) books only
// with one of its codes, the booking answers the code as sent (trimmed), and its events carry it.

let mesh: TestMesh;
let call: Call;
let token: string;
let property: string;
let units: string[];
let publicPlan: string;
let privatePlan: string;
let partner: { id: string; secret: string };
let hook: Receiver;
let nextUnit = 0;

beforeAll(async () => {
  mesh = await startTestMesh({ config: testConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" }) });
  call = httpClient(mesh.url);
  const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  const tenant = await hotel.tenant("Promo hotel");
  token = tenant.token;
  property = await hotel.property(token, { name: "Promo inn", timezone: "UTC" });
  const inv = new InventoryScript(hotel, token, property);
  units = [];
  for (let i = 0; i < 16; i++) units.push((await inv.unit({ name: `Room ${i}` })).id);
  publicPlan = await inv.ratePlan({ name: "Public", unit_ids: units });
  privatePlan = await inv.ratePlan({ name: "Summer deal", unit_ids: units, promo_codes: ["SUMMER"] });
  partner = await hotel.key(token, {
    property_ids: [property],
    scopes: ["bookings:read", "bookings:write", "bookings:read:all", "webhooks:read", "webhooks:write"],
  });
  hook = await receiver();
  const sub = await call("POST", "/api/v1/webhooks", {
    token: partner.secret,
    body: { url: hook.url, events: ["booking.created"] },
  });
  expect(sub.status, JSON.stringify(sub.body)).toBe(201);
});
afterAll(async () => {
  await hook?.close();
  await mesh?.stop();
});

const partnerBook = (body: Record<string, unknown>, key?: string) =>
  booker(call, partner.secret)(body, key ?? randomUUID());
const stay = (plan: string) => stayFor(plan, units[nextUnit++]!, 20);

describe("a booking's promo code", () => {
  it("books a private plan with one of its codes, trimmed and in any case; the booking and its event carry it", async () => {
    const res = await partnerBook({ ...stay(privatePlan), promo_code: " summer " });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ rate_plan_id: privatePlan, promo_code: "summer" });
    const id = res.body.data.id as string;
    const got = await call("GET", `/api/v1/bookings/${id}`, { token: partner.secret });
    expect(got.body.data.promo_code).toBe("summer");

    const event = await eventually("booking.created delivered", async () =>
      hook.received.map((r) => JSON.parse(r.body)).find((e) => e.data?.booking?.id === id),
    );
    expect(event.data.booking.promo_code).toBe("summer");
    const feed = await eventually("booking.created on the feed", async () => {
      const page = await call("GET", "/api/v1/events?types=booking.created&limit=100", {
        token: partner.secret,
      });
      return page.body.data.find((e: { data: { booking: { id: string } } }) => e.data.booking.id === id);
    });
    expect(feed.data.booking.promo_code).toBe("summer");
  });

  it("answers 404 RATE_PLAN_NOT_FOUND for a private plan without its code, 422 PROMO_CODE_INVALID for a code no plan takes", async () => {
    const without = await partnerBook(stay(privatePlan));
    expect(without.status, JSON.stringify(without.body)).toBe(404);
    expect(without.body.error_code).toBe("RATE_PLAN_NOT_FOUND");
    const wrong = await partnerBook({ ...stay(privatePlan), promo_code: "WINTER" });
    expect(wrong.status, JSON.stringify(wrong.body)).toBe(422);
    expect(wrong.body.error_code).toBe("PROMO_CODE_INVALID");
    const tooLong = await partnerBook({ ...stay(privatePlan), promo_code: "X".repeat(41) });
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.body.errors)).toEqual(["promo_code"]);
    const blank = await partnerBook({ ...stay(privatePlan), promo_code: "   " });
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.body.errors)).toEqual(["promo_code"]);
  });

  it("leaves promo_code null without one, and a valid code still books a public plan", async () => {
    const plain = await partnerBook(stay(publicPlan));
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    expect(plain.body.data.promo_code).toBeNull();
    const coded = await partnerBook({ ...stay(publicPlan), promo_code: "SUMMER" });
    expect(coded.status, JSON.stringify(coded.body)).toBe(201);
    expect(coded.body.data.promo_code).toBe("SUMMER");
  });

  it("counts the code in the Idempotency-Key's request: the same key with another code is IDEMPOTENCY_KEY_REUSED", async () => {
    const key = randomUUID();
    const body = stay(privatePlan);
    const first = await partnerBook({ ...body, promo_code: "SUMMER" }, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const replay = await partnerBook({ ...body, promo_code: "SUMMER" }, key);
    expect(replay.status).toBe(201);
    expect(replay.body.data.id).toBe(first.body.data.id);
    const other = await partnerBook({ ...body, promo_code: "summer" }, key);
    expect(other.status, JSON.stringify(other.body)).toBe(409);
    expect(other.body.error_code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("takes a code on the hotel's booking too; the hotel may book a private plan without one", async () => {
    const path = `/api/merchant/properties/${property}/bookings`;
    const guest = { first_name: "Ana", last_name: "Perez", email: "ana.perez@example.com" };
    const coded = await call("POST", path, {
      token,
      body: { ...stay(privatePlan), guest, promo_code: " Summer" },
    });
    expect(coded.status, JSON.stringify(coded.body)).toBe(201);
    expect(coded.body.data.promo_code).toBe("Summer");
    const without = await call("POST", path, { token, body: { ...stay(privatePlan), guest } });
    expect(without.status, JSON.stringify(without.body)).toBe(201);
    expect(without.body.data.promo_code).toBeNull();
  });

  it("keeps the code when the booking's stay changes", async () => {
    const made = await partnerBook({ ...stay(privatePlan), promo_code: "SUMMER" });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const changed = await extendStay(
      `/api/merchant/properties/${property}/bookings/${made.body.data.id}`,
      token,
    );
    expect(changed.body.data).toMatchObject({ version: 2, promo_code: "SUMMER" });

    // The partner's own change of its booking on the private plan: the code it was booked with still holds.
    const own = await partnerBook({ ...stay(privatePlan), promo_code: "SUMMER" });
    const partnerChanged = await extendStay(`/api/v1/bookings/${own.body.data.id}`, partner.secret);
    expect(partnerChanged.body.data).toMatchObject({ version: 2, promo_code: "SUMMER" });
  });
});

/** A change quote for a stay ending a day later, then the change at its total: the changed booking's answer. */
async function extendStay(path: string, bearer: string) {
  const quote = await call("POST", `${path}/change-quotes`, {
    token: bearer,
    body: { end_date: inDays(23) },
  });
  expect(quote.status, JSON.stringify(quote.body)).toBe(201);
  const changed = await call("POST", `${path}/change`, {
    token: bearer,
    headers: { "idempotency-key": randomUUID() },
    body: {
      change_quote_id: quote.body.data.id,
      expected_total_price: Number(quote.body.data.proposed.total_price) + Number(quote.body.data.change_fee),
    },
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  return changed;
}
