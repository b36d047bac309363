import { feedOps } from "@reservations/contracts";
import { createLogger, newEvent, type RunningService, startService } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingInEvent } from "../../../test/support/booking.js";
import { loseEventStream } from "../../../test/support/event-stream.js";
import { eventually } from "../../../test/support/hotel.js";
import { webhooksService } from "../src/service.js";
import { keyCall, startWebhooks, type WebhooksHarness } from "./harness.js";

// The feed's order is the event stream's sequence. A new stream (NATS lost its storage, or an
// operator deleted the stream and the setup step made it again) numbers its messages from 1 again:
// the feed must go on after the old stream's events, from the cursors partners kept, and keep
// every event of the new stream, not drop the ones whose numbers the old stream had used.

describe("the event feed across a new event stream", () => {
  let h: WebhooksHarness;
  const copies: RunningService[] = [];
  beforeAll(async () => {
    h = await startWebhooks();
  });
  afterAll(async () => {
    for (const c of copies) await c.stop();
    await h?.stop();
  });

  const cancelled = (tenant: string, tag: string, i: number) =>
    newEvent(
      "booking.cancelled",
      {
        booking: {
          ...bookingInEvent,
          id: `bkg_${tag}_${i}`,
          status: "cancelled",
          cancellation_reason: "hotel",
          cancelled_at: "2026-11-22T11:05:00.000Z",
        },
        reason: "hotel",
      },
      { tenant_id: tenant, property_id: "prp_1" },
    );

  /** A hotel with a key that reads its booking events on prp_1, and its feed through the service. */
  const hotelFeed = async () => {
    const tenant = await h.hotel();
    h.properties.set(tenant, new Set(["prp_1"]));
    const key = await h.key(tenant, ["bookings:read:all"]);
    const call = (cursor?: string) => h.call(feedOps.list, { limit: 100, cursor }, keyCall(key, "prp_1"));
    /** The page after `cursor` once it answers 200 with `count` events or more. */
    const read = (what: string, cursor: string | undefined, count: number) =>
      eventually(
        what,
        async () => {
          const res = await call(cursor);
          const body = res.body as { data: { id: string }[]; next_cursor: string };
          return res.status === 200 && body.data.length >= count ? body : undefined;
        },
        30_000,
      );
    /** `count` booking events of the hotel published to the stream; their ids. */
    const publish = async (tag: string, count: number) => {
      const events = Array.from({ length: count }, (_, i) => cancelled(tenant, tag, i));
      for (const e of events) await h.events.publish(e);
      return events.map((e) => e.id);
    };
    /**
     * The feed after `cursor` holds `after`, and from its start `before` then `after`, each once;
     * the cursor after them.
     */
    const follows = async (cursor: string, before: string[], after: string[]) => {
      const next = await read("the new stream's events after the kept cursor", cursor, after.length);
      expect(next.data.map((e) => e.id)).toEqual(after);
      const all = await read("the whole feed", undefined, before.length + after.length);
      expect(all.data.map((e) => e.id)).toEqual([...before, ...after]);
      return next.next_cursor;
    };
    return { call, read, publish, follows };
  };

  it("goes on after the old stream's events, from a kept cursor, with every event of the new one", async () => {
    const feed = await hotelFeed();
    const before = await feed.publish("old", 5);
    const first = await feed.read("the old stream's events in the feed", undefined, before.length);
    expect(first.data.map((e) => e.id)).toEqual(before);

    // The stream is gone and made again by the setup step: its sequences start at 1.
    await h.service.stop();
    await loseEventStream(h.config);
    copies.push(
      await startService(webhooksService, {
        config: h.config,
        log: createLogger({ name: "webhooks-test", level: "silent" }),
      }),
    );
    const after = await feed.publish("new", 3);

    const last = await feed.follows(first.next_cursor, before, after);
    // Nothing more after the last one.
    expect((await feed.call(last)).body.data).toEqual([]);
  }, 60_000);

  it("while it runs: the feed answers 503, not 500, then goes on with the new stream's events", async () => {
    const feed = await hotelFeed();
    const before = await feed.publish("run_old", 4);
    const first = await feed.read("the events in the feed", undefined, before.length);

    // Deleted under the running copy, then made again by the setup step: the copy binds to it again.
    await loseEventStream(h.config);
    const meanwhile = await feed.call(first.next_cursor);
    expect([200, 503], JSON.stringify(meanwhile.body)).toContain(meanwhile.status);

    const after = await feed.publish("run_new", 3);
    await feed.follows(first.next_cursor, before, after);
  }, 60_000);
});
