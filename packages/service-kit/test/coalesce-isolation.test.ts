import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { coalesced, createPool, type Pool } from "../src/index.js";

/** Reads asked together by several tenants share one statement; a value Postgres refuses costs only its own read. */
describe("a coalesced read that Postgres refuses for one key's value", () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject("databaseUrl"), { max: 4 });
  });
  afterAll(() => pool?.end());

  it("answers every other key of the batch, and the culprit its own error", async () => {
    let statements = 0;
    const read = coalesced(async (keys: readonly string[]) => {
      statements++;
      const { rows } = await pool.query<{ k: string }>(
        "SELECT upper(k) AS k FROM unnest($1::text[]) WITH ORDINALITY AS t(k, i) ORDER BY i",
        [keys],
      );
      return rows.map((r) => r.k);
    });
    const asked = ["hotel-a", "hotel-b\u0000", "hotel-c"].map((k) => read(k));
    const outcomes = await Promise.allSettled(asked);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(outcomes.flatMap((o) => (o.status === "fulfilled" ? [o.value] : []))).toEqual([
      "HOTEL-A",
      "HOTEL-C",
    ]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ code: "22021" });
    // The batch of three, then each of the three alone.
    expect(statements).toBe(4);
  });
});
