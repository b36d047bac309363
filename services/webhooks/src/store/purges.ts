import { type Pool, purgeInBatches, purgePublished } from "@reservations/service-kit";
import { WEBHOOKS_OUTBOX } from "./outbox.js";

/**
 * Webhook deliveries are kept 30 days, their attempts with them (ON DELETE CASCADE); the feed's events
 * too; the outbox's published events 7 days.
 */
export async function purgeExpired(db: Pool): Promise<Record<string, number>> {
  return {
    deliveries: await purgeInBatches(db, "webhooks.deliveries", "created_at < now() - interval '30 days'", {
      batch: 1000,
    }),
    events: await purgeInBatches(db, "webhooks.events", "created_at < now() - interval '30 days'", {
      batch: 1000,
    }),
    outbox: await purgePublished(db, WEBHOOKS_OUTBOX),
  };
}
