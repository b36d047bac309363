import { bookingOps } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import { guest, HotelFixture, uniq } from "./harness.js";

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  Plans?: PlanNode[];
}

const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

describe("a key's ceiling count", () => {
  const fx = new HotelFixture(4);

  it("reads only the edge of its 24-hour window, in the cached plan too, whatever the key made before", async () => {
    const key = `key_${uniq()}`;
    const made = await fx.h.call(
      bookingOps.create,
      {
        idempotency_key: uniq(),
        request_hash: "h",
        body: { ...fx.hotel.stay(fx.unit()), adults: 2, guest } as never,
      },
      fx.hotel.partner(key),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const first: string = made.body.data.id;
    // The booking's own transaction runs booking.key_usage from a plan cached early in a
    // connection's life (a generic one): made here while the key has one booking.
    const client = await fx.h.db.connect();
    try {
      await client.query("SET plan_cache_mode = force_generic_plan");
      await client.query("PREPARE usage(text, text, boolean) AS SELECT * FROM booking.key_usage($1, $2, $3)");
      const execute = `EXECUTE usage(${client.escapeLiteral(key)}, NULL, true)`;
      expect((await client.query(execute)).rows[0]).toMatchObject({ bookings_24h: 1, live_holds: 0 });
      // Then 3,000 more bookings of the key over the last 23 hours (copies of the real one), with
      // time to write them on a loaded machine: the pool's 5 s limit is for the services' calls.
      await client.query("SET statement_timeout = '60s'");
      await client.query(
        `INSERT INTO booking.bookings
         SELECT (jsonb_populate_record(NULL::booking.bookings, to_jsonb(b) || jsonb_build_object(
                  'id', b.id || '_' || g, 'created_at', now() - make_interval(secs => g * 27)))).*
           FROM booking.bookings b, generate_series(1, 3000) g WHERE b.id = $1`,
        [first],
      );
      const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${execute}`);
      const scans = nodes(rows[0]["QUERY PLAN"][0].Plan).filter(
        (n) => n["Index Name"] === "bookings_key_idx",
      );
      expect(scans).toHaveLength(1);
      // None of the key's bookings is in the minute at the window's far edge: the scan finds none,
      // instead of all 3,001 filtered afterwards.
      expect(scans[0]!["Actual Rows"]).toBe(0);
      // The minutes inside the window come from the per-minute counts the real booking wrote.
      expect((await client.query(execute)).rows[0]).toMatchObject({ bookings_24h: 1, live_holds: 0 });
    } finally {
      await client.query("DEALLOCATE ALL; RESET statement_timeout").catch(() => {});
      client.release();
    }
  });
});
