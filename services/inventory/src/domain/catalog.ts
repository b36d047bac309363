import type { CancellationPolicy, MerchantUnit, Tax, Unit } from "@reservations/contracts";
import { childrenOf, type UnitNode } from "./availability.js";
import { type ChildBand, freeCancellationUntil, type TaxRule, taxRule } from "./charges.js";
import {
  type Derivation,
  derivedMinor,
  type LengthOfStayDiscount,
  normalizePromoCode,
  type PlanFacts,
  sellableThroughApi,
  visibleWith,
} from "./rate-plans.js";
import { mergeRestrictions, NO_RESTRICTIONS, type RestrictionsByDate } from "./restrictions.js";

/** A unit as the rules need it: the merchant's view of it (store/units.ts reads both) and its claim order. */
export interface CatalogUnit extends Omit<MerchantUnit, "exposed"> {
  /** The unit's share of its whole-house parent (claims of siblings never collide). */
  seq: number;
}

export interface CatalogPlan {
  id: string;
  name: string;
  active: boolean;
  sales_channels: string[];
  parent_rate_plan_id: string | null;
  unit_ids: string[];
  min_stay: number | null;
  max_stay: number | null;
  /** The plan's own prices, minor units by adults. */
  own_prices: Map<number, number>;
  /** The plan's own child price bands, lowest max_age first. */
  own_child_bands: ChildBand[];
  cancellation_policy: CancellationPolicy | null;
  restrictions: RestrictionsByDate;
  /** null for a plan with prices of its own (or its nearest ancestor's). */
  derived: Derivation | null;
  /** Lowest min_nights first. */
  length_of_stay_discounts: LengthOfStayDiscount[];
  /** As stored; compared normalized. Empty for a public plan. */
  promo_codes: string[];
}

/** What a catalog knows of its property. */
export interface PropertyFields {
  id: string;
  currency: string;
  timezone: string;
  check_in_time: string;
  taxes: Tax[];
}

const DEADLINES_KEPT = 4096;

/** A property as the rules need it: its taxes, and its check-in time to count free cancellation back from. */
export class CatalogProperty {
  readonly id: string;
  readonly currency: string;
  readonly timezone: string;
  readonly check_in_time: string;
  readonly taxes: TaxRule[];
  // Worked out once per arrival and policy: every quote and allocation asks (a time zone's rules are costly).
  private readonly deadlines = new Map<string, string>();

  constructor(p: PropertyFields) {
    this.id = p.id;
    this.currency = p.currency;
    this.timezone = p.timezone;
    this.check_in_time = p.check_in_time;
    this.taxes = p.taxes.map(taxRule);
  }

  /** Until when cancelling a stay arriving `startDate` is free (charges.ts). */
  freeCancellationUntil(startDate: string, policy: CancellationPolicy | null): string {
    const key = `${startDate}/${policy?.free_until_hours ?? 0}`;
    let at = this.deadlines.get(key);
    if (at === undefined) {
      if (this.deadlines.size >= DEADLINES_KEPT) this.deadlines.clear();
      at = freeCancellationUntil(startDate, this.check_in_time, this.timezone, policy);
      this.deadlines.set(key, at);
    }
    return at;
  }
}

/** A property's units and rate plans, as the read paths and the allocation need them. */
export class Catalog {
  readonly units = new Map<string, CatalogUnit>();
  readonly plans = new Map<string, CatalogPlan>();
  readonly nodes = new Map<string, UnitNode>();
  private readonly facts = new Map<string, PlanFacts>();
  private exposed: { units: CatalogUnit[]; ids: Set<string> } | undefined;
  private promoCodes: Set<string> | undefined;
  /** The plans whose facts are being worked out, up a chain of parents. */
  private readonly climbing = new Set<string>();
  readonly property: CatalogProperty;

  constructor(property: PropertyFields, units: CatalogUnit[], plans: CatalogPlan[]) {
    this.property = new CatalogProperty(property);
    for (const u of units) {
      this.units.set(u.id, u);
      this.nodes.set(u.id, {
        id: u.id,
        kind: u.kind,
        parent_unit_id: u.parent_unit_id,
        window: u.availability_window,
        room_ids: u.rooms.map((r) => r.id),
      });
    }
    for (const p of plans) this.plans.set(p.id, p);
  }

  /**
   * What the rules need of a plan: effective prices (a derived plan's worked out from its parent's,
   * else its own, else the nearest ancestor's), effective restrictions and its parent's state.
   */
  planFacts(id: string): PlanFacts | undefined {
    const cached = this.facts.get(id);
    if (cached) return cached;
    const plan = this.plans.get(id);
    if (!plan) return undefined;
    const parentId = plan.parent_rate_plan_id;
    const parent = parentId ? this.plans.get(parentId) : undefined;
    // A cycle (refused when written) stops the climb rather than loop.
    this.climbing.add(id);
    let above: PlanFacts | undefined;
    try {
      above = parent && !this.climbing.has(parent.id) ? this.planFacts(parent.id) : undefined;
    } finally {
      this.climbing.delete(id);
    }
    let prices = plan.own_prices;
    // Child bands go with the prices: of the plan whose prices are taken.
    let bands = plan.own_child_bands;
    let restrictions = plan.restrictions ?? NO_RESTRICTIONS;
    const derived = plan.derived;
    if (derived) {
      prices = new Map();
      bands = [];
      if (above) {
        for (const [adults, minor] of above.prices) prices.set(adults, derivedMinor(minor, derived));
        bands = above.child_bands.map((b) => ({
          ...b,
          nightly_minor: derivedMinor(b.nightly_minor, derived),
        }));
        if (derived.inherit_restrictions) restrictions = mergeRestrictions(restrictions, above.restrictions);
      }
    } else if (prices.size === 0 && above) {
      prices = above.prices;
      bands = above.child_bands;
    }
    const facts: PlanFacts = {
      id: plan.id,
      active: plan.active,
      sales_channels: plan.sales_channels,
      parent: parentId ? { active: parent?.active ?? false, exists: parent !== undefined } : null,
      units: new Set(plan.unit_ids),
      min_stay: plan.min_stay,
      max_stay: plan.max_stay,
      prices,
      child_bands: bands,
      cancellation_policy: plan.cancellation_policy,
      restrictions,
      promo_codes: plan.promo_codes.map(normalizePromoCode),
      length_of_stay_discounts: plan.length_of_stay_discounts,
    };
    this.facts.set(id, facts);
    return facts;
  }

  /** Whether some plan of the property takes the promo code. */
  knowsPromoCode(code: string): boolean {
    if (this.promoCodes === undefined) {
      this.promoCodes = new Set();
      for (const p of this.plans.values())
        for (const c of p.promo_codes) this.promoCodes.add(normalizePromoCode(c));
    }
    return this.promoCodes.has(normalizePromoCode(code));
  }

  /** Plans partners may sell on, linked to the unit, and seen with the promo code (visibleWith). */
  apiPlansFor(unitId: string, promoCode?: string): PlanFacts[] {
    const out: PlanFacts[] = [];
    for (const p of this.plans.values()) {
      const facts = this.planFacts(p.id)!;
      if (facts.units.has(unitId) && sellableThroughApi(facts) && visibleWith(facts, promoCode))
        out.push(facts);
    }
    return out;
  }

  /**
   * Sold through the API: published, not blocked for sale, and at least one active public rate plan
   * in channel api; with a promo code, a private plan that takes it counts too.
   */
  isExposed(unitId: string, promoCode?: string): boolean {
    if (this.exposure().ids.has(unitId)) return true;
    if (promoCode === undefined) return false;
    const u = this.units.get(unitId);
    if (!u?.published || u.blocked_for_sale) return false;
    for (const p of this.plans.values()) {
      const facts = this.planFacts(p.id)!;
      if (
        p.active &&
        p.sales_channels.includes("api") &&
        facts.units.has(unitId) &&
        visibleWith(facts, promoCode)
      )
        return true;
    }
    return false;
  }

  /** The exposed units in the catalog's order (isExposed); shared, like the catalog: callers must not change it. */
  exposedUnits(promoCode?: string): readonly CatalogUnit[] {
    if (promoCode === undefined) return this.exposure().units;
    return [...this.units.values()].filter((u) => this.isExposed(u.id, promoCode));
  }

  /**
   * Which units are exposed, worked out on first use: a catalog is never changed once built (a new
   * version is a new catalog), and every partner read asks, once per unit.
   */
  private exposure(): { units: CatalogUnit[]; ids: Set<string> } {
    if (this.exposed) return this.exposed;
    const onApiPlan = new Set<string>();
    for (const p of this.plans.values()) {
      if (isPublicApiPlan(p)) for (const id of p.unit_ids) onApiPlan.add(id);
    }
    const units = [...this.units.values()].filter(
      (u) => u.published && !u.blocked_for_sale && onApiPlan.has(u.id),
    );
    this.exposed = { units, ids: new Set(units.map((u) => u.id)) };
    return this.exposed;
  }

  get apiRatePlansConfigured(): boolean {
    for (const p of this.plans.values()) if (isPublicApiPlan(p)) return true;
    return false;
  }

  /** The units whose rows a booking of `unitId` locks: itself, its parent, or all its children. */
  relatedUnitIds(unitId: string): string[] {
    const u = this.units.get(unitId);
    if (!u) return [];
    const ids = [u.id];
    if (u.parent_unit_id) ids.push(u.parent_unit_id);
    if (u.kind === "whole_house") ids.push(...childrenOf(u.id, this.nodes));
    return ids.sort();
  }
}

/** An active plan in channel api that takes no promo code: what exposes a unit to partners. */
const isPublicApiPlan = (p: CatalogPlan) =>
  p.active && p.sales_channels.includes("api") && p.promo_codes.length === 0;

/** A unit as partners see it. */
export function toUnit(u: Omit<MerchantUnit, "exposed">): Unit {
  return {
    id: u.id,
    name: u.name,
    kind: u.kind,
    parent_unit_id: u.parent_unit_id,
    max_adults: u.max_adults,
    max_children: u.max_children,
    count_of_rooms: u.count_of_rooms,
    rooms: u.rooms.map(({ id, name }) => ({ id, name })),
    availability_window: u.availability_window,
  };
}

/** A unit as its hotel sees it. */
export const toMerchantUnit = (u: MerchantUnit): MerchantUnit => ({
  ...toUnit(u),
  published: u.published,
  blocked_for_sale: u.blocked_for_sale,
  exposed: u.exposed,
});
