import { randomUUID } from "node:crypto";
import { createPool, type Pool } from "@reservations/service-kit";
import { callJson, type JsonAnswer, UnexpectedAnswer } from "../lib/http.js";
import { type OperationLoad, Refused } from "../lib/load.js";
import type { Scenario } from "../lib/scenario.js";
import { type ApiKey, book, CALENDAR, type Hotel, inDays, inParallel, SINGLE_UNITS } from "../lib/seed.js";
import { properties } from "./properties.js";

/** One booking the load changes: its arrival, its two departures (one night, two), and its stay now. */
interface Changing {
  id: string;
  start: string;
  ends: [string, string];
  nights: 1 | 2;
}

/** How long the allocations may take to follow the last changes (booking.changed goes through the outbox). */
const SETTLE_MS = 60_000;

/** One one-night booking per single unit, by the partner key that will change them. */
async function bookAll(url: string, hotel: Hotel, key: ApiKey): Promise<Changing[]> {
  const run = randomUUID().slice(0, 8);
  const day = CALENDAR.changes.fromDay;
  const start = inDays(day);
  const ends: [string, string] = [inDays(day + 1), inDays(day + 2)];
  return inParallel(SINGLE_UNITS, 8, async (i): Promise<Changing> => {
    const stay = {
      unit_id: hotel.units[i]!.id,
      rate_plan_id: hotel.ratePlanIds[i % 2],
      start_date: start,
      end_date: ends[0],
    };
    const b = await book(url, key, stay, `bench-changes-${run}-${i}`);
    return { id: b.id, start, ends, nights: 1 };
  });
}

/** An answer as the load counts it: status, error code and which of the two requests gave it. */
const refusal = (step: string, a: JsonAnswer) =>
  new Refused(`${a.status} ${a.body?.error_code ?? "(no error_code)"} (${step})`);

/**
 * One change: a quote for the other departure (a night more, or back to one), then the change at
 * the quote's total under its own Idempotency-Key; answers the changed booking.
 */
// biome-ignore lint/suspicious/noExplicitAny: the booking as the API shapes it
async function change(url: string, key: ApiKey, b: Changing): Promise<any> {
  const quoted = await callJson(url, "POST", `/api/v1/bookings/${b.id}/change-quotes`, {
    token: key.secret,
    body: { end_date: b.ends[b.nights === 1 ? 1 : 0] },
  });
  if (quoted.status !== 201) throw refusal("quote", quoted);
  const q = quoted.body.data;
  const changed = await callJson(url, "POST", `/api/v1/bookings/${b.id}/change`, {
    token: key.secret,
    headers: { "idempotency-key": randomUUID() },
    body: {
      change_quote_id: q.id,
      expected_total_price: Math.round((q.proposed.total_price + q.change_fee) * 100) / 100,
    },
  });
  if (changed.status !== 200) throw refusal("change", changed);
  // Only a 200 moves the stay: after a refusal (which changes nothing) the same change is asked again.
  b.nights = b.nights === 1 ? 2 : 1;
  return changed.body.data;
}

/** Waits until every booking's live allocation has its booking's stay: inventory applied every change. */
async function settle(db: Pool, ids: string[]): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM booking.bookings b
         LEFT JOIN inventory.allocations a ON a.booking_id = b.id AND a.status <> 'released'
        WHERE b.id = ANY ($1::text[])
          AND (a.id IS NULL OR a.start_date <> b.start_date OR a.end_date <> b.end_date)`,
      [ids],
    );
    const behind = Number(rows[0]!.n);
    if (behind === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `${behind} of ${ids.length} allocations still differ from their bookings' stays ${SETTLE_MS / 1000} s after the load`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const changes: Scenario = {
  name: "changes",
  measures:
    `Changes of stay with one partner key on ${SINGLE_UNITS} one-night bookings (one per single unit, ` +
    "booked before the load): each loop takes a booking no other loop holds and sends " +
    "`POST /api/v1/bookings/{id}/change-quotes` for one night more, or back to one, then " +
    "`POST /api/v1/bookings/{id}/change` with the quote's total and its own Idempotency-Key, so the " +
    "added night is always free and every change must answer 200: quote (booking read, inventory's " +
    "priced placement and hold of the added night under the unit lock, the quote kept, its expiry " +
    "scheduled), then the change (idempotency claim, booking row lock, booking.changed through the " +
    "outbox, on which inventory moves the allocation). Requests/s here are changes per second (two " +
    "requests each); refusals are counted by status, code and request.",
  baselineIs:
    "The ceiling of the repeated runs, alone on the machine: `bench/baseline/properties-server.ts` + " +
    "`properties-responder.ts` (one EVALSHA of the gateway's limiter, one NATS request, one primary-key " +
    "read, coalesced as inventory's) under autocannon, so mesh ÷ baseline is changes/s ÷ the ceiling's requests/s.",
  targets: {},
  meshStatus: 200,
  checksOversells: true,
  byDefault: true,

  async mesh({ url, hotel, env }) {
    const key = hotel.keys.bookings;
    const bookings = await bookAll(url, hotel, key);
    // A queue of idle bookings: no two loops ever change the same booking at once.
    const idle = [...bookings];
    const take = () => {
      const b = idle.shift();
      if (!b) throw new Error("more loops than bookings");
      return b;
    };
    const operations: OperationLoad = {
      status: 200,
      async operation() {
        const b = take();
        try {
          await change(url, key, b);
        } finally {
          idle.push(b);
        }
      },
    };
    return {
      operations,
      async check() {
        const b = take();
        try {
          const end = b.ends[b.nights === 1 ? 1 : 0];
          const booking = await change(url, key, b);
          const ok =
            booking?.id === b.id &&
            booking.start_date === b.start &&
            booking.end_date === end &&
            booking.version > 1;
          if (!ok) {
            throw new UnexpectedAnswer(
              `mesh POST /api/v1/bookings/${b.id}/change: expected ${b.start}..${end} at a new version, got ${JSON.stringify(booking).slice(0, 300)}`,
            );
          }
        } finally {
          idle.push(b);
        }
      },
      async close() {
        const db = createPool(env.DATABASE_URL!, { max: 1, name: "bench-changes" });
        try {
          await settle(
            db,
            bookings.map((b) => b.id),
          );
        } finally {
          await db.end();
        }
      },
    };
  },

  baseline: (ctx) => properties.baseline(ctx),
};
