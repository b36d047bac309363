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

/** A key's two ceilings: live holds, and bookings in 24 hours. */
export interface KeyLimits {
  holds: number;
  bookings: number;
}

/** What counts against a key's ceilings, and when the oldest counted item frees a slot. */
export interface CountedUsage {
  live_holds: number;
  next_hold_expiry: Date | null;
  bookings_24h: number;
  oldest_24h: Date | null;
}

/** Refuses past a ceiling, with Retry-After; the hold ceiling counts only for a hold. */
export function checkLimits(usage: CountedUsage, limits: KeyLimits, hold: boolean, now: Date): void {
  if (hold)
    checkCeiling("KEY_HOLD_LIMIT_REACHED", limits.holds, usage.live_holds, usage.next_hold_expiry, now);
  checkCeiling("KEY_BOOKING_QUOTA_EXCEEDED", limits.bookings, usage.bookings_24h, usage.oldest_24h, now);
}
