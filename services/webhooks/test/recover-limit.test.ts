import { webhookOps } from "@reservations/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/support/hotel.js";
import { RECOVER_MAX } from "../src/handlers/recover-deliveries.js";
import { keyCall, startWebhooks, type WebhooksHarness } from "./harness.js";
import { type HoldingReceiver, holdingReceiver } from "./support/holding-receiver.js";

// recover sends again at most RECOVER_MAX deliveries per call, the oldest first, and says whether
// more are left; the next call goes on past those already sent again. The sweep runs at start
// only here (30 s), so the deliveries move through the jobs each finished attempt starts.

const SCOPES = ["webhooks:read", "webhooks:write", "housekeeping:read"] as const;
const FAILED = 1_205;

describe("recover", () => {
  let h: WebhooksHarness;
  let r: HoldingReceiver;
  beforeAll(async () => {
    h = await startWebhooks({ WEBHOOK_RETRY_SCHEDULE_MS: "0" });
    r = await holdingReceiver(0);
  });
  afterAll(async () => {
    await r?.close();
    await h?.stop();
  });

  it(`sends again at most ${RECOVER_MAX} per call, oldest first, with more: true while others are left; all arrive, 4 at a time at most`, async () => {
    const tenant = await h.hotel();
    const key = await h.key(tenant, [...SCOPES]);
    const as = keyCall(key, "prp_1");
    const sub = (await h.call(webhookOps.create, { url: `${r.base}/hook`, events: ["unit.*"] }, as)).body
      .data;
    const pool = h.service.kit.pool;
    // Deliveries that failed half a minute ago (after the key was made: its events may be sent), one
    // a millisecond apart, written as the fan-out and their attempts would have.
    await pool.query(
      `INSERT INTO webhooks.deliveries
         (id, subscription_id, tenant_id, event_id, event_type, property_id, payload, status, attempts,
          next_attempt_at, created_at)
       SELECT 'dlv_old' || lpad(g::text, 5, '0'), $1, $2, 'evt_old' || lpad(g::text, 5, '0'),
              'unit.housekeeping_changed', 'prp_1',
              jsonb_build_object('type', 'unit.housekeeping_changed', 'timestamp', now() - interval '30 seconds',
                                 'data', jsonb_build_object('unit_id', 'unt_1', 'room_id', null, 'status', 'clean')),
              'failed', 1, NULL, now() - interval '30 seconds' + g * interval '1 millisecond'
         FROM generate_series(1, $3::int) g`,
      [sub.id, tenant, FAILED],
    );
    const since = new Date(Date.now() - 60_000).toISOString();
    const recover = () => h.call(webhookOps.recover, { subscription_id: sub.id, since }, as);

    const first = await recover();
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ data: { deliveries: RECOVER_MAX, more: true } });
    // The newest 205 are left as they were.
    const { rows: left } = await pool.query(
      "SELECT min(id) AS first, count(*)::int AS n FROM webhooks.deliveries WHERE subscription_id = $1 AND retries_from = 0",
      [sub.id],
    );
    expect(left[0]).toEqual({ first: `dlv_old0${RECOVER_MAX + 1}`, n: FAILED - RECOVER_MAX });

    expect((await recover()).body).toEqual({ data: { deliveries: FAILED - RECOVER_MAX, more: false } });
    expect((await recover()).body).toEqual({ data: { deliveries: 0, more: false } });

    await eventually(
      `all ${FAILED} delivered`,
      async () => (new Set(r.arrivals.map((a) => a.eventId)).size === FAILED ? true : undefined),
      30_000,
    );
    expect(r.mostOpen.all).toBeLessThanOrEqual(4);
    expect(r.arrivals).toHaveLength(FAILED);
  });
});
