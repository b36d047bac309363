import type { EventEnvelope } from "@reservations/contracts";
import type { Pool, PoolClient } from "@reservations/service-kit";

type Db = Pool | PoolClient;

export interface IdempotencyRecord {
  key_id: string;
  idempotency_key: string;
  request_hash: string;
  booking_id: string;
  state: "in_flight" | "done";
  lease_until: Date;
  response_status: number | null;
  response_body: unknown;
}

/** How long a request may run before another may take its Idempotency-Key over (crashed worker). */
export const LEASE_SECONDS = 30;

/** Claims the key for this request; answers the existing record when someone holds it. */
export async function claim(
  db: Db,
  r: { key_id: string; idempotency_key: string; request_hash: string; booking_id: string },
): Promise<{ claimed: true; booking_id: string } | { claimed: false; record: IdempotencyRecord }> {
  const inserted = await db.query(
    `INSERT INTO booking.idempotency (key_id, idempotency_key, request_hash, booking_id, state, lease_until)
     VALUES ($1, $2, $3, $4, 'in_flight', now() + make_interval(secs => $5))
     ON CONFLICT DO NOTHING`,
    [r.key_id, r.idempotency_key, r.request_hash, r.booking_id, LEASE_SECONDS],
  );
  if (inserted.rowCount === 1) return { claimed: true, booking_id: r.booking_id };
  const { rows } = await db.query<IdempotencyRecord>(
    "SELECT * FROM booking.idempotency WHERE key_id = $1 AND idempotency_key = $2",
    [r.key_id, r.idempotency_key],
  );
  return { claimed: false, record: rows[0]! };
}

/** Takes over an abandoned in-flight record whose lease ran out; false when someone else did first. */
export async function takeOver(db: Db, keyId: string, idemKey: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE booking.idempotency SET lease_until = now() + make_interval(secs => $3)
      WHERE key_id = $1 AND idempotency_key = $2 AND state = 'in_flight' AND lease_until < now()`,
    [keyId, idemKey, LEASE_SECONDS],
  );
  return rowCount === 1;
}

export async function finish(
  db: Db,
  keyId: string,
  idemKey: string,
  status: number,
  body: unknown,
): Promise<void> {
  await db.query(
    `UPDATE booking.idempotency SET state = 'done', response_status = $3, response_body = $4
      WHERE key_id = $1 AND idempotency_key = $2`,
    [keyId, idemKey, status, JSON.stringify(body)],
  );
}

/**
 * Lets a retry run anew after a passing failure (limits, unavailable services): the lease ends
 * now, so the next request with this key takes the record over with the same booking id and so
 * reuses any allocation the failed attempt left behind.
 */
export async function releaseLease(db: Db, keyId: string, idemKey: string): Promise<void> {
  await db.query(
    `UPDATE booking.idempotency SET lease_until = now() - interval '1 millisecond'
      WHERE key_id = $1 AND idempotency_key = $2 AND state = 'in_flight'`,
    [keyId, idemKey],
  );
}

/** Records are kept at least 24 hours. */
export async function purgeOld(db: Db): Promise<number> {
  const { rowCount } = await db.query(
    "DELETE FROM booking.idempotency WHERE created_at < now() - interval '48 hours' AND state = 'done'",
  );
  return rowCount ?? 0;
}

/** finish() and the outbox event that goes with the outcome, in one statement. */
export async function finishWithEvent(
  db: PoolClient,
  keyId: string,
  idemKey: string,
  status: number,
  body: unknown,
  event: EventEnvelope,
): Promise<void> {
  await db.query(
    `WITH e AS (INSERT INTO booking.outbox (event_id, event) VALUES ($5, $6))
     UPDATE booking.idempotency SET state = 'done', response_status = $3, response_body = $4
      WHERE key_id = $1 AND idempotency_key = $2`,
    [keyId, idemKey, status, JSON.stringify(body), event.id, JSON.stringify(event)],
  );
}
