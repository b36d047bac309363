import { randomUUID } from "node:crypto";
import { createClient } from "@reservations/sdk";
import { faults } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booker } from "./support/booking.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { type Call, httpClient } from "./support/http.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { BOOKING_SCOPES } from "./support/scopes.js";

// A client keeping a copy of its bookings follows the list of bookings changed since a time: every
// change comes at least once, also one whose transaction commits after a later one.

let mesh: TestMesh;
let call: Call;
let key: { id: string; secret: string };
let tenant: { id: string; token: string };
let property: string;
let plan: string;
const units: string[] = [];

beforeAll(async () => {
  mesh = await startTestMesh();
  call = httpClient(mesh.url);
  const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  tenant = await hotel.tenant("Sync hotel");
  property = await hotel.property(tenant.token, { timezone: "UTC" });
  const inv = new InventoryScript(hotel, tenant.token, property);
  for (let i = 0; i < 4; i++) units.push((await inv.unit({ name: `Room ${i}` })).id);
  plan = await inv.ratePlan({ unit_ids: units });
  key = await hotel.key(tenant.token, { property_ids: [property], scopes: [...BOOKING_SCOPES] });
});
afterAll(async () => {
  faults.disarmAll();
  await mesh?.stop();
});

async function book(i: number): Promise<string> {
  const res = await booker(
    call,
    key.secret,
  )({ unit_id: units[i], rate_plan_id: plan, start_date: inDays(10), end_date: inDays(12) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

/** A copy kept by following the changes list: every (id, version) it was shown, in order. */
class Follower {
  readonly seen: string[] = [];
  private cursor: string | undefined;
  constructor(private readonly path: string) {}

  async step(): Promise<void> {
    const sep = this.path.includes("?") ? "&" : "?";
    const url = this.cursor ? `${this.path}${sep}cursor=${encodeURIComponent(this.cursor)}` : this.path;
    const res = await call("GET", url, { token: key.secret });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.next_cursor).toEqual(expect.any(String));
    for (const b of res.body.data as { id: string; version: number }[])
      this.seen.push(`${b.id}@${b.version}`);
    this.cursor = res.body.next_cursor;
  }

  async until(...wanted: string[]): Promise<void> {
    await eventually(
      `${wanted.join(", ")} among the changes`,
      async () => {
        await this.step();
        return wanted.every((w) => this.seen.includes(w)) ? true : undefined;
      },
      30_000,
    );
  }
}

describe("bookings changed since a time", () => {
  it("misses no change whose transaction commits after a later one, and shows a booking again when it changes again", async () => {
    const since = new Date().toISOString();
    const [a, b] = [await book(0), await book(1)];
    const follower = new Follower(`/api/v1/bookings?updated_since=${encodeURIComponent(since)}&limit=100`);
    await follower.until(`${a}@1`, `${b}@1`);

    // a's change holds its commit back after writing; b's confirm, begun later, commits first.
    let held!: () => void;
    const holding = new Promise<void>((r) => {
      held = r;
    });
    const disarm = faults.arm("booking.change.before-commit", async (info) => {
      if (info.bookingId !== a) return;
      held();
      await new Promise((r) => setTimeout(r, 1_500));
    });
    const q = await call("POST", `/api/v1/bookings/${a}/change-quotes`, {
      token: key.secret,
      body: { end_date: inDays(13) },
    });
    expect(q.status, JSON.stringify(q.body)).toBe(201);
    const changing = call("POST", `/api/v1/bookings/${a}/change`, {
      token: key.secret,
      headers: { "idempotency-key": randomUUID() },
      body: { change_quote_id: q.body.data.id, expected_total_price: q.body.data.proposed.total_price },
    });
    await holding;
    const confirmed = await call("POST", `/api/v1/bookings/${b}/confirm`, { token: key.secret });
    expect(confirmed.status).toBe(200);
    // The follower reads all the while a's commit is held back.
    let reading = true;
    const reads = (async () => {
      while (reading) await follower.step();
    })();
    expect((await changing).status).toBe(200);
    disarm();
    reading = false;
    await reads;
    await follower.until(`${a}@2`, `${b}@2`);

    // A booking changed again comes again, after what came before.
    expect((await call("POST", `/api/v1/bookings/${a}/cancel`, { token: key.secret })).status).toBe(200);
    await follower.until(`${a}@3`);
    expect(follower.seen.indexOf(`${a}@3`)).toBeGreaterThan(follower.seen.indexOf(`${b}@2`));
  }, 90_000);

  it("pages oldest change first, with a cursor bound to its list", async () => {
    const since = new Date().toISOString();
    const made = [await book(2), await book(3)];
    const list = `/api/v1/bookings?updated_since=${encodeURIComponent(since)}&limit=1`;
    // A change shows once every transaction older than it has ended, anywhere on the server: wait for both.
    await eventually(
      "both changes",
      async () => {
        const all = await call("GET", list.replace("limit=1", "limit=10"), { token: key.secret });
        return all.body.data.length === 2 ? true : undefined;
      },
      30_000,
    );
    const first = await call("GET", list, { token: key.secret });
    expect(first.body.data[0].id).toBe(made[0]);
    const next = await call("GET", `${list}&cursor=${encodeURIComponent(first.body.next_cursor)}`, {
      token: key.secret,
    });
    expect(next.body.data.map((x: { id: string }) => x.id)).toEqual([made[1]]);
    // The same cursor on the list newest first, or tampered with, is refused.
    for (const path of [
      `/api/v1/bookings?cursor=${encodeURIComponent(first.body.next_cursor)}`,
      `${list}&cursor=${encodeURIComponent(`${first.body.next_cursor}x`)}`,
    ]) {
      const res = await call("GET", path, { token: key.secret });
      expect(res.status, path).toBe(422);
      expect(res.body.error_code).toBe("INVALID_CURSOR");
    }
    // The hotel's list follows the same changes.
    const hotel = await call(
      "GET",
      `/api/merchant/properties/${property}/bookings?updated_since=${encodeURIComponent(since)}`,
      { token: tenant.token },
    );
    expect(hotel.status).toBe(200);
    expect(hotel.body.data.map((x: { id: string }) => x.id)).toEqual(made);
    expect(hotel.body.next_cursor).toEqual(expect.any(String));
    // The SDK's list of changes ends at the first empty page, and its cursor goes on from there.
    const client = createClient({ baseUrl: mesh.url, apiKey: key.secret });
    const changes = client.bookings.list({ updated_since: since, limit: 1 });
    expect((await changes.toArray()).map((x) => x.id)).toEqual(made);
    expect(changes.cursor).toEqual(expect.any(String));
    expect(await client.bookings.list({ updated_since: since, cursor: changes.cursor }).toArray()).toEqual(
      [],
    );
  });
});
