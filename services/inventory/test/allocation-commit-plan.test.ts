import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMIT_ALLOCATIONS_SQL, commitAllocation } from "../src/store/ledger.js";
import { allocator, type InventoryHarness, inDays, ledgerUnits, startInventory } from "./harness.js";

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Shared Hit Blocks"?: number;
  "Rows Removed by Filter"?: number;
  Plans?: PlanNode[];
}

const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

describe("committing an allocation on booking.created", () => {
  let h: InventoryHarness;
  beforeAll(async () => {
    h = await startInventory();
  });
  afterAll(async () => {
    await h?.stop();
  });

  it("finds it by its booking id, however many allocations are pending and whatever ANALYZE saw", async () => {
    const hotel = await h.hotel("Commit plan hotel");
    const units = await ledgerUnits(hotel);
    const allocate = allocator(h, hotel.partner, units);
    const db = h.service.kit.pool;
    const made = await allocate({ start_date: inDays(40), end_date: inDays(41) });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    // Statistics taken while nothing is pending (autovacuum's ANALYZE can see this any quiet moment).
    await commitAllocation(db, made.body.data.booking_id);
    await db.query("ANALYZE inventory.allocations");
    // Then a backlog: 2,000 pending allocations (copies of the real one on other nights).
    await db.query(
      `INSERT INTO inventory.allocations
       SELECT (jsonb_populate_record(NULL::inventory.allocations, to_jsonb(a) || jsonb_build_object(
                'id', a.id || '_' || g, 'booking_id', a.booking_id || '_' || g, 'status', 'pending',
                'committed_at', NULL, 'start_date', a.start_date + 10 + g, 'end_date', a.end_date + 10 + g))).*
         FROM inventory.allocations a, generate_series(1, 2000) g WHERE a.booking_id = $1`,
      [made.body.data.booking_id],
    );
    const client = await db.connect();
    try {
      // The plan a connection caches after a few calls (a generic one), as the service's prepared statement.
      await client.query("SET plan_cache_mode = force_generic_plan");
      await client.query(`PREPARE commit_allocation(text[]) AS ${COMMIT_ALLOCATIONS_SQL}`);
      const pendingId = `${made.body.data.booking_id}_1000`;
      const { rows } = await client.query(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) EXECUTE commit_allocation(ARRAY[${client.escapeLiteral(pendingId)}])`,
      );
      const plan = nodes(rows[0]["QUERY PLAN"][0].Plan);
      const update = plan.find((n) => n["Node Type"] === "ModifyTable")!;
      const scan = nodes(update).find((n) => n["Index Name"] !== undefined)!;
      expect(scan["Index Name"]).toBe("allocations_booking_id_key");
      expect(scan["Rows Removed by Filter"] ?? 0).toBe(0);
      expect(update["Shared Hit Blocks"]).toBeLessThan(50);
      const { rows: after } = await client.query(
        "SELECT status FROM inventory.allocations WHERE booking_id = $1",
        [pendingId],
      );
      expect(after).toEqual([{ status: "committed" }]);
    } finally {
      await client.query("DEALLOCATE ALL").catch(() => {});
      client.release();
    }
  });
});
