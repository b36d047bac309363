import { type DomainEvent, EVENT_CONSUMERS, type EventConsumerName } from "@reservations/contracts";
import { consumeEvents, everyWithLock, type LockedTimer, type ServiceKit } from "@reservations/service-kit";
import { auditPartitionMonth, auditUpkeepPlan } from "../domain/audit-partitions.js";
import { utcDay } from "../domain/request-partitions.js";
import {
  auditPartitionNames,
  auditRow,
  dropAuditPartition,
  ensureAuditPartition,
  recordAuditEntries,
} from "../store/audit.js";

/** The durable consumer of the audit entries other services send. */
export const AUDIT_CONSUMER = "keys-audit" satisfies EventConsumerName;

/**
 * Keeps the audit entries the other services write to their outbox with their changes
 * (`audit.recorded`), each once by its event id: an event redelivered is not kept twice.
 */
export async function consumeAuditEntries(kit: ServiceKit): Promise<void> {
  const keep = async (events: readonly { event: DomainEvent }[]) => {
    const rows = events.flatMap(({ event }) =>
      event.type === "audit.recorded"
        ? [auditRow(event.id, event.tenant_id, event.occurred_at, event.data)]
        : [],
    );
    await recordAuditEntries(kit.pool, rows);
  };
  const consumer = await consumeEvents(kit.nc, kit.config.NATS_NAMESPACE, {
    durable: AUDIT_CONSUMER,
    filter: EVENT_CONSUMERS[AUDIT_CONSUMER].filter,
    log: kit.log,
    metrics: kit.metrics,
    handle: (event) => keep([{ event }]),
    handleBatch: keep,
    replicas: kit.config.NATS_STREAM_REPLICAS,
  });
  kit.onClose(() => consumer.stop());
}

/**
 * Keeps the audit trail's partitions: this month's and the next made ahead, months past the year
 * dropped (a few per run). On a locked timer, one copy of the service at a time, like the request log's.
 */
export async function keepAuditPartitions(kit: ServiceKit, now = new Date()): Promise<void> {
  const months = (await auditPartitionNames(kit.pool)).flatMap((n) => auditPartitionMonth(n) ?? []);
  const plan = auditUpkeepPlan(months, utcDay(now));
  const created: string[] = [];
  for (const month of plan.create) if (await ensureAuditPartition(kit.pool, month)) created.push(month);
  for (const month of plan.drop) await dropAuditPartition(kit.pool, month);
  if (created.length + plan.drop.length > 0) {
    kit.log.info({ created, dropped: plan.drop }, "audit trail partitions kept");
  }
}

export function startAuditUpkeep(kit: ServiceKit, everyMs: number): LockedTimer {
  return everyWithLock(kit, "keys.audit_entries:upkeep", everyMs, () => keepAuditPartitions(kit));
}
