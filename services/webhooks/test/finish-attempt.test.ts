import { newId } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finishAttempt } from "../src/store/claimed.js";
import { claimDelivery, type InFlightCaps } from "../src/store/deliveries.js";
import { startWebhooks, type WebhooksHarness } from "./harness.js";

// The statement a lane runs between two sends: it records the attempt and claims what comes next
// within the caps, with the subscription read in the same statement. Rows are written directly, so
// no job or sweep of the service takes them (their hotel has no subscriber of the stream's events).

let h: WebhooksHarness;
beforeAll(async () => {
  h = await startWebhooks({ WEBHOOK_SWEEP_EVERY_MS: "600000" });
});
afterAll(() => h?.stop());

const CAPS: InFlightCaps = { perSubscription: 2, perHotel: 16 };

/** A hotel with one subscription (to a port nothing listens on) and `n` due deliveries, oldest first. */
async function backlog(n: number) {
  const pool = h.service.kit.pool;
  const tenant = newId("tnt");
  const sub = newId("whk");
  await pool.query(
    `INSERT INTO webhooks.subscriptions (id, tenant_id, url, events, created_by, secret, previous_secret_until)
     VALUES ($1, $2, 'http://127.0.0.1:9/hook', '{unit.*}', 'hotel', 'whsec_x', now() + interval '1 hour')`,
    [sub, tenant],
  );
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = newId("dlv");
    ids.push(id);
    await pool.query(
      `INSERT INTO webhooks.deliveries (id, subscription_id, tenant_id, event_id, event_type, payload, status, next_attempt_at)
       VALUES ($1, $2, $3, $4, 'unit.housekeeping_changed', '{"timestamp":"2026-01-01T00:00:00Z"}', 'pending',
               now() - ($5 || ' seconds')::interval)`,
      [id, sub, tenant, newId("evt"), String(n - i)],
    );
  }
  return { tenant, sub, ids };
}

const succeeded = (id: string, sub: string) => ({
  delivery_id: id,
  subscription_id: sub,
  attempt: 1,
  succeeded: true,
  response_status: 204,
  duration_ms: 1,
  error: null,
  next_attempt_at: null,
  final_status: "succeeded" as const,
});

describe("finishing an attempt and claiming the next in one statement", () => {
  it("records the attempt, frees its place and claims the oldest due delivery with its subscription, within the caps", async () => {
    const { tenant, sub, ids } = await backlog(4);
    const pool = h.service.kit.pool;
    const first = await claimDelivery(pool, ids[0]!, CAPS);
    const second = await claimDelivery(pool, ids[1]!, CAPS);
    expect(first && "delivery" in first && first.delivery.subscription?.id).toBe(sub);
    expect(second && "delivery" in second).toBe(true);
    // Both places of the subscription are taken: the third waits.
    expect(await claimDelivery(pool, ids[2]!, CAPS)).toEqual({ waiting: "subscription" });

    const next = await finishAttempt(pool, succeeded(ids[0]!, sub), { tenantId: tenant, caps: CAPS });
    expect(next?.id).toBe(ids[2]);
    expect(next?.subscription?.id).toBe(sub);
    expect(next?.subscription?.created_at).toBeInstanceOf(Date);
    expect(next?.subscription?.previous_secret_until).toBeInstanceOf(Date);
    const { rows } = await pool.query(
      `SELECT d.id, d.status, d.attempts, d.leased_until IS NOT NULL AS leased,
              (SELECT count(*)::int FROM webhooks.attempts a WHERE a.delivery_id = d.id) AS recorded
         FROM webhooks.deliveries d WHERE d.subscription_id = $1 ORDER BY d.next_attempt_at NULLS FIRST, d.id`,
      [sub],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ids[0]!)).toMatchObject({ status: "succeeded", attempts: 1, leased: false, recorded: 1 });
    expect(byId.get(ids[1]!)).toMatchObject({ status: "pending", leased: true, recorded: 0 });
    expect(byId.get(ids[2]!)).toMatchObject({ status: "pending", leased: true, recorded: 0 });
    expect(byId.get(ids[3]!)).toMatchObject({ status: "pending", leased: false });
  });

  it("claims nothing past the caps, and nothing when no next is asked for (a lane that stops)", async () => {
    const { tenant, sub, ids } = await backlog(3);
    const pool = h.service.kit.pool;
    await claimDelivery(pool, ids[0]!, CAPS);
    await claimDelivery(pool, ids[1]!, CAPS);
    // A hotel cap of 1 with another still in flight: the place freed is not enough.
    const capped = await finishAttempt(pool, succeeded(ids[0]!, sub), {
      tenantId: tenant,
      caps: { perSubscription: 2, perHotel: 1 },
    });
    expect(capped).toBeUndefined();
    expect(await finishAttempt(pool, succeeded(ids[1]!, sub), undefined)).toBeUndefined();
    const { rows } = await pool.query(
      "SELECT count(*)::int AS n FROM webhooks.deliveries WHERE subscription_id = $1 AND leased_until IS NOT NULL",
      [sub],
    );
    expect(rows[0].n).toBe(0);
  });
});
