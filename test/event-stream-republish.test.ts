import { createLogger, type RunningService, startService } from "@reservations/service-kit";
import { describe, expect, it } from "vitest";
import { bookingService } from "../services/booking/src/service.js";
import { webhooksService } from "../services/webhooks/src/service.js";
import { bookings, delivered, loseEventStream, subscribedReceiver } from "./support/event-stream.js";
import { eventually } from "./support/hotel.js";
import { feedFrom } from "./support/webhook-recovery.js";
import { db, mesh, useWebhooksMesh } from "./support/webhooks-mesh.js";

// Events the lost stream held that the fan-out had not had yet are published again by the booking
// service's outbox relay, which marks each event with the stream it went to and, at start and every
// two seconds, compares that with the stream NATS has. A mesh of its own: the first case is the
// closest for a check by sequence numbers (the waiting booking's event is the stream's first
// message, and the next booking's event the new stream's first, the same number); the others make
// no booking after the loss, with the booking service running, then restarted in between.

const silent = (name: string) => createLogger({ name, level: "silent" });

/** A receiver subscribed through a webhooks copy that then stops: the fan-out is away again. */
async function awayFanOutReceiver(): ReturnType<typeof subscribedReceiver> {
  const copy = await startService(webhooksService, { config: mesh.config, log: silent("webhooks-test") });
  try {
    return await subscribedReceiver();
  } finally {
    await copy.stop();
  }
}

/** With the fan-out away, bookings whose events are published, then lost with the stream; their ids. */
async function lostWithTheStream(count: number): Promise<string[]> {
  const waiting = await bookings(count);
  await eventually("their events published", async () => {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM booking.outbox
        WHERE published_at IS NOT NULL AND event->'data'->'booking'->>'id' = ANY ($1)`,
      [waiting],
    );
    return rows[0]!.n === waiting.length ? true : undefined;
  });
  await loseEventStream(mesh.config);
  return waiting;
}

describe("events lost with the event stream", () => {
  useWebhooksMesh();

  it("are published again and delivered once each", async () => {
    const to = await subscribedReceiver();
    // The fan-out is away: the booking's event waits in the stream, then goes with it.
    await mesh.services.webhooks.stop();
    const waiting = await lostWithTheStream(1);
    const copy = await startService(webhooksService, { config: mesh.config, log: silent("webhooks-test") });
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

  // No booking after the loss: the relay finds the new stream by looking (the second case last: it
  // leaves the mesh without its own booking service).
  it.each([
    ["while nothing is booked", false],
    ["by a booking service started after the loss", true],
  ])(
    "are published again %s",
    async (_case, restartBooking) => {
      const to = await awayFanOutReceiver();
      const waiting = await lostWithTheStream(2);
      const copies: RunningService[] = [];
      try {
        if (restartBooking) {
          // The relay that published them is gone; the new one never saw the old stream.
          await mesh.services.booking.stop();
          copies.push(
            await startService(bookingService, { config: mesh.config, log: silent("booking-test") }),
          );
        }
        copies.push(
          await startService(webhooksService, { config: mesh.config, log: silent("webhooks-test") }),
        );
        const got = await delivered(to, waiting);
        expect([...got].sort()).toEqual([...waiting].sort());
      } finally {
        for (const c of copies.reverse()) await c.stop();
      }
    },
    90_000,
  );
});
