import { feedOps } from "@reservations/contracts";
import {
  connectNats,
  createLogger,
  deleteEventStream,
  newEvent,
  type RunningService,
  startService,
} from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingInEvent } from "../../../test/support/booking.js";
import { eventually } from "../../../test/support/hotel.js";
import { webhooksService } from "../src/service.js";
import { keyCall, startWebhooks, type WebhooksHarness } from "./harness.js";

// The feed's order is the event stream's sequence. A new stream (NATS lost its storage, or an
// operator deleted the stream and the services made it again) numbers its messages from 1 again:
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

  it("goes on after the old stream's events, from a kept cursor, with every event of the new one", async () => {
    const tenant = await h.hotel();
    h.properties.set(tenant, new Set(["prp_1"]));
    const key = await h.key(tenant, ["bookings:read:all"]);
    const page = async (cursor?: string) => {
      const res = await h.call(feedOps.list, { limit: 100, cursor }, keyCall(key, "prp_1"));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { data: { id: string }[]; next_cursor: string };
    };
    /** Every event after `cursor` once `count` are there, and the cursor after them. */
    const read = (what: string, cursor: string | undefined, count: number) =>
      eventually(what, async () => {
        const p = await page(cursor);
        return p.data.length >= count ? p : undefined;
      });

    const before = Array.from({ length: 5 }, (_, i) => cancelled(tenant, "old", i));
    for (const e of before) await h.events.publish(e);
    const first = await read("the old stream's events in the feed", undefined, before.length);
    expect(first.data.map((e) => e.id)).toEqual(before.map((e) => e.id));

    // The stream is gone and made again: its sequences start at 1.
    await h.service.stop();
    const nc = await connectNats(h.config.NATS_URL, "stream-recreated-test");
    await deleteEventStream(nc, h.config.NATS_NAMESPACE);
    await nc.close();
    const copy = await startService(webhooksService, {
      config: h.config,
      log: createLogger({ name: "webhooks-test", level: "silent" }),
    });
    copies.push(copy);
    const after = Array.from({ length: 3 }, (_, i) => cancelled(tenant, "new", i));
    for (const e of after) await h.events.publish(e);

    const next = await read("the new stream's events after the kept cursor", first.next_cursor, after.length);
    expect(next.data.map((e) => e.id)).toEqual(after.map((e) => e.id));
    // From the start: all eight, the old stream's first, each once.
    const all = await read("the whole feed", undefined, before.length + after.length);
    expect(all.data.map((e) => e.id)).toEqual([...before, ...after].map((e) => e.id));
    // Nothing more after the last one.
    expect((await page(next.next_cursor)).data).toEqual([]);
  });
});
