import type { ratesOps } from "@reservations/contracts";
import { unitAvailabilityByNight } from "../domain/availability.js";
import { checkQueryRange } from "../domain/stay.js";
import { AnswerMemo } from "../store/answer-memo.js";
import { taggedRead } from "./conditional.js";
import { catalogAndLedger, type InventoryDeps, type InventoryHandler } from "./context.js";

/** Answers kept per service copy: a 200-unit answer is about 15 KB, 365 nights × 500 units about 40 KB. */
const MEMO_BYTES = 8 * 1024 * 1024;

export const getAvailability = (deps: InventoryDeps): InventoryHandler<typeof ratesOps.availability> => {
  const { metrics } = deps.kit;
  const reads = metrics.counter(
    "inventory_answer_memo_reads_total",
    "Availability reads of a kept range: answered from the kept answer (kept) or computed (computed)",
    ["result"],
  );
  const memo = new AnswerMemo(MEMO_BYTES, (kept) => reads.inc({ result: kept ? "kept" : "computed" }));
  metrics.gauge("inventory_answer_memo_bytes", "Bytes of availability answers this copy keeps", [], () => [
    { value: memo.stats().bytes },
  ]);
  metrics.gauge("inventory_answer_memo_answers", "Availability answers this copy keeps", [], () => [
    { value: memo.stats().answers },
  ]);
  return async ({ start, end }, ctx) => {
    checkQueryRange(start, end, ["start", "end"]);
    const stay = { start_date: start, end_date: end };
    // Tagged by the catalog's and the ledger's versions: a 304 reads neither the projection nor the memo.
    return taggedRead(
      deps,
      ctx,
      { op: "availability", inputs: [start, end], ledger: true },
      async (versions) => {
        const { catalog, ledger, kept } = await catalogAndLedger(deps, ctx, stay, versions);
        const compute = () => ({
          data: catalog.exposedUnits().map((u) => {
            const { available, remaining_capacity } = unitAvailabilityByNight(
              catalog.nodes.get(u.id)!,
              catalog.nodes,
              stay,
              ledger,
            );
            return { unit_id: u.id, available, remaining_capacity };
          }),
          next_cursor: null,
        });
        // The catalog is the call's property's (tenant-scoped by catalogAndLedger), so it keys the answer.
        return kept
          ? memo.answer(`${catalog.property.id}|${start}|${end}`, catalog, ledger, compute)
          : compute();
      },
    );
  };
};
