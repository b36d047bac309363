// Baseline for GET /api/v1/availability: what a monolith would do. A bare fastify route that
// runs inventory's own read path in-process on a pg Pool — the CatalogCache (a version check,
// the catalog loaded once), loadLedger (one query), the ledger's nights counted once
// (LedgerProjection.of) and unitAvailabilityByNight per exposed unit, as the inventory handler
// computes — with no NATS, no authentication, no rate limit, no envelopes, no request log.
import { createPool, loadConfig, runMain } from "@reservations/service-kit";
import Fastify from "fastify";
import { unitAvailabilityByNight } from "../../services/inventory/src/domain/availability.js";
import { LedgerProjection } from "../../services/inventory/src/domain/ledger-projection.js";
import { checkRange } from "../../services/inventory/src/domain/stay.js";
import { CatalogCache } from "../../services/inventory/src/store/catalog-cache.js";
import { loadLedger } from "../../services/inventory/src/store/ledger.js";

runMain(async () => {
  const config = loadConfig();
  const tenantId = process.env.BASELINE_TENANT_ID;
  const propertyId = process.env.BASELINE_PROPERTY_ID;
  if (!tenantId || !propertyId) throw new Error("BASELINE_TENANT_ID and BASELINE_PROPERTY_ID must be set");
  // The same pool size as the inventory service's.
  const pool = createPool(config.DATABASE_URL, { max: config.PG_POOL_MAX, name: "baseline-availability" });
  const catalogs = new CatalogCache(pool);
  const app = Fastify({ logger: false });

  app.get<{ Querystring: { start?: string; end?: string } }>("/api/v1/availability", async (req, reply) => {
    const { start, end } = req.query;
    if (typeof start !== "string" || typeof end !== "string") {
      return reply.code(400).send({ message: "start and end are required" });
    }
    checkRange(start, end, ["start", "end"]);
    const catalog = await catalogs.get(tenantId, propertyId);
    if (!catalog) return reply.code(404).send({ message: "no such property" });
    const exposed = catalog.exposedUnits();
    if (exposed.length === 0) return { data: [], next_cursor: null };
    const ledger = await loadLedger(pool, catalog.property.id, start, end);
    const stay = { start_date: start, end_date: end };
    // The ledger's nights counted once per request, then every unit from the counts: the
    // computation inventory's in-memory read does, here over the ledger just read in SQL.
    const nights = LedgerProjection.of(ledger, stay);
    const data = exposed.map((u) => ({
      unit_id: u.id,
      ...unitAvailabilityByNight(catalog.nodes.get(u.id)!, catalog.nodes, stay, nights),
    }));
    return { data, next_cursor: null };
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  process.stdout.write("ready\n");
  return {
    async stop() {
      await app.close();
      await pool.end().catch(() => {});
    },
  };
}, "baseline availability-server");
