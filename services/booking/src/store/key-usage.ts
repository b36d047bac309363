import type { Db } from "@reservations/service-kit";

export interface KeyUsage {
  live_holds: number;
  next_hold_expiry: Date | null;
  bookings_24h: number;
  /** When the oldest booking counted in the 24 hours leaves them. */
  oldest_24h: Date | null;
}

/** A row of booking.key_usage: its oldest_24h is when that booking was made, not when it leaves. */
export const usageOf = (r: KeyUsage): KeyUsage => ({
  ...r,
  oldest_24h: r.oldest_24h ? new Date(r.oldest_24h.getTime() + 86_400_000) : null,
});

/** What counts against a key's ceilings now: bookings in the last 24 h, and live holds when `holds`. */
export async function keyUsage(db: Db, keyId: string, holds: boolean): Promise<KeyUsage> {
  const { rows } = await db.query("SELECT * FROM booking.key_usage($1, NULL, $2)", [keyId, holds]);
  return usageOf(rows[0]);
}

/** The refusal booking.count_key_booking raised, if `err` is one: its code, used, and when a slot frees. */
export function ceilingRefusal(
  err: unknown,
):
  | { code: "KEY_HOLD_LIMIT_REACHED" | "KEY_BOOKING_QUOTA_EXCEEDED"; used: number; frees: Date | null }
  | undefined {
  const e = err as { code?: string; message?: string; detail?: string };
  if (e?.code !== "P0001") return undefined;
  if (e.message !== "KEY_HOLD_LIMIT_REACHED" && e.message !== "KEY_BOOKING_QUOTA_EXCEEDED") return undefined;
  const detail = JSON.parse(e.detail ?? "{}") as { used?: number; frees?: string | null };
  return { code: e.message, used: Number(detail.used), frees: detail.frees ? new Date(detail.frees) : null };
}
