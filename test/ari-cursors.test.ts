import { randomUUID } from "node:crypto";
import { CursorCodec } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AriFollower } from "./support/ari.js";
import { booker } from "./support/booking.js";
import type { HotelScript } from "./support/hotel.js";
import type { Call } from "./support/http.js";
import { inDays } from "./support/inventory.js";
import type { TestMesh } from "./support/mesh.js";
import { startPartnerHotel } from "./support/partner-hotel.js";
import { BOOKING_SCOPES } from "./support/scopes.js";

// The ARI change log's cursors: kinds by the key's scopes, bad and expired cursors, and a change
// whose transaction commits after a later one's, which a follower still reads.

let mesh: TestMesh;
let call: Call;
let hotel: HotelScript;
let tenant: { id: string; token: string };
let property: string;
let plan: string;
let full: { id: string; secret: string };
const units: string[] = [];

beforeAll(async () => {
  const h = await startPartnerHotel("ARI cursors", { units: 3 });
  ({ mesh, call, hotel, tenant, property, plan } = h);
  full = h.key;
  units.push(...h.units);
});

afterAll(async () => {
  await mesh?.stop();
});

const merchant = (method: string, rest: string, body?: unknown) =>
  call(method, `/api/merchant/properties/${property}${rest}`, { token: tenant.token, body });

/** A booking, a price change and a restriction: one entry of each kind but units. */
async function writeOneOfEach(unit: number, day: number): Promise<void> {
  const b = await booker(
    call,
    full.secret,
  )({
    unit_id: units[unit],
    rate_plan_id: plan,
    start_date: inDays(day),
    end_date: inDays(day + 1),
  });
  expect(b.status).toBe(201);
  const priced = await merchant("PATCH", `/rate-plans/${plan}`, {
    prices: [{ adults: 2, nightly_price: 100 + day }],
  });
  expect(priced.status).toBe(200);
  const restricted = await merchant("PUT", `/rate-plans/${plan}/restrictions`, {
    from: inDays(day),
    to: inDays(day),
    closed_to_arrival: true,
  });
  expect(restricted.status).toBe(200);
}

describe("kinds by scope", () => {
  it("availability:read sees availability and units, rates:read rates and restrictions, neither 403", async () => {
    const avail = await hotel.key(tenant.token, { property_ids: [property], scopes: ["availability:read"] });
    const rates = await hotel.key(tenant.token, { property_ids: [property], scopes: ["rates:read"] });
    const neither = await hotel.key(tenant.token, { property_ids: [property], scopes: ["units:read"] });
    const followers = [new AriFollower(call, avail.secret), new AriFollower(call, rates.secret)];
    for (const f of followers) await f.start();
    await writeOneOfEach(0, 10);
    await merchant("PATCH", `/units/${units[2]}`, { name: "Renamed" });
    const kinds = async (f: AriFollower, want: number) => {
      for (let i = 0; i < 100 && f.seen.length < want; i++) await f.follow();
      return [...new Set(f.seen.map((e) => e.kind))].sort();
    };
    expect(await kinds(followers[0]!, 2)).toEqual(["availability", "units"]);
    expect(await kinds(followers[1]!, 2)).toEqual(["rates", "restrictions"]);
    const refused = await call("GET", "/api/v1/ari/changes", { token: neither.secret });
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe("APIKEY_SCOPE_MISSING");
  });
});

describe("cursors", () => {
  it("a tampered cursor is 422 INVALID_CURSOR, as is one of another property or of other scopes", async () => {
    const f = new AriFollower(call, full.secret);
    await f.start();
    const [payload, mac] = f.cursor!.split(".");
    const tampered = `${payload}x.${mac}`;
    const other = await hotel.property(tenant.token, { timezone: "UTC" });
    const wide = await hotel.key(tenant.token, {
      property_ids: [property, other],
      scopes: [...BOOKING_SCOPES],
    });
    const narrow = await hotel.key(tenant.token, { property_ids: [property], scopes: ["availability:read"] });
    for (const [token, cursor, prop] of [
      [full.secret, tampered, undefined],
      [wide.secret, f.cursor!, other],
      [narrow.secret, f.cursor!, undefined],
    ] as const) {
      const res = await call("GET", `/api/v1/ari/changes?cursor=${encodeURIComponent(cursor)}`, {
        token,
        property: prop,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.error_code).toBe("INVALID_CURSOR");
    }
  });

  it("a cursor older than 7 days is 410 ARI_CURSOR_EXPIRED", async () => {
    const codec = new CursorCodec(mesh.config.CURSOR_SECRET);
    const kinds = "availability,units,rates,restrictions";
    const old = codec.encode(`ari|${property}|${kinds}`, {
      x: "1",
      s: "0",
      t: String(Date.now() - 8 * 86_400_000),
    });
    const res = await call("GET", `/api/v1/ari/changes?cursor=${encodeURIComponent(old)}`, {
      token: full.secret,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(410);
    expect(res.body.error_code).toBe("ARI_CURSOR_EXPIRED");
  });

  it("a change whose transaction began first but commits last is still read", async () => {
    const f = new AriFollower(call, full.secret);
    await f.start();
    const admin = await mesh.db.connect();
    try {
      // A sale block written in a transaction that stays open while a booking commits after it.
      await admin.query("BEGIN");
      await admin.query(
        `INSERT INTO inventory.sale_blocks (id, tenant_id, property_id, unit_id, start_date, end_date)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [`sb_${randomUUID()}`, tenant.id, property, units[1], inDays(70), inDays(72)],
      );
      const b = await booker(
        call,
        full.secret,
      )({ unit_id: units[2], rate_plan_id: plan, start_date: inDays(80), end_date: inDays(81) });
      expect(b.status).toBe(201);
      // The booking's entry waits behind the open transaction: nothing passes it.
      expect(await f.follow()).toEqual([]);
      await admin.query("COMMIT");
    } finally {
      admin.release();
    }
    for (let i = 0; i < 100 && f.seen.length < 2; i++) await f.follow();
    expect(f.seen.map((e) => [e.unit_ids[0], e.from])).toEqual([
      [units[1], inDays(70)],
      [units[2], inDays(80)],
    ]);
  });
});
