import type { WebhookEvent } from "@reservations/contracts";
import { ApiError, createClient } from "@reservations/sdk";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booker, guest } from "./support/booking.js";
import { testConfig } from "./support/config.js";
import { eventually } from "./support/hotel.js";
import type { Call } from "./support/http.js";
import { inDays } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { receiver } from "./support/receiver.js";
import { expirePath, hotelOn, stay } from "./support/sandbox-clock.js";

// The sandbox clock: POST /api/v1/sandbox/bookings/{id}/expire-hold runs a hold's real
// expiry now in a sandbox deployment, and is no route at all in a production one.

let mesh: TestMesh;
let h: Awaited<ReturnType<typeof hotelOn>>;
let call: Call;
let partner: { id: string; secret: string };
const closers: { close(): Promise<unknown> }[] = [];

beforeAll(async () => {
  mesh = await startTestMesh({ config: testConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" }) });
  h = await hotelOn(mesh, "sandbox");
  call = h.call;
  partner = await h.key([h.p1.id]);
});
afterAll(async () => {
  await Promise.all(closers.map((c) => c.close()));
  await mesh?.stop();
});

const as = (key: { secret: string }, property?: string) => ({
  book: booker(call, key.secret, property),
  expire: (id: string) => call("POST", expirePath(id), { token: key.secret, property }),
  get: (id: string) => call("GET", `/api/v1/bookings/${id}`, { token: key.secret, property }),
  act: (id: string, verb: string) =>
    call("POST", `/api/v1/bookings/${id}/${verb}`, { token: key.secret, property }),
});
const available = async (unit: string, from = 10) => {
  const r = await call("GET", `/api/v1/availability?start=${inDays(from)}&end=${inDays(from + 2)}`, {
    token: partner.secret,
  });
  return r.body.data.find((x: { unit_id: string }) => x.unit_id === unit).available as boolean;
};

describe("the sandbox clock in a sandbox deployment: a hold expired", () => {
  it("cancels the hold at once by hold expiry: GET shows it, confirm answers 409 BOOKING_HOLD_EXPIRED, the room sells again, booking.cancelled is sent with reason hold_expired, the expiry job is gone", async () => {
    // A subscriber of booking.cancelled, to see the event the expiry sends.
    const r = await receiver();
    closers.push(r);
    const watcher = await h.key([h.p1.id], ["webhooks:read", "webhooks:write", "bookings:read:all"]);
    const sub = await call("POST", "/api/v1/webhooks", {
      token: watcher.secret,
      body: { url: r.url, events: ["booking.cancelled"] },
    });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);

    const me = as(partner);
    const unit = h.p1.units[0]!;
    const hold = await me.book({ ...stay(h.p1, unit), hold_minutes: 30 });
    expect(hold.status, JSON.stringify(hold.body)).toBe(201);
    const id: string = hold.body.data.id;
    expect(await available(unit)).toBe(false);
    // The hold's delayed expiry job, 30 minutes out, as the booking service scheduled it.
    const redis = new Redis(mesh.config.REDIS_URL, { maxRetriesPerRequest: null });
    const jobs = new Queue("booking-holds", { connection: redis, prefix: mesh.config.REDIS_PREFIX });
    closers.push({ close: () => jobs.close().then(() => redis.quit()) });
    expect(await jobs.getJob(id)).toBeDefined();

    const before = Date.now();
    const expired = await me.expire(id);
    expect(expired.status, JSON.stringify(expired.body)).toBe(200);
    const booking = expired.body.data;
    expect(booking).toMatchObject({
      id,
      status: "cancelled",
      cancellation_reason: "hold_expired",
      is_hold: true,
      hold_origin: "api",
    });
    // The clock ran out now, not after the cancel and long before the 30 minutes.
    expect(Date.parse(booking.hold_expires_at)).toBeLessThanOrEqual(Date.parse(booking.cancelled_at));
    expect(Date.parse(booking.hold_expires_at)).toBeLessThan(Date.parse(hold.body.data.hold_expires_at));
    expect(Date.parse(booking.cancelled_at)).toBeGreaterThan(before - 5000);

    const read = await me.get(id);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(booking);
    const confirm = await me.act(id, "confirm");
    expect(confirm.status).toBe(409);
    expect(confirm.body.error_code).toBe("BOOKING_HOLD_EXPIRED");
    // The expiry job was dropped with the cancel: nothing is left for it to do.
    expect(await jobs.getJob(id)).toBeUndefined();

    // The room is back on sale: the same unit and dates book again.
    await eventually("room back on sale", async () => ((await available(unit)) ? true : undefined));
    const again = await me.book(stay(h.p1, unit));
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data.unit_id).toBe(unit);

    const delivered = await eventually(
      "booking.cancelled delivered",
      async () => r.received.find((x) => x.body.includes(id)),
      10_000,
    );
    const event = new Webhook(sub.body.data.secret).verify(
      delivered.body,
      delivered.headers as Record<string, string>,
    ) as WebhookEvent;
    expect(event.type).toBe("booking.cancelled");
    expect(event.data).toMatchObject({
      reason: "hold_expired",
      booking: { id, status: "cancelled", cancellation_reason: "hold_expired" },
    });

    // Again: the expired hold as it is, no second cancel.
    const repeat = await me.expire(id);
    expect(repeat.status).toBe(200);
    expect(repeat.body.data).toEqual(booking);
  });
});

describe("the sandbox clock in a sandbox deployment: whose holds, and which bookings", () => {
  it("acts on the key's own holds in the property only: another key's hold, or another property's, is 404 BOOKING_NOT_FOUND and stays a live hold", async () => {
    const other = await h.key([h.p1.id]);
    const both = await h.key([h.p1.id, h.p2.id]);
    const theirs = await as(other).book({ ...stay(h.p1, h.p1.units[1]!, 20), hold_minutes: 30 });
    expect(theirs.status).toBe(201);
    const inP2 = await as(both, h.p2.id).book({ ...stay(h.p2, h.p2.units[0]!, 20), hold_minutes: 30 });
    expect(inP2.status).toBe(201);

    const refusals = [
      await as(partner).expire(theirs.body.data.id),
      await as(both, h.p1.id).expire(inP2.body.data.id),
    ];
    for (const res of refusals) {
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body.error_code).toBe("BOOKING_NOT_FOUND");
    }
    expect((await as(other).get(theirs.body.data.id)).body.data).toMatchObject({ status: "pending" });
    expect((await as(both, h.p2.id).get(inP2.body.data.id)).body.data).toMatchObject({ status: "pending" });
    // The owner, in the hold's property, may.
    expect((await as(other).expire(theirs.body.data.id)).body.data.status).toBe("cancelled");
  });

  it("refuses a booking that is no pending hold with 409 BOOKING_NOT_HOLD, and a key without bookings:write with 403", async () => {
    const me = as(partner);
    const plain = await me.book(stay(h.p1, h.p1.units[2]!, 30));
    expect(plain.body.data).toMatchObject({ status: "pending", is_hold: false });
    const confirmed = await me.book({ ...stay(h.p1, h.p1.units[2]!, 40), hold_minutes: 30 });
    expect((await me.act(confirmed.body.data.id, "confirm")).body.data.status).toBe("confirmed");
    const cancelled = await me.book({ ...stay(h.p1, h.p1.units[2]!, 50), hold_minutes: 30 });
    expect((await me.act(cancelled.body.data.id, "cancel")).body.data.status).toBe("cancelled");

    for (const b of [plain, confirmed, cancelled]) {
      const res = await me.expire(b.body.data.id);
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.error_code).toBe("BOOKING_NOT_HOLD");
    }
    // Unchanged by the refusals.
    expect((await me.get(plain.body.data.id)).body.data.status).toBe("pending");
    expect((await me.get(confirmed.body.data.id)).body.data.status).toBe("confirmed");
    expect((await me.get(cancelled.body.data.id)).body.data.cancellation_reason).toBe("guest");

    const reader = await h.key([h.p1.id], ["bookings:read"]);
    const hold = await me.book({ ...stay(h.p1, h.p1.units[2]!, 60), hold_minutes: 30 });
    const res = await as(reader).expire(hold.body.data.id);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error_code: "APIKEY_SCOPE_MISSING", scope: "bookings:write" });
  });
});

describe("the sandbox clock in a sandbox deployment: races, the SDK and the document", () => {
  it("raced with confirm and the real expiry job, 20 holds: each ends once, confirmed or expired, with one event", async () => {
    const redis = new Redis(mesh.config.REDIS_URL, { maxRetriesPerRequest: null });
    const jobs = new Queue("booking-holds", { connection: redis, prefix: mesh.config.REDIS_PREFIX });
    closers.push({ close: () => jobs.close().then(() => redis.quit()) });
    const key = as(partner, h.p1.id);
    const holds: string[] = [];
    for (let i = 0; i < 20; i++) {
      const made = await key.book({ ...stay(h.p1, h.p1.units[i % 3]!, 100 + 2 * i), hold_minutes: 10 });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      holds.push(made.body.data.id);
    }
    const outcomes = await Promise.all(
      holds.map(async (id, i) => {
        const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
        const [expired, confirmed] = await Promise.all([
          (async () => {
            await wait(i % 4);
            return key.expire(id);
          })(),
          (async () => {
            await wait((i * 3) % 5);
            return key.act(id, "confirm");
          })(),
          (async () => {
            await wait(i % 3);
            // The hold's expiry job, due in ten minutes, runs now (once the clock ran out, it expires).
            await (await jobs.getJob(id))?.promote().catch(() => {});
          })(),
        ]);
        return { id, expired: expired.status, confirmed: confirmed.status, code: confirmed.body?.error_code };
      }),
    );
    for (const o of outcomes) {
      const { rows } = await mesh.db.query(
        "SELECT status, cancellation_reason FROM booking.bookings WHERE id = $1",
        [o.id],
      );
      const { rows: events } = await mesh.db.query(
        `SELECT event->>'type' AS type, event->'data'->>'reason' AS reason FROM booking.outbox
          WHERE event->'data'->'booking'->>'id' = $1 AND event->>'type' <> 'booking.created'`,
        [o.id],
      );
      if (rows[0].status === "confirmed") {
        expect(o).toMatchObject({ confirmed: 200, expired: 409 });
        expect(events).toEqual([{ type: "booking.confirmed", reason: null }]);
      } else {
        expect(rows[0]).toEqual({ status: "cancelled", cancellation_reason: "hold_expired" });
        expect(o).toMatchObject({ expired: 200, confirmed: 409, code: "BOOKING_HOLD_EXPIRED" });
        expect(events).toEqual([{ type: "booking.cancelled", reason: "hold_expired" }]);
      }
    }
    const confirmed = outcomes.filter((o) => o.confirmed === 200).length;
    console.log(`expire-hold against confirm and the job: ${confirmed} confirmed, ${20 - confirmed} expired`);
  });

  it("is the SDK's sandbox.expireHold: the hold comes back cancelled by expiry; a booking that is no hold throws ApiError 409 BOOKING_NOT_HOLD", async () => {
    const client = createClient({ baseUrl: mesh.url, apiKey: partner.secret });
    const unit = h.p1.units[1]!;
    const hold = await client.bookings.create({ ...stay(h.p1, unit, 70), adults: 2, hold_minutes: 5, guest });
    const expired = await client.sandbox.expireHold(hold.id);
    expect(expired).toMatchObject({ id: hold.id, status: "cancelled", cancellation_reason: "hold_expired" });
    const confirmed = await client.bookings.create({ ...stay(h.p1, unit, 80), adults: 2, guest });
    await client.bookings.confirm(confirmed.id);
    const refusal = await client.sandbox.expireHold(confirmed.id).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 409, error_code: "BOOKING_NOT_HOLD" });
  });

  it("is listed in the document a sandbox deployment serves", async () => {
    const doc = (await call("GET", "/api/v1/openapi.json")).body;
    expect(doc.paths["/api/v1/sandbox/bookings/{booking_id}/expire-hold"].post.operationId).toBe(
      "partnerExpireSandboxHold",
    );
    expect(doc.tags.map((t: { name: string }) => t.name)).toContain("sandbox");
  });
});
