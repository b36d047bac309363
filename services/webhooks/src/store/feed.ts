import type { FeedEvent } from "@reservations/contracts";
import type { Db } from "@reservations/service-kit";

/**
 * An event of the stream as the feed keeps it; `seq` is its feed sequence, its JetStream stream
 * sequence plus its stream's offset (store/event-streams.ts).
 */
export interface FeedRow {
  seq: number;
  id: string;
  tenant_id: string;
  property_id: string | null;
  type: string;
  occurred_at: string;
  /** The `data` of the event's webhook payload. */
  data: unknown;
}

/** Which of a hotel's events a page may hold: kinds, and properties (null: every one, and none). */
export interface FeedFilter {
  tenant_id: string;
  types: readonly string[];
  property_ids: readonly string[] | null;
}

/**
 * The feed sequence of the hotel's `bound`-th event after `after` (at or below `upTo`), or
 * undefined when it has fewer: a page reads no further, so a filter that matches few of a hotel's
 * events costs each page a bounded scan of its index rather than one over everything kept.
 */
export async function scanBound(
  db: Db,
  tenantId: string,
  after: number,
  upTo: number,
  bound: number,
): Promise<number | undefined> {
  const { rows } = await db.query<{ seq: string }>(
    `SELECT seq FROM webhooks.events WHERE tenant_id = $1 AND seq > $2 AND seq <= $3
      ORDER BY seq OFFSET $4 LIMIT 1`,
    [tenantId, after, upTo, bound - 1],
  );
  return rows[0] ? Number(rows[0].seq) : undefined;
}

/** The first `limit` events of the filter after `after` and at or below `upTo`, by feed sequence. */
export async function feedPage(
  db: Db,
  filter: FeedFilter,
  after: number,
  upTo: number,
  limit: number,
): Promise<{ seq: number; event: FeedEvent }[]> {
  const { rows } = await db.query<{
    seq: string;
    id: string;
    type: string;
    occurred_at: Date;
    property_id: string | null;
    data: unknown;
  }>(
    `SELECT seq, id, type, occurred_at, property_id, data FROM webhooks.events
      WHERE tenant_id = $1 AND seq > $2 AND seq <= $3 AND type = ANY($4::text[])
        AND ($5::text[] IS NULL OR property_id = ANY($5::text[]))
      ORDER BY seq LIMIT $6`,
    [filter.tenant_id, after, upTo, filter.types, filter.property_ids, limit],
  );
  return rows.map((r) => ({
    seq: Number(r.seq),
    event: {
      id: r.id,
      type: r.type,
      timestamp: r.occurred_at.toISOString(),
      property_id: r.property_id,
      data: r.data,
    } as FeedEvent,
  }));
}
