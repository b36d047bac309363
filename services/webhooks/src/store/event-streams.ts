import type { Db } from "@reservations/service-kit";

/**
 * How far apart two streams' offsets are: 2^40 sequences, more than one stream ever numbers (a
 * million events a second for 12 days), and room for 8,000 streams below 2^53.
 */
export const STREAM_SPAN = 2 ** 40;

/**
 * The feed's offset for the event stream NATS made at `created`: its events' feed sequences are
 * offset + stream sequence. The first stream this database sees has 0, so the sequences kept before
 * streams were counted stay as they were; each later one starts a span above the last, above every
 * feed sequence kept or ever given in a cursor, even after the purge emptied the feed. Every copy of
 * the service gets the same offset for the same stream.
 */
export async function streamOffset(db: Db, created: string): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const { rows } = await db.query<{ seq_offset: string }>(
      `WITH added AS (
         INSERT INTO webhooks.event_streams (created, seq_offset)
         SELECT $1, coalesce((SELECT max(seq_offset) + $2 FROM webhooks.event_streams), 0)
         ON CONFLICT DO NOTHING
         RETURNING seq_offset
       )
       SELECT seq_offset FROM added
       UNION ALL
       SELECT seq_offset FROM webhooks.event_streams WHERE created = $1`,
      [created, STREAM_SPAN],
    );
    // Another copy that recorded a stream during this statement is in neither part: the next
    // attempt sees its row (the same stream's offset, or the next span for this one).
    if (rows[0]) return Number(rows[0].seq_offset);
  }
  throw new Error("the event stream's feed offset could not be recorded");
}
