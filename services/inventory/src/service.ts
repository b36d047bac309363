import {
  allocationOps,
  ariOps,
  calendarOps,
  changeHoldOps,
  propertiesOps,
  ratesOps,
  unitsOps,
} from "@reservations/contracts";
import {
  batchMetrics,
  CursorCodec,
  OutboxRelay,
  type ServiceDefinition,
  watchOutbox,
} from "@reservations/service-kit";
import { allocate } from "./handlers/allocate.js";
import { ariChanges } from "./handlers/ari-changes.js";
import { consumeBookingEvents } from "./handlers/booking-events.js";
import { quoteChange, releaseChangeQuotes } from "./handlers/change-quotes.js";
import type { InventoryDeps } from "./handlers/context.js";
import { createProperty } from "./handlers/create-property.js";
import { createRatePlan } from "./handlers/create-rate-plan.js";
import { createSaleBlock } from "./handlers/create-sale-block.js";
import { createUnit } from "./handlers/create-unit.js";
import { deleteSaleBlock } from "./handlers/delete-sale-block.js";
import { getAvailability } from "./handlers/get-availability.js";
import { getCalendar, getMerchantCalendar } from "./handlers/get-calendar.js";
import { getHousekeeping } from "./handlers/get-housekeeping.js";
import { getProperty } from "./handlers/get-property.js";
import { getRates } from "./handlers/get-rates.js";
import { getRestrictions } from "./handlers/get-restrictions.js";
import { getUnit } from "./handlers/get-unit.js";
import { listMerchantHousekeeping, listMerchantUnits } from "./handlers/list-merchant-units.js";
import { listProperties } from "./handlers/list-properties.js";
import { listRatePlans } from "./handlers/list-rate-plans.js";
import { listSaleBlocks } from "./handlers/list-sale-blocks.js";
import { listUnits } from "./handlers/list-units.js";
import { quoteStay } from "./handlers/quote-stay.js";
import { releaseAllocation } from "./handlers/release-allocation.js";
import { resolveProperties } from "./handlers/resolve-properties.js";
import { setHousekeeping } from "./handlers/set-housekeeping.js";
import { setRestrictions } from "./handlers/set-restrictions.js";
import { unitKinds } from "./handlers/unit-kinds.js";
import { updateProperty } from "./handlers/update-property.js";
import { updateRatePlan } from "./handlers/update-rate-plan.js";
import { updateUnit } from "./handlers/update-unit.js";
import { startAriEvents } from "./jobs/ari-events.js";
import { startReconciler } from "./jobs/reconciler.js";
import { CatalogCache } from "./store/catalog-cache.js";
import { INVENTORY_OUTBOX } from "./store/outbox.js";
import { PropertyReads } from "./store/properties.js";

export const inventoryService: ServiceDefinition = {
  name: "inventory",
  migrationsDir: new URL("./migrations/", import.meta.url),
  liveSqlDir: new URL("./store/sql/", import.meta.url),
  async register(kit) {
    // Reads per statement of the coalesced reads, by read: `versions` (every partner read's check
    // of its property's versions) or `property` (the property itself).
    const onBatch = batchMetrics<"versions" | "property">(kit.metrics, {
      label: "read",
      calls: {
        name: "inventory_read_batch_reads",
        help: "Reads answered by one statement of a coalesced read, by read (versions, property)",
      },
      overdue: {
        name: "inventory_read_batches_overdue_total",
        help: "Batches of a coalesced read sent after waiting 1 s for a statement still under way, by read",
      },
    });
    // Allocations placed by one transaction of stays asked together.
    const onWrite = batchMetrics<"allocate">(kit.metrics, {
      label: "write",
      calls: {
        name: "inventory_write_batch_writes",
        help: "Writes made by one transaction of writes asked together, by write (allocate)",
      },
      overdue: {
        name: "inventory_write_batches_overdue_total",
        help: "Batches of writes sent after waiting 1 s for a transaction still under way, by write",
      },
    });
    const loads = kit.metrics.counter(
      "inventory_property_loads_total",
      "Property catalogs and whole ledgers loaded from the tables, by what (catalog, ledger): once per property and change, however many calls wait",
      ["what"],
    );
    const deps: InventoryDeps = {
      kit,
      catalogs: new CatalogCache(kit.pool, {
        onBatch: onBatch("versions"),
        onLoad: (what) => loads.inc({ what }),
      }),
      properties: new PropertyReads(kit.pool, onBatch("property")),
      outbox: new OutboxRelay(kit, INVENTORY_OUTBOX),
      onAllocateBatch: onWrite("allocate"),
    };
    const { rpc } = kit;
    rpc.serve(propertiesOps.create, createProperty(deps));
    rpc.serve(propertiesOps.list, listProperties(deps));
    rpc.serve(propertiesOps.get, getProperty(deps));
    rpc.serve(propertiesOps.update, updateProperty(deps));
    rpc.serve(propertiesOps.resolve, resolveProperties(deps));

    rpc.serve(unitsOps.list, listUnits(deps));
    rpc.serve(unitsOps.get, getUnit(deps));
    rpc.serve(unitsOps.housekeeping, getHousekeeping(deps));
    rpc.serve(ratesOps.availability, getAvailability(deps));
    rpc.serve(ratesOps.rates, getRates(deps));
    rpc.serve(ratesOps.quote, quoteStay(deps));
    rpc.serve(calendarOps.calendar, getCalendar(deps));
    rpc.serve(calendarOps.merchantCalendar, getMerchantCalendar(deps));
    rpc.serve(ariOps.changes, ariChanges(deps, new CursorCodec(kit.config.CURSOR_SECRET)));

    rpc.serve(allocationOps.allocate, allocate(deps));
    rpc.serve(allocationOps.release, releaseAllocation(deps));
    rpc.serve(changeHoldOps.quote, quoteChange(deps));
    rpc.serve(changeHoldOps.release, releaseChangeQuotes(deps));

    rpc.serve(unitsOps.create, createUnit(deps));
    rpc.serve(unitsOps.update, updateUnit(deps));
    rpc.serve(unitsOps.merchantList, listMerchantUnits(deps));
    rpc.serve(unitsOps.kinds, unitKinds(deps));
    rpc.serve(unitsOps.merchantHousekeeping, listMerchantHousekeeping(deps));
    rpc.serve(unitsOps.listSaleBlocks, listSaleBlocks(deps));
    rpc.serve(unitsOps.setHousekeeping, setHousekeeping(deps));
    rpc.serve(unitsOps.createSaleBlock, createSaleBlock(deps));
    rpc.serve(unitsOps.deleteSaleBlock, deleteSaleBlock(deps));
    rpc.serve(ratesOps.createRatePlan, createRatePlan(deps));
    rpc.serve(ratesOps.updateRatePlan, updateRatePlan(deps));
    rpc.serve(ratesOps.listRatePlans, listRatePlans(deps));
    rpc.serve(ratesOps.setRestrictions, setRestrictions(deps));
    rpc.serve(ratesOps.getRestrictions, getRestrictions(deps));

    await consumeBookingEvents(kit);
    watchOutbox(kit, INVENTORY_OUTBOX);
    deps.outbox.start();
    kit.onClose(() => deps.outbox.stop());
    startAriEvents(kit, () => deps.outbox.kick());
    startReconciler(kit, { graceMs: kit.config.RECONCILE_GRACE_MS, everyMs: kit.config.RECONCILE_EVERY_MS });
  },
};
