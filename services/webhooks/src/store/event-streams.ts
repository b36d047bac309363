import type { Db } from "@reservations/service-kit";

/**
 * How far apart two streams' offsets are: 2^40 sequences, more than one stream ever numbers (a
 * million events a second for 12 days), and room for 8,000 streams below 2^53.
 */
const STREAM_SPAN = 2 ** 40;

/**
 * The feed's offset for the event stream NATS made at `created`: its events' feed sequences are
 * offset + stream sequence. The first stream this database sees has 0, so the sequences kept before
 * streams were counted stay as they were; each later one starts a span above the last, above every
 * feed sequence kept or ever given in a cursor, even after the purge emptied the feed. Every copy of
 * the service gets the same offset for the same stream.
 */
async function streamOffset(db: Db, created: string): Promise<number> {
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

/** The feed offsets of the streams the fan-out has consumed from, as this copy met them. */
export class FeedOffsets {
  private readonly offsets = new Map<string, number>();
  private newest: number | undefined;

  constructor(private readonly db: Db) {}

  /** A stream the fan-out consumes from now (consumeEvents's onStream): its offset, recorded or read. */
  async enter(created: string): Promise<void> {
    const offset = await streamOffset(this.db, created);
    this.offsets.set(created, offset);
    this.newest = offset;
  }

  /** The feed sequence of the message `seq` of the stream NATS made at `created`. */
  feedSeq(created: string, seq: number): number {
    const offset = this.offsets.get(created);
    if (offset === undefined) throw new Error(`no feed offset for the event stream made at ${created}`);
    return offset + seq;
  }

  /** The offset of the stream consumed now; the feed's horizon is its ack floor above it. */
  get current(): number {
    if (this.newest === undefined) throw new Error("the fan-out has not met the event stream yet");
    return this.newest;
  }
}
