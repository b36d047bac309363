import { createLogger, startService } from "@reservations/service-kit";
import { describe, expect, it } from "vitest";
import { webhooksService } from "../services/webhooks/src/service.js";
import { loseEventStream } from "./support/event-stream.js";
import { eventually } from "./support/hotel.js";
import { type Receiver, receiver } from "./support/receiver.js";
import { feedFrom, verified } from "./support/webhook-recovery.js";
import { book, db, full, mesh, receivers, subscribe, useWebhooksMesh } from "./support/webhooks-mesh.js";

// The event stream is lost under the running mesh (NATS lost its storage, or an operator deleted
// the stream): bookings still commit (their events wait in the booking service's outbox), the
// stream is made again, and every event reaches the webhook, the inventory's commit of the
// allocation and the feed, with no restart; events the lost stream held that the fan-out had not
// had yet are published again.

describe("the event stream lost while the mesh runs", () => {
  useWebhooksMesh();

  /** A receiver subscribed to booking.created with the full key. */
  const subscribed = async () => {
    const r = await receiver();
    receivers.push(r);
    const sub = (await subscribe(full.secret, { url: r.url, events: ["booking.created"] })).body.data;
    return { r, secret: sub.secret as string };
  };
  /** Bookings made now, one at a time; their ids. */
  const bookings = async (count: number) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const made = await book();
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      ids.push(made.body.data.id);
    }
    return ids;
  };
  const delivered = (to: { r: Receiver; secret: string }, ids: string[]) =>
    eventually(
      "the deliveries received",
      async () => {
        const got = to.r.received.map((x) => verified(to.secret, x).data.booking.id);
        return ids.every((id) => got.includes(id)) ? got : undefined;
      },
      30_000,
    );
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
    const to = await subscribed();
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

  it("events the lost stream held that the fan-out had not had yet are published again and delivered once", async () => {
    const to = await subscribed();
    const seen = (await feedFrom(undefined)).events.map((e) => e.data.booking.id);
    // The fan-out is away: these bookings' events wait in the stream, then go with it.
    await mesh.services.webhooks.stop();
    const waiting = await bookings(2);
    await eventually("their events published", async () => {
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
      const got = await delivered(to, [...waiting, ...after]);
      // Each once: events published again that the fan-out had kept before made no delivery.
      expect(got.filter((id) => [...waiting, ...after].includes(id)).sort()).toEqual(
        [...waiting, ...after].sort(),
      );
      expect(got.filter((id) => seen.includes(id))).toEqual([]);
      const feed = await eventually(
        "all of them in the feed, once each",
        async () => {
          const ids = (await feedFrom(undefined)).events.map((e) => e.data.booking.id);
          return [...waiting, ...after].every((id) => ids.includes(id)) ? ids : undefined;
        },
        30_000,
      );
      expect(new Set(feed).size).toBe(feed.length);
    } finally {
      await copy.stop();
    }
  }, 90_000);
});
