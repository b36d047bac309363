import {
  connectNats,
  connectRedis,
  createLogger,
  faults,
  KeyStates,
  type NatsConnection,
  startService,
} from "@reservations/service-kit";
import { Queue } from "bullmq";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_ALLOWED_NOW } from "../services/webhooks/src/domain/authority.js";
import { webhooksService } from "../services/webhooks/src/service.js";
import { booker } from "./support/booking.js";
import { testConfig } from "./support/config.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { type Call, httpClient } from "./support/http.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { type Receiver, receiver } from "./support/receiver.js";

// DESIGN "Authority of a subscription": a key's subscription delivers only while the key is
// active and unexpired, its hotel is active, it holds the event family's scope and covers the
// event's property; what happens meanwhile is never delivered, not even after a resume.

const SUBSCRIBER_SCOPES = ["webhooks:read", "webhooks:write", "bookings:read:all", "bookings:read"];
const RETRY_MS = 600;
const CAP = 3;
const today = () => new Date().toISOString().slice(0, 10);
const silent = createLogger({ name: "webhooks", level: "silent" });

/**
 * Asserting that something did NOT arrive cannot be a poll: after the control has received the
 * same event (so the fan-out and the sends are done), give a stray delivery this long to show up.
 */
const quietFor = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Key = { id: string; secret: string };
type Subscriber = { key: Key; sub: { id: string; secret: string }; inbox: Receiver };

describe("webhook authority", () => {
  let mesh: TestMesh;
  let call: Call;
  let hotel: HotelScript;
  let db: pg.Pool;
  let nc: NatsConnection;
  let states: KeyStates;
  let tenant: { id: string; token: string };
  let p1: string;
  let units: string[];
  let plan: string;
  let bookingKey: Key;
  const receivers: Receiver[] = [];

  beforeAll(async () => {
    mesh = await startTestMesh({
      // Alone in its database: another mesh's sweep would take these deliveries and refuse them
      // (its key-states bucket knows none of these keys), another keys service would publish
      // these keys' states into its own bucket.
      config: testConfig({
        WEBHOOK_ALLOW_PRIVATE_URLS: "true",
        WEBHOOK_RETRY_SCHEDULE_MS: `0,${RETRY_MS},${RETRY_MS},${RETRY_MS}`,
        WEBHOOK_SWEEP_EVERY_MS: "500",
        WEBHOOK_MAX_SUBSCRIPTIONS_PER_KEY: String(CAP),
      }),
    });
    db = new pg.Pool({ connectionString: mesh.config.DATABASE_URL, max: 2 });
    nc = await connectNats(mesh.config.NATS_URL, "webhook-authority-test");
    states = await KeyStates.open(nc, mesh.config.NATS_NAMESPACE);
    call = httpClient(mesh.url);
    hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    tenant = await hotel.tenant("Authority hotel");
    p1 = await hotel.property(tenant.token, { timezone: "UTC", name: "P1" });
    const inv = new InventoryScript(hotel, tenant.token, p1);
    units = (await Promise.all([0, 1, 2, 3].map((i) => inv.unit({ name: `U${i}` })))).map((u) => u.id);
    plan = await inv.ratePlan({ unit_ids: units });
    // "B": the third key, whose bookings are the events.
    bookingKey = await hotel.key(tenant.token, {
      property_ids: [p1],
      scopes: ["bookings:write", "bookings:read"],
    });
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await nc?.drain();
    await db?.end();
    await mesh?.stop();
  });

  const listen = async (answer?: Parameters<typeof receiver>[0]) => {
    const r = await receiver(answer);
    receivers.push(r);
    return r;
  };

  /** A key of the hotel (webhooks and bookings:read:all) subscribed to booking.* with a receiver of its own. */
  const subscriber = async (
    answer?: Parameters<typeof receiver>[0],
    t: { token: string } = tenant,
    property = p1,
  ): Promise<Subscriber> => {
    const key = await hotel.key(t.token, { property_ids: [property], scopes: SUBSCRIBER_SCOPES });
    const inbox = await listen(answer);
    const res = await call("POST", "/api/v1/webhooks", {
      token: key.secret,
      body: { url: inbox.url, events: ["booking.*"] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { key, sub: { id: res.body.data.id, secret: res.body.data.secret }, inbox };
  };

  let day = 5;
  /** A booking by key B on its own night (each call takes the next one, so none collides). */
  const book = async (key: Key = bookingKey, unit = units[0], ratePlan = plan, extra = {}) => {
    const res = await booker(
      call,
      key.secret,
    )({ unit_id: unit, rate_plan_id: ratePlan, start_date: inDays(day), end_date: inDays(++day), ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as string;
  };

  const find = (inbox: Receiver, bookingId: string, type = "booking.created") =>
    inbox.received.find((x) => x.body.includes(bookingId) && JSON.parse(x.body).type === type);
  const arrives = (inbox: Receiver, bookingId: string, type = "booking.created") =>
    eventually(`${type} of ${bookingId}`, async () => find(inbox, bookingId, type));

  /** Delivery rows made for a subscription about one booking: none means the fan-out refused it. */
  const deliveriesAbout = async (subscriptionId: string, bookingId: string, type = "booking.created") => {
    const { rows } = await db.query(
      `SELECT id FROM webhooks.deliveries
        WHERE subscription_id = $1 AND event_type = $3 AND payload::text LIKE '%' || $2 || '%'`,
      [subscriptionId, bookingId, type],
    );
    return rows.length;
  };

  const merchant = (method: string, path: string, body?: unknown) =>
    call(method, path, { token: tenant.token, body });

  const setExpiry = async (key: Key, expiresOn: string | null) => {
    // Time passes: the API only takes an expiry of tomorrow or later, so the day is set in SQL.
    // The keys service's trigger gives the key a new state version and its sync job writes that
    // state to the bucket within about a second; wait until the bucket shows it.
    await db.query("UPDATE keys.api_keys SET expires_on = $2 WHERE id = $1", [key.id, expiresOn]);
    await eventually("the expiry in the key-states bucket", async () =>
      (await states.key(key.id))?.expires_on === expiresOn ? true : undefined,
    );
  };

  const changes: {
    name: string;
    apply(key: Key): Promise<void>;
    /** Gives the key its right back, when that is possible (a revoke is for good). */
    undo?(key: Key): Promise<void>;
  }[] = [
    {
      name: "revoke",
      async apply(key) {
        expect((await merchant("POST", `/api/merchant/keys/${key.id}/revoke`)).status).toBe(200);
      },
    },
    {
      name: "pause",
      async apply(key) {
        expect((await merchant("POST", `/api/merchant/keys/${key.id}/pause`)).status).toBe(200);
      },
      async undo(key) {
        expect((await merchant("POST", `/api/merchant/keys/${key.id}/resume`)).status).toBe(200);
      },
    },
    {
      name: "expiry",
      apply: (key) => setExpiry(key, today()),
      undo: (key) => setExpiry(key, null),
    },
    {
      name: "removal of bookings:read:all",
      async apply(key) {
        const res = await merchant("PATCH", `/api/merchant/keys/${key.id}`, {
          scopes: SUBSCRIBER_SCOPES.filter((s) => s !== "bookings:read:all"),
        });
        expect(res.status).toBe(200);
        expect(res.body.data.scopes).not.toContain("bookings:read:all");
      },
      async undo(key) {
        const res = await merchant("PATCH", `/api/merchant/keys/${key.id}`, { scopes: SUBSCRIBER_SCOPES });
        expect(res.status).toBe(200);
      },
    },
  ];

  describe("events while a key may not receive them are never delivered to its subscriptions", () => {
    it.each(changes)("$name", async (change) => {
      const a = await subscriber();
      const control = await subscriber();
      // Before the change both receive: A's receiver and subscription work.
      const before = await book();
      await Promise.all([arrives(a.inbox, before), arrives(control.inbox, before)]);

      await change.apply(a.key);
      const during = await book();
      await arrives(control.inbox, during);
      await quietFor(400);
      expect(find(a.inbox, during)).toBeUndefined();
      expect(await deliveriesAbout(a.sub.id, during)).toBe(0);
      expect(await deliveriesAbout(control.sub.id, during)).toBe(1);

      if (!change.undo) return;
      // Given its right back, A receives what happens from then on, and still never the event of the meantime.
      await change.undo(a.key);
      const after = await book();
      await Promise.all([arrives(a.inbox, after), arrives(control.inbox, after)]);
      await quietFor(200);
      expect(find(a.inbox, during)).toBeUndefined();
      expect(await deliveriesAbout(a.sub.id, during)).toBe(0);
    });

    it("an event of a pause is not delivered after the resume, even when the webhooks service only gets to it then", async () => {
      const a = await subscriber();
      const control = await subscriber();
      const before = await book();
      await Promise.all([arrives(a.inbox, before), arrives(control.inbox, before)]);
      // The webhooks service is away (a backlog, an outage) across a pause and a resume of A.
      await mesh.services.webhooks.stop();
      expect((await merchant("POST", `/api/merchant/keys/${a.key.id}/pause`)).status).toBe(200);
      const during = await book();
      expect((await merchant("POST", `/api/merchant/keys/${a.key.id}/resume`)).status).toBe(200);
      const after = await book();
      // Back, it fans out both events with A active again: only the one after the resume is A's.
      mesh.services.webhooks = await startService(webhooksService, { config: mesh.config, log: silent });
      await Promise.all([
        arrives(control.inbox, during),
        arrives(control.inbox, after),
        arrives(a.inbox, after),
      ]);
      await quietFor(400);
      expect(find(a.inbox, during)).toBeUndefined();
      expect(await deliveriesAbout(a.sub.id, during)).toBe(0);
    });

    it("a deactivated hotel's subscriptions, its own and its keys', get nothing; an active hotel's still do", async () => {
      // The deactivated hotel's keys can no longer book, so its event is one nobody asks for: a hold
      // of its that runs out. The control is another, active hotel whose hold runs out the same way.
      const closing = await hotel.tenant("Closing hotel");
      const q = await hotel.property(closing.token, { timezone: "UTC", name: "Q" });
      const inv = new InventoryScript(hotel, closing.token, q);
      const qUnit = (await inv.unit({ name: "Q1" })).id;
      const qPlan = await inv.ratePlan({ unit_ids: [qUnit] });
      const qBooker = await hotel.key(closing.token, {
        property_ids: [q],
        scopes: ["bookings:write", "bookings:read"],
      });
      const a = await subscriber(undefined, closing, q);
      const c = await subscriber(undefined, closing, q);
      const ownInbox = await listen();
      const own = await call("POST", "/api/merchant/webhooks", {
        token: closing.token,
        body: { url: ownInbox.url, events: ["booking.*"] },
      });
      expect(own.status).toBe(201);
      const closingInboxes = [a.inbox, c.inbox, ownInbox];
      const closingSubs = [a.sub.id, c.sub.id, own.body.data.id as string];
      const activeControl = await subscriber();

      const closingHold = await book(qBooker, qUnit, qPlan, { hold_minutes: 30 });
      const activeHold = await book(bookingKey, units[1], plan, { hold_minutes: 30 });
      // Before the deactivation every one of them receives: the receivers and subscriptions work.
      await Promise.all(closingInboxes.map((inbox) => arrives(inbox, closingHold)));
      await arrives(activeControl.inbox, activeHold);

      const off = await call("POST", `/api/admin/tenants/${closing.id}/deactivate`, {
        token: hotel.adminToken,
      });
      expect(off.body.data.active).toBe(false);

      // Both holds run out: their clocks are moved to the past and their own expiry jobs run now.
      await db.query(
        "UPDATE booking.bookings SET hold_expires_at = now() - interval '1 second' WHERE id = ANY($1)",
        [[closingHold, activeHold]],
      );
      const redis = connectRedis(mesh.config.REDIS_URL);
      const holds = new Queue("booking-holds", { connection: redis, prefix: mesh.config.REDIS_PREFIX });
      try {
        for (const id of [closingHold, activeHold]) await (await holds.getJob(id))!.promote();
      } finally {
        await holds.close();
        await redis.quit();
      }

      await arrives(activeControl.inbox, activeHold, "booking.cancelled");
      // The closing hotel's hold did run out and its event went out on the stream.
      const { rows } = await db.query(
        `SELECT b.status, b.cancellation_reason, o.published_at
           FROM booking.bookings b
           JOIN booking.outbox o ON o.event->>'type' = 'booking.cancelled' AND o.event::text LIKE '%' || b.id || '%'
          WHERE b.id = $1`,
        [closingHold],
      );
      expect(rows).toEqual([
        { status: "cancelled", cancellation_reason: "hold_expired", published_at: expect.any(Date) },
      ]);
      await quietFor(400);
      for (const inbox of closingInboxes)
        expect(find(inbox, closingHold, "booking.cancelled")).toBeUndefined();
      for (const id of closingSubs)
        expect(await deliveriesAbout(id, closingHold, "booking.cancelled")).toBe(0);

      // Active again: what happens from now on is delivered, what happened meanwhile never is.
      const on = await call("POST", `/api/admin/tenants/${closing.id}/activate`, { token: hotel.adminToken });
      expect(on.body.data.active).toBe(true);
      const after = await book(qBooker, qUnit, qPlan);
      await Promise.all(closingInboxes.map((inbox) => arrives(inbox, after)));
      for (const inbox of closingInboxes)
        expect(find(inbox, closingHold, "booking.cancelled")).toBeUndefined();
    });
  });

  describe("writes belong to the key that created the subscription", () => {
    it("another key of the hotel reads it but gets 404 on every write; the creating key and the hotel's own writes work", async () => {
      const a = await subscriber();
      const other = await hotel.key(tenant.token, { property_ids: [p1], scopes: SUBSCRIBER_SCOPES });
      const path = `/api/v1/webhooks/${a.sub.id}`;
      const as = (key: Key, method: string, suffix = "", body?: unknown) =>
        call(method, `${path}${suffix}`, { token: key.secret, body });

      // SPEC: a subscription within the key's properties is visible to any key of the hotel.
      const read = await as(other, "GET");
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ id: a.sub.id, created_by: "key", url: a.inbox.url });
      expect((await as(other, "GET", "/deliveries")).status).toBe(200);
      expect(
        (await call("GET", "/api/v1/webhooks", { token: other.secret })).body.data.map(
          (s: { id: string }) => s.id,
        ),
      ).toContain(a.sub.id);

      const writes: [string, string, unknown?][] = [
        ["PATCH", "", { url: "http://127.0.0.1:9/elsewhere" }],
        ["POST", "/deactivate"],
        ["POST", "/activate"],
        ["POST", "/rotate-secret"],
        ["POST", "/test"],
        ["DELETE", ""],
      ];
      for (const [method, suffix, body] of writes) {
        const res = await as(other, method, suffix, body);
        expect(res.status, `${method} ${suffix}`).toBe(404);
        expect(res.body).toEqual({
          message: expect.any(String),
          error_code: "WEBHOOK_SUBSCRIPTION_NOT_FOUND",
        });
      }
      // Nothing changed: same url, still active, still signing with the secret shown at create.
      expect((await as(a.key, "GET")).body.data).toMatchObject({ url: a.inbox.url, active: true });
      expect(a.inbox.received).toHaveLength(0);

      expect((await as(a.key, "PATCH", "", { events: ["booking.created"] })).body.data.events).toEqual([
        "booking.created",
      ]);
      expect((await as(a.key, "POST", "/deactivate")).body.data.active).toBe(false);
      expect((await as(a.key, "POST", "/activate")).body.data.active).toBe(true);
      const rotated = await as(a.key, "POST", "/rotate-secret");
      expect(rotated.status).toBe(200);
      expect(rotated.body.data.secret).not.toBe(a.sub.secret);
      const tested = await as(a.key, "POST", "/test");
      expect(tested.body.data).toMatchObject({ delivered: true, status_code: 204 });
      expect(a.inbox.received).toHaveLength(1);
      expect((await as(a.key, "DELETE")).status).toBe(204);

      // The hotel's own subscriptions are the hotel's to change, as before.
      const own = await merchant("POST", "/api/merchant/webhooks", {
        url: a.inbox.url,
        events: ["booking.*"],
      });
      expect(own.status).toBe(201);
      const ownPath = `/api/merchant/webhooks/${own.body.data.id}`;
      expect((await merchant("PATCH", ownPath, { events: ["booking.created"] })).status).toBe(200);
      expect((await merchant("POST", `${ownPath}/rotate-secret`)).status).toBe(200);
      expect((await merchant("DELETE", ownPath)).status).toBe(204);
    });
  });

  describe("a key holds at most WEBHOOK_MAX_SUBSCRIPTIONS_PER_KEY subscriptions", () => {
    const create = (key: Key) =>
      call("POST", "/api/v1/webhooks", {
        token: key.secret,
        body: { url: "http://127.0.0.1:9/hook", events: ["booking.*"] },
      });
    const held = async (key: Key) =>
      (
        await db.query("SELECT count(*)::int AS n FROM webhooks.subscriptions WHERE created_by_key = $1", [
          key.id,
        ])
      ).rows[0].n;

    it("one more answers 422 WEBHOOK_SUBSCRIPTION_LIMIT_REACHED with the limit; a delete frees a place; other keys are not affected", async () => {
      const key = await hotel.key(tenant.token, { property_ids: [p1], scopes: SUBSCRIBER_SCOPES });
      const made = [];
      for (let i = 0; i < CAP; i++) {
        const res = await create(key);
        expect(res.status).toBe(201);
        made.push(res.body.data.id);
      }
      const over = await create(key);
      expect(over.status).toBe(422);
      expect(over.body).toEqual({
        message: expect.any(String),
        error_code: "WEBHOOK_SUBSCRIPTION_LIMIT_REACHED",
        limit: CAP,
      });
      // Inactive subscriptions still count: the cap is on what a key holds.
      const off = await call("POST", `/api/v1/webhooks/${made[0]}/deactivate`, { token: key.secret });
      expect(off.status).toBe(200);
      expect((await create(key)).status).toBe(422);
      expect((await call("DELETE", `/api/v1/webhooks/${made[0]}`, { token: key.secret })).status).toBe(204);
      expect((await create(key)).status).toBe(201);
      expect(await held(key)).toBe(CAP);

      const another = await hotel.key(tenant.token, { property_ids: [p1], scopes: SUBSCRIBER_SCOPES });
      expect((await create(another)).status).toBe(201);
      // The hotel's own subscriptions are not a key's.
      expect(
        (await merchant("POST", "/api/merchant/webhooks", { url: "http://127.0.0.1:9/h", events: ["*"] }))
          .status,
      ).toBe(201);
    });

    it("concurrent creates never exceed the cap, also from one below it", async () => {
      const key = await hotel.key(tenant.token, { property_ids: [p1], scopes: SUBSCRIBER_SCOPES });
      const burst = async (n: number) => {
        const answers = await Promise.all(Array.from({ length: n }, () => create(key)));
        for (const a of answers.filter((a) => a.status !== 201)) {
          expect(a.status).toBe(422);
          expect(a.body.error_code).toBe("WEBHOOK_SUBSCRIPTION_LIMIT_REACHED");
        }
        return answers.filter((a) => a.status === 201).map((a) => a.body.data.id as string);
      };
      const first = await burst(10);
      expect(first).toHaveLength(CAP);
      expect(await held(key)).toBe(CAP);
      // At limit - 1, several creates at once: exactly one gets the last place.
      expect((await call("DELETE", `/api/v1/webhooks/${first[0]}`, { token: key.secret })).status).toBe(204);
      expect(await burst(6)).toHaveLength(1);
      expect(await held(key)).toBe(CAP);
    });
  });

  it("an attempt that cannot read the key states is put off about a second, not for its claim's lease, and is no attempt", async () => {
    const a = await subscriber();
    let refusedReads = 0;
    // The key states unreadable for the first attempt only (NATS away for a moment, as in a restart).
    const disarm = faults.arm("webhooks.delivery.authority", () => {
      if (refusedReads++ === 0) throw new Error("key states unreadable (injected)");
    });
    try {
      const made = await book();
      // Within eventually's 5 s: the claim's lease is 60 s; the put-off is 1 s, the sweep runs every 500 ms.
      await arrives(a.inbox, made);
    } finally {
      disarm();
    }
    expect(refusedReads).toBeGreaterThanOrEqual(2);
    // The receiver answers before the attempt is written down: wait for the delivery to end.
    const rows = await eventually("the delivery's attempts", async () => {
      const { rows } = await db.query(
        `SELECT d.status, a.attempt, a.succeeded FROM webhooks.deliveries d
           LEFT JOIN webhooks.attempts a ON a.delivery_id = d.id
          WHERE d.subscription_id = $1 ORDER BY a.attempt`,
        [a.sub.id],
      );
      return rows[0]?.status === "pending" ? undefined : rows;
    });
    expect(rows).toEqual([{ status: "succeeded", attempt: 1, succeeded: true }]);
  });

  it("a retry scheduled before a revoke is never sent after it; the delivery ends failed", async () => {
    const failFirst = (n: number) => ({ status: n === 1 ? 500 : 204 });
    const a = await subscriber(failFirst);
    const control = await subscriber(failFirst);
    const made = await book();
    await arrives(a.inbox, made);
    expect((await merchant("POST", `/api/merchant/keys/${a.key.id}/revoke`)).status).toBe(200);
    const revokedAt = Date.now();

    // The control's retry arrives: retries work, and A's was due at the same time.
    await eventually("the control's retry", async () =>
      control.inbox.received.filter((x) => x.body.includes(made)).length >= 2 ? true : undefined,
    );
    const delivery = await eventually("A's delivery ended", async () => {
      const { rows } = await db.query(
        "SELECT id, status, attempts FROM webhooks.deliveries WHERE subscription_id = $1",
        [a.sub.id],
      );
      return rows[0]?.status === "failed" ? rows[0] : undefined;
    });
    // Past every retry the schedule still had.
    await quietFor(Math.max(0, revokedAt + 3 * RETRY_MS * 1.1 - Date.now()));
    expect(a.inbox.received).toHaveLength(1);
    const { rows: attempts } = await db.query(
      "SELECT attempt, succeeded, response_status, error, next_attempt_at FROM webhooks.attempts WHERE delivery_id = $1 ORDER BY attempt",
      [delivery.id],
    );
    expect(attempts).toEqual([
      {
        attempt: 1,
        succeeded: false,
        response_status: 500,
        error: "receiver answered 500",
        next_attempt_at: expect.any(Date),
      },
      { attempt: 2, succeeded: false, response_status: null, error: NOT_ALLOWED_NOW, next_attempt_at: null },
    ]);
    expect(
      (await db.query("SELECT status FROM webhooks.deliveries WHERE id = $1", [delivery.id])).rows[0].status,
    ).toBe("failed");
  });
});
