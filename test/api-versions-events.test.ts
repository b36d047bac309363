import { Webhook } from "standardwebhooks";
import { beforeAll, describe, expect, it } from "vitest";
import { receiver } from "./support/receiver.js";
import { eventually } from "./support/service-harness.js";
import {
  ALL_WRITE,
  book,
  call,
  full,
  hotel,
  p1,
  receivers,
  subscribe,
  tenant,
  useWebhooksMesh,
} from "./support/webhooks-mesh.js";

// Deliveries are written in their subscription's version, the feed in the request's; an event's id
// is the same in every version.

useWebhooksMesh();
let newest: { id: string; secret: string };
beforeAll(async () => {
  newest = await hotel.key(tenant.token, { scopes: ALL_WRITE, api_version: "2026-12-15" });
});

/** A receiver, a subscription of `key` to booking.created on it, and how to read what it got. */
async function subscribed(key: string) {
  const r = await receiver();
  receivers.push(r);
  const sub = await subscribe(key, { url: r.url, events: ["booking.created"] });
  expect(sub.status, JSON.stringify(sub.body)).toBe(201);
  const secret: string = sub.body.data.secret;
  const delivered = (bookingId: string) =>
    eventually(() => {
      const got = r.received.find((x) => x.body.includes(bookingId));
      if (!got) throw new Error(`no delivery of ${bookingId}`);
      const payload = new Webhook(secret).verify(got.body, got.headers as Record<string, string>) as {
        data: { booking: { total_price: unknown; taxes: unknown[] } };
      };
      return { id: got.headers["webhook-id"], booking: payload.data.booking };
    }, 15_000);
  return { sub: sub.body.data, delivered };
}

describe("webhook deliveries and the event feed by version", () => {
  it("delivers the same event in each subscription's version, with one id", async () => {
    const [byNewest, byDefault] = [await subscribed(newest.secret), await subscribed(full.secret)];
    expect(byNewest.sub.api_version).toBe("2026-12-15");
    expect(byDefault.sub.api_version).toBe("2026-11-21");
    const made = await book();
    expect(made.status).toBe(201);
    const [a, b] = await Promise.all([
      byNewest.delivered(made.body.data.id),
      byDefault.delivered(made.body.data.id),
    ]);
    expect(a.booking.total_price).toBe("100.00");
    expect(b.booking.total_price).toBe(100);
    expect(a.id).toBe(b.id);

    // A subscription moved to another version is delivered in it from then on.
    const moved = await call("PATCH", `/api/v1/webhooks/${byDefault.sub.id}`, {
      token: full.secret,
      property: p1,
      body: { api_version: "2026-12-15" },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.api_version).toBe("2026-12-15");
    const next = await book();
    expect((await byDefault.delivered(next.body.data.id)).booking.total_price).toBe("100.00");
  });

  it("answers the feed in the request's version, with the same event ids", async () => {
    const made = await book();
    expect(made.status).toBe(201);
    const feed = (headers: Record<string, string> = {}) =>
      eventually(async () => {
        const res = await call("GET", "/api/v1/events?types=booking.created&limit=100", {
          token: full.secret,
          property: p1,
          headers,
        });
        if (res.status !== 200) throw new Error(JSON.stringify(res.body));
        const event = res.body.data.find(
          (e: { data: { booking: { id: string } } }) => e.data.booking.id === made.body.data.id,
        );
        if (!event) throw new Error("not in the feed yet");
        return event;
      }, 15_000);
    const [old, latest] = [await feed(), await feed({ "api-version": "2026-12-15" })];
    expect(old.data.booking.total_price).toBe(100);
    expect(latest.data.booking.total_price).toBe("100.00");
    expect(old.id).toBe(latest.id);
  });
});
