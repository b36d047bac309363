import { type BatchSent, coalesced, type Db, faults, prepared } from "@reservations/service-kit";

export interface IdempotencyRecord {
  key_id: string;
  idempotency_key: string;
  request_hash: string;
  booking_id: string;
  state: "in_flight" | "done";
  lease_until: Date;
  attempt: number;
  response_status: number | null;
  response_body: unknown;
}

/** The attempt that holds a record: which one, on which booking id. */
export interface Lease {
  key_id: string;
  idempotency_key: string;
  booking_id: string;
  attempt: number;
}

/** A request's claim of its Idempotency-Key: the booking id it would book under. */
export interface Claim {
  key_id: string;
  idempotency_key: string;
  request_hash: string;
  booking_id: string;
}

/**
 * Where a request stands under its Idempotency-Key: to run under `lease` (a fresh claim, or one taken
 * over after the last attempt's lease ran out, `gaveUp` then naming that attempt's booking id when it
 * was given up), to replay a finished answer, or refused (another body, or an attempt under way).
 */
export type Entry =
  | { run: Lease; gaveUp?: string }
  | { replay: IdempotencyRecord }
  | { refused: "IDEMPOTENCY_KEY_REUSED" | "IDEMPOTENCY_IN_FLIGHT" };

/** The claims of several requests in one statement; the rows returned are the claims that won. */
const claimManyStatement = prepared<{ booking_id: string }>(
  "booking_claim_many",
  `INSERT INTO booking.idempotency (key_id, idempotency_key, request_hash, booking_id, state, lease_until)
   SELECT c.key_id, c.idempotency_key, c.request_hash, c.booking_id, 'in_flight',
          now() + make_interval(secs => $5::double precision / 1000)
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS c(key_id, idempotency_key, request_hash, booking_id)
   ON CONFLICT DO NOTHING
   RETURNING booking_id`,
);

/**
 * Claims Idempotency-Keys for requests: claims asked while one statement is under way go together
 * in the next (service-kit's coalesced), each committed as the statement ends. A claim wins when
 * its row is inserted; against a record already there, or another claim of the same key in the
 * same statement (the first wins), it loses, and the record that holds the key is answered.
 */
export class Claims {
  private readonly claimOne: (claim: Claim) => Promise<boolean | undefined>;

  constructor(
    private readonly db: Db,
    private readonly leaseMs: number,
    onBatch?: (batch: BatchSent) => void,
  ) {
    // Claims of many keys in one INSERT: safe, since a claim is won only by its own booking id.
    this.claimOne = coalesced(
      async (claims: readonly Claim[]) => {
        // A test's way to make one chosen claim raise in Postgres, as a value it cannot store would.
        for (const claim of claims) await faults.hit("booking.claim.item", { claim });
        const { rows } = await claimManyStatement(db, [
          claims.map((c) => c.key_id),
          claims.map((c) => c.idempotency_key),
          claims.map((c) => c.request_hash),
          claims.map((c) => c.booking_id),
          leaseMs,
        ]);
        const won = new Set(rows.map((r) => r.booking_id));
        return claims.map((c) => won.has(c.booking_id));
      },
      { keyOf: false, onBatch },
    );
  }

  /** Claims the key for this request; answers the existing record when someone holds it. */
  async claim(
    c: Claim,
  ): Promise<{ claimed: true; lease: Lease } | { claimed: false; record: IdempotencyRecord }> {
    if (await this.claimOne(c)) {
      return {
        claimed: true,
        lease: { key_id: c.key_id, idempotency_key: c.idempotency_key, booking_id: c.booking_id, attempt: 1 },
      };
    }
    return { claimed: false, record: (await findRecord(this.db, c.key_id, c.idempotency_key))! };
  }

  /** Where the request `c` stands under its key; a takeover books under `freshId` if the last id was given up. */
  async enter(c: Claim, freshId: string): Promise<Entry> {
    const claimed = await this.claim(c);
    if (claimed.claimed) return { run: claimed.lease };
    const { record } = claimed;
    if (record.request_hash !== c.request_hash) return { refused: "IDEMPOTENCY_KEY_REUSED" };
    if (record.state === "done") return { replay: record };
    const taken = await takeOver(this.db, c.key_id, c.idempotency_key, freshId, this.leaseMs);
    if (!taken) {
      // The takeover waited for an attempt that was finishing: its answer, if it stored one.
      const now = await findRecord(this.db, c.key_id, c.idempotency_key);
      return now?.state === "done" ? { replay: now } : { refused: "IDEMPOTENCY_IN_FLIGHT" };
    }
    return taken.booking_id === record.booking_id
      ? { run: taken }
      : { run: taken, gaveUp: record.booking_id };
  }
}

export async function findRecord(
  db: Db,
  keyId: string,
  idemKey: string,
): Promise<IdempotencyRecord | undefined> {
  const { rows } = await db.query<IdempotencyRecord>(
    "SELECT * FROM booking.idempotency WHERE key_id = $1 AND idempotency_key = $2",
    [keyId, idemKey],
  );
  return rows[0];
}

/**
 * Takes over an in-flight record whose lease ran out (its attempt crashed or gave up): the attempt
 * count moves on, and the booking id is kept (so its allocation is reused) unless that id was
 * abandoned, in which case `freshBookingId` replaces it. Waits for a transaction that is finishing
 * the record, and then fails. Undefined when the lease still runs or someone else took it.
 */
export async function takeOver(
  db: Db,
  keyId: string,
  idemKey: string,
  freshBookingId: string,
  leaseMs: number,
): Promise<Lease | undefined> {
  const { rows } = await db.query<Lease>(
    `UPDATE booking.idempotency i
        SET lease_until = now() + make_interval(secs => $4::double precision / 1000), attempt = attempt + 1,
            booking_id = CASE WHEN EXISTS (SELECT 1 FROM booking.saga_outcomes o
                                            WHERE o.booking_id = i.booking_id AND o.outcome = 'abandoned')
                              THEN $3 ELSE i.booking_id END
      WHERE key_id = $1 AND idempotency_key = $2 AND state = 'in_flight' AND lease_until < now()
      RETURNING key_id, idempotency_key, booking_id, attempt`,
    [keyId, idemKey, freshBookingId, leaseMs],
  );
  return rows[0];
}

/**
 * Finishes the record with the answer of the change made in `tx`, so both commit together; throws
 * Superseded (undoing the change) when another attempt holds the record now.
 */
export async function finishIn(tx: Db, lease: Lease, status: number, body: unknown): Promise<void> {
  if (!(await finish(tx, lease, status, body))) throw new Superseded();
}

/** Records a final refusal for replay; false when another attempt holds the record now. */
export async function finish(db: Db, lease: Lease, status: number, body: unknown): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE booking.idempotency SET state = 'done', response_status = $4, response_body = $5
      WHERE key_id = $1 AND idempotency_key = $2 AND attempt = $3 AND state = 'in_flight'`,
    [lease.key_id, lease.idempotency_key, lease.attempt, status, JSON.stringify(body)],
  );
  return rowCount === 1;
}

/**
 * Lets a retry run anew after a passing failure (limits, unavailable services): the lease ends
 * now, so the next request with this key takes the record over, with the same booking id unless
 * that id was abandoned.
 */
export async function releaseLease(db: Db, lease: Lease): Promise<void> {
  await db.query(
    `UPDATE booking.idempotency SET lease_until = now() - interval '1 millisecond'
      WHERE key_id = $1 AND idempotency_key = $2 AND attempt = $3 AND state = 'in_flight'`,
    [lease.key_id, lease.idempotency_key, lease.attempt],
  );
}

/** Thrown by a booking transaction whose Idempotency-Key another attempt holds now. */
export class Superseded extends Error {
  constructor() {
    super("another attempt holds this Idempotency-Key");
  }
}
