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
  isLockTimeout,
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
 * DESIGN saga step 2: takes the room for a booking, idempotent by booking id.
 *
 * Usually two round trips to Postgres: BEGIN with the units' lock, the ledger read under it, the
 * booking id's allocation and the property's catalog version; then the insert with COMMIT. The stay
 * is resolved on the catalog this copy keeps, unchecked, and the version read under the lock must
 * be the one it was kept at: a catalog changed meanwhile makes the allocation start over on a
 * checked catalog (as does a stay the kept catalog refuses, so a refusal always comes from a
 * checked one). A stale read of the catalog can never place a stay: what decides is read under
 * the lock.
 *
 * Stays asked while such a transaction is under way are placed together in the next one (service-kit's
 * `coalesced`, up to 32): BEGIN with the lock of all their units (in id order, so that batches and
 * single allocations never deadlock), then each one's ledger, allocation and catalog version; then
 * all the inserts with one COMMIT. Each is decided on its own rows as it would be alone: its
 * refusal or stale catalog is its own. Only stays whose units are all distinct go together (the
 * ledger each reads does not see the others' inserts); another stay of the same units, a retry
 * after a release, and every stay of a batch an insert of which raised (the booking id allocated
 * by another copy meanwhile, the exclusion constraint) or that waited for a lock longer than
 * BATCH_LOCK_TIMEOUT_MS are placed on their own, as before. A batch that fails otherwise (Postgres
 * gone, the statement timed out) fails each of its stays with that error, as a single allocation
 * would.
 */
export const allocate = (deps: InventoryDeps): InventoryHandler<typeof allocationOps.allocate> => {
  const { pool, log } = deps.kit;

  const resolve = (catalog: Catalog, input: AllocateInput) =>
    resolveStay(catalog, input, { origin: input.origin, today: todayIn(catalog.property.timezone) });

  const setupOf = (p: Placing) => [
    lockUnitsLedgerSql(
      p.catalog.property.id,
      p.catalog.relatedUnitIds(p.stay.unit.id),
      p.input.start_date,
      p.input.end_date,
    ),
    allocationByBookingSql(p.input.booking_id),
  ];

  /** Decides a placing on what was read under the lock; throws its refusal or StaleCatalog. */
  const decide = (
    p: Placing,
    ledgerRows: QueryResultRow[],
    existingRows: QueryResultRow[],
    version: string | undefined,
  ): Decision => {
    const { input, ctx, catalog, stay } = p;
    const { property } = catalog;
    if (p.keptVersion !== null && version !== p.keptVersion) throw new StaleCatalog();
    const existing = allocationIn(existingRows, property.timezone);
    if (existing && existing.status !== "released") {
      if (existing.tenant_id !== ctx.tenant_id) throw new AppError("BOOKING_NOT_FOUND");
      return { existing }; // idempotent by booking id
    }
    // Re-check under the lock: what was free at quote time may have been sold since.
    const placement = placeStay(catalog, stay.unit, input, ledgerOf(ledgerRows));
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
    const setup = [
      ...setupOf(p),
      ...(p.keptVersion === null ? [] : [catalogVersionSql(ctx.tenant_id!, catalog.property.id)]),
    ].join(";\n");
    return inTransactionEndingWith(
      pool,
      async (tx, [ledgerRows, existingRows, versionRows]) => {
        const decision = decide(p, ledgerRows!, existingRows!, versionRows?.[0]?.catalog);
        if ("existing" in decision) return { last: "SELECT 1", result: () => decision.existing };
        if (decision.afterRelease) await dropReleased(tx, p.input.booking_id);
        return insertAllocationLast(decision.insert, catalog.property.timezone);
      },
      { setup },
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
    const setup = [
      `SET LOCAL lock_timeout = ${BATCH_LOCK_TIMEOUT_MS}`,
      lockUnitsSql([...units].sort()),
      ...together.flatMap((i) => setupOf(placings[i]!)),
      ...properties.map((p) => catalogVersionSql(p.ctx.tenant_id!, p.catalog.property.id)),
    ].join(";\n");
    try {
      await inTransactionEndingWith(
        pool,
        async (_tx, rows) => {
          const versions = new Map(
            properties.map((p, j) => [p.catalog.property.id, rows[2 + 2 * together.length + j]![0]?.catalog]),
          );
          const inserts: { i: number; last: string; result: (rows: QueryResultRow[]) => Allocation }[] = [];
          for (const [k, i] of together.entries()) {
            const p = placings[i]!;
            try {
              const decision = decide(
                p,
                rows[2 + 2 * k]!,
                rows[3 + 2 * k]!,
                versions.get(p.catalog.property.id),
              );
              if ("existing" in decision) placed[i] = { ok: decision.existing };
              else if (decision.afterRelease) alone.push(i);
              else inserts.push({ i, ...insertAllocationLast(decision.insert, p.catalog.property.timezone) });
            } catch (err) {
              placed[i] = err instanceof StaleCatalog ? undefined : { err };
            }
          }
          return {
            last: inserts.length ? inserts.map((s) => s.last).join(";\n") : "SELECT 1",
            result: (_rows, all) => {
              for (const [j, s] of inserts.entries()) placed[s.i] = { ok: s.result(all[j]!) };
            },
          };
        },
        {
          setup,
          onCommitSent: (client) => faults.hit("inventory.allocate.batch-commit-sent", { client }),
        },
      );
    } catch (err) {
      // Nothing of the batch was written, unless its COMMIT's answer was lost. An insert refused by
      // a constraint, or a lock waited for too long: each stay is placed again on its own.
      // Anything else: each stay fails with it, as it would alone.
      const again = isSlotTaken(err) || isDuplicateBooking(err) || isLockTimeout(err);
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

  /** As before the kept catalog: the booking id's allocation first, then a checked catalog. */
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
