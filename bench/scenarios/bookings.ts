import { randomUUID } from "node:crypto";
import { createPool } from "@reservations/service-kit";
import { callJson, expectStatus, UnexpectedAnswer } from "../lib/http.js";
import type { LoadRequest } from "../lib/load.js";
import type { Scenario } from "../lib/scenario.js";
import { CALENDAR, GUEST, inDays, stayOf, UNIT_COUNT } from "../lib/seed.js";

/** unit × night pairs the scenario may book: more than any run can use. */
const PAIRS = UNIT_COUNT * CALENDAR.bookings.days;
const SCRATCH = "bench_scratch";

/** Distinct pairs for the mesh: one counter for the check, the warm-up and the measured window. */
let nextPair = 0;

export const bookings: Scenario = {
  name: "bookings",
  measures:
    "`POST /api/v1/bookings` (no hold) with one partner key (max_bookings_per_24h 1,000,000), every " +
    "request a distinct unit × night and its own Idempotency-Key, so every answer must be a 201: gateway " +
    "auth, rate limit and body validation, booking's saga (idempotency claim, key ceilings, NATS request " +
    "to inventory, which locks the unit, checks the ledger and inserts the exclusion-constrained " +
    "allocation, then the booking, idempotency record and outbox event in one transaction), envelopes.",
  baselineIs:
    `Raw inserts into \`${SCRATCH}.claims (slot text, during daterange, EXCLUDE USING gist (slot WITH =, ` +
    "during WITH &&))`, one distinct slot × night per INSERT, from as many concurrent loops as the mesh " +
    "gets connections, each on its own pg connection: no HTTP, no NATS, nothing but the constraint.",
  targets: { throughputAtLeast: 0.25 },
  meshStatus: 201,

  async mesh({ url, hotel }) {
    const run = randomUUID().slice(0, 8);
    const next = () => {
      const i = nextPair++;
      // Past the last pair the request is refused on purpose (the run is then reported invalid).
      const stay = i < PAIRS ? stayOf(hotel, CALENDAR.bookings.fromDay, i) : { unit_id: "none" };
      return {
        headers: { "idempotency-key": `bench-${run}-${i}` },
        body: JSON.stringify({ ...stay, adults: 2, guest: GUEST }),
      };
    };
    const request: LoadRequest = {
      url: `${url}/api/v1/bookings`,
      method: "POST",
      headers: { authorization: `Bearer ${hotel.keys.bookings.secret}`, "content-type": "application/json" },
      vary: next,
    };
    return {
      request,
      async check() {
        const v = next();
        const answer = await callJson(url, "POST", "/api/v1/bookings", {
          headers: { ...request.headers, ...v.headers },
          body: JSON.parse(v.body),
        });
        expectStatus("mesh POST /api/v1/bookings", answer, 201);
        const sent = JSON.parse(v.body);
        const b = answer.body?.data;
        if (b?.unit_id !== sent.unit_id || b?.start_date !== sent.start_date || b?.is_hold !== false) {
          throw new UnexpectedAnswer(
            `mesh POST /api/v1/bookings: unexpected booking ${answer.text.slice(0, 300)}`,
          );
        }
      },
    };
  },

  async baseline(ctx) {
    const pool = createPool(ctx.env.DATABASE_URL!, { max: ctx.connections, name: "baseline-inserts" });
    await pool.query(`DROP SCHEMA IF EXISTS ${SCRATCH} CASCADE`);
    await pool.query(`CREATE SCHEMA ${SCRATCH}`);
    // btree_gist (for text WITH =) is installed by inventory's migrations.
    await pool.query(
      `CREATE TABLE ${SCRATCH}.claims (
         id bigserial PRIMARY KEY,
         slot text NOT NULL,
         during daterange NOT NULL,
         EXCLUDE USING gist (slot WITH =, during WITH &&))`,
    );
    const slots = ctx.hotel.units.map((u) => u.id);
    let pair = 0;
    const insert = (i: number) => {
      const day = CALENDAR.bookings.fromDay + Math.floor(i / slots.length);
      return pool.query(
        `INSERT INTO ${SCRATCH}.claims (slot, during) VALUES ($1, daterange($2::date, $3::date, '[)'))`,
        [slots[i % slots.length], inDays(day), inDays(day + 1)],
      );
    };
    return {
      operations: {
        async operation() {
          await insert(pair++);
        },
      },
      processes: [],
      async check() {
        const i = pair++;
        await insert(i);
        // The constraint is live: the same slot and night again must be refused.
        const again = await insert(i).then(
          () => "inserted",
          (err: { code?: string }) => err.code,
        );
        if (again !== "23P01") {
          throw new UnexpectedAnswer(`baseline: a second claim on the same slot and night gave ${again}`);
        }
      },
      async close() {
        await pool.query(`DROP SCHEMA IF EXISTS ${SCRATCH} CASCADE`).catch(() => {});
        await pool.end();
      },
    };
  },
};
