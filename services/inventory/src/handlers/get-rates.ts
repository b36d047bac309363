import type { ratesOps } from "@reservations/contracts";
import { ratesOf } from "../domain/rates.js";
import { checkQueryRange } from "../domain/stay.js";
import { taggedRead } from "./conditional.js";
import { catalogFor, type InventoryDeps, type InventoryHandler } from "./context.js";

/** Prices and restrictions for the nights [from, to): the catalog alone, so tagged by its version. */
export const getRates =
  (deps: InventoryDeps): InventoryHandler<typeof ratesOps.rates> =>
  async ({ from, to }, ctx) => {
    const nights = checkQueryRange(from, to, ["from", "to"]);
    return taggedRead(deps, ctx, { op: "rates", inputs: [from, to], ledger: false }, async (versions) =>
      ratesOf(await catalogFor(deps, ctx, versions), from, nights),
    );
  };
