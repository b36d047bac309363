import { webhookOps } from "@reservations/contracts";
import { createLogger, newEvent, type RunningService, startService } from "@reservations/service-kit";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/support/hotel.js";
import { webhooksService } from "../src/service.js";
import { keyCall, startWebhooks, type WebhooksHarness } from "./harness.js";
import { type HoldingReceiver, holdingReceiver } from "./support/holding-receiver.js";

// Deliveries in flight at once, with the default caps (4 per subscription, 16 per hotel) and two
// copies of the service sharing them: what one hotel's receivers do never holds another's. The
// sweep runs at start only (its default period is 30 s), so what moves below moved through jobs.

const SCOPES = ["webhooks:read", "webhooks:write", "housekeeping:read"] as const;

let h: WebhooksHarness;
let second: RunningService;
const receivers: HoldingReceiver[] = [];
beforeAll(async () => {
  h = await startWebhooks();
  second = await startService(webhooksService, {
    config: h.config,
    log: createLogger({ name: "webhooks-test", level: "silent" }),
  });
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});
afterAll(async () => {
  await second?.stop();
  await h?.stop();
});

const listen = async (holdMs: number | null) => {
  const r = await holdingReceiver(holdMs);
  receivers.push(r);
  return r;
};
/** A hotel with one key and `n` subscriptions of it, each to its own path of `r`. */
const hotelWith = async (r: HoldingReceiver, n: number) => {
  const tenant = await h.hotel();
  const key = await h.key(tenant, [...SCOPES]);
  const paths: string[] = [];
  for (let i = 0; i < n; i++) {
    const url = `${r.base}/s${i}?token=t${i}`;
    const res = await h.call(webhookOps.create, { url, events: ["unit.*"] }, keyCall(key, "prp_1"));
    expect(res.status).toBe(201);
    paths.push(`/s${i}?token=t${i}`);
  }
  return { tenant, paths };
};
const publish = async (tenant: string, n: number) => {
  const events = [];
  for (let i = 0; i < n; i++) {
    const event = newEvent(
      "unit.housekeeping_changed",
      { unit_id: `unt_${i}`, room_id: null, status: "clean" },
      { tenant_id: tenant, property_id: "prp_1" },
    );
    await h.events.publish(event);
    events.push(event);
  }
  return events;
};
const attemptsBy = async (copy: RunningService) => {
  const text = await copy.kit.metrics.expose();
  return [...text.matchAll(/^webhook_deliveries_total\{[^}]*\} (\d+)/gm)].reduce(
    (n, m) => n + Number(m[1]),
    0,
  );
};

describe("deliveries in flight: limits per subscription and per hotel", () => {
  it("never more than 4 of one subscription, nor 16 of one hotel, at once over both copies; every delivery arrives", async () => {
    // Each answer takes 1 s, so the 16 places fill up before the first frees, however loaded the machine.
    const r = await listen(1000);
    const { tenant, paths } = await hotelWith(r, 6);
    await publish(tenant, 12);
    await eventually("72 deliveries", async () => (r.arrivals.length >= 72 ? true : undefined), 20_000);
    expect(r.mostOpen.all).toBe(16);
    const perSubscription = paths.map((path) => r.mostOpen.perUrl.get(path) ?? 0);
    expect(Math.max(...perSubscription)).toBe(4);
    expect(new Set(r.arrivals.map((a) => `${a.path} ${a.eventId}`)).size).toBe(72);
    // Both copies sent some: the counts that held them are shared, not each copy's own.
    expect(await attemptsBy(h.service)).toBeGreaterThan(0);
    expect(await attemptsBy(second)).toBeGreaterThan(0);
  });

  it("another hotel's deliveries each start within 1 s of their event while a hotel's 5 subscriptions hold 100 deliveries at a receiver that never answers", async () => {
    const stuck = await listen(null);
    const slow = await hotelWith(stuck, 5);
    await publish(slow.tenant, 20);
    await eventually("16 requests held open", async () => (stuck.openNow() >= 16 ? true : undefined));
    // The fan-out may still be keeping the last events when the first 16 are open.
    await eventually("100 deliveries pending", async () => {
      const { rows } = await h.service.kit.pool.query(
        "SELECT count(*)::int AS n FROM webhooks.deliveries WHERE tenant_id = $1 AND status = 'pending'",
        [slow.tenant],
      );
      return rows[0].n === 100 ? true : undefined;
    });

    const fast = await listen(0);
    const quick = await hotelWith(fast, 1);
    const events = [];
    for (let i = 0; i < 5; i++) {
      const [event] = await publish(quick.tenant, 1);
      const got = await eventually("the delivery", async () =>
        fast.arrivals.find((a) => a.eventId === event!.id),
      );
      events.push({ event: event!, got });
    }
    for (const { event, got } of events) expect(got.at - Date.parse(event.occurred_at)).toBeLessThan(1000);
    expect(stuck.mostOpen.all).toBe(16);
    for (const path of slow.paths) expect(stuck.mostOpen.perUrl.get(path)).toBeLessThanOrEqual(4);

    // A delivery the hotel's cap held back is counted when its job tries it, which a busy machine may run late.
    const text = await eventually(
      "a wait at the hotel's cap counted",
      async () => {
        const all = `${await h.service.kit.metrics.expose()}${await second.kit.metrics.expose()}`;
        return /^webhook_delivery_waits_total\{[^}]*cap="hotel"[^}]*\} [1-9]/m.test(all) ? all : undefined;
      },
      15_000,
    );
    expect(text).toMatch(/^webhook_first_attempt_delay_seconds_count\{[^}]*\} [1-9]/m);
  });
});

describe("deliveries in flight: leases of a copy that died", () => {
  it("places held by a copy that died free up when their leases run out", async () => {
    const r = await listen(0);
    const { tenant } = await hotelWith(r, 1);
    const pool = h.service.kit.pool;
    const { rows } = await pool.query<{ id: string }>(
      "SELECT id FROM webhooks.subscriptions WHERE tenant_id = $1",
      [tenant],
    );
    const sub = rows[0]!.id;
    // Four claims of a copy that died mid-attempt: their leases still run.
    await pool.query(
      `INSERT INTO webhooks.deliveries
         (id, subscription_id, tenant_id, event_id, event_type, property_id, payload, status, attempts,
          next_attempt_at, leased_until)
       SELECT 'dlv_dead' || g || $2, $1, $2, 'evt_dead' || g || $2, 'unit.housekeeping_changed', 'prp_1',
              '{}'::jsonb, 'pending', 0, now() + interval '1 hour', now() + interval '1 hour'
         FROM generate_series(1, 4) g`,
      [sub, tenant],
    );
    const [event] = await publish(tenant, 1);
    // Its delivery is kept, due, and not started: the subscription's four places are taken.
    const waiting = await eventually("the event's delivery", async () => {
      const { rows: d } = await pool.query<{ attempts: number; leased: boolean }>(
        "SELECT attempts, leased_until IS NOT NULL AS leased FROM webhooks.deliveries WHERE event_id = $1",
        [event!.id],
      );
      return d[0];
    });
    expect(waiting).toEqual({ attempts: 0, leased: false });
    expect(r.arrivals).toEqual([]);

    // The leases run out: the next event's delivery starts, and the one that waited after it.
    await pool.query(
      "UPDATE webhooks.deliveries SET leased_until = now() - interval '1 second' WHERE id LIKE 'dlv_dead%' AND tenant_id = $1",
      [tenant],
    );
    const [next] = await publish(tenant, 1);
    await eventually("both deliveries", async () => (r.arrivals.length === 2 ? true : undefined));
    expect(new Set(r.arrivals.map((a) => a.eventId))).toEqual(new Set([event!.id, next!.id]));
  });
});
