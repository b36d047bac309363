import { describe, expect, it } from "vitest";
import { eventually } from "./support/hotel.js";
import { receiver } from "./support/receiver.js";
import {
  allDeliveries,
  as,
  createdEventIds,
  feedFrom,
  flaky,
  quietFor,
  verified,
} from "./support/webhook-recovery.js";
import { book, call, full, receivers, subscribe, useWebhooksMesh } from "./support/webhooks-mesh.js";

/** A partner's receiver was down: the deliveries list shows what failed, recover and redeliver send again with the event ids. */
useWebhooksMesh();

describe("webhook recovery: catching up after an outage", () => {
  it("a receiver down during 20 bookings: the event feed from a cursor taken before has the 20 once and in order, the deliveries list their failed attempts, recover sends all 20 again with their event ids, a second recover nothing", async () => {
    const r = await flaky();
    const sub = (await subscribe(full.secret, { url: r.url, events: ["booking.created"] })).body.data;
    const since = new Date().toISOString();
    const before = (await feedFrom(undefined)).cursor;
    const bookingIds: string[] = [];
    for (let i = 0; i < 20; i++) {
      const made = await book();
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      bookingIds.push(made.body.data.id);
    }
    const eventIds = await createdEventIds(bookingIds);
    expect(eventIds.size).toBe(20);

    // Every retry fails too (the receiver stays down): all 20 end failed, each with its 500s listed.
    const failed = await eventually(
      "20 failed deliveries",
      async () => {
        const all = await allDeliveries(sub.id);
        return all.length === 20 && all.every((d) => d.status === "failed") ? all : undefined;
      },
      20_000,
    );
    expect(new Set(failed.map((d) => d.event_id))).toEqual(new Set(eventIds.values()));
    // Newest first: the last booking's event heads the list.
    expect(failed[0]!.event_id).toBe(eventIds.get(bookingIds[19]!));
    expect(failed.at(-1)!.event_id).toBe(eventIds.get(bookingIds[0]!));
    for (const d of failed) {
      expect(d).toMatchObject({ type: "booking.created", next_attempt_at: null });
      expect(d.attempts).toHaveLength(8); // WEBHOOK_RETRY_SCHEDULE_MS of the mesh: 8 attempts
      for (const a of d.attempts) {
        expect(a).toMatchObject({ status_code: 500, error: "receiver answered 500" });
        expect(a.duration_ms).toBeGreaterThan(0);
        expect(Date.parse(a.at)).toBeGreaterThanOrEqual(Date.parse(since));
      }
      const times = d.attempts.map((a) => Date.parse(a.at));
      expect([...times].sort((x, y) => x - y)).toEqual(times);
    }
    expect(r.received).toHaveLength(160);

    // The event feed from the cursor taken before the bookings: the 20, once each, in booking
    // order, with the ids their deliveries carry as webhook-id.
    const feed = await eventually("the 20 events in the feed", async () => {
      const page = await feedFrom(before);
      return page.events.length >= 20 ? page : undefined;
    });
    expect(feed.events.map((e) => e.id)).toEqual(bookingIds.map((id) => eventIds.get(id)));
    expect(feed.events.map((e) => e.data.booking.id)).toEqual(bookingIds);
    expect((await feedFrom(feed.cursor)).events).toEqual([]);

    // The receiver is back: recover sends all 20 again, each with its original event id.
    r.down = false;
    const seen = r.received.length;
    const recoveredAt = Math.floor(Date.now() / 1000);
    const recovered = await call("POST", `/api/v1/webhooks/${sub.id}/recover`, {
      ...as(full),
      body: { since },
    });
    expect(recovered.status, JSON.stringify(recovered.body)).toBe(202);
    expect(recovered.body).toEqual({ data: { deliveries: 20, more: false } });
    const done = await eventually("20 deliveries succeeded", async () => {
      const all = await allDeliveries(sub.id);
      return all.every((d) => d.status === "succeeded") ? all : undefined;
    });
    const again = r.received.slice(seen);
    expect(again).toHaveLength(20);
    const byEvent = new Map(again.map((x) => [String(x.headers["webhook-id"]), x]));
    expect(new Set(byEvent.keys())).toEqual(new Set(eventIds.values()));
    for (const [bookingId, eventId] of eventIds) {
      const got = byEvent.get(eventId)!;
      expect(verified(sub.secret, got)).toMatchObject({
        type: "booking.created",
        data: { booking: { id: bookingId } },
      });
      // Signed afresh for this attempt.
      expect(Number(got.headers["webhook-timestamp"])).toBeGreaterThanOrEqual(recoveredAt);
    }
    for (const d of done) {
      expect(d.attempts.map((a) => a.status_code)).toEqual([...Array(8).fill(500), 204]);
    }

    const nothing = await call("POST", `/api/v1/webhooks/${sub.id}/recover`, {
      ...as(full),
      body: { since },
    });
    expect(nothing.status).toBe(202);
    expect(nothing.body).toEqual({ data: { deliveries: 0, more: false } });
    await quietFor(400);
    expect(r.received).toHaveLength(seen + 20);
  });
});

describe("webhook recovery: redeliver", () => {
  it("redeliver sends one delivery again now with its event id; another subscription's delivery or an unknown one is 404", async () => {
    const r = await receiver();
    receivers.push(r);
    const sub = (await subscribe(full.secret, { url: r.url, events: ["booking.created"] })).body.data;
    const other = (await subscribe(full.secret, { url: r.url, events: ["booking.created"] })).body.data;
    const made = await book();
    const [delivery] = await eventually("the delivery succeeded", async () => {
      const all = await allDeliveries(sub.id);
      return all[0]?.status === "succeeded" ? all : undefined;
    });
    const [otherDelivery] = await allDeliveries(other.id);
    expect(delivery!.attempts).toHaveLength(1);
    const before = r.received.length;

    const res = await call(
      "POST",
      `/api/v1/webhooks/${sub.id}/deliveries/${delivery!.id}/redeliver`,
      as(full),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.data).toMatchObject({
      id: delivery!.id,
      event_id: delivery!.event_id,
      type: "booking.created",
      status: "pending",
      attempts: delivery!.attempts,
    });
    expect(Math.abs(Date.parse(res.body.data.next_attempt_at) - Date.now())).toBeLessThan(5_000);
    const got = await eventually("the redelivery", async () =>
      r.received.slice(before).find((x) => x.headers["webhook-id"] === delivery!.event_id),
    );
    expect(verified(sub.secret, got).data.booking.id).toBe(made.body.data.id);
    const listed = await eventually("two attempts", async () => {
      const [d] = await allDeliveries(sub.id);
      return d?.status === "succeeded" && d.attempts.length === 2 ? d : undefined;
    });
    expect(listed.attempts.map((a) => a.status_code)).toEqual([204, 204]);

    for (const id of [otherDelivery!.id, "dlv_doesnotexist"]) {
      const missing = await call("POST", `/api/v1/webhooks/${sub.id}/deliveries/${id}/redeliver`, as(full));
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: expect.any(String), error_code: "WEBHOOK_DELIVERY_NOT_FOUND" });
    }
  });
});
