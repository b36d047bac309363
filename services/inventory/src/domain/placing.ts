import { type AllocateInput, type Allocation, AppError, type CallerContext } from "@reservations/contracts";
import { type Claim, placeStay } from "./allocation.js";
import type { Catalog } from "./catalog.js";
import type { Ledger } from "./holds.js";
import type { ResolvedStay } from "./stay.js";

/** The kept catalog's version was not the property's under the lock: the allocation goes by a checked one. */
export class StaleCatalog extends Error {}

/** A stay to place ("a placing"), on the catalog it was resolved on. */
export interface Placing {
  input: AllocateInput;
  ctx: CallerContext;
  catalog: Catalog;
  stay: ResolvedStay;
  /** The kept catalog's version, to check under the lock (null: the catalog was checked already). */
  keptVersion: string | null;
}

/** An allocation to insert, as decided. */
export interface NewAllocation extends Omit<Allocation, "nights" | "total_price" | "status" | "timezone"> {
  tenant_id: string;
  origin: string;
  claims: Claim[];
}

/** What was read under the units' lock for one placing. */
export interface LockedReads {
  /** The property's catalog version (read only for a kept catalog). */
  version: string | undefined;
  /** The booking id's allocation, if any. */
  existing: (Allocation & { tenant_id: string }) | undefined;
  /** The placing's units' ledger. */
  ledger: Ledger;
}

/** What the rows read under the lock decide for a placing. */
export type Decision =
  | { existing: Allocation & { tenant_id: string } }
  | { insert: NewAllocation; afterRelease: boolean };

/** Decides a placing on what was read under the lock; throws its refusal or StaleCatalog. */
export function decide(p: Placing, read: LockedReads, allocationId: () => string): Decision {
  const { input, ctx, catalog, stay } = p;
  const { property } = catalog;
  if (p.keptVersion !== null && read.version !== p.keptVersion) throw new StaleCatalog();
  const { existing } = read;
  if (existing && existing.status !== "released") {
    if (existing.tenant_id !== ctx.tenant_id) throw new AppError("BOOKING_NOT_FOUND");
    return { existing }; // idempotent by booking id
  }
  // Re-check under the lock: what was free at quote time may have been sold since.
  const placement = placeStay(catalog, stay.unit, input, read.ledger);
  return {
    // A retry after a release: the released allocation of this booking id makes way.
    afterRelease: existing !== undefined,
    insert: {
      id: allocationId(),
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
      children: stay.priced.children,
      taxes: stay.priced.taxes,
      cancellation_policy: stay.priced.cancellation_policy,
      free_cancellation_until: stay.priced.free_cancellation_until,
      cancellation_fee_minor: stay.priced.cancellation_fee_minor,
      origin: input.origin,
      conflict: placement.conflict,
      claims: placement.claims,
    },
  };
}
