import { webhookOps } from "@reservations/contracts";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/support/hotel.js";
import { type Receiver, receiver } from "../../../test/support/receiver.js";
import { hotelCall, startWebhooks, type WebhooksHarness } from "./harness.js";

// A delivery's data takes its subscription's API version: one event, two subscriptions of two
// versions, each body signed as it was sent and carrying the event's id.

let h: WebhooksHarness;
const receivers: Receiver[] = [];
beforeAll(async () => {
  h = await startWebhooks({ WEBHOOK_SWEEP_EVERY_MS: "200" });
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await h?.stop();
});

describe("webhook deliveries: api_version", () => {
  it("sends each subscription the event's data in its version, signed over what it sent, under the same event id", async () => {
    const tenant = await h.hotel();
    const subscribe = async (api_version: "2026-11-21" | "2026-12-15") => {
      const inbox = await receiver();
      receivers.push(inbox);
      const res = await h.call(
        webhookOps.create,
        { url: inbox.url, events: ["booking.*"], api_version },
        hotelCall(tenant),
      );
      expect(res.status).toBe(201);
      return { inbox, sub: res.body.data as { id: string; secret: string } };
    };
    const older = await subscribe("2026-11-21");
    const newer = await subscribe("2026-12-15");

    // The event as the fan-out stores it for each subscription: the services' (newest) shapes.
    const eventId = `evt_${Date.now()}`;
    const payload = {
      type: "booking.created",
      timestamp: new Date().toISOString(),
      data: { booking: { id: "bkg_1", total_price: "120.50", balance_due: "0.00" } },
    };
    for (const { sub } of [older, newer]) {
      await h.service.kit.pool.query(
        `INSERT INTO webhooks.deliveries
           (id, subscription_id, tenant_id, event_id, event_type, property_id, payload, status, next_attempt_at)
         VALUES ($1, $2, $3, $4, 'booking.created', NULL, $5, 'pending', now())`,
        [`dlv_${sub.id}`, sub.id, tenant, eventId, JSON.stringify(payload)],
      );
    }

    const verified = async ({ inbox, sub }: typeof older) => {
      const got = await eventually(`the delivery to ${sub.id}`, async () => inbox.received[0]);
      expect(got.headers["webhook-id"]).toBe(eventId);
      return new Webhook(sub.secret).verify(got.body, got.headers as Record<string, string>);
    };
    expect(await verified(older)).toEqual({
      ...payload,
      data: { booking: { id: "bkg_1", total_price: 120.5, balance_due: 0 } },
    });
    expect(await verified(newer)).toEqual(payload);
  });
});
