import {
  AppError,
  type Booking,
  type CallerContext,
  type ChangeQuote,
  type ChangeQuoteBody,
  changeHoldOps,
  type changeOps,
  formatMoney,
  type RevisionActor,
  todayIn,
} from "@reservations/contracts";
import {
  auditEvent,
  faults,
  inTransaction,
  newEvent,
  newId,
  type PoolClient,
  Reply,
} from "@reservations/service-kit";
import { toMinor } from "@reservations/service-kit/money";
import {
  changeQuoteAnswer,
  changeRefusal,
  hasStarted,
  proposedStay,
  startedChangeRefusal,
  stayView,
} from "../domain/changes.js";
import { type BookingRow, findBooking, toBooking } from "../store/bookings.js";
import {
  insertChangeQuote,
  lastAppliedQuote,
  lockChangeQuote,
  markApplied,
  settleChangeQuotes,
} from "../store/change-quotes.js";
import { finishIn } from "../store/idempotency.js";
import { insertAudit, insertEvent } from "../store/outbox.js";
import { changeStay } from "../store/status-updates.js";
import { type BookingDeps, merchantTenant, type OpHandler, partnerScope, revisionActor } from "./context.js";
import { merchantKeyOf, once } from "./idempotent.js";
import { atVersion, withVersion } from "./read-bookings.js";

// Changing a booking's stay: a change quote, then the change, by the partner key that made the
// booking or by the hotel.

/** Whose change it is: which bookings it may touch, who it is by, and where its Idempotency-Keys live. */
interface ChangeTarget {
  tenant: string;
  property: string;
  /** The partner key: only its own bookings. Null for the hotel: any booking of the property. */
  key: string | null;
  by: RevisionActor;
  idempotencyKeyOf: string;
  /** The hotel's calls are audited. */
  audited: boolean;
}

const partnerTarget = (ctx: CallerContext): ChangeTarget => {
  const { tenant, property, key } = partnerScope(ctx);
  return { tenant, property, key, by: revisionActor(ctx), idempotencyKeyOf: key, audited: false };
};

const merchantTarget = (ctx: CallerContext, property: string): ChangeTarget => {
  const tenant = merchantTenant(ctx, "BOOKING_NOT_FOUND");
  return {
    tenant,
    property,
    key: null,
    by: revisionActor(ctx),
    idempotencyKeyOf: merchantKeyOf(tenant),
    audited: true,
  };
};

/** The booking the target may change (404 otherwise), at a version If-Match names (412 otherwise). */
async function changeable(
  db: BookingDeps["pool"] | PoolClient,
  t: ChangeTarget,
  bookingId: string,
  ifMatch: number[] | undefined,
  lock = false,
): Promise<BookingRow> {
  const row = await findBooking(db, t.tenant, t.property, bookingId, lock);
  if (!row || (t.key !== null && row.created_by_key !== t.key)) throw new AppError("BOOKING_NOT_FOUND");
  return atVersion(row, ifMatch);
}

const isMember = (row: BookingRow) => row.group_balance_due_minor != null;

/**
 * Quotes a change: the proposed stay priced and placed by inventory, which holds what it adds; then
 * kept, open, replacing the booking's open quote (whose holds are freed), and its end scheduled.
 */
async function quote(
  deps: BookingDeps,
  ctx: CallerContext,
  t: ChangeTarget,
  input: { booking_id: string; if_match?: number[]; body: ChangeQuoteBody },
): Promise<Reply<{ data: ChangeQuote }>> {
  const row = await changeable(deps.pool, t, input.booking_id, input.if_match);
  const today = todayIn(row.timezone);
  const stay = proposedStay(row, input.body);
  const started = hasStarted(row, today);
  const refusal =
    changeRefusal(row, stay, today, isMember(row)) ??
    (started ? startedChangeRefusal(row, input.body) : undefined);
  if (refusal) throw refusal;
  const id = newId("bcq");
  const expiresAt = new Date(Date.now() + deps.kit.config.CHANGE_QUOTE_TTL_MS);
  const { data } = await deps.client.request(
    changeHoldOps.quote,
    {
      booking_id: row.id,
      quote_id: id,
      stay,
      origin: row.origin,
      expires_at: expiresAt.toISOString(),
      applied: await lastAppliedQuote(deps.pool, row.id),
      started,
    },
    { ...ctx, tenant_id: t.tenant, property_id: t.property },
  );
  const answer = changeQuoteAnswer({
    id,
    row,
    expiresAt,
    proposed: data.proposed,
    changeFeeMinor: data.change_fee_minor,
  });
  const replaced = await inTransaction(deps.pool, async (tx) => {
    // Under the booking's row lock: of two quotes made at once, the one kept last replaces the other.
    await findBooking(tx, t.tenant, t.property, row.id, true);
    const ids = await insertChangeQuote(tx, {
      id,
      tenant_id: t.tenant,
      property_id: t.property,
      booking_id: row.id,
      booking_version: row.version,
      proposed: data.proposed,
      answer,
      total_minor: data.proposed.total_minor,
      change_fee_minor: data.change_fee_minor,
      expires_at: expiresAt,
    });
    if (t.audited) await insertAudit(tx, auditEvent(ctx, "booking.change_quote", row.id));
    return ids;
  });
  if (t.audited) deps.outbox.kick();
  // Best effort: a quote whose end is not scheduled, or whose replaced holds are not freed now, is
  // ended by inventory's sweep once its time is over.
  await deps.changeQuotes.schedule(id, expiresAt).catch((err: Error) => {
    deps.log.warn(
      { err: err.message, change_quote_id: id },
      "change quote expiry not scheduled; the sweep will end it",
    );
  });
  await deps.changeQuotes.free(replaced).catch((err: Error) => {
    deps.log.warn({ err: err.message }, "replaced change quotes not freed now; the sweep will");
  });
  return new Reply(201, { data: answer });
}

/**
 * Applies a change quote in one transaction under the booking's row lock: the booking takes the
 * proposed stay, the quote is applied, and booking.changed (with what the stay was) goes to the
 * outbox; inventory then moves the allocation onto the held nights. Refusals change nothing.
 */
function apply(
  deps: BookingDeps,
  ctx: CallerContext,
  t: ChangeTarget,
  input: {
    booking_id: string;
    if_match?: number[];
    idempotency_key: string;
    request_hash: string;
    body: { change_quote_id: string; expected_total_price: string; waive_change_fee?: boolean };
  },
): Promise<Reply<{ data: Booking }>> {
  const { body } = input;
  return once(
    deps,
    {
      key_id: t.idempotencyKeyOf,
      idempotency_key: input.idempotency_key,
      request_hash: input.request_hash,
      freshId: input.booking_id,
    },
    (lease) =>
      inTransaction(deps.pool, async (tx) => {
        const row = await changeable(tx, t, input.booking_id, input.if_match, true);
        const q = await lockChangeQuote(tx, row.id, body.change_quote_id);
        const refusal = changeRefusal(row, q?.proposed, todayIn(row.timezone), isMember(row));
        if (refusal) throw refusal;
        if (q?.status !== "open" || !q.live) throw new AppError("BOOKING_CHANGE_QUOTE_EXPIRED");
        if (row.version !== q.booking_version) throw new AppError("BOOKING_VERSION_CONFLICT");
        const totalMinor = q.total_minor + (body.waive_change_fee ? 0 : q.change_fee_minor);
        // Compared as written: a currency without minor digits shows, and is sent back, whole units.
        const shown = formatMoney(totalMinor, row.currency);
        if (formatMoney(toMinor(body.expected_total_price), row.currency) !== shown)
          throw new AppError("BOOKING_PRICE_CHANGED", {
            extra: { total_price: shown },
          });
        const which = { id: row.id, tenant_id: t.tenant, property_id: t.property, by: t.by };
        const changed = await changeStay(tx, which, q.proposed, totalMinor);
        if (!changed) throw new AppError("BOOKING_NOT_CHANGEABLE");
        // A test's way to hold a change's commit back while later transactions commit first.
        await faults.hit("booking.change.before-commit", { bookingId: row.id });
        await markApplied(tx, q.id);
        const booking = toBooking(changed);
        const previous = { stay: stayView(row), total_price: formatMoney(row.total_minor, row.currency) };
        const scope = { tenant_id: t.tenant, property_id: t.property };
        await insertEvent(
          tx,
          newEvent("booking.changed", { booking, previous, change_quote_id: q.id }, scope),
        );
        if (t.audited) await insertAudit(tx, auditEvent(ctx, "booking.change", row.id));
        const reply = withVersion(booking);
        await finishIn(tx, lease, reply.status, reply.body);
        return reply;
      }),
  ).finally(() => deps.outbox.kick());
}

export const quoteBookingChange =
  (deps: BookingDeps): OpHandler<typeof changeOps.quote> =>
  (input, ctx) =>
    quote(deps, ctx, partnerTarget(ctx), input);

export const changeBooking =
  (deps: BookingDeps): OpHandler<typeof changeOps.apply> =>
  (input, ctx) =>
    apply(deps, ctx, partnerTarget(ctx), input);

export const merchantQuoteBookingChange =
  (deps: BookingDeps): OpHandler<typeof changeOps.merchantQuote> =>
  (input, ctx) =>
    quote(deps, ctx, merchantTarget(ctx, input.property_id), input);

export const merchantChangeBooking =
  (deps: BookingDeps): OpHandler<typeof changeOps.merchantApply> =>
  (input, ctx) =>
    apply(deps, ctx, merchantTarget(ctx, input.property_id), input);

/** Inventory's sweep: each quote's fate, within the asking tenant. */
export const changeQuoteFates =
  (deps: BookingDeps): OpHandler<typeof changeOps.fates> =>
  async ({ quote_ids }, ctx) => {
    const fates = await settleChangeQuotes(deps.pool, ctx.tenant_id ?? null, quote_ids);
    return { fates: quote_ids.map((quote_id) => ({ quote_id, fate: fates.get(quote_id) ?? "dead" })) };
  };
