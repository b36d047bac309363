import { faults } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HotelScript } from "./support/hotel.js";
import { type Call, httpClient } from "./support/http.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";

// A channel manager's first call pulls a year of rates and availability for the whole
// property. 500 single units, 3 api rate plans, 365 nights: every entry in one answer.
const UNITS = 500;
const PLANS = [
  { name: "Flexible", one: 80, two: 100 },
  { name: "Non-refundable", one: 70, two: 90.5 },
  { name: "Breakfast", one: 95, two: 125 },
];
const NIGHTS = 365;
/** Concurrent unit creations, as the other mesh tests make their units. */
const BATCH = 25;

interface RatesEntry {
  unit_id: string;
  rate_plan_id: string;
  min_stay: number | null;
  max_stay: number | null;
  days: { date: string; prices: { adults: number; price: number }[] }[];
}

let mesh: TestMesh;
let call: Call;
let key: string;
const units: string[] = [];
const plans: string[] = [];
let blockedUnit: string;
const from = inDays(1);
const to = inDays(1 + NIGHTS);

beforeAll(async () => {
  const started = Date.now();
  mesh = await startTestMesh();
  call = httpClient(mesh.url);
  const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  const t = await hotel.tenant("Wide hotel");
  const propertyId = await hotel.property(t.token, { timezone: "UTC" });
  const inv = new InventoryScript(hotel, t.token, propertyId);
  for (let i = 0; i < UNITS; i += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, UNITS - i) }, (_, k) =>
      inv.unit({ name: `Room ${i + k + 1}`, max_adults: 2 }),
    );
    units.push(...(await Promise.all(batch)).map((u: { id: string }) => u.id));
  }
  for (const p of PLANS) {
    plans.push(
      await inv.ratePlan({
        name: p.name,
        unit_ids: units,
        min_stay: 1,
        max_stay: 30,
        prices: [
          { adults: 1, nightly_price: p.one },
          { adults: 2, nightly_price: p.two },
        ],
      }),
    );
  }
  // One unit blocked for a week inside the year, so the availability answer is not all alike.
  blockedUnit = units[123]!;
  await inv.saleBlock({ unit_id: blockedUnit, start_date: inDays(100), end_date: inDays(107) });
  key = (
    await hotel.key(t.token, {
      property_ids: [propertyId],
      scopes: ["availability:read", "rates:read"],
    })
  ).secret;
  console.log(`wide reads: ${UNITS} units and ${PLANS.length} plans set up in ${Date.now() - started} ms`);
}, 60_000);
afterAll(async () => {
  faults.disarmAll();
  await mesh?.stop();
});

const get = (path: string) => call("GET", path, { token: key });

/** Checks a whole year of rates: every unit × plan once, every night in order, each plan's prices. */
function expectEveryRate(body: { data: RatesEntry[]; next_cursor: unknown }) {
  expect(Object.keys(body)).toEqual(["data", "next_cursor"]);
  expect(body.next_cursor).toBeNull();
  expect(body.data).toHaveLength(UNITS * PLANS.length);
  const pairs = new Set(body.data.map((e) => `${e.unit_id} ${e.rate_plan_id}`));
  expect(pairs.size).toBe(UNITS * PLANS.length);
  for (const u of units) for (const p of plans) expect(pairs.has(`${u} ${p}`)).toBe(true);
  // Each plan's year as the API shapes it, compared as text: 547,500 nights checked in one pass.
  const year = plans.map((_, i) =>
    JSON.stringify(
      Array.from({ length: NIGHTS }, (_, n) => ({
        date: inDays(1 + n),
        prices: [
          { adults: 1, price: PLANS[i]!.one },
          { adults: 2, price: PLANS[i]!.two },
        ],
        restrictions: {},
      })),
    ),
  );
  const wrong = body.data.filter(
    (e) =>
      JSON.stringify(Object.keys(e)) !== '["unit_id","rate_plan_id","min_stay","max_stay","days"]' ||
      e.min_stay !== 1 ||
      e.max_stay !== 30 ||
      JSON.stringify(e.days) !== year[plans.indexOf(e.rate_plan_id)],
  );
  expect(wrong.map((e) => `${e.unit_id} ${e.rate_plan_id}`)).toEqual([]);
}

describe("wide reads: a year of a 500-unit property in one answer: rates and availability", () => {
  it("GET /rates over 365 nights answers 200 with every unit × plan and every night", async () => {
    const started = Date.now();
    const res = await get(`/api/v1/rates?from=${from}&to=${to}`);
    const took = Date.now() - started;
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expectEveryRate(res.body);
    console.log(`wide reads: GET /rates, ${NIGHTS} nights × ${UNITS * PLANS.length} entries, in ${took} ms`);
  });

  it("GET /availability over 365 nights answers 200 with every unit", async () => {
    const res = await get(`/api/v1/availability?start=${from}&end=${to}`);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.next_cursor).toBeNull();
    expect(res.body.data).toHaveLength(UNITS);
    expect(res.body.data.map((e: { unit_id: string }) => e.unit_id).sort()).toEqual([...units].sort());
    for (const entry of res.body.data) {
      const blocked = entry.unit_id === blockedUnit;
      expect(entry).toEqual({
        unit_id: entry.unit_id,
        available: !blocked,
        remaining_capacity: blocked ? 0 : 1,
      });
    }
  });
});

describe("wide reads: a year of a 500-unit property in one answer: a reply chunk lost", () => {
  it("a reply chunk lost between inventory and the gateway answers a coded 503 within the timeout, then all is well", async () => {
    // Inventory's connection as if its server took 64 KiB messages: every wide answer goes in many chunks.
    const nc = mesh.services.inventory.kit.nc;
    const realMax = nc.info!.max_payload;
    nc.info!.max_payload = 64 * 1024;
    let chunks = 0;
    let lose = true;
    const disarm = faults.arm("rpc.reply.chunk", (info) => {
      chunks++;
      if (lose && info.index === 2) throw new Error("lost on the way");
    });
    try {
      const started = Date.now();
      const lost = await get(`/api/v1/rates?from=${from}&to=${to}`);
      expect(lost.status).toBe(503);
      expect(lost.body).toEqual({ message: expect.any(String), error_code: "SERVICE_UNAVAILABLE" });
      expect(lost.headers.get("retry-after")).toBe("1");
      expect(Date.now() - started).toBeLessThan(mesh.config.NATS_REQUEST_TIMEOUT_MS);
      expect(chunks).toBeGreaterThan(2);
      lose = false;
      chunks = 0;
      const whole = await get(`/api/v1/rates?from=${from}&to=${to}`);
      expect(whole.status).toBe(200);
      expect(chunks).toBeGreaterThan(2);
      expectEveryRate(whole.body);
    } finally {
      disarm();
      nc.info!.max_payload = realMax;
    }
  });
});
