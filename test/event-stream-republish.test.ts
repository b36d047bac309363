import { createLogger, startService } from "@reservations/service-kit";
import { describe, expect, it } from "vitest";
import { webhooksService } from "../services/webhooks/src/service.js";
import { bookings, delivered, loseEventStream, subscribedReceiver } from "./support/event-stream.js";
import { eventually } from "./support/hotel.js";
import { feedFrom } from "./support/webhook-recovery.js";
import { db, mesh, useWebhooksMesh } from "./support/webhooks-mesh.js";

// Events the lost stream held that the fan-out had not had yet are published again by the booking
// service's outbox relay, which knows the stream is new when it numbers an event at or below one
// it numbered before. A mesh of its own: the waiting booking's event is the relay's first, the
// stream's first message, and the next booking's event is the new stream's first (the same
// number), the closest case.

describe("events lost with the event stream", () => {
  useWebhooksMesh();

  it("are published again and delivered once each", async () => {
    const to = await subscribedReceiver();
    // The fan-out is away: the booking's event waits in the stream, then goes with it.
    await mesh.services.webhooks.stop();
    const waiting = await bookings(1);
    await eventually("its event published", async () => {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM booking.outbox
          WHERE published_at IS NOT NULL AND event->'data'->'booking'->>'id' = ANY ($1)`,
        [waiting],
      );
      return rows[0]!.n === waiting.length ? true : undefined;
    });
    await loseEventStream(mesh.config);
    const copy = await startService(webhooksService, {
      config: mesh.config,
      log: createLogger({ name: "webhooks-test", level: "silent" }),
    });
    try {
      const after = await bookings(1);
      const all = [...waiting, ...after];
      const got = await delivered(to, all);
      // Once each: an event published again that the fan-out had kept made no delivery.
      expect([...got].sort()).toEqual([...all].sort());
      const feed = await eventually(
        "both in the feed, once each",
        async () => {
          const ids = (await feedFrom(undefined)).events.map((e) => e.data.booking.id);
          return all.every((id) => ids.includes(id)) ? ids : undefined;
        },
        30_000,
      );
      expect([...feed].sort()).toEqual([...all].sort());
    } finally {
      await copy.stop();
    }
  }, 90_000);
});
