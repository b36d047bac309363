/** Inventory's outbox table (the outbox migration); service-kit's OutboxRelay publishes it. */
export const INVENTORY_OUTBOX = "inventory.outbox";
