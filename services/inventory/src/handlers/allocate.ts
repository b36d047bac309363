import {
  type Allocation,
  AppError,
  type allocationOps,
  type CallerContext,
  todayIn,
} from "@reservations/contracts";
import {
  coalesced,
  faults,
  inTransactionEndingWith,
  isConnectionLost,
  NamedStatements,
  newId,
  type QueryResultRow,
} from "@reservations/service-kit";
import type { z } from "zod";
import { placeStay } from "../domain/allocation.js";
import type { Catalog } from "../domain/catalog.js";
import { resolveStay } from "../domain/stay.js";
import {
  allocationByBookingSql,
  allocationIn,
  dropReleased,
  findAllocation,
  insertAllocationLast,
  isDuplicateBooking,
  isSlotTaken,
  ledgerOf,
  lockUnitsLedgerSql,
  lockUnitsSql,
  type NewAllocation,
} from "../store/ledger.js";
import { catalogVersionSql } from "../store/ledger-changes.js";
import { catalogFor, type InventoryDeps, type InventoryHandler } from "./context.js";

type AllocateInput = z.infer<typeof allocationOps.allocate.input>;
type Stay = ReturnType<typeof resolveStay>;

/** The kept catalog's version was not the property's under the lock: the allocation goes by a checked one. */
class StaleCatalog extends Error {}

/** A stay to place, on the catalog it was resolved on. */
interface Placing {
  input: AllocateInput;
  ctx: CallerContext;
  catalog: Catalog;
  stay: Stay;
  /** The version to check under the lock (null: the catalog was checked). */
  keptVersion: string | null;
}

/** A placing's end: its allocation, or what refused it (undefined: the kept catalog was stale). */
type Placed = { ok: Allocation } | { err: unknown };
/** What a batch answers for a placing: its end, or the placing on its own it goes on with after the batch. */
type Batched = Placed | { later: Promise<Placed | undefined> };

/** What the rows read under the lock decide for a placing. */
type Decision =
  | { existing: Allocation & { tenant_id: string } }
  | { insert: NewAllocation; afterRelease: boolean };

/** Stays placed together in one transaction at most (a batch's units are all locked at once). */
const MAX_PLACINGS = 32;
/**
 * How long a batch waits for any one lock (a unit held by another transaction, another copy's
 * insert of a booking id) before it gives up and its stays are placed each on its own: one unit
 * held long then holds up only its own stays, not the whole batch.
 */
export const BATCH_LOCK_TIMEOUT_MS = 500;

/**
 * Takes the room for a booking, idempotent by booking id: BEGIN with the units' lock and the reads
 * under it, then the insert with COMMIT. The stay is resolved on the catalog this copy keeps and
 * placed only if the version read under the lock is the one it was kept at; otherwise (or on a
 * refusal) it starts over on a catalog read now, so what decides is always read under the lock.
 *
 * Stays asked while a transaction is under way go together in the next (up to 32): safe, because
 * only stays of distinct units go together, their units are locked in id order as a single stay
 * locks them, and each is decided on its own rows. Any other stay, and every stay of a batch that
 * fails but for a lost connection, is placed alone after it.
 */
export const allocate = (deps: InventoryDeps): InventoryHandler<typeof allocationOps.allocate> => {
  const { pool, log } = deps.kit;

  const resolve = (catalog: Catalog, input: AllocateInput) =>
    resolveStay(catalog, input, { origin: input.origin, today: todayIn(catalog.property.timezone) });

  /** A placing's reads under the lock: its units' ledger and its booking id's allocation, named by its booking id. */
  const addReads = (reads: NamedStatements, p: Placing) =>
    reads
      .add(
        `ledger:${p.input.booking_id}`,
        lockUnitsLedgerSql(
          p.catalog.property.id,
          p.catalog.relatedUnitIds(p.stay.unit.id),
          p.input.start_date,
          p.input.end_date,
        ),
      )
      .add(`existing:${p.input.booking_id}`, allocationByBookingSql(p.input.booking_id));
  const ledgerRows = (rows: Map<string, QueryResultRow[]>, p: Placing) =>
    rows.get(`ledger:${p.input.booking_id}`)!;
  const existingRows = (rows: Map<string, QueryResultRow[]>, p: Placing) =>
    rows.get(`existing:${p.input.booking_id}`)!;
  const versionOf = (rows: Map<string, QueryResultRow[]>, p: Placing) =>
    rows.get(`version:${p.catalog.property.id}`)?.[0]?.catalog as string | undefined;

  /** Decides a placing on what was read under the lock; throws its refusal or StaleCatalog. */
  const decide = (p: Placing, rows: Map<string, QueryResultRow[]>): Decision => {
    const { input, ctx, catalog, stay } = p;
    const { property } = catalog;
    if (p.keptVersion !== null && versionOf(rows, p) !== p.keptVersion) throw new StaleCatalog();
    const existing = allocationIn(existingRows(rows, p), property.timezone);
    if (existing && existing.status !== "released") {
      if (existing.tenant_id !== ctx.tenant_id) throw new AppError("BOOKING_NOT_FOUND");
      return { existing }; // idempotent by booking id
    }
    // Re-check under the lock: what was free at quote time may have been sold since.
    const placement = placeStay(catalog, stay.unit, input, ledgerOf(ledgerRows(rows, p)));
    return {
      // A retry after a release: the released allocation of this booking id makes way.
      afterRelease: existing !== undefined,
      insert: {
        id: newId("alc"),
        booking_id: input.booking_id,
        tenant_id: ctx.tenant_id!,
        property_id: property.id,
        unit_id: stay.unit.id,
        room_id: placement.room_id,
        rate_plan_id: input.rate_plan_id ?? null,
        start_date: input.start_date,
        end_date: input.end_date,
        adults: input.adults,
        currency: property.currency,
        nightly: stay.priced.nightly,
        total_minor: stay.priced.total_minor,
        origin: input.origin,
        conflict: placement.conflict,
        claims: placement.claims,
      },
    };
  };

  /** One placing in its own transaction. */
  const place = (p: Placing): Promise<Allocation> => {
    const { ctx, catalog } = p;
    const reads = addReads(new NamedStatements(), p);
    if (p.keptVersion !== null)
      reads.add(`version:${catalog.property.id}`, catalogVersionSql(ctx.tenant_id!, catalog.property.id));
    return inTransactionEndingWith(
      pool,
      async (tx, answers) => {
        const decision = decide(p, reads.rowsOf(answers));
        if ("existing" in decision) return { last: "SELECT 1", result: () => decision.existing };
        if (decision.afterRelease) await dropReleased(tx, p.input.booking_id);
        await faults.hit("inventory.allocate.item", { insert: decision.insert });
        return insertAllocationLast(decision.insert, catalog.property.timezone);
      },
      { setup: reads.text },
    );
  };

  const settle = async (p: Placing): Promise<Placed | undefined> => {
    try {
      return { ok: await place(p) };
    } catch (err) {
      return err instanceof StaleCatalog ? undefined : { err };
    }
  };

  /** Placings asked together: those with distinct units in one transaction, the others each alone after it. */
  const placeMany = async (placings: readonly Placing[]): Promise<(Batched | undefined)[]> => {
    if (placings.length === 1) return [await settle(placings[0]!)];
    const placed: (Batched | undefined)[] = new Array(placings.length).fill(undefined);
    const together: number[] = [];
    let alone: number[] = [];
    const units = new Set<string>();
    const bookings = new Set<string>();
    for (const [i, p] of placings.entries()) {
      const related = p.catalog.relatedUnitIds(p.stay.unit.id);
      if (bookings.has(p.input.booking_id) || related.some((u) => units.has(u))) {
        alone.push(i);
        continue;
      }
      bookings.add(p.input.booking_id);
      for (const u of related) units.add(u);
      together.push(i);
    }
    const properties = [
      ...new Map(together.map((i) => [placings[i]!.catalog.property.id, placings[i]!])).values(),
    ];
    const reads = new NamedStatements()
      .add("lock_timeout", `SET LOCAL lock_timeout = ${BATCH_LOCK_TIMEOUT_MS}`)
      .add("units", lockUnitsSql([...units].sort()));
    for (const i of together) addReads(reads, placings[i]!);
    for (const p of properties)
      reads.add(
        `version:${p.catalog.property.id}`,
        catalogVersionSql(p.ctx.tenant_id!, p.catalog.property.id),
      );
    try {
      await inTransactionEndingWith(
        pool,
        async (_tx, answers) => {
          const rows = reads.rowsOf(answers);
          const inserts = new NamedStatements();
          const made = new Map<number, (rows: QueryResultRow[]) => Allocation>();
          for (const i of together) {
            const p = placings[i]!;
            try {
              const decision = decide(p, rows);
              if ("existing" in decision) placed[i] = { ok: decision.existing };
              else if (decision.afterRelease) alone.push(i);
              else {
                await faults.hit("inventory.allocate.item", { insert: decision.insert });
                const insert = insertAllocationLast(decision.insert, p.catalog.property.timezone);
                inserts.add(String(i), insert.last);
                made.set(i, insert.result);
              }
            } catch (err) {
              placed[i] = err instanceof StaleCatalog ? undefined : { err };
            }
          }
          return {
            last: made.size > 0 ? inserts.text : "SELECT 1",
            result: (_rows, all) => {
              const inserted = inserts.rowsOf(all);
              for (const [i, result] of made) placed[i] = { ok: result(inserted.get(String(i))!) };
            },
          };
        },
        {
          setup: reads.text,
          onCommitSent: (client) => faults.hit("inventory.allocate.batch-commit-sent", { client }),
        },
      );
    } catch (err) {
      // Nothing of the batch was written, unless its COMMIT's answer was lost: each stay goes again
      // alone (idempotent by booking id), so only the one at fault fails; a lost connection fails each.
      const again = !isConnectionLost(err);
      alone = alone.filter((i) => !together.includes(i));
      for (const i of together) {
        placed[i] = again ? undefined : { err };
        if (again) alone.push(i);
      }
    }
    // Not awaited: the batch's answers, and the next batch, do not wait for these (one of them may
    // wait on a unit held elsewhere); each caller waits for its own.
    for (const i of alone) placed[i] = { later: settle(placings[i]!) };
    return placed;
  };

  const placeKept = coalesced(placeMany, {
    maxBatch: MAX_PLACINGS,
    keyOf: false,
    onBatch: deps.onAllocateBatch,
  });

  /** On the kept catalog, checked under the lock; undefined when it is stale or refuses the stay. */
  const onKeptCatalog = async (input: AllocateInput, ctx: CallerContext): Promise<Allocation | undefined> => {
    const kept =
      ctx.tenant_id && ctx.property_id ? deps.catalogs.kept(ctx.tenant_id, ctx.property_id) : undefined;
    if (!kept) return undefined;
    let stay: Stay;
    try {
      stay = resolve(kept.catalog, input);
    } catch {
      return undefined; // a refusal is decided on a checked catalog
    }
    const placed = await placeKept({
      input,
      ctx,
      catalog: kept.catalog,
      stay,
      keptVersion: kept.version,
    });
    const ended = placed && "later" in placed ? await placed.later : placed;
    if (ended === undefined) return undefined;
    if ("err" in ended) throw ended.err;
    return ended.ok;
  };

  /** The booking id's allocation first, then the stay placed on a catalog read now. */
  const onCheckedCatalog = async (input: AllocateInput, ctx: CallerContext): Promise<Allocation> => {
    const existing = await findAllocation(pool, input.booking_id);
    if (existing && existing.status !== "released") {
      if (existing.tenant_id !== ctx.tenant_id) throw new AppError("BOOKING_NOT_FOUND");
      return existing; // idempotent by booking id
    }
    const catalog = await catalogFor(deps, ctx);
    return place({ input, ctx, catalog, stay: resolve(catalog, input), keptVersion: null });
  };

  return async (input, ctx) => {
    try {
      return { data: (await onKeptCatalog(input, ctx)) ?? (await onCheckedCatalog(input, ctx)) };
    } catch (err) {
      if (isSlotTaken(err)) {
        // The constraint caught what the lock should have: still a clean refusal, never a double sale.
        log.warn({ booking_id: input.booking_id }, "allocation refused by the exclusion constraint");
        throw input.room_id
          ? new AppError("INVENTORY_SLOT_UNAVAILABLE", { extra: { room_id: input.room_id } })
          : new AppError("UNIT_NOT_AVAILABLE", { extra: { remaining_capacity: 0 } });
      }
      if (isDuplicateBooking(err)) {
        const again = await findAllocation(pool, input.booking_id);
        if (again && again.tenant_id === ctx.tenant_id) return { data: again };
      }
      throw err;
    }
  };
};
