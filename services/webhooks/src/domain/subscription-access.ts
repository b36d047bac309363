import type { CallerContext } from "@reservations/contracts";
import { reducedUrl } from "./reduced-url.js";

/** What the access rules read of a subscription. */
export interface SubscriptionOwner {
  tenant_id: string;
  created_by: "key" | "hotel";
  created_by_key: string | null;
  property_ids: string[] | null;
}

/**
 * Who sees a subscription: the hotel its own; a key those made through the API whose
 * properties all lie within the key's and that cover the call's property.
 */
export function mayRead(ctx: CallerContext, sub: SubscriptionOwner): boolean {
  if (sub.tenant_id !== ctx.tenant_id) return false;
  if (ctx.actor === "merchant") return sub.created_by === "hotel";
  if (ctx.actor !== "partner" || sub.created_by !== "key") return false;
  const coverage = ctx.property_ids;
  if (coverage && (sub.property_ids === null || sub.property_ids.some((p) => !coverage.includes(p))))
    return false;
  return ctx.property_id === null || sub.property_ids === null || sub.property_ids.includes(ctx.property_id);
}

/**
 * Who may change a subscription it sees: the hotel its own; a key only those it created itself,
 * so another key of the hotel reads them but cannot redirect, delete or re-key them.
 */
export function mayChange(ctx: CallerContext, sub: SubscriptionOwner): boolean {
  if (!mayRead(ctx, sub)) return false;
  return ctx.actor !== "partner" || (ctx.key_id !== null && sub.created_by_key === ctx.key_id);
}

/**
 * The url of a subscription as `ctx` reads it: whole for whoever may change it; reduced to scheme,
 * host and path for another key of the hotel (a receiver's token may ride in the rest).
 */
export function urlShownTo(ctx: CallerContext, sub: SubscriptionOwner & { url: string }): string {
  return mayChange(ctx, sub) ? sub.url : reducedUrl(sub.url);
}
