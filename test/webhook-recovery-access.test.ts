import { faults } from "@reservations/service-kit";
import { describe, expect, it } from "vitest";
import { NOT_ALLOWED_NOW } from "../services/webhooks/src/domain/authority.js";
import { eventually } from "./support/hotel.js";
import { receiver } from "./support/receiver.js";
import { allDeliveries, as, flaky, quietFor } from "./support/webhook-recovery.js";
import {
  ALL_WRITE,
  book,
  call,
  db,
  full,
  hotel,
  receivers,
  subscribe,
  tenant,
  useWebhooksMesh,
} from "./support/webhooks-mesh.js";

/** Who may send deliveries again: the creating key only, and each attempt still under the subscription's authority. */
useWebhooksMesh();

describe("webhook recovery: access", () => {
  it("another key of the hotel gets 404 on the deliveries, redeliver and recover; since is validated; the hotel's own list has the same shape", async () => {
    const r = await receiver(() => ({ status: 500 }));
    receivers.push(r);
    const sub = (await subscribe(full.secret, { url: r.url, events: ["booking.created"] })).body.data;
    const ownInbox = await receiver(() => ({ status: 500 }));
    receivers.push(ownInbox);
    const own = await call("POST", "/api/merchant/webhooks", {
      token: tenant.token,
      body: { url: ownInbox.url, events: ["booking.created"] },
    });
    expect(own.status).toBe(201);
    await book();
    const [delivery] = await eventually("a failed delivery", async () => {
      const all = await allDeliveries(sub.id);
      return all[0]?.status === "failed" ? all : undefined;
    });
    const otherKey = await hotel.key(tenant.token, { scopes: ALL_WRITE });
    const sent = r.received.length;
    for (const [path, body] of [
      ["/deliveries", undefined],
      [`/deliveries/${delivery!.id}/redeliver`, undefined],
      ["/recover", { since: "2020-01-01T00:00:00Z" }],
    ] as const) {
      const method = path === "/deliveries" ? "GET" : "POST";
      const res = await call(method, `/api/v1/webhooks/${sub.id}${path}`, { ...as(otherKey), body });
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: expect.any(String), error_code: "WEBHOOK_SUBSCRIPTION_NOT_FOUND" });
    }
    const malformed = await call("POST", `/api/v1/webhooks/${sub.id}/recover`, {
      ...as(full),
      body: { since: "yesterday" },
    });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toHaveProperty("since");
    const future = await call("POST", `/api/v1/webhooks/${sub.id}/recover`, {
      ...as(full),
      body: { since: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(future.body).toEqual({ data: { deliveries: 0, more: false } });
    await quietFor(400);
    expect(r.received).toHaveLength(sent);

    // Recovered while the receiver is still down: its attempts count on and the whole schedule runs again.
    const retried = await call("POST", `/api/v1/webhooks/${sub.id}/recover`, {
      ...as(full),
      body: { since: "2020-01-01T00:00:00Z" },
    });
    expect(retried.body).toEqual({ data: { deliveries: 1, more: false } });
    const twice = await eventually("the second run of retries", async () => {
      const [d] = await allDeliveries(sub.id);
      return d?.status === "failed" && d.attempts.length > 8 ? d : undefined;
    });
    expect(twice.attempts.map((a) => a.status_code)).toEqual(Array(16).fill(500));
    expect(r.received).toHaveLength(sent + 8);

    const ownList = await eventually("the hotel's failed delivery", async () => {
      const res = await call("GET", `/api/merchant/webhooks/${own.body.data.id}/deliveries`, {
        token: tenant.token,
      });
      return res.body.data[0]?.status === "failed" ? res.body : undefined;
    });
    expect(ownList).toEqual({
      data: [
        {
          id: expect.stringMatching(/^dlv_/),
          event_id: delivery!.event_id,
          type: "booking.created",
          status: "failed",
          attempts: expect.arrayContaining([
            {
              at: expect.any(String),
              status_code: 500,
              duration_ms: expect.any(Number),
              error: "receiver answered 500",
            },
          ]),
          next_attempt_at: null,
        },
      ],
      next_cursor: null,
    });
  });
});

describe("webhook recovery: authority at each attempt", () => {
  it("a recovery whose key is revoked before its attempt sends nothing: the attempt ends failed, not allowed", async () => {
    const key = await hotel.key(tenant.token, { scopes: ALL_WRITE });
    const r = await flaky();
    const sub = (await subscribe(key.secret, { url: r.url, events: ["booking.created"] })).body.data;
    const since = new Date().toISOString();
    await book();
    const [failed] = await eventually(
      "the failed delivery",
      async () => {
        const all = await allDeliveries(sub.id, key);
        return all[0]?.status === "failed" ? all : undefined;
      },
      10_000,
    );
    r.down = false;
    const sent = r.received.length;
    // The recovered attempt waits at its authority check until the key is revoked.
    let release!: () => void;
    const revoked = new Promise<void>((res) => (release = res));
    let held = 0;
    const disarm = faults.arm("webhooks.delivery.authority", async (info) => {
      if (info.delivery_id !== failed!.id) return;
      held++;
      await revoked;
    });
    try {
      const res = await call("POST", `/api/v1/webhooks/${sub.id}/recover`, { ...as(key), body: { since } });
      expect(res.body).toEqual({ data: { deliveries: 1, more: false } });
      await eventually("the attempt at its check", async () => (held > 0 ? true : undefined));
      const off = await call("POST", `/api/merchant/keys/${key.id}/revoke`, { token: tenant.token });
      expect(off.status).toBe(200);
      release();
      const ended = await eventually("the recovered delivery ended", async () => {
        const { rows } = await db.query(
          "SELECT status, attempts FROM webhooks.deliveries WHERE id = $1 AND status = 'failed' AND attempts = 9",
          [failed!.id],
        );
        return rows[0];
      });
      expect(ended).toEqual({ status: "failed", attempts: 9 });
    } finally {
      release();
      disarm();
    }
    const { rows } = await db.query(
      "SELECT attempt, response_status, error FROM webhooks.attempts WHERE delivery_id = $1 AND attempt = 9",
      [failed!.id],
    );
    expect(rows).toEqual([{ attempt: 9, response_status: null, error: NOT_ALLOWED_NOW }]);
    await quietFor(400);
    expect(r.received).toHaveLength(sent);
    // And the revoked key itself can no longer ask.
    const after = await call("POST", `/api/v1/webhooks/${sub.id}/recover`, { ...as(key), body: { since } });
    expect(after.status).toBe(401);
  });
});
