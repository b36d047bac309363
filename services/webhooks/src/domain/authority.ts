import { EVENT_FAMILIES, type KeyState, keyUsable, type TenantState } from "@reservations/contracts";

/**
 * The authority of a subscription: whether it may receive
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

/** What the rule needs of an event: its kind, the property it happened in (null: none), and when. */
export interface EventFacts {
  type: string;
  property_id: string | null;
  occurred_at: string;
}

/** The only thing a subscriber learns when its subscription lost the right to an event. */
export const NOT_ALLOWED_NOW = "the subscription may not receive this event now";

/** Why a subscription may not receive an event; for the service's logs only, never for the subscriber. */
export type Refusal =
  | "tenant_unknown"
  | "tenant_inactive"
  | "key_unknown"
  | "key_not_usable"
  | "family_not_for_keys"
  | "scope_missing"
  | "property_not_covered"
  | "unknown_then"
  | "tenant_inactive_then"
  | "key_not_usable_then"
  | "scope_missing_then"
  | "property_not_covered_then";

type KeyAt = KeyState["history"][number];

/**
 * The entry of a newest-first history in force at `at`: the newest whose `since` is not after it.
 * Undefined when `at` is older than every entry kept (before the key or hotel existed, or so long
 * ago that its state then is no longer known): such an event is refused.
 */
export function stateAt<T extends { since: string }>(history: readonly T[], at: string): T | undefined {
  const t = Date.parse(at);
  return history.find((h) => Date.parse(h.since) <= t);
}

/** Why a key in this state may not get this event on this UTC day, or null when it may. */
function keyRefusal(
  k: Pick<KeyAt, "status" | "expires_on" | "scopes" | "property_ids">,
  event: EventFacts,
  day: string,
) {
  if (!keyUsable(k, true, day)) return "key_not_usable" as const;
  const family = event.type.split(".")[0]!;
  const scope = Object.hasOwn(EVENT_FAMILIES, family)
    ? EVENT_FAMILIES[family as keyof typeof EVENT_FAMILIES]
    : undefined;
  // A family no scope stands for is not for keys: a key only ever gets what a scope lets it read.
  if (!scope) return "family_not_for_keys" as const;
  if (!k.scopes.includes(scope)) return "scope_missing" as const;
  if (k.property_ids !== null && (event.property_id === null || !k.property_ids.includes(event.property_id)))
    return "property_not_covered" as const;
  return null;
}

/**
 * null when `sub` may receive `event` at `now`, given the states of its key (null: none known) and
 * of its hotel (null: none known). Both the state now and the state in force when the event
 * happened must allow it: an event that happened while a key was paused is never delivered, even
 * when it is fanned out (or retried) after a resume. A state that is missing refuses: the bucket
 * holds every key and hotel, so a missing one is gone or not yet written.
 */
export function refusal(
  sub: SubscriptionGrant,
  event: EventFacts,
  key: KeyState | null,
  tenant: TenantState | null,
  now: Date,
): Refusal | null {
  if (!tenant || tenant.tenant_id !== sub.tenant_id) return "tenant_unknown";
  if (!tenant.active) return "tenant_inactive";
  const tenantThen = stateAt(tenant.history, event.occurred_at);
  if (!tenantThen) return "unknown_then";
  if (!tenantThen.active) return "tenant_inactive_then";
  // The hotel's own subscriptions follow the hotel's state only.
  if (sub.created_by === "hotel") return null;
  if (!key || key.key_id !== sub.created_by_key || key.tenant_id !== sub.tenant_id) return "key_unknown";
  const today = now.toISOString().slice(0, 10);
  const nowRefused = keyRefusal(key, event, today);
  if (nowRefused) return nowRefused;
  const keyThen = stateAt(key.history, event.occurred_at);
  if (!keyThen) return "unknown_then";
  const thenRefused = keyRefusal(keyThen, event, event.occurred_at.slice(0, 10));
  return thenRefused ? (`${thenRefused}_then` as Refusal) : null;
}
