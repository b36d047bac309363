import { connectRedis, faults, startService } from "@reservations/service-kit";
import { Queue } from "bullmq";
import { describe, expect, it } from "vitest";
import { NOT_ALLOWED_NOW } from "../services/webhooks/src/domain/authority.js";
import { webhooksService } from "../services/webhooks/src/service.js";
import { eventually } from "./support/hotel.js";
import { InventoryScript } from "./support/inventory.js";
import {
  arrives,
  book,
  bookingKey,
  call,
  db,
  deliveriesAbout,
  find,
  hotel,
  type Key,
  listen,
  merchant,
  mesh,
  plan,
  quietFor,
  RETRY_MS,
  SUBSCRIBER_SCOPES,
  setExpiry,
  silent,
  subscriber,
  today,
  units,
  useAuthorityMesh,
} from "./support/webhook-authority.js";

// The authority of a subscription: a key's subscription delivers only while the key is
// active and unexpired, its hotel is active, it holds the event family's scope and covers the
// event's property; what happens meanwhile is never delivered, not even after a resume.
useAuthorityMesh();

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

describe("webhook authority: events while a key may not receive them are never delivered", () => {
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
});

describe("webhook authority: events while a hotel is deactivated are never delivered", () => {
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
    for (const inbox of closingInboxes) expect(find(inbox, closingHold, "booking.cancelled")).toBeUndefined();
    for (const id of closingSubs) expect(await deliveriesAbout(id, closingHold, "booking.cancelled")).toBe(0);

    // Active again: what happens from now on is delivered, what happened meanwhile never is.
    const on = await call("POST", `/api/admin/tenants/${closing.id}/activate`, { token: hotel.adminToken });
    expect(on.body.data.active).toBe(true);
    const after = await book(qBooker, qUnit, qPlan);
    await Promise.all(closingInboxes.map((inbox) => arrives(inbox, after)));
    for (const inbox of closingInboxes) expect(find(inbox, closingHold, "booking.cancelled")).toBeUndefined();
  });
});

describe("webhook authority: attempts put off, and retries after a revoke", () => {
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
