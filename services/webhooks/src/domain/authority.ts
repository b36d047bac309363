import { EVENT_FAMILIES, type KeyState, keyUsable, type TenantState } from "@reservations/contracts";

/**
 * The authority of a subscription (DESIGN "Authority of a subscription"): whether it may receive
 * an event now. Checked when an event fans out and again before every attempt, so nothing that
 * happened while a key was paused, revoked, expired or short of a scope is ever delivered, not
 * even after a resume, and a retry scheduled before a change is not sent after it.
 */

/** Who a subscription speaks for: the key that created it through the API, or the hotel itself. */
export interface SubscriptionGrant {
  tenant_id: string;
  created_by: "key" | "hotel";
  created_by_key: string | null;
}

/** What the rule needs of an event: its kind and the property it happened in (null: none). */
export interface EventFacts {
  type: string;
  property_id: string | null;
}

/** Why a subscription may not receive an event now; for the service's logs only, never for the subscriber. */
export type Refusal =
  | "tenant_unknown"
  | "tenant_inactive"
  | "key_unknown"
  | "key_not_usable"
  | "family_not_for_keys"
  | "scope_missing"
  | "property_not_covered";

/**
 * null when `sub` may receive `event` now, given the states of its key (null: none known) and of
 * its hotel (null: none known). A state that is missing refuses: the bucket holds every key and
 * hotel, so a missing one is gone or not yet written, and neither may receive anything.
 */
export function refusal(
  sub: SubscriptionGrant,
  event: EventFacts,
  key: KeyState | null,
  tenant: TenantState | null,
  todayUtc: string,
): Refusal | null {
  if (!tenant || tenant.tenant_id !== sub.tenant_id) return "tenant_unknown";
  if (!tenant.active) return "tenant_inactive";
  // The hotel's own subscriptions follow the hotel's state only.
  if (sub.created_by === "hotel") return null;
  if (!key || key.key_id !== sub.created_by_key || key.tenant_id !== sub.tenant_id) return "key_unknown";
  if (!keyUsable(key, tenant.active, todayUtc)) return "key_not_usable";
  const family = event.type.split(".")[0]!;
  const scope = Object.hasOwn(EVENT_FAMILIES, family)
    ? EVENT_FAMILIES[family as keyof typeof EVENT_FAMILIES]
    : undefined;
  // A family no scope stands for is not for keys: a key only ever gets what a scope lets it read.
  if (!scope) return "family_not_for_keys";
  if (!key.scopes.includes(scope)) return "scope_missing";
  if (
    key.property_ids !== null &&
    (event.property_id === null || !key.property_ids.includes(event.property_id))
  )
    return "property_not_covered";
  return null;
}
