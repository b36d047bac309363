import { AppError, type KEY_STATUSES } from "@reservations/contracts";

/** What the table stores; `expired` is derived from expires_on, never stored. */
export type StoredKeyStatus = "active" | "paused" | "revoked";
export type KeyStatus = (typeof KEY_STATUSES)[number];

/** What a merchant can do to a key. */
export type KeyCommand = "update" | "pause" | "resume" | "revoke";

/**
 * A key is expired from 00:00 UTC of its expires_on date, unless it is revoked; `today` is
 * todayUtc() of @reservations/service-kit/dates.
 */
export function keyStatus(stored: StoredKeyStatus, expiresOn: string | null, today: string): KeyStatus {
  if (stored !== "revoked" && expiresOn !== null && expiresOn <= today) return "expired";
  return stored;
}

/**
 * The stored status after a command. Pause and resume are idempotent; revoke is permanent
 * and idempotent; anything else on a revoked key is KEY_REVOKED.
 */
export function nextStatus(current: StoredKeyStatus, command: KeyCommand): StoredKeyStatus {
  if (current === "revoked") {
    if (command === "revoke") return "revoked";
    throw new AppError("KEY_REVOKED");
  }
  switch (command) {
    case "pause":
      return "paused";
    case "resume":
      return "active";
    case "revoke":
      return "revoked";
    case "update":
      return current;
  }
}
