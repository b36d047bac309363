/**
 * One attempt's time bounds, as fractions of the Idempotency-Key lease (counted from the claim): the
 * booking transaction begins within 40 %, each lock wait and statement pause is cut off after 10 %,
 * so an attempt ends before anyone may take the key over. Correctness does not rest on them (see
 * saga_outcomes); they keep a takeover from meeting a live attempt. See docs/architecture.md.
 */
export function sagaBounds(leaseMs: number): { beginWithinMs: number; statementMs: number } {
  return { beginWithinMs: Math.floor(leaseMs * 0.4), statementMs: Math.max(100, Math.floor(leaseMs * 0.1)) };
}
