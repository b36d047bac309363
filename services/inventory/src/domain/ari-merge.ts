import type { AriChange, AriChanged, AriKind } from "@reservations/contracts";

// Entries of the ARI change log merged into one ari.changed event per property.

const earliest = (a: string | null, b: string | null) => (a === null || b === null ? null : a < b ? a : b);
const latest = (a: string | null, b: string | null) => (a === null || b === null ? null : a > b ? a : b);

/** An entry, or entries merged already, folded into what a property has waiting (`kept`, or nothing): units joined, dates widened. */
export function mergeAri(kept: AriChanged | null, next: AriChange | AriChanged): AriChanged {
  const nextKinds: AriKind[] = "kinds" in next ? next.kinds : [next.kind as AriKind];
  if (kept === null) return { ...next, kinds: nextKinds };
  const kinds = [...new Set([...kept.kinds, ...nextKinds])];
  return {
    id: next.id,
    at: next.at,
    kind: kinds.length === 1 ? kinds[0]! : "mixed",
    kinds,
    unit_ids: [...new Set([...kept.unit_ids, ...next.unit_ids])].sort(),
    rate_plan_id: kept.rate_plan_id === next.rate_plan_id ? next.rate_plan_id : null,
    from: earliest(kept.from, next.from),
    to: latest(kept.to, next.to),
  };
}
