import { AppError } from "@reservations/contracts";

/**
 * A per-key inventory ceiling: refused when `used` has reached `limit`. Retry-After tells when
 * the oldest counted item frees a slot (a hold expiring, a booking leaving the 24 h window).
 */
export function checkCeiling(
  code: "KEY_HOLD_LIMIT_REACHED" | "KEY_BOOKING_QUOTA_EXCEEDED",
  limit: number,
  used: number,
  frees: Date | null,
  now: Date,
): void {
  if (used >= limit) throw ceilingError(code, limit, used, frees, now);
}

/** The refusal of a ceiling that `used` has reached. */
export function ceilingError(
  code: "KEY_HOLD_LIMIT_REACHED" | "KEY_BOOKING_QUOTA_EXCEEDED",
  limit: number,
  used: number,
  frees: Date | null,
  now: Date,
): AppError {
  const seconds = frees ? Math.max(1, Math.ceil((frees.getTime() - now.getTime()) / 1000)) : 60;
  return new AppError(code, { extra: { limit, used }, headers: { "Retry-After": String(seconds) } });
}
