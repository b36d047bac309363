import { percentile } from "../lib/load.js";
import type { Measurement, MeasurementFigures } from "../lib/measurement.js";
import { book, CALENDAR, stayOf } from "../lib/seed.js";

const HOLDS = 200;
const SPREAD_MS = 10_000;
/** After the last expiry, how long to wait for the cancellations before giving up on the rest. */
const GRACE_MS = 30_000;

interface Row {
  id: string;
  status: string;
  cancellation_reason: string | null;
  expires_ms: number;
  cancelled_ms: number | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

export const holds: Measurement = {
  name: "holds",
  label: "hold-expiry lateness",
  measures:
    `${HOLDS} holds (\`POST /api/v1/bookings\` with \`hold_minutes: 1\`, distinct units, one every ` +
    `${SPREAD_MS / HOLDS} ms) made before the load scenarios; once all are cancelled, lateness = ` +
    "`booking.bookings.cancelled_at − hold_expires_at` of each, read from the bench database (both are " +
    "Postgres `now()`: the hold's insert and the expiry's cancel transaction).",
  target: { percentile: 99, atMostMs: 1000 },

  async start({ url, hotel, db, say }) {
    const key = hotel.keys.holds;
    const started = Date.now();
    const made = await Promise.all(
      Array.from({ length: HOLDS }, async (_, i) => {
        await sleep(started + (i * SPREAD_MS) / HOLDS - Date.now());
        const booking = await book(
          url,
          key,
          { ...stayOf(hotel, CALENDAR.holds.fromDay, i), hold_minutes: 1 },
          `bench-hold-${i}`,
        );
        if (!booking.is_hold || !booking.hold_expires_at) {
          throw new Error(`hold ${i}: expected a hold with hold_expires_at, got ${JSON.stringify(booking)}`);
        }
        return { id: booking.id as string, expiresAt: Date.parse(booking.hold_expires_at) };
      }),
    );
    const ids = made.map((h) => h.id);
    const lastExpiry = Math.max(...made.map((h) => h.expiresAt));
    say(
      `holds: ${HOLDS} holds made in ${((Date.now() - started) / 1000).toFixed(1)} s; they expire in ~1 min`,
    );

    return {
      async collect(): Promise<MeasurementFigures> {
        const notes: string[] = [];
        const deadline = lastExpiry + GRACE_MS;
        let rows: Row[] = [];
        for (;;) {
          ({ rows } = await db.query<Row>(
            `SELECT id, status, cancellation_reason,
                    (EXTRACT(EPOCH FROM hold_expires_at) * 1000)::float8 AS expires_ms,
                    (EXTRACT(EPOCH FROM cancelled_at) * 1000)::float8 AS cancelled_ms
               FROM booking.bookings WHERE id = ANY($1)`,
            [ids],
          ));
          const open = rows.filter((r) => r.status !== "cancelled").length;
          if (open === 0 && rows.length === HOLDS) break;
          if (Date.now() > deadline) {
            notes.push(
              `${open} of ${HOLDS} holds were still not cancelled ${GRACE_MS / 1000} s after the last expiry ` +
                "(they wait for the five-minute sweep); they are left out of the percentiles.",
            );
            break;
          }
          await sleep(Math.min(1000, Math.max(200, lastExpiry - Date.now())));
        }
        const cancelled = rows.filter((r) => r.status === "cancelled" && r.cancelled_ms !== null);
        const other = cancelled.filter((r) => r.cancellation_reason !== "hold_expired").length;
        if (other > 0) notes.push(`${other} holds were cancelled for another reason than hold_expired.`);
        const lateness = cancelled.map((r) => r.cancelled_ms! - r.expires_ms).sort((a, b) => a - b);
        const early = lateness.filter((l) => l < 0).length;
        if (early > 0) notes.push(`${early} holds were cancelled before hold_expires_at.`);
        const round = (n: number) => Math.round(n * 10) / 10;
        return {
          samples: lateness.length,
          expected: HOLDS,
          p50Ms: round(percentile(lateness, 50)),
          p99Ms: round(percentile(lateness, 99)),
          maxMs: round(lateness.at(-1) ?? 0),
          window: {
            from: Math.min(...rows.map((r) => r.expires_ms)),
            to: Math.max(...cancelled.map((r) => r.cancelled_ms!), lastExpiry),
          },
          notes,
        };
      },
    };
  },
};
