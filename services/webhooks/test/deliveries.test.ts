import { webhookOps } from "@reservations/contracts";
import { newEvent } from "@reservations/service-kit";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/support/hotel.js";
import { type Receiver, receiver } from "../../../test/support/receiver.js";
import { NOT_ALLOWED_NOW } from "../src/domain/authority.js";
import { keyCall, keyNow, startWebhooks, type WebhooksHarness } from "./harness.js";

// Events from the stream to the receiver with the webhooks service alone: the fan-out, the
// authority of who subscribed, and attempts and retries through the delivery queue (the sweep runs
// once a minute here, so every retry below came through a queued job).

const RETRY_MS = 400;
const SCOPES = ["webhooks:read", "webhooks:write", "housekeeping:read"] as const;

let h: WebhooksHarness;
const receivers: Receiver[] = [];
beforeAll(async () => {
  h = await startWebhooks({
    WEBHOOK_RETRY_SCHEDULE_MS: `0,${RETRY_MS},${RETRY_MS},${RETRY_MS}`,
    WEBHOOK_SWEEP_EVERY_MS: "60000",
  });
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});
afterAll(() => h?.stop());

const listen = async (answer?: Parameters<typeof receiver>[0]) => {
  const r = await receiver(answer);
  receivers.push(r);
  return r;
};
const housekeeping = (tenantId: string, propertyId = "prp_1") =>
  newEvent(
    "unit.housekeeping_changed",
    { unit_id: "unt_1", room_id: null, status: "clean" },
    { tenant_id: tenantId, property_id: propertyId },
  );
const attemptsOf = async (subscriptionId: string) =>
  (
    await h.service.kit.pool.query(
      `SELECT a.attempt, a.succeeded, a.response_status, a.error, d.status
         FROM webhooks.deliveries d LEFT JOIN webhooks.attempts a ON a.delivery_id = d.id
        WHERE d.subscription_id = $1 ORDER BY a.attempt`,
      [subscriptionId],
    )
  ).rows;

describe("webhook deliveries: sending and retrying", () => {
  it("sends an event, signed with the subscription's secret, to the keys that may read it now, and nothing to a paused key's", async () => {
    const tenant = await h.hotel();
    const [active, paused] = await Promise.all([h.key(tenant, [...SCOPES]), h.key(tenant, [...SCOPES])]);
    const [toActive, toPaused] = await Promise.all([listen(), listen()]);
    const subscribe = (key: typeof active, url: string) =>
      h.call(webhookOps.create, { url, events: ["unit.*"] }, keyCall(key, "prp_1"));
    const a = (await subscribe(active, toActive.url)).body.data;
    const p = (await subscribe(paused, toPaused.url)).body.data;
    await h.states.putKey(keyNow(paused, "paused"));

    const event = housekeeping(tenant);
    await h.events.publish(event);
    const got = await eventually("the active key's delivery", async () => toActive.received[0]);
    const payload = new Webhook(a.secret).verify(got.body, got.headers as Record<string, string>);
    expect(payload).toMatchObject({ type: "unit.housekeeping_changed", data: { unit_id: "unt_1" } });
    expect(got.headers["webhook-id"]).toBe(event.id);
    expect(await h.service.kit.metrics.expose()).toMatch(
      /^webhook_first_attempt_delay_seconds_count\{[^}]*\} [1-9]/m,
    );
    // One fan-out made both subscriptions' deliveries, so the paused key's would be there by now.
    expect(await attemptsOf(p.id)).toEqual([]);
    expect(toPaused.received).toEqual([]);
  });

  it("retries through the queue until the receiver answers 2xx, and pages the deliveries newest first with their attempts", async () => {
    const tenant = await h.hotel();
    const key = await h.key(tenant, [...SCOPES]);
    const r = await listen((n) => ({ status: n <= 2 ? 503 : 204 }));
    const sub = (await h.call(webhookOps.create, { url: r.url, events: ["unit.*"] }, keyCall(key, "prp_1")))
      .body.data;
    const first = housekeeping(tenant);
    await h.events.publish(first);
    await eventually("the delivery to succeed", async () => {
      const rows = await attemptsOf(sub.id);
      return rows.at(-1)?.status === "succeeded" ? rows : undefined;
    });
    expect(new Set(r.received.map((x) => x.headers["webhook-id"]))).toEqual(new Set([first.id]));
    // Two more events, each delivered at once: three deliveries, the first with three attempts.
    const later = [housekeeping(tenant), housekeeping(tenant)];
    for (const [i, event] of later.entries()) {
      await h.events.publish(event);
      await eventually(`delivery ${i + 2}`, async () => (r.received.length === 4 + i ? true : undefined));
    }
    // The receiver answered before the last attempt was recorded: wait for the record too.
    await eventually("three deliveries succeeded", async () => {
      const { rows } = await h.service.kit.pool.query(
        "SELECT count(*)::int AS n FROM webhooks.deliveries WHERE subscription_id = $1 AND status = 'succeeded'",
        [sub.id],
      );
      return rows[0].n === 3 ? true : undefined;
    });

    const page = (cursor?: string) =>
      h.call(webhookOps.deliveries, { subscription_id: sub.id, limit: 2, cursor }, keyCall(key, "prp_1"));
    const one = await page();
    expect(one.status).toBe(200);
    expect(one.body.data.map((d: { event_id: string }) => d.event_id)).toEqual([later[1]!.id, later[0]!.id]);
    expect(one.body.data[0]).toMatchObject({
      id: expect.stringMatching(/^dlv_/),
      type: "unit.housekeeping_changed",
      status: "succeeded",
      attempts: [{ status_code: 204, error: null, duration_ms: expect.any(Number), at: expect.any(String) }],
      next_attempt_at: null,
    });
    expect(one.body.next_cursor).toEqual(expect.any(String));
    const two = await page(one.body.next_cursor);
    expect(two.body.data).toHaveLength(1);
    expect(two.body.data[0].event_id).toBe(first.id);
    expect(
      two.body.data[0].attempts.map((a: { status_code: number; error: string | null }) => [
        a.status_code,
        a.error,
      ]),
    ).toEqual([
      [503, "receiver answered 503"],
      [503, "receiver answered 503"],
      [204, null],
    ]);
    const times = two.body.data[0].attempts.map((a: { at: string }) => Date.parse(a.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(two.body.next_cursor).toBeNull();

    const other = (await h.call(webhookOps.create, { url: r.url, events: ["unit.*"] }, keyCall(key, "prp_1")))
      .body.data;
    for (const [subscription_id, cursor] of [
      [other.id, one.body.next_cursor],
      [sub.id, `${one.body.next_cursor}x`],
      [sub.id, "garbled"],
    ]) {
      const res = await h.call(webhookOps.deliveries, { subscription_id, cursor }, keyCall(key, "prp_1"));
      expect(res.status).toBe(422);
      expect(res.body.error_code).toBe("INVALID_CURSOR");
    }
  });
});

describe("webhook deliveries: a retry after a revoke", () => {
  it("a retry due after the key is revoked is not sent: the delivery ends failed, saying only that it may not", async () => {
    const tenant = await h.hotel();
    const key = await h.key(tenant, [...SCOPES]);
    const r = await listen(() => ({ status: 503 }));
    const sub = (await h.call(webhookOps.create, { url: r.url, events: ["unit.*"] }, keyCall(key, "prp_1")))
      .body.data;
    await h.events.publish(housekeeping(tenant));
    await eventually("the first attempt", async () => r.received[0]);
    await h.states.putKey(keyNow(key, "revoked"));
    const rows = await eventually("the delivery to end", async () => {
      const all = await attemptsOf(sub.id);
      return all.at(-1)?.status === "failed" ? all : undefined;
    });
    expect(rows).toEqual([
      {
        attempt: 1,
        succeeded: false,
        response_status: 503,
        error: "receiver answered 503",
        status: "failed",
      },
      { attempt: 2, succeeded: false, response_status: null, error: NOT_ALLOWED_NOW, status: "failed" },
    ]);
    expect(r.received).toHaveLength(1);
  });
});
