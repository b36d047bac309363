import { AppError, type ratesOps } from "@reservations/contracts";
import { normalizePromoCode } from "../domain/rate-plans.js";
import { ratesOf } from "../domain/rates.js";
import { checkQueryRange } from "../domain/stay.js";
import { taggedRead } from "./conditional.js";
import { catalogFor, type InventoryDeps, type InventoryHandler } from "./context.js";

/**
 * Prices and restrictions for the nights [from, to): the catalog alone, so tagged by its version
 * (and the promo code, which decides the private plans listed).
 */
export const getRates =
  (deps: InventoryDeps): InventoryHandler<typeof ratesOps.rates> =>
  async ({ from, to, promo_code }, ctx) => {
    const nights = checkQueryRange(from, to, ["from", "to"]);
    const inputs = promo_code === undefined ? [from, to] : [from, to, normalizePromoCode(promo_code)];
    return taggedRead(deps, ctx, { op: "rates", inputs, ledger: false }, async (versions) => {
      const catalog = await catalogFor(deps, ctx, versions);
      if (promo_code !== undefined && !catalog.knowsPromoCode(promo_code))
        throw new AppError("PROMO_CODE_INVALID");
      return ratesOf(catalog, from, nights, promo_code);
    });
  };
