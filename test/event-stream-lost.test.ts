import { connectNats, deleteEventStream } from "@reservations/service-kit";
import { describe, expect, it } from "vitest";
import { eventually } from "./support/hotel.js";
import { receiver } from "./support/receiver.js";
import { feedFrom, verified } from "./support/webhook-recovery.js";
import { book, db, full, mesh, receivers, subscribe, useWebhooksMesh } from "./support/webhooks-mesh.js";

// The event stream is lost under the running mesh (NATS lost its storage, or an operator deleted
// the stream): bookings still commit (their events wait in the booking service's outbox), the
// stream is made again, and every event reaches the webhook, the inventory's commit of the
// allocation and the feed, after the events of the stream before, with no restart.

describe("the event stream lost while the mesh runs", () => {
  useWebhooksMesh();

  it("bookings made after it still reach the webhook, the allocation's commit and the feed, in order", async () => {
    const r = await receiver();
    receivers.push(r);
    const sub = (await subscribe(full.secret, { url: r.url, events: ["booking.created"] })).body.data;
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
    const delivered = (ids: string[]) =>
      eventually(
        "the deliveries received",
        async () => {
          const got = r.received.map((x) => verified(sub.secret, x).data.booking.id);
          return ids.every((id) => got.includes(id)) ? got : undefined;
        },
        30_000,
      );

    const first = await book();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    await delivered([first.body.data.id]);
    await committed([first.body.data.id]);
    const start = await eventually("the first event in the feed", async () => {
      const page = await feedFrom(undefined);
      return page.events.length === 1 ? page : undefined;
    });

    const nc = await connectNats(mesh.config.NATS_URL, "event-stream-lost-test");
    try {
      await deleteEventStream(nc, mesh.config.NATS_NAMESPACE);
    } finally {
      await nc.close();
    }

    const later: string[] = [];
    for (let i = 0; i < 3; i++) {
      const made = await book();
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      later.push(made.body.data.id);
    }
    await delivered(later);
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
    expect((await feedFrom(undefined)).events.map((e) => e.data.booking.id)).toEqual([
      first.body.data.id,
      ...later,
    ]);
  }, 90_000);
});
