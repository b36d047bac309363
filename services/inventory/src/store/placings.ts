import type { Allocation } from "@reservations/contracts";
import {
  faults,
  inTransactionEndingWith,
  isConnectionLost,
  NamedStatements,
  newId,
  type Pool,
  type QueryResultRow,
} from "@reservations/service-kit";
import { overlaps } from "@reservations/service-kit/dates";
import type { Hold, Ledger } from "../domain/holds.js";
import { decide, type LockedReads, type Placing, StaleCatalog } from "../domain/placing.js";
import {
  allocationByBookingSql,
  allocationIn,
  dropReleased,
  insertAllocationLast,
  ledgerOf,
  lockUnitsLedgerSql,
  lockUnitsSql,
} from "./ledger.js";
import { catalogVersionSql } from "./ledger-changes.js";

/** A placing's end: its allocation, or what refused it. */
export type Placed = { ok: Allocation } | { err: unknown };
/** What a batch answers for a placing: its end, or the placing on its own it goes on with after the batch. */
export type Batched = Placed | { later: Promise<Placed | undefined> };

/** Stays placed together in one transaction at most (a batch's units are all locked at once). */
export const MAX_PLACINGS = 32;
/** How long a batch waits for any one lock before its stays go each alone: a unit held long holds up only its own. */
export const BATCH_LOCK_TIMEOUT_MS = 500;
/**
 * How long a stay placed alone waits for its units' lock before it answers 503 with Retry-After:
 * less than half the caller's timeout, so a wait never holds a connection until nobody listens.
 */
export const ALONE_LOCK_TIMEOUT_MS = 2_000;

type Rows = Map<string, QueryResultRow[]>;
const allocationId = () => newId("alc");

/** The units a placing locks and reads, as one key: placings with the same key share one ledger read in a batch. */
const unitsKey = (p: Placing) => p.catalog.relatedUnitIds(p.stay.unit.id).join(",");

/** Reads under the lock for placings: one ledger read per set of units over all their nights, and each booking id's allocation. */
function addReads(reads: NamedStatements, placings: readonly Placing[]): NamedStatements {
  const ranges = new Map<string, { p: Placing; start: string; end: string }>();
  for (const p of placings) {
    const key = unitsKey(p);
    const range = ranges.get(key);
    if (!range) ranges.set(key, { p, start: p.input.start_date, end: p.input.end_date });
    else {
      if (p.input.start_date < range.start) range.start = p.input.start_date;
      if (p.input.end_date > range.end) range.end = p.input.end_date;
    }
  }
  for (const [key, { p, start, end }] of ranges) {
    reads.add(
      `ledger:${key}`,
      lockUnitsLedgerSql(p.catalog.property.id, p.catalog.relatedUnitIds(p.stay.unit.id), start, end),
    );
  }
  for (const p of placings)
    reads.add(`existing:${p.input.booking_id}`, allocationByBookingSql(p.input.booking_id));
  return reads;
}

const addVersionRead = (reads: NamedStatements, p: Placing) =>
  reads.add(`version:${p.catalog.property.id}`, catalogVersionSql(p.ctx.tenant_id!, p.catalog.property.id));

/**
 * What the reads named for `p` answered, with the holds placed earlier in the same transaction
 * (`placed`) that its units' read could not see yet: each placing is decided as it would be alone.
 */
function lockedReads(rows: Rows, p: Placing, placed: readonly Hold[] = []): LockedReads {
  const related = new Set(p.catalog.relatedUnitIds(p.stay.unit.id));
  const read = ledgerIn(rows.get(`ledger:${unitsKey(p)}`)!);
  const mine = (h: Hold) => overlaps(h, p.input);
  return {
    version: rows.get(`version:${p.catalog.property.id}`)?.[0]?.catalog as string | undefined,
    existing: allocationIn(rows.get(`existing:${p.input.booking_id}`)!, p.catalog.property.timezone),
    ledger: {
      allocations: [...read.allocations, ...placed.filter((h) => related.has(h.unit_id))].filter(mine),
      blocks: read.blocks.filter(mine),
    },
  };
}

/** A ledger read's rows as a ledger, parsed once however many placings of a batch share the read. */
const parsedLedgers = new WeakMap<QueryResultRow[], Ledger>();
function ledgerIn(rows: QueryResultRow[]): Ledger {
  const parsed = parsedLedgers.get(rows);
  if (parsed) return parsed;
  const ledger = ledgerOf(rows);
  parsedLedgers.set(rows, ledger);
  return ledger;
}

/**
 * Places stays: BEGIN with the units' lock and the reads under it, then the insert with COMMIT, one
 * placing alone or many asked together. Together, their units are locked at once in id order (as one
 * stay locks them) and each stay is decided on its units' rows and the stays placed before it in the
 * batch, so many stays of one room type go in one transaction; a booking id asked twice goes alone.
 */
export class Placings {
  constructor(private readonly pool: Pool) {}

  /** One placing in its own transaction. */
  placeAlone(p: Placing): Promise<Allocation> {
    const reads = addReads(
      new NamedStatements().add("lock_timeout", `SET LOCAL lock_timeout = ${ALONE_LOCK_TIMEOUT_MS}`),
      [p],
    );
    if (p.keptVersion !== null) addVersionRead(reads, p);
    return inTransactionEndingWith(
      this.pool,
      async (tx, answers) => {
        const decision = decide(p, lockedReads(reads.rowsOf(answers), p), allocationId);
        if ("existing" in decision) return { last: "SELECT 1", result: () => decision.existing };
        if (decision.afterRelease) await dropReleased(tx, p.input.booking_id);
        await faults.hit("inventory.allocate.item", { insert: decision.insert });
        return insertAllocationLast(decision.insert, p.catalog.property.timezone);
      },
      { setup: reads.text },
    );
  }

  /** placeAlone's end as a value; undefined when the kept catalog was stale. */
  async settle(p: Placing): Promise<Placed | undefined> {
    try {
      return { ok: await this.placeAlone(p) };
    } catch (err) {
      return err instanceof StaleCatalog ? undefined : { err };
    }
  }

  /** Placings asked together: those with distinct booking ids in one transaction, the others each alone after it. */
  async placeMany(placings: readonly Placing[]): Promise<(Batched | undefined)[]> {
    if (placings.length === 1) return [await this.settle(placings[0]!)];
    const placed: (Batched | undefined)[] = new Array(placings.length).fill(undefined);
    const { together, alone, units } = groupPlacings(placings);
    try {
      await this.placeTogether(placings, together, units, { placed, alone });
    } catch (err) {
      // Nothing of the batch was written, unless its COMMIT's answer was lost: each stay goes again
      // alone (idempotent by booking id), so only the one at fault fails; a lost connection fails each.
      const again = !isConnectionLost(err);
      alone.splice(0, alone.length, ...alone.filter((i) => !together.includes(i)));
      for (const i of together) {
        placed[i] = again ? undefined : { err };
        if (again) alone.push(i);
      }
    }
    // Not awaited: the batch's answers, and the next batch, do not wait for these (one of them may
    // wait on a unit held elsewhere); each caller waits for its own.
    for (const i of alone) placed[i] = { later: this.settle(placings[i]!) };
    return placed;
  }

  /** The batch's one transaction: its ends go into `placed`, a retry after a release into `alone`. */
  private async placeTogether(
    placings: readonly Placing[],
    together: readonly number[],
    units: ReadonlySet<string>,
    into: { placed: (Batched | undefined)[]; alone: number[] },
  ): Promise<void> {
    const reads = new NamedStatements()
      .add("lock_timeout", `SET LOCAL lock_timeout = ${BATCH_LOCK_TIMEOUT_MS}`)
      .add("units", lockUnitsSql([...units].sort()));
    addReads(
      reads,
      together.map((i) => placings[i]!),
    );
    const properties = new Map(together.map((i) => [placings[i]!.catalog.property.id, placings[i]!]));
    for (const p of properties.values()) addVersionRead(reads, p);
    await inTransactionEndingWith(
      this.pool,
      async (_tx, answers) => {
        const rows = reads.rowsOf(answers);
        const inserts = new NamedStatements();
        const made = new Map<number, (rows: QueryResultRow[]) => Allocation>();
        const placed: Hold[] = [];
        for (const i of together) {
          const p = placings[i]!;
          try {
            const decision = decide(p, lockedReads(rows, p, placed), allocationId);
            if ("existing" in decision) into.placed[i] = { ok: decision.existing };
            else if (decision.afterRelease) into.alone.push(i);
            else {
              await faults.hit("inventory.allocate.item", { insert: decision.insert });
              const insert = insertAllocationLast(decision.insert, p.catalog.property.timezone);
              inserts.add(String(i), insert.last);
              made.set(i, insert.result);
              const { unit_id, room_id, start_date, end_date } = decision.insert;
              placed.push({ unit_id, room_id, start_date, end_date });
            }
          } catch (err) {
            into.placed[i] = err instanceof StaleCatalog ? undefined : { err };
          }
        }
        return {
          last: made.size > 0 ? inserts.text : "SELECT 1",
          result: (_rows, all) => {
            const inserted = inserts.rowsOf(all);
            for (const [i, result] of made) into.placed[i] = { ok: result(inserted.get(String(i))!) };
          },
        };
      },
      {
        setup: reads.text,
        onCommitSent: (client) => faults.hit("inventory.allocate.batch-commit-sent", { client }),
      },
    );
  }
}

/** Which placings go together (distinct booking ids, in order) and which alone; the units to lock. */
function groupPlacings(placings: readonly Placing[]): {
  together: number[];
  alone: number[];
  units: Set<string>;
} {
  const together: number[] = [];
  const alone: number[] = [];
  const units = new Set<string>();
  const bookings = new Set<string>();
  for (const [i, p] of placings.entries()) {
    if (bookings.has(p.input.booking_id)) {
      alone.push(i);
      continue;
    }
    bookings.add(p.input.booking_id);
    for (const u of p.catalog.relatedUnitIds(p.stay.unit.id)) units.add(u);
    together.push(i);
  }
  return { together, alone, units };
}
