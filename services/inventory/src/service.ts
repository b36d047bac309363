import { ensureEventStream, type ServiceDefinition } from "@reservations/service-kit";
import { registerAllocationHandlers } from "./handlers/allocations.js";
import { consumeBookingEvents } from "./handlers/booking-events.js";
import { registerMerchantRatePlanHandlers } from "./handlers/merchant-rate-plans.js";
import { registerMerchantUnitHandlers } from "./handlers/merchant-units.js";
import { registerPartnerReadHandlers } from "./handlers/partner-reads.js";
import { registerPropertyHandlers } from "./handlers/properties.js";
import { startReconciler } from "./jobs/reconciler.js";
import { CatalogCache } from "./store/catalog-cache.js";

export const inventoryService: ServiceDefinition = {
  name: "inventory",
  migrationsDir: new URL("./migrations/", import.meta.url),
  async register(kit) {
    await ensureEventStream(kit.nc, kit.config.NATS_NAMESPACE, kit.config.NATS_STREAM_REPLICAS);
    registerPropertyHandlers(kit);
    const catalogs = new CatalogCache(kit.pool);
    registerPartnerReadHandlers(kit, catalogs);
    registerAllocationHandlers(kit, catalogs);
    registerMerchantUnitHandlers(kit);
    registerMerchantRatePlanHandlers(kit);
    await consumeBookingEvents(kit);
    startReconciler(kit, { graceMs: kit.config.RECONCILE_GRACE_MS, everyMs: kit.config.RECONCILE_EVERY_MS });
  },
};
