import { webhookOps } from "@reservations/contracts";
import {
  connectNats,
  encodeJson,
  eventStream,
  type NatsConnection,
  newEvent,
} from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingInEvent } from "../../../test/support/booking.js";
import { eventually } from "../../../test/support/hotel.js";
import { keyCall, startWebhooks, type WebhooksHarness } from "./harness.js";

// An event the fan-out has kept already (a redelivery whose ack was lost, or an event published
// again) makes no delivery again: not to the subscriptions it went to, and not to one made since,
// which did not exist when the event happened.

describe("the fan-out of an event it has seen before", () => {
  let h: WebhooksHarness;
  let nc: NatsConnection;
  beforeAll(async () => {
    h = await startWebhooks();
    nc = await connectNats(h.config.NATS_URL, "fan-out-again-test");
  });
  afterAll(async () => {
    await nc?.close();
    await h?.stop();
  });

  it("delivers it to no subscription made since", async () => {
    const tenant = await h.hotel();
    h.properties.set(tenant, new Set(["prp_1"]));
    const key = await h.key(tenant, ["webhooks:read", "webhooks:write", "bookings:read:all"]);
    const subscribe = async () => {
      const res = await h.call(
        webhookOps.create,
        { url: "http://127.0.0.1:9/hook", events: ["booking.*"] },
        keyCall(key, "prp_1"),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.id as string;
    };
    const deliveriesOf = async (eventId: string) =>
      (
        await h.service.kit.pool.query<{ subscription_id: string }>(
          "SELECT subscription_id FROM webhooks.deliveries WHERE event_id = $1 ORDER BY subscription_id",
          [eventId],
        )
      ).rows.map((r) => r.subscription_id);

    const before = await subscribe();
    const event = newEvent(
      "booking.cancelled",
      {
        booking: {
          ...bookingInEvent,
          status: "cancelled",
          cancellation_reason: "hotel",
          cancelled_at: "2026-11-22T11:05:00.000Z",
        },
        reason: "hotel",
      },
      { tenant_id: tenant, property_id: "prp_1" },
    );
    await h.events.publish(event);
    await eventually("its delivery", async () =>
      (await deliveriesOf(event.id)).length > 0 ? true : undefined,
    );
    const since = await subscribe();

    // The same event as a second message of the stream (published without a message id, so
    // JetStream keeps both), then a marker event: once the marker is kept, the repeat was handled.
    nc.publish(eventStream(h.config.NATS_NAMESPACE).subject(event.type), encodeJson(event));
    await nc.flush();
    const marker = newEvent(
      "booking.cancelled",
      { ...event.data, booking: { ...event.data.booking, id: "bkg_marker" } },
      { tenant_id: tenant, property_id: "prp_1" },
    );
    await h.events.publish(marker);
    await eventually("the marker's deliveries", async () =>
      (await deliveriesOf(marker.id)).length === 2 ? true : undefined,
    );

    expect(await deliveriesOf(event.id)).toEqual([before]);
    expect((await deliveriesOf(marker.id)).sort()).toEqual([before, since].sort());
  });
});
