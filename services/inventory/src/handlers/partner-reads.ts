import { AppError, type CallerContext, ratesOps, todayIn, unitsOps } from "@reservations/contracts";
import type { ServiceKit } from "@reservations/service-kit";
import { unitAvailability } from "../domain/availability.js";
import { type Catalog, toUnit } from "../domain/catalog.js";
import { ratesOf } from "../domain/rates.js";
import { checkQueryRange, resolveStay } from "../domain/stay.js";
import type { CatalogCache } from "../store/catalog-cache.js";
import { loadLedger } from "../store/ledger.js";

/** The catalog of the call's property; services trust only the envelope for tenant and property. */
export async function catalogFor(
  catalogs: CatalogCache,
  ctx: CallerContext,
  propertyId = ctx.property_id,
): Promise<Catalog> {
  if (!ctx.tenant_id || !propertyId) throw new AppError("PROPERTY_NOT_FOUND");
  const catalog = await catalogs.get(ctx.tenant_id, propertyId);
  if (!catalog) throw new AppError("PROPERTY_NOT_FOUND");
  return catalog;
}

export function registerPartnerReadHandlers(kit: ServiceKit, catalogs: CatalogCache): void {
  kit.rpc.serve(unitsOps.list, async (_input, ctx) => {
    const catalog = await catalogFor(catalogs, ctx);
    return { data: catalog.exposedUnits().map(toUnit), next_cursor: null };
  });

  kit.rpc.serve(ratesOps.availability, async ({ start, end }, ctx) => {
    checkQueryRange(start, end, ["start", "end"]);
    const catalog = await catalogFor(catalogs, ctx);
    const exposed = catalog.exposedUnits();
    if (exposed.length === 0) return { data: [], next_cursor: null };
    const ledger = await loadLedger(kit.pool, catalog.property.id, null, start, end);
    const stay = { start_date: start, end_date: end };
    const data = exposed.map((u) => ({
      unit_id: u.id,
      ...unitAvailability(catalog.nodes.get(u.id)!, catalog.nodes, stay, ledger),
    }));
    return { data, next_cursor: null };
  });

  kit.rpc.serve(ratesOps.rates, async ({ from, to }, ctx) => {
    const nights = checkQueryRange(from, to, ["from", "to"]);
    return ratesOf(await catalogFor(catalogs, ctx), from, nights);
  });

  kit.rpc.serve(ratesOps.quote, async (input, ctx) => {
    const catalog = await catalogFor(catalogs, ctx);
    const today = todayIn(catalog.property.timezone);
    const stay = resolveStay(catalog, input, { origin: "api", today });
    const ledger = await loadLedger(
      kit.pool,
      catalog.property.id,
      catalog.relatedUnitIds(stay.unit.id),
      input.start_date,
      input.end_date,
    );
    const { available } = unitAvailability(catalog.nodes.get(stay.unit.id)!, catalog.nodes, input, ledger);
    return {
      data: {
        unit_id: input.unit_id,
        rate_plan_id: input.rate_plan_id,
        start_date: input.start_date,
        end_date: input.end_date,
        nights: stay.nights,
        adults: input.adults,
        currency: catalog.property.currency,
        nightly: stay.priced.nightly,
        total_price: stay.priced.total_price,
        available,
      },
    };
  });
}
