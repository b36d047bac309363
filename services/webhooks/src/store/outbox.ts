import type { DomainEvent } from "@reservations/contracts";
import { type Db, insertOutboxEvent } from "@reservations/service-kit";

/** The webhooks service's outbox table (the baseline migration); service-kit's OutboxRelay publishes it. */
export const WEBHOOKS_OUTBOX = "webhooks.outbox";

/** Keeps an event (an audit entry: none for a partner's call) in the outbox, in the change's transaction. */
export async function insertEvent(db: Db, event: DomainEvent | undefined): Promise<void> {
  if (event) await insertOutboxEvent(db, WEBHOOKS_OUTBOX, event);
}
