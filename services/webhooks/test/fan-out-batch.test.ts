import { webhookOps } from "@reservations/contracts";
import { createLogger, newEvent, type RunningService, startService } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingInEvent } from "../../../test/support/booking.js";
import { eventually } from "../../../test/support/hotel.js";
import { webhooksService } from "../src/service.js";
import { keyCall, keyNow, startWebhooks, type WebhooksHarness } from "./harness.js";

// Events that reach the fan-out together (here: published while no copy runs, so a copy that
// starts finds them all waiting) are kept with their deliveries in one statement, under the same
// rules as one event alone: every event in the feed, one delivery per subscription that may
// receive it now, none for a subscription whose key is paused.

const url = "http://127.0.0.1:9/hook";

describe("the fan-out of events that arrived together", () => {
  let h: WebhooksHarness;
  let second: RunningService | undefined;
  beforeAll(async () => {
    h = await startWebhooks();
  });
  afterAll(async () => {
    await second?.stop();
    await h?.stop();
  });

  it("keeps every event and its deliveries in one statement, each subscription's rights applied per event", async () => {
    const tenant = await h.hotel();
    const other = await h.hotel();
    h.properties.set(tenant, new Set(["prp_1", "prp_2"]));
    h.properties.set(other, new Set(["prp_1"]));
    const scopes = ["webhooks:read", "webhooks:write", "bookings:read:all"] as const;
    const everywhere = await h.key(tenant, [...scopes]);
    const paused = await h.key(tenant, [...scopes]);
    const subscribe = async (key: typeof everywhere) => {
      const res = await h.call(webhookOps.create, { url, events: ["booking.*"] }, keyCall(key, "prp_1"));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.id as string;
    };
    const active = await subscribe(everywhere);
    const refused = await subscribe(paused);
    const elsewhere = await subscribe(await h.key(other, [...scopes]));
    await h.states.putKey(keyNow(paused, "paused"));

    await h.service.stop();
    const made = Array.from({ length: 12 }, (_, i) =>
      newEvent(
        "booking.cancelled",
        {
          booking: {
            ...bookingInEvent,
            id: `bkg_fan_${i}`,
            property_id: i % 4 === 0 ? "prp_2" : "prp_1",
            status: "cancelled",
            cancellation_reason: "hotel",
            cancelled_at: "2026-11-22T11:05:00.000Z",
          },
          reason: "hotel",
        },
        { tenant_id: tenant, property_id: i % 4 === 0 ? "prp_2" : "prp_1" },
      ),
    );
    for (const e of made) await h.events.publish(e);
    second = await startService(webhooksService, {
      config: h.config,
      log: createLogger({ name: "webhooks-test", level: "silent" }),
    });

    const pool = second.kit.pool;
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
