import { webhookOps } from "@reservations/contracts";
import {
  createLogger,
  createPool,
  type Logger,
  newEvent,
  type RunningService,
  startService,
} from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingInEvent } from "../../../test/support/booking.js";
import { captureLogger } from "../../../test/support/config.js";
import { eventually } from "../../../test/support/hotel.js";
import { webhooksService } from "../src/service.js";
import { keyCall, keyNow, startWebhooks, type WebhooksHarness } from "./harness.js";

// Events that reach the fan-out together (here: published while no copy runs, so a copy that
// starts finds them all waiting) are kept with their deliveries in one statement, under the same
// rules as one event alone: every event in the feed, one delivery per subscription that may
// receive it now, none for a subscription whose key is paused.

const url = "http://127.0.0.1:9/hook";

let h: WebhooksHarness;
const copies: RunningService[] = [];
/** Another copy of the service on the harness's database and namespace. */
const copy = async (log: Logger = createLogger({ name: "webhooks-test", level: "silent" })) => {
  const started = await startService(webhooksService, { config: h.config, log });
  copies.push(started);
  return started;
};
/** Booking events of `tenant`, one in four on prp_2 and the others on prp_1. */
const eventsOf = (tenant: string, count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => {
    const property_id = i % 4 === 0 ? "prp_2" : "prp_1";
    return newEvent(
      "booking.cancelled",
      {
        booking: {
          ...bookingInEvent,
          id: `bkg_${tag}_${i}`,
          property_id,
          status: "cancelled",
          cancellation_reason: "hotel",
          cancelled_at: "2026-11-22T11:05:00.000Z",
        },
        reason: "hotel",
      },
      { tenant_id: tenant, property_id },
    );
  });
const subscribe = async (key: Parameters<typeof keyCall>[0]) => {
  const res = await h.call(webhookOps.create, { url, events: ["booking.*"] }, keyCall(key, "prp_1"));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
};
const scopes = ["webhooks:read", "webhooks:write", "bookings:read:all"] as const;

beforeAll(async () => {
  h = await startWebhooks();
});
afterAll(async () => {
  for (const c of copies) await c.stop();
  await h?.stop();
});

describe("the fan-out of events that arrived together: one statement", () => {
  it("keeps every event and its deliveries in one statement, each subscription's rights applied per event", async () => {
    const tenant = await h.hotel();
    const other = await h.hotel();
    h.properties.set(tenant, new Set(["prp_1", "prp_2"]));
    h.properties.set(other, new Set(["prp_1"]));
    const everywhere = await h.key(tenant, [...scopes]);
    const paused = await h.key(tenant, [...scopes]);
    const active = await subscribe(everywhere);
    const refused = await subscribe(paused);
    const elsewhere = await subscribe(await h.key(other, [...scopes]));
    await h.states.putKey(keyNow(paused, "paused"));

    await h.service.stop();
    const made = eventsOf(tenant, 12, "fan");
    for (const e of made) await h.events.publish(e);
    const { pool } = (await copy()).kit;
    const ids = made.map((e) => e.id);
    const events = await eventually("every event in the feed", async () => {
      const { rows } = await pool.query<{ id: string; created_at: Date }>(
        "SELECT id, created_at FROM webhooks.events WHERE id = ANY ($1)",
        [ids],
      );
      return rows.length === made.length ? rows : undefined;
    });
    // One statement: one transaction, one commit time for all of them.
    expect(new Set(events.map((r) => r.created_at.getTime())).size).toBe(1);
    const { rows: deliveries } = await pool.query<{ subscription_id: string; event_id: string }>(
      "SELECT subscription_id, event_id FROM webhooks.deliveries WHERE event_id = ANY ($1)",
      [ids],
    );
    // The active key's subscription, made on prp_1, gets the events of prp_1 and none of prp_2; the
    // paused key's gets none, and the other hotel's subscription none of this hotel's events.
    const onPrp1 = made.filter((e) => e.property_id === "prp_1").map((e) => e.id);
    expect(onPrp1.length).toBeGreaterThan(0);
    expect(onPrp1.length).toBeLessThan(made.length);
    expect(
      deliveries
        .filter((d) => d.subscription_id === active)
        .map((d) => d.event_id)
        .sort(),
    ).toEqual(onPrp1.sort());
    expect(deliveries.filter((d) => d.subscription_id === refused)).toEqual([]);
    expect(deliveries.filter((d) => d.subscription_id === elsewhere)).toEqual([]);
    expect(deliveries).toHaveLength(onPrp1.length);
  });
});

describe("the fan-out of events that arrived together: a cut connection", () => {
  it("loses nothing when the batch's connection is cut: its events are written one at a time, once each", async () => {
    const tenant = await h.hotel();
    h.properties.set(tenant, new Set(["prp_1", "prp_2"]));
    const active = await subscribe(await h.key(tenant, [...scopes]));
    for (const c of copies) await c.stop();
    const made = eventsOf(tenant, 12, "cut");
    for (const e of made) await h.events.publish(e);

    // The feed's table is locked: the copy's batch statement waits on it, and is cut there.
    const admin = createPool(h.config.DATABASE_URL, { max: 2 });
    const locker = await admin.connect();
    try {
      await locker.query("BEGIN");
      await locker.query("LOCK TABLE webhooks.events IN ACCESS EXCLUSIVE MODE");
      const { log, lines } = captureLogger("webhooks-cut", "info");
      const { pool } = (await copy(log)).kit;
      const waiting = await eventually("the batch waiting on the lock", async () => {
        const { rows } = await admin.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%jsonb_to_recordset%'`,
        );
        return rows[0];
      });
      await admin.query("SELECT pg_terminate_backend($1)", [waiting.pid]);
      await eventually("the batch given up", async () =>
        lines.some((l) => l.includes("event batch failed")) ? true : undefined,
      );
      await locker.query("ROLLBACK");

      const ids = made.map((e) => e.id);
      await eventually("every event in the feed", async () => {
        const { rows } = await pool.query("SELECT id FROM webhooks.events WHERE id = ANY ($1)", [ids]);
        return rows.length === made.length ? true : undefined;
      });
      const { rows: deliveries } = await pool.query<{ event_id: string }>(
        "SELECT event_id FROM webhooks.deliveries WHERE subscription_id = $1",
        [active],
      );
      expect(deliveries.map((d) => d.event_id).sort()).toEqual(
        made
          .filter((e) => e.property_id === "prp_1")
          .map((e) => e.id)
          .sort(),
      );
      const failed = lines.filter((l) => l.includes("event batch failed")).map((l) => JSON.parse(l));
      expect(failed[0]).toMatchObject({ events: made.length });
    } finally {
      locker.release();
      await admin.end();
    }
  });
});
