import {
  type Allocation,
  AppError,
  bookingOps,
  type CallerContext,
  type ChangeQuoteFate,
  type changeHoldOps,
  changeOps,
  type ProposedStay,
  type QuoteChangeInput,
  todayIn,
} from "@reservations/contracts";
import { type Db, inTransaction, type PoolClient, type ServiceKit } from "@reservations/service-kit";
import { nightsBetween } from "@reservations/service-kit/dates";
import { type Claim, placeStay } from "../domain/allocation.js";
import type { Catalog } from "../domain/catalog.js";
import { addedNights, changeFeeMinor } from "../domain/changes.js";
import { type ResolvedStay, resolveStay } from "../domain/stay.js";
import {
  appliedQuoteOf,
  applyChangeQuote,
  type ChangeQuoteRow,
  dropChangeQuotes,
  findChangeQuote,
  insertChangeQuote,
  ledgerWithout,
  overdueChangeQuotes,
} from "../store/change-quotes.js";
import { findAllocation, isSlotTaken, lockUnitsSql } from "../store/ledger.js";
import { ALONE_LOCK_TIMEOUT_MS } from "../store/placings.js";
import { catalogFor, type InventoryDeps, type InventoryHandler } from "./context.js";

/** Locks units in id order, as every allocation does, so changes and sales never deadlock. */
async function lockUnits(tx: PoolClient, unitIds: Iterable<string>): Promise<void> {
  await tx.query(`SET LOCAL lock_timeout = ${ALONE_LOCK_TIMEOUT_MS}`);
  await tx.query(lockUnitsSql([...new Set(unitIds)].sort()));
}

/**
 * A change quote: the proposed stay priced and checked as a sale is, placed on the ledger without
 * what the booking itself holds, and the nights it adds held until `expires_at`. The booking's own
 * room is kept when it is free for the whole proposed stay. A change the booking applied that has
 * not reached this service yet is applied first, so the quote starts from the stay the booking has.
 */
export const quoteChange =
  (deps: InventoryDeps): InventoryHandler<typeof changeHoldOps.quote> =>
  async (input, ctx) => {
    const catalog = await catalogFor(deps, ctx);
    const { pool } = deps.kit;
    const found = await findAllocation(pool, input.booking_id);
    if (!found || found.tenant_id !== ctx.tenant_id || found.property_id !== catalog.property.id)
      throw new AppError("BOOKING_NOT_FOUND");
    const today = todayIn(catalog.property.timezone);
    // A started stay keeps its arrival: it is asked as if arriving today would be (no past date, no arrival rule again).
    const stay = resolveStay(catalog, input.stay, {
      origin: input.origin,
      granted: found.rate_plan_id,
      today: input.started && input.stay.start_date < today ? input.stay.start_date : today,
    });
    const pending = input.applied ? await pendingQuote(pool, input.booking_id, input.applied) : undefined;
    const units = [
      ...catalog.relatedUnitIds(found.unit_id),
      ...catalog.relatedUnitIds(stay.unit.id),
      ...(pending ? [pending.unit_id, found.unit_id] : []),
    ];
    return inTransaction(pool, async (tx) => {
      await lockUnits(tx, units);
      if (pending) await applyLocked(tx, pending.id);
      const current = await findAllocation(tx, input.booking_id, true);
      if (!current || current.status === "released") throw new AppError("BOOKING_NOT_CHANGEABLE");
      const { proposed, claims } = await placeProposed(tx, catalog, stay, input, current);
      await insertChangeQuote(tx, quoteRow(input, ctx, proposed, claims), addedNights(current, proposed));
      return {
        data: {
          current,
          proposed,
          change_fee_minor: changeFeeMinor(current, proposed, new Date()),
        },
      };
    });
  };

/** The quote applied by the booking but not here yet, if it is still kept. */
async function pendingQuote(db: Db, bookingId: string, applied: string) {
  if ((await appliedQuoteOf(db, bookingId)) === applied) return undefined;
  return findChangeQuote(db, applied);
}

/** The proposed stay placed under the lock: in the booking's own room when it is free for all of it. */
async function placeProposed(
  tx: PoolClient,
  catalog: Catalog,
  stay: ResolvedStay,
  input: QuoteChangeInput,
  current: Allocation,
): Promise<{ proposed: ProposedStay; claims: Claim[] }> {
  const { start_date, end_date } = input.stay;
  const related = catalog.relatedUnitIds(stay.unit.id);
  const ledger = await ledgerWithout(
    tx,
    input.booking_id,
    catalog.property.id,
    related,
    start_date,
    end_date,
  );
  const place = (room_id: string | undefined) =>
    placeStay(catalog, stay.unit, { ...input.stay, room_id, allow_conflict: false }, ledger);
  const keepRoom =
    input.stay.room_id === undefined && stay.unit.id === current.unit_id && current.room_id !== null
      ? current.room_id
      : undefined;
  let placement: ReturnType<typeof place>;
  try {
    placement = place(input.stay.room_id ?? keepRoom);
  } catch (err) {
    if (keepRoom === undefined) throw err;
    placement = place(undefined); // the booking's room is taken on an added night: any free room of the type
  }
  const { priced } = stay;
  const proposed: ProposedStay = {
    unit_id: stay.unit.id,
    room_id: placement.room_id,
    rate_plan_id: input.stay.rate_plan_id ?? null,
    start_date,
    end_date,
    nights: nightsBetween(start_date, end_date),
    adults: input.stay.adults,
    currency: catalog.property.currency,
    nightly: priced.nightly,
    total_minor: priced.total_minor,
    children: priced.children,
    taxes: priced.taxes,
    cancellation_policy: priced.cancellation_policy,
    free_cancellation_until: priced.free_cancellation_until,
    cancellation_fee_minor: priced.cancellation_fee_minor,
  };
  return { proposed, claims: placement.claims };
}

const quoteRow = (
  input: QuoteChangeInput,
  ctx: CallerContext,
  p: ProposedStay,
  claims: Claim[],
): ChangeQuoteRow => ({
  id: input.quote_id,
  booking_id: input.booking_id,
  tenant_id: ctx.tenant_id!,
  property_id: ctx.property_id!,
  unit_id: p.unit_id,
  room_id: p.room_id,
  rate_plan_id: p.rate_plan_id,
  start_date: p.start_date,
  end_date: p.end_date,
  adults: p.adults,
  nightly: p.nightly,
  total_minor: p.total_minor,
  terms: {
    children: p.children,
    taxes: p.taxes,
    cancellation_policy: p.cancellation_policy,
    free_cancellation_until: p.free_cancellation_until,
    cancellation_fee_minor: p.cancellation_fee_minor,
  },
  claims,
  expires_at: new Date(input.expires_at),
});

/** Quotes the booking service ended (ran out or replaced): their holds are freed. */
export const releaseChangeQuotes =
  (deps: InventoryDeps): InventoryHandler<typeof changeHoldOps.release> =>
  async ({ quote_ids }) => ({ released: await dropChangeQuotes(deps.kit.pool, quote_ids) });

/** Applies a quote whose units are locked; a slot taken after all is the caller's to answer. */
async function applyLocked(tx: PoolClient, quoteId: string): Promise<"applied" | "gone" | "released"> {
  const quote = await findChangeQuote(tx, quoteId, true);
  if (!quote) return "gone"; // applied already, or ended
  return (await applyChangeQuote(tx, quote)) ? "applied" : "released";
}

/**
 * The booking applied a change (booking.changed, or the sweep finding the quote applied): the
 * allocation becomes the quote's stay under its units' lock. A slot taken after all (the holds make
 * that impossible short of a fault) leaves the allocation as it was, and the booking is flagged.
 */
export async function applyChange(kit: ServiceKit, bookingId: string, quoteId: string): Promise<void> {
  const quote = await findChangeQuote(kit.pool, quoteId);
  if (!quote) return;
  const current = await findAllocation(kit.pool, bookingId);
  const units = [quote.unit_id, ...(current ? [current.unit_id] : [])];
  try {
    await inTransaction(kit.pool, async (tx) => {
      await lockUnits(tx, units);
      await applyLocked(tx, quoteId);
    });
  } catch (err) {
    if (!isSlotTaken(err)) throw err;
    await dropChangeQuotes(kit.pool, [quoteId]);
    await kit.client.request(
      bookingOps.flagConflict,
      { booking_id: bookingId },
      { request_id: `change-${quoteId}`, actor: "system" },
    );
    kit.log.error({ booking_id: bookingId, change_quote_id: quoteId }, "a change found its nights taken");
  }
}

/** How long past its time a quote is left for its expiry job before the sweep asks about it. */
const SWEEP_GRACE_MS = 5_000;

/**
 * Quotes past their time whose job did not end them: the booking service says which it applied
 * (applied here now), which are still open (its clock is behind: left), and which can never be
 * applied (ended here). Asked per hotel, so one hotel's quotes never wait on another's answer.
 */
export async function sweepChangeQuotes(kit: ServiceKit): Promise<{ applied: number; ended: number }> {
  const overdue = await overdueChangeQuotes(kit.pool, SWEEP_GRACE_MS, 200);
  const byTenant = new Map<string, typeof overdue>();
  for (const q of overdue) byTenant.set(q.tenant_id, [...(byTenant.get(q.tenant_id) ?? []), q]);
  let applied = 0;
  let ended = 0;
  for (const [tenant, quotes] of byTenant) {
    const { fates } = await kit.client.request(
      changeOps.fates,
      { quote_ids: quotes.map((q) => q.id) },
      { request_id: "change-quote-sweep", actor: "system", tenant_id: tenant },
    );
    const fateOf = new Map<string, ChangeQuoteFate>(fates.map((f) => [f.quote_id, f.fate]));
    for (const q of quotes) {
      const fate = fateOf.get(q.id) ?? "dead";
      if (fate === "applied") {
        await applyChange(kit, q.booking_id, q.id);
        applied++;
      } else if (fate === "dead") ended += await dropChangeQuotes(kit.pool, [q.id]);
    }
  }
  return { applied, ended };
}
