import type { ChildProcess } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { booker } from "./support/booking.js";
import { testConfig } from "./support/config.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { httpClient } from "./support/http.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { privateRedis } from "./support/redis.js";

/** A hotel with one unit, a rate plan and a key that books and reads. */
async function hotelOn(mesh: TestMesh) {
  const call = httpClient(mesh.url);
  const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  const t = await hotel.tenant("Holds");
  const p = await hotel.property(t.token, { timezone: "UTC" });
  const inv = new InventoryScript(hotel, t.token, p);
  const units = await Promise.all([1, 2, 3].map((i) => inv.unit({ name: `U${i}` })));
  const plan = await inv.ratePlan({ unit_ids: units.map((u) => u.id) });
  const key = await hotel.key(t.token, {
    property_ids: [p],
    scopes: ["bookings:read", "bookings:write", "bookings:cancel", "availability:read"],
  });
  const book = booker(call, key.secret);
  const stay = (unit: string) => ({
    unit_id: unit,
    rate_plan_id: plan,
    start_date: inDays(10),
    end_date: inDays(12),
  });
  const get = (id: string) => call("GET", `/api/v1/bookings/${id}`, { token: key.secret });
  const confirm = (id: string) => call("POST", `/api/v1/bookings/${id}/confirm`, { token: key.secret });
  const available = async (unit: string) => {
    const r = await call("GET", `/api/v1/availability?start=${inDays(10)}&end=${inDays(12)}`, {
      token: key.secret,
    });
    return r.body.data.find((x: { unit_id: string }) => x.unit_id === unit).available as boolean;
  };
  return { units: units.map((u) => u.id as string), book, stay, get, confirm, available };
}

describe("hold expiry", () => {
  const meshes: TestMesh[] = [];
  let redisServer: ChildProcess | undefined;
  afterAll(async () => {
    await Promise.all(meshes.map((m) => m.stop()));
    redisServer?.kill("SIGTERM");
  });

  it("the sweep cancels a hold past its time; confirm then answers 409 BOOKING_HOLD_EXPIRED; the room returns to sale", async () => {
    const mesh = await startTestMesh({ config: testConfig({ HOLD_SWEEP_EVERY_MS: "300" }) });
    meshes.push(mesh);
    const h = await hotelOn(mesh);
    const hold = await h.book({ ...h.stay(h.units[0]!), hold_minutes: 5 });
    expect(await h.available(h.units[0]!)).toBe(false);
    await mesh.services.booking.kit.pool.query(
      "UPDATE booking.bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1",
      [hold.body.data.id],
    );
    const cancelled = await eventually("hold cancelled by the sweep", async () => {
      const r = await h.get(hold.body.data.id);
      return r.body.data.status === "cancelled" ? r.body.data : undefined;
    });
    expect(cancelled).toMatchObject({
      cancellation_reason: "hold_expired",
      is_hold: true,
      hold_origin: "api",
    });
    const confirm = await h.confirm(hold.body.data.id);
    expect(confirm.status).toBe(409);
    expect(confirm.body.error_code).toBe("BOOKING_HOLD_EXPIRED");
    await eventually("room back on sale", async () => ((await h.available(h.units[0]!)) ? true : undefined));
  });

  it("a 1-minute hold is cancelled within 2 s of hold_expires_at; after FLUSHALL the sweep still expires holds", async () => {
    // Mesh A: the delayed job does the work (the sweep is far away).
    const a = await startTestMesh({ config: testConfig({ HOLD_SWEEP_EVERY_MS: "600000" }) });
    meshes.push(a);
    // Mesh B: a Redis of its own, emptied with FLUSHALL right after the hold is made.
    const { server, url: redisUrl, client: probe } = await privateRedis();
    redisServer = server;
    const b = await startTestMesh({
      config: testConfig({ REDIS_URL: redisUrl, HOLD_SWEEP_EVERY_MS: "1000" }),
    });
    meshes.push(b);

    const ha = await hotelOn(a);
    const hb = await hotelOn(b);
    const [holdA, holdB] = await Promise.all([
      ha.book({ ...ha.stay(ha.units[0]!), hold_minutes: 1 }),
      hb.book({ ...hb.stay(hb.units[0]!), hold_minutes: 1 }),
    ]);
    expect(holdA.status).toBe(201);
    expect(holdB.status).toBe(201);
    expect(await probe.flushall()).toBe("OK");
    expect(await probe.dbsize()).toBe(0);

    const watch = async (h: typeof ha, id: string, expiresAt: string) => {
      const done = await eventually(
        `hold ${id} cancelled`,
        async () => {
          const r = await h.get(id);
          if (!r.body?.data) throw new Error(`GET booking answered ${r.status} ${JSON.stringify(r.body)}`);
          return r.body.data.status === "cancelled" ? Date.now() : undefined;
        },
        75_000,
      );
      return done - Date.parse(expiresAt);
    };
    const [lateA, lateB] = await Promise.all([
      watch(ha, holdA.body.data.id, holdA.body.data.hold_expires_at),
      watch(hb, holdB.body.data.id, holdB.body.data.hold_expires_at),
    ]);
    console.log(`1-minute hold cancelled ${lateA} ms after hold_expires_at (delayed job)`);
    console.log(`after FLUSHALL, hold cancelled ${lateB} ms after hold_expires_at (sweep every 1 s)`);
    expect(lateA).toBeLessThanOrEqual(2000);
    expect(lateB).toBeLessThanOrEqual(2500);
    expect((await ha.get(holdA.body.data.id)).body.data.cancellation_reason).toBe("hold_expired");
    expect((await hb.get(holdB.body.data.id)).body.data.cancellation_reason).toBe("hold_expired");
    probe.disconnect();
  }, 120_000);
});
