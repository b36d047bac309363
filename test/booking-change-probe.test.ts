import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booker } from "./support/booking.js";
import { HotelScript } from "./support/hotel.js";
import { type Call, httpClient } from "./support/http.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { BOOKING_SCOPES } from "./support/scopes.js";

// While bookings change over and over (a night added, then taken off again), a reader of
// /availability never once sees the nights each booking keeps free.

const CHANGES = 200;

let mesh: TestMesh;
let call: Call;
let key: { id: string; secret: string };
let reader: { id: string; secret: string };
let plan: string;
const singles: string[] = [];
let doubles: string;

beforeAll(async () => {
  mesh = await startTestMesh();
  call = httpClient(mesh.url);
  const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  const tenant = await hotel.tenant("Probe hotel");
  const property = await hotel.property(tenant.token, { timezone: "UTC" });
  const inv = new InventoryScript(hotel, tenant.token, property);
  for (let i = 0; i < 4; i++) singles.push((await inv.unit({ name: `Room ${i}` })).id);
  doubles = (await inv.unit({ name: "Doubles", kind: "room_type", rooms: [{ name: "1" }, { name: "2" }] }))
    .id;
  plan = await inv.ratePlan({ unit_ids: [...singles, doubles] });
  key = await hotel.key(tenant.token, { property_ids: [property], scopes: [...BOOKING_SCOPES] });
  reader = await hotel.key(tenant.token, { property_ids: [property], scopes: ["availability:read"] });
});
afterAll(async () => mesh?.stop());

async function book(unit: string, from: number, to: number): Promise<string> {
  const res = await booker(
    call,
    key.secret,
  )({ unit_id: unit, rate_plan_id: plan, start_date: inDays(from), end_date: inDays(to) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

/** One change of the booking's stay, quote then change; the answer of /change. */
async function changeOnce(id: string, body: Record<string, unknown>): Promise<number> {
  const q = await call("POST", `/api/v1/bookings/${id}/change-quotes`, { token: key.secret, body });
  expect(q.status, JSON.stringify(q.body)).toBe(201);
  const { proposed, change_fee } = q.body.data;
  const res = await call("POST", `/api/v1/bookings/${id}/change`, {
    token: key.secret,
    headers: { "idempotency-key": randomUUID() },
    body: { change_quote_id: q.body.data.id, expected_total_price: proposed.total_price + change_fee },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.status;
}

describe("availability while bookings change", () => {
  it(`shows every kept night taken at every read during ${CHANGES} changes`, async () => {
    // Nights 10..12 are kept by every booking; the changes add night 12 (or 9) and take it off again.
    const kept = await Promise.all(singles.map((u) => book(u, 10, 12)));
    const roomy = await book(doubles, 10, 12);
    await book(doubles, 10, 12); // the room type's other room: nothing of it is free on the kept nights
    const bookings = [...kept, roomy];
    const stays = [
      { end_date: inDays(13) },
      { end_date: inDays(12) },
      { start_date: inDays(9) },
      { start_date: inDays(10) },
    ];
    let done = 0;
    let reads = 0;
    const seenFree: string[] = [];
    let changing = true;
    const probe = async () => {
      while (changing) {
        const res = await call("GET", `/api/v1/availability?start=${inDays(10)}&end=${inDays(12)}`, {
          token: reader.secret,
        });
        expect(res.status).toBe(200);
        reads++;
        for (const a of res.body.data as {
          unit_id: string;
          available: boolean;
          remaining_capacity: number;
        }[]) {
          if (a.available || a.remaining_capacity > 0) seenFree.push(`${a.unit_id} after ${done} changes`);
        }
      }
    };
    const probes = [probe(), probe()];
    await Promise.all(
      bookings.map(async (id) => {
        for (let n = 0; n < CHANGES / bookings.length; n++) {
          await changeOnce(id, stays[n % stays.length]!);
          done++;
        }
      }),
    );
    changing = false;
    await Promise.all(probes);
    expect(done).toBe(CHANGES);
    expect(reads).toBeGreaterThan(CHANGES / 4);
    expect(seenFree).toEqual([]);
  }, 180_000);
});
