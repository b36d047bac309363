import { fromEpochDay, toEpochDay } from "@reservations/service-kit/dates";
import type { Hold, Ledger, Stay } from "./availability.js";

/** A row of the ledger as the projection keeps it: an allocation or a sale block, by id. */
export interface LedgerRow extends Hold {
  kind: "allocation" | "block";
  id: string;
}

/** One committed change to a property's ledger: the row's state from `version` on. */
export interface LedgerChange extends LedgerRow {
  version: number;
  /** false once the row no longer takes anything (released or deleted). */
  live: boolean;
}

/**
 * The oldest night any property's partner can still ask about: today − 1 in the earliest time
 * zone (UTC−12) is never before UTC's today − 2. Holds that end by then are not kept.
 */
export function ledgerHorizon(now: Date = new Date()): string {
  return fromEpochDay(toEpochDay(now.toISOString().slice(0, 10)) - 2);
}

/**
 * A property's live allocations and sale blocks that end after `horizon`, indexed by unit, exact
 * as of ledger `version`: what availability and quotes read instead of the ledger's tables. Exact
 * for any stay that starts on or after the horizon (a hold overlapping such a stay ends after it).
 */
export class LedgerProjection {
  private readonly byUnit = new Map<string, Map<string, LedgerRow>>();
  /** The unit each kept row is on, by `kind:id`. */
  private readonly unitOf = new Map<string, string>();

  constructor(
    public version: number,
    public horizon: string,
    rows: Iterable<LedgerRow> = [],
  ) {
    for (const row of rows) this.put(row);
  }

  /** A projection of a ledger read from the tables for one stay (a read before the horizon). */
  static of(ledger: Ledger, stay: Stay): LedgerProjection {
    const rows = [
      ...ledger.allocations.map((h, i): LedgerRow => ({ ...h, kind: "allocation", id: String(i) })),
      ...ledger.blocks.map((h, i): LedgerRow => ({ ...h, kind: "block", id: String(i) })),
    ];
    return new LedgerProjection(0, stay.start_date, rows);
  }

  /** Live holds kept. */
  get size(): number {
    return this.unitOf.size;
  }

  covers(stay: Stay): boolean {
    return stay.start_date >= this.horizon;
  }

  /**
   * Applies the changes after this version, in version order. false (nothing applied) when they
   * do not follow on from it: a change was pruned from the log, the caller reloads.
   */
  apply(changes: LedgerChange[]): boolean {
    if (changes.some((c, i) => c.version !== this.version + i + 1)) return false;
    for (const c of changes) {
      this.remove(`${c.kind}:${c.id}`);
      if (c.live && c.end_date > this.horizon) this.put(c);
    }
    if (changes.length > 0) this.version = changes[changes.length - 1]!.version;
    return true;
  }

  /** Drops what ends by a later horizon (a new day). */
  advance(horizon: string): void {
    if (horizon <= this.horizon) return;
    this.horizon = horizon;
    for (const rows of this.byUnit.values()) {
      for (const [key, row] of rows) {
        if (row.end_date <= horizon) {
          rows.delete(key);
          this.unitOf.delete(key);
        }
      }
    }
  }

  /** The holds on these units that overlap the stay, in the form the availability rules read. */
  ledgerFor(unitIds: string[], stay: Stay): Ledger {
    const ledger: Ledger = { allocations: [], blocks: [] };
    for (const unitId of unitIds) {
      const rows = this.byUnit.get(unitId);
      if (!rows) continue;
      for (const row of rows.values()) {
        if (row.start_date < stay.end_date && stay.start_date < row.end_date) {
          (row.kind === "block" ? ledger.blocks : ledger.allocations).push(row);
        }
      }
    }
    return ledger;
  }

  private put(row: LedgerRow): void {
    const key = `${row.kind}:${row.id}`;
    this.remove(key);
    let rows = this.byUnit.get(row.unit_id);
    if (!rows) {
      rows = new Map();
      this.byUnit.set(row.unit_id, rows);
    }
    rows.set(key, {
      kind: row.kind,
      id: row.id,
      unit_id: row.unit_id,
      room_id: row.room_id,
      start_date: row.start_date,
      end_date: row.end_date,
    });
    this.unitOf.set(key, row.unit_id);
  }

  private remove(key: string): void {
    const unitId = this.unitOf.get(key);
    if (unitId === undefined) return;
    this.byUnit.get(unitId)?.delete(key);
    this.unitOf.delete(key);
  }
}
