import { Webhook } from "standardwebhooks";
import { expect } from "vitest";
import { type FeedEntry, readFeedToEnd } from "./feed.js";
import { type Receiver, receiver } from "./receiver.js";
import { call, db, full, p1, receivers } from "./webhooks-mesh.js";

// Helpers of the webhook recovery tests (redeliver, recover), on the webhooks mesh of webhooks-mesh.ts.

export type Attempt = { at: string; status_code: number | null; duration_ms: number; error: string | null };
export type Delivery = {
  id: string;
  event_id: string;
  type: string;
  status: string;
  attempts: Attempt[];
  next_attempt_at: string | null;
};

/** A receiver that answers 500 while `down` is set, 204 once it is cleared. */
export async function flaky(): Promise<Receiver & { down: boolean }> {
  const state = { down: true };
  const r = await receiver(() => ({ status: state.down ? 500 : 204 }));
  receivers.push(r);
  return Object.assign(state, r);
}

/** A partner call's credentials: the key, on the first property. */
export const as = (key: { secret: string }) => ({ token: key.secret, property: p1 });

/** Every delivery of a subscription, paging through the list 7 at a time (newest first). */
export async function allDeliveries(subId: string, key = full): Promise<Delivery[]> {
  const out: Delivery[] = [];
  let cursor: string | undefined;
  do {
    const q = `limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const res = await call("GET", `/api/v1/webhooks/${subId}/deliveries?${q}`, as(key));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...res.body.data);
    cursor = res.body.next_cursor ?? undefined;
  } while (cursor);
  return out;
}

/** The ids of the booking.created events of these bookings, as the booking service wrote them. */
export async function createdEventIds(bookingIds: string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ event_id: string; booking_id: string }>(
    `SELECT event_id, event->'data'->'booking'->>'id' AS booking_id FROM booking.outbox
      WHERE event->>'type' = 'booking.created' AND event->'data'->'booking'->>'id' = ANY($1)`,
    [bookingIds],
  );
  return new Map(rows.map((r) => [r.booking_id, r.event_id]));
}

/** The event of a received delivery, verified with the subscription's secret (standardwebhooks). */
export const verified = (secret: string, r: Receiver["received"][number]) =>
  new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as {
    type: string;
    data: { booking: { id: string } };
  };

/** Lets a stray delivery show up before asserting that none came. */
export const quietFor = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The event feed of a key from `cursor` (the start without one), 7 at a time, up to the empty page
 * that ends it: the events, and the cursor that resumes after them.
 */
export async function feedFrom(
  cursor: string | undefined,
  key = full,
  types = "booking.created",
): Promise<{ events: FeedEntry<{ booking: { id: string } }>[]; cursor: string }> {
  const { seen, cursor: next } = await readFeedToEnd<FeedEntry<{ booking: { id: string } }>>(
    call,
    key.secret,
    p1,
    { limit: 7, types },
    cursor,
  );
  return { events: seen, cursor: next };
}
