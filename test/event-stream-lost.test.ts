import { describe, expect, it } from "vitest";
import { bookings, delivered, loseEventStream, subscribedReceiver } from "./support/event-stream.js";
import { eventually } from "./support/hotel.js";
import { feedFrom } from "./support/webhook-recovery.js";
import { db, mesh, useWebhooksMesh } from "./support/webhooks-mesh.js";

// The event stream is lost under the running mesh (NATS lost its storage, or an operator deleted
// the stream): bookings still commit (their events wait in the booking service's outbox), the
// setup step makes the stream again, the services bind to it, and every event reaches the webhook, the inventory's commit of the
// allocation and the feed, with no restart (events the lost stream held that the fan-out had not
// had yet: event-stream-republish.test.ts).

describe("the event stream lost while the mesh runs", () => {
  useWebhooksMesh();

  const committed = (ids: string[]) =>
    eventually(
      "the allocations committed",
      async () => {
        const { rows } = await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM inventory.allocations WHERE booking_id = ANY ($1) AND status = 'committed'",
          [ids],
        );
        return rows[0]!.n === ids.length ? true : undefined;
      },
      30_000,
    );

  it("bookings made after it still reach the webhook, the allocation's commit and the feed, in order", async () => {
    const to = await subscribedReceiver();
    const first = await bookings(1);
    await delivered(to, first);
    await committed(first);
    const start = await eventually("the first event in the feed", async () => {
      const page = await feedFrom(undefined);
      return page.events.length === 1 ? page : undefined;
    });

    await loseEventStream(mesh.config);
    const later = await bookings(3);
    await delivered(to, later);
    await committed(later);
    const feed = await eventually(
      "the later events in the feed after the kept cursor",
      async () => {
        const page = await feedFrom(start.cursor);
        return page.events.length >= later.length ? page : undefined;
      },
      30_000,
    );
    expect(feed.events.map((e) => e.data.booking.id)).toEqual(later);
    // From the start: the first booking's event, then the later ones, each once.
    expect((await feedFrom(undefined)).events.map((e) => e.data.booking.id)).toEqual([...first, ...later]);
  }, 90_000);
});
