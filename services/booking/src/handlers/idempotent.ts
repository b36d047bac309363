import {
  AppError,
  bookingWithMoneyText,
  FieldValidationError,
  type IdempotencyClaim,
} from "@reservations/contracts";
import { Reply } from "@reservations/service-kit";
import {
  type Claims,
  finish,
  type IdempotencyRecord,
  type Lease,
  releaseLease,
  Superseded,
} from "../store/idempotency.js";
import type { BookingDeps } from "./context.js";

/** Refusals that are the same on every retry are kept for replay; passing ones (429, 5xx) are not. */
const replayable = (err: unknown): err is AppError | FieldValidationError =>
  err instanceof FieldValidationError ||
  (err instanceof AppError && err.status < 500 && err.status !== 429 && err.code !== "IDEMPOTENCY_IN_FLIGHT");

/** A stored booking answer may carry its amounts as numbers (an older release's): replayed as strings. */
const withMoneyText = (body: unknown): unknown =>
  typeof body === "object" && body !== null && "data" in body
    ? { ...body, data: bookingWithMoneyText(body.data) }
    : body;

/** The stored answer of a finished request; `replayed` marks it as a replay (Idempotent-Replayed). */
export const storedAnswer = <T>(record: IdempotencyRecord, replayed: boolean): Reply<T> =>
  new Reply(
    record.response_status ?? 200,
    withMoneyText(record.response_body) as T,
    replayed ? { "Idempotent-Replayed": "true" } : undefined,
  );

/** An Idempotency-Key of `keyId` (a partner key, or a hotel's merchant side) for a request. */
export interface KeyedRequest {
  key_id: string;
  idempotency_key: string;
  request_hash: string;
  /** The booking id (or other id) a first attempt makes its change under. */
  freshId: string;
  /** Told the booking id of an earlier attempt that was given up, before this one runs. */
  gaveUp?: (bookingId: string) => Promise<void>;
}

/**
 * Runs a creating call once per Idempotency-Key: under a lease (which `run` finishes with its answer
 * in the transaction that makes its change), or the stored answer replayed, or a refusal. A refusal
 * that would repeat is stored for replay; a passing failure ends the lease, so a retry runs anew.
 */
export async function once<T>(
  deps: { pool: BookingDeps["pool"]; claims: Claims },
  request: KeyedRequest,
  run: (lease: Lease) => Promise<Reply<T>>,
): Promise<Reply<T>> {
  const { key_id, idempotency_key, request_hash, freshId } = request;
  const entry = await deps.claims.enter(
    { key_id, idempotency_key, request_hash, booking_id: freshId },
    freshId,
  );
  if ("refused" in entry) throw new AppError(entry.refused);
  if ("replay" in entry) return storedAnswer(entry.replay, true);
  if (entry.gaveUp) await request.gaveUp?.(entry.gaveUp);
  const lease = entry.run;
  try {
    return await run(lease);
  } catch (err) {
    // The attempt that took the key over owns the record now.
    if (err instanceof Superseded) throw new AppError("IDEMPOTENCY_IN_FLIGHT");
    if (err instanceof AppError && err.code === "IDEMPOTENCY_IN_FLIGHT") throw err;
    if (replayable(err)) await finish(deps.pool, lease, err.status, err.toBody());
    else await releaseLease(deps.pool, lease).catch(() => {});
    throw err;
  }
}

/** The hotel's merchant side, as the holder of its own Idempotency-Keys. */
export const merchantKeyOf = (tenantId: string) => `merchant:${tenantId}`;

/** A merchant call `once` when it carries an Idempotency-Key, else simply run. */
export function onceIfKeyed<T>(
  deps: { pool: BookingDeps["pool"]; claims: Claims },
  tenantId: string,
  claim: IdempotencyClaim | undefined,
  freshId: string,
  run: (lease: Lease | undefined) => Promise<Reply<T>>,
  gaveUp?: KeyedRequest["gaveUp"],
): Promise<Reply<T>> {
  if (!claim) return run(undefined);
  return once(
    deps,
    {
      key_id: merchantKeyOf(tenantId),
      idempotency_key: claim.key,
      request_hash: claim.request_hash,
      freshId,
      gaveUp,
    },
    run,
  );
}
