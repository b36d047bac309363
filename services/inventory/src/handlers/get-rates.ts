import type { ratesOps } from "@reservations/contracts";
import { ratesOf } from "../domain/rates.js";
import { checkQueryRange } from "../domain/stay.js";
import { catalogFor, type InventoryDeps, type InventoryHandler } from "./context.js";

export const getRates =
  (deps: InventoryDeps): InventoryHandler<typeof ratesOps.rates> =>
  async ({ from, to }, ctx) => {
    const nights = checkQueryRange(from, to, ["from", "to"]);
    return ratesOf(await catalogFor(deps, ctx), from, nights);
  };
