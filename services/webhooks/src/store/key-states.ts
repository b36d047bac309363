import type { KeyState, TenantState } from "@reservations/contracts";
import type { KeyStates } from "@reservations/service-kit";
import { type EventFacts, type Refusal, refusal, type SubscriptionGrant } from "../domain/authority.js";

/**
 * For each subscription, in order: null when it may receive the event (now, and as it was when it
 * happened), else why not, judged on the key-states bucket, which keys writes before answering the
 * hotel. Never cached: a stale cache is what would let a revoked key's retry through. A failed read
 * throws (the caller retries); a missing state refuses.
 */
export async function refusalsOf(
  states: KeyStates,
  subs: readonly SubscriptionGrant[],
  event: EventFacts,
): Promise<(Refusal | null)[]> {
  if (subs.length === 0) return [];
  const tenantIds = [...new Set(subs.map((s) => s.tenant_id))];
  const keyIds = [
    ...new Set(subs.flatMap((s) => (s.created_by === "key" && s.created_by_key ? [s.created_by_key] : []))),
  ];
  const [tenants, keys] = await Promise.all([
    Promise.all(tenantIds.map(async (id) => [id, await states.tenant(id)] as const)),
    Promise.all(keyIds.map(async (id) => [id, await states.key(id)] as const)),
  ]);
  const tenantOf = new Map<string, TenantState | null>(tenants);
  const keyOf = new Map<string, KeyState | null>(keys);
  const now = new Date();
  return subs.map((s) =>
    refusal(
      s,
      event,
      s.created_by_key ? (keyOf.get(s.created_by_key) ?? null) : null,
      tenantOf.get(s.tenant_id) ?? null,
      now,
    ),
  );
}
