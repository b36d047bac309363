import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booker } from "./support/booking.js";
import { testConfig } from "./support/config.js";
import { eventually, type HotelScript } from "./support/hotel.js";
import type { Call } from "./support/http.js";
import { inDays } from "./support/inventory.js";
import type { TestMesh } from "./support/mesh.js";
import { startPartnerHotel } from "./support/partner-hotel.js";
import { type Receiver, receiver } from "./support/receiver.js";
import { BOOKING_SCOPES } from "./support/scopes.js";

// ari.changed: a property's changes merged into at most one delivery every 5 s, to subscriptions
// whose owner may read availability.

let mesh: TestMesh;
let call: Call;
let hotel: HotelScript;
let hook: Receiver;
let plan: string;
let key: { id: string; secret: string };
const units: string[] = [];

beforeAll(async () => {
  const h = await startPartnerHotel("ARI events", {
    units: 10,
    scopes: [...BOOKING_SCOPES, "webhooks:write"],
    mesh: { config: testConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" }) },
  });
  ({ mesh, call, hotel, plan, key } = h);
  units.push(...h.units);
  hook = await receiver();
  const sub = await call("POST", "/api/v1/webhooks", {
    token: key.secret,
    body: { url: hook.url, events: ["ari.*"] },
  });
  expect(sub.status, JSON.stringify(sub.body)).toBe(201);
  // A change after subscribing, delivered before the bookings start: the sender has caught up with
  // the hotel's setup, which a busy machine can hold back until the bookings are over.
  const renamed = await h.merchant("PATCH", `/units/${units[0]}`, { name: "Room 0, renamed" });
  expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
  await eventually(
    "a first ari.changed delivered",
    async () => (hook.received.length > 0 ? true : undefined),
    30_000,
  );
}, 60_000);

afterAll(async () => {
  await hook?.close();
  await mesh?.stop();
});

interface Delivery {
  timestamp: string;
  type: string;
  data: { kind: string; kinds: string[]; unit_ids: string[]; from: string | null; to: string | null };
}
const deliveries = (): Delivery[] => hook.received.map((r) => JSON.parse(r.body) as Delivery);

describe("ari.changed", () => {
  it("merges 100 bookings into at most one delivery per 5 s that covers every unit and night", async () => {
    const started = Date.now();
    const book = booker(call, key.secret);
    // Ten rounds of ten over about 8 s: changes keep coming while merges are sent.
    for (let round = 0; round < 10; round++) {
      await new Promise((r) => setTimeout(r, 800));
      const made = await Promise.all(
        units.map((u, i) =>
          book({
            unit_id: u,
            rate_plan_id: plan,
            start_date: inDays(10 + round * 2),
            end_date: inDays(11 + round * 2 + (i % 2)),
          }),
        ),
      );
      for (const r of made) expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    const booked = Array.from({ length: 10 }, (_, round) =>
      units.map((u, i) => ({ u, from: inDays(10 + round * 2), to: inDays(11 + round * 2 + (i % 2)) })),
    ).flat();
    const covers = (d: Delivery, b: (typeof booked)[number]) =>
      d.data.kinds.includes("availability") &&
      d.data.unit_ids.includes(b.u) &&
      (d.data.from === null || d.data.from <= b.from) &&
      (d.data.to === null || d.data.to >= b.to);
    // Every unit and night booked shows in a delivery once the last merge is sent.
    const got = await eventually(
      "every booking's nights delivered",
      async () => {
        const d = deliveries();
        return booked.every((b) => d.some((x) => covers(x, b))) ? d : undefined;
      },
      20_000,
    );
    const spent = (Date.now() - started) / 1000;
    expect(got.length).toBeLessThanOrEqual(Math.ceil(spent / 5) + 1);
    // Each event's time is when it was sent: two of one property are 5 s apart (less a clock tick).
    const times = got.map((d) => Date.parse(d.timestamp)).sort((a, b) => a - b);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(4900);
    // The first may carry the hotel's setup (units, the plan) made just before; the rest the bookings.
    for (const d of got) expect(d.type).toBe("ari.changed");
    expect(got.filter((d) => d.data.kinds.includes("availability")).length).toBeGreaterThanOrEqual(2);
  });

  it("a key without availability:read cannot subscribe to it", async () => {
    const tenant = await hotel.tenant("No scope");
    const own = await hotel.property(tenant.token, { timezone: "UTC" });
    const tenantKey = await hotel.key(tenant.token, {
      property_ids: [own],
      scopes: ["bookings:read", "webhooks:write"],
    });
    const refused = await call("POST", "/api/v1/webhooks", {
      token: tenantKey.secret,
      property: own,
      body: { url: hook.url, events: ["ari.changed"] },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
  });
});
