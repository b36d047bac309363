import { fromEpochDay, toEpochDay } from "@reservations/service-kit/dates";
import type { Hold, Ledger, NightCounts, Stay } from "./holds.js";

/** A row of the ledger as the projection keeps it: an allocation, a change quote's hold or a sale block, by id. */
export interface LedgerRow extends Hold {
  kind: "allocation" | "hold" | "block";
  id: string;
}

/** One committed change to a unit's ledger: the row's state from the unit's `version` on. */
export interface LedgerChange extends LedgerRow {
  version: number;
  /** false once the row no longer takes anything (released or deleted). */
  live: boolean;
}

const DAY_MS = 86_400_000;
/** Every read asks for the horizon: it is worked out once a day. */
let lastHorizon = { today: Number.NaN, horizon: "" };

/**
 * The oldest night any property's partner can still ask about: today − 1 in the earliest time
 * zone (UTC−12) is never before UTC's today − 2. Holds that end by then are not kept.
 */
export function ledgerHorizon(now: Date = new Date()): string {
  const today = Math.floor(now.getTime() / DAY_MS);
  if (today !== lastHorizon.today) lastHorizon = { today, horizon: fromEpochDay(today - 2) };
  return lastHorizon.horizon;
}

/**
 * A property's live allocations and sale blocks that end after `horizon`, indexed by unit, exact
 * as of each unit's ledger version: what availability and quotes read instead of the ledger's
 * tables. Exact for any stay that starts on or after the horizon (a hold overlapping such a stay
 * ends after it).
 */
export class LedgerProjection implements NightCounts {
  /**
   * Per unit, its rows by `kind:id`. A row moved to another unit (a change of a stay) is logged on
   * both, gone from one and live on the other, so each unit's rows follow its own changes alone.
   */
  private readonly byUnit = new Map<string, Map<string, LedgerRow>>();
  private kept = 0;
  private readonly versions: Map<string, number>;
  private total = 0;
  /** Per unit, how many holds take each night, indexed by epoch day − `base` (the first horizon). */
  private readonly nights = new Map<string, Int32Array>();
  private readonly base: number;
  private lastStay = { start: "", end: "", from: 0, to: 0 };

  constructor(
    versions: Iterable<[string, number]>,
    public horizon: string,
    rows: Iterable<LedgerRow> = [],
  ) {
    this.base = toEpochDay(horizon);
    this.versions = new Map(versions);
    for (const v of this.versions.values()) this.total += v;
    for (const row of rows) this.insert(row);
  }

  /** The sum of the units' versions: it grows with every change, so equal sums mean the same ledger. */
  get version(): number {
    return this.total;
  }

  /** Each unit's version, for asking for the changes after it. */
  unitVersions(): Map<string, number> {
    return this.versions;
  }

  /**
   * The nights of a ledger read from the tables for one stay (a read before the horizon, an
   * allocation under the lock), counted but not kept: it is read once and never brought up to date.
   */
  static of(ledger: Ledger, stay: Stay): LedgerProjection {
    const counted = new LedgerProjection([], stay.start_date);
    for (const h of ledger.allocations) counted.count(h, 1);
    for (const h of ledger.blocks) counted.count(h, 1);
    return counted;
  }

  /** Live holds kept. */
  get size(): number {
    return this.kept;
  }

  covers(stay: Stay): boolean {
    return stay.start_date >= this.horizon;
  }

  /**
   * Applies each unit's changes after its version, in version order. false (nothing applied) when
   * a unit's changes do not follow on from its version: one was pruned from the log, the caller reloads.
   */
  apply(changes: LedgerChange[]): boolean {
    const next = new Map<string, number>();
    for (const c of changes) {
      const at = next.get(c.unit_id) ?? this.versions.get(c.unit_id) ?? 0;
      if (c.version !== at + 1) return false;
      next.set(c.unit_id, c.version);
    }
    for (const c of changes) {
      this.remove(c.unit_id, `${c.kind}:${c.id}`);
      if (c.live && c.end_date > this.horizon) this.put(c);
    }
    for (const [unitId, version] of next) {
      this.total += version - (this.versions.get(unitId) ?? 0);
      this.versions.set(unitId, version);
    }
    return true;
  }

  /** Drops what ends by a later horizon (a new day). */
  advance(horizon: string): void {
    if (horizon <= this.horizon) return;
    this.horizon = horizon;
    for (const [unitId, rows] of this.byUnit) {
      for (const [key, row] of rows) {
        if (row.end_date <= horizon) this.remove(unitId, key);
      }
    }
  }

  /** The most holds that take one night of the stay, counted over these units together. */
  maxTaken(unitIds: string[], stay: Stay): number {
    const { from, to } = this.nightIndexes(stay);
    if (unitIds.length === 1) {
      // One unit (a single unit or a room type): its own counts, without gathering arrays.
      const c = this.nights.get(unitIds[0]!);
      if (!c) return 0;
      let max = 0;
      for (let night = from, end = Math.min(to, c.length); night < end; night++) {
        if (c[night]! > max) max = c[night]!;
      }
      return max;
    }
    const counts: Int32Array[] = [];
    for (const id of unitIds) {
      const c = this.nights.get(id);
      if (c) counts.push(c);
    }
    let max = 0;
    for (let night = from; night < to; night++) {
      let taken = 0;
      for (const c of counts) taken += c[night] ?? 0;
      if (taken > max) max = taken;
    }
    return max;
  }

  /** The stay's nights as indexes into the counts; a read asks once per unit for the same stay, so the last is kept. */
  private nightIndexes(stay: Stay): { from: number; to: number } {
    const last = this.lastStay;
    if (last.start === stay.start_date && last.end === stay.end_date) return last;
    this.lastStay = {
      start: stay.start_date,
      end: stay.end_date,
      from: Math.max(0, toEpochDay(stay.start_date) - this.base),
      to: toEpochDay(stay.end_date) - this.base,
    };
    return this.lastStay;
  }

  private put(row: LedgerRow): void {
    this.remove(row.unit_id, `${row.kind}:${row.id}`);
    this.insert(row);
  }

  /** Keeps a row not kept yet (the constructor's, each once). */
  private insert(row: LedgerRow): void {
    const key = `${row.kind}:${row.id}`;
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
    this.kept++;
    this.count(row, 1);
  }

  private count(row: Hold, delta: 1 | -1): void {
    const from = Math.max(0, toEpochDay(row.start_date) - this.base);
    const to = toEpochDay(row.end_date) - this.base;
    if (to <= from) return;
    let counts = this.nights.get(row.unit_id);
    if (!counts || counts.length < to) {
      const grown = new Int32Array(Math.max(to, 2 * (counts?.length ?? 0), 64));
      if (counts) grown.set(counts);
      counts = grown;
      this.nights.set(row.unit_id, counts);
    }
    for (let night = from; night < to; night++) counts[night]! += delta;
  }

  private remove(unitId: string, key: string): void {
    const row = this.byUnit.get(unitId)?.get(key);
    if (!row) return;
    this.count(row, -1);
    this.byUnit.get(unitId)!.delete(key);
    this.kept--;
  }
}
