import type { Pool } from "@reservations/service-kit";

/**
 * Live allocations that overlap an earlier one on the same unit (no room) or the same room:
 * oversells; 0 expected. Sorted by arrival, a stay overlaps an earlier one exactly when it arrives
 * before the latest departure of those before it.
 */
export async function countOversells(db: Pool): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM (
       SELECT start_date, max(end_date) OVER (
                PARTITION BY coalesce(room_id, unit_id) ORDER BY start_date, id
                ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS before_end
         FROM inventory.allocations WHERE status <> 'released' AND NOT conflict) s
      WHERE before_end > start_date`,
  );
  return Number(rows[0]!.n);
}
