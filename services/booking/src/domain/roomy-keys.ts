import type { CountedUsage, KeyLimits } from "./limits.js";

/** How long a key's last locked count may spare it the early ceiling check. */
const EARLY_CHECK_FRESH_MS = 10_000;
/** How far under both ceilings that count must have been. */
const EARLY_CHECK_MARGIN = 20;

/**
 * Keys whose last locked count left a wide margin under both ceilings ("roomy"), so the early check
 * before allocating may be skipped: it only spares inventory an allocation the locked count,
 * which always enforces the ceilings, would refuse.
 */
export class RoomyKeys {
  /** Per key: when its last locked count was roomy. */
  private readonly roomy = new Map<string, number>();

  /** Whether the key's usage must be read before allocating (a hold always is). */
  needsEarlyCheck(key: string, hold: boolean, now = Date.now()): boolean {
    const lastRoomy = this.roomy.get(key);
    return lastRoomy === undefined || now - lastRoomy > EARLY_CHECK_FRESH_MS || hold;
  }

  /** Keeps what the locked count said of the key. */
  counted(key: string, usage: CountedUsage | null, limits: KeyLimits, hold: boolean): void {
    if (usage && roomyAfter(usage, limits, hold)) this.roomy.set(key, Date.now());
    else this.roomy.delete(key);
  }

  forget(key: string): void {
    this.roomy.delete(key);
  }
}

/** Whether the usage leaves a wide margin under both ceilings. */
const roomyAfter = (usage: CountedUsage, limits: KeyLimits, hold: boolean): boolean =>
  limits.bookings - usage.bookings_24h > EARLY_CHECK_MARGIN &&
  (!hold || limits.holds - usage.live_holds > EARLY_CHECK_MARGIN);
