import {
  auditActionOwner,
  auditSubjectService,
  EVENT_CONSUMERS,
  EVENT_PUBLISHERS,
  type EventConsumerName,
} from "@reservations/contracts";
import {
  consumeEvents,
  everyWithLock,
  type LockedTimer,
  type ServiceKit,
  type StreamEvent,
} from "@reservations/service-kit";
import { auditPartitionMonth, auditUpkeepPlan } from "../domain/audit-partitions.js";
import { utcDay } from "../domain/request-partitions.js";
import {
  auditPartitionNames,
  auditRow,
  dropAuditPartition,
  ensureAuditPartition,
  existingTenants,
  recordAuditEntries,
} from "../store/audit.js";

/** The durable consumer of the audit entries other services send. */
export const AUDIT_CONSUMER = "keys-audit" satisfies EventConsumerName;

/** Why an entry sent over NATS is not kept: its sender does not own its action, or its hotel does not exist. */
export type AuditDropReason = "foreign_action" | "unknown_tenant";

/** Services that send entries over NATS: keys writes its own in its transactions, never on the stream. */
const SENDERS: readonly string[] = EVENT_PUBLISHERS.audit;

/**
 * Why an entry is not kept, if it is not: it must come on the subject of a service that sends
 * entries and owns its action, for a hotel that exists.
 */
export function auditEntryRefusal(
  action: string,
  sentBy: string | undefined,
  tenantExists: boolean,
): AuditDropReason | undefined {
  if (sentBy === undefined || !SENDERS.includes(sentBy) || auditActionOwner(action) !== sentBy) {
    return "foreign_action";
  }
  return tenantExists ? undefined : "unknown_tenant";
}

type Sent = Pick<StreamEvent, "event" | "subject">;

/**
 * Keeps the audit entries the other services write to their outbox with their changes
 * (`audit.recorded`), each once by its event id: an event redelivered is not kept twice. An entry
 * from a service that does not own its action, or for a hotel that does not exist, is acked and dropped.
 */
export async function consumeAuditEntries(kit: ServiceKit): Promise<void> {
  const namespace = kit.config.NATS_NAMESPACE;
  const dropped = kit.metrics.counter(
    "audit_entries_dropped_total",
    "Audit entries sent over NATS and not kept: from a service that does not own the action, or for no hotel",
    ["reason"],
  );
  const keep = async (events: readonly Sent[]) => {
    const sent = events.flatMap(({ event, subject }) =>
      event.type === "audit.recorded" ? [{ event, sentBy: auditSubjectService(subject, namespace) }] : [],
    );
    if (sent.length === 0) return;
    const tenants = await existingTenants(kit.pool, [...new Set(sent.map((s) => s.event.tenant_id))]);
    const rows = sent.flatMap(({ event, sentBy }) => {
      const reason = auditEntryRefusal(event.data.action, sentBy, tenants.has(event.tenant_id));
      if (!reason) return [auditRow(event.id, event.tenant_id, event.occurred_at, event.data)];
      dropped.inc({ reason });
      kit.log.warn(
        { event_id: event.id, action: event.data.action, sent_by: sentBy ?? null, reason },
        "audit entry dropped: its sender may not write it, or its hotel does not exist",
      );
      return [];
    });
    await recordAuditEntries(kit.pool, rows);
  };
  const consumer = await consumeEvents(kit.nc, kit.config.NATS_NAMESPACE, {
    durable: AUDIT_CONSUMER,
    filter: EVENT_CONSUMERS[AUDIT_CONSUMER].filter,
    log: kit.log,
    metrics: kit.metrics,
    handle: (event, { subject }) => keep([{ event, subject }]),
    handleBatch: keep,
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
