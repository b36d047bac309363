import { AppError } from "@reservations/contracts";
import { todayUtc } from "@reservations/service-kit/dates";
import { describe, expect, it } from "vitest";
import { type KeyCommand, keyStatus, nextStatus, type StoredKeyStatus } from "./key-status.js";

// The day keys expire on is the UTC one that service-kit's todayUtc gives.
describe("todayUtc", () => {
  it.each([
    ["2026-11-22T00:00:00.000Z", "2026-11-22"],
    ["2026-11-22T23:59:59.999Z", "2026-11-22"],
    // 01:30 in Madrid on the 23rd is still the 22nd in UTC.
    ["2026-11-23T01:30:00+02:00", "2026-11-22"],
  ])("%s is %s", (instant, day) => {
    expect(todayUtc(new Date(instant))).toBe(day);
  });
});

describe("keyStatus", () => {
  const today = "2026-11-22";
  it.each<[StoredKeyStatus, string | null, string]>([
    ["active", null, "active"],
    ["paused", null, "paused"],
    ["revoked", null, "revoked"],
    ["active", "2026-11-23", "active"],
    ["active", "2026-11-22", "expired"], // expired from 00:00 UTC of its date
    ["active", "2026-11-21", "expired"],
    ["paused", "2026-11-22", "expired"],
    ["revoked", "2026-11-21", "revoked"], // revoked wins over expired
    ["active", "2027-01-01", "active"],
    ["active", "2025-12-31", "expired"],
  ])("%s expiring %s is %s", (stored, expiresOn, expected) => {
    expect(keyStatus(stored, expiresOn, today)).toBe(expected);
  });
});

describe("nextStatus", () => {
  it.each<[StoredKeyStatus, KeyCommand, StoredKeyStatus]>([
    ["active", "pause", "paused"],
    ["paused", "pause", "paused"],
    ["paused", "resume", "active"],
    ["active", "resume", "active"],
    ["active", "revoke", "revoked"],
    ["paused", "revoke", "revoked"],
    ["revoked", "revoke", "revoked"],
    ["active", "update", "active"],
    ["paused", "update", "paused"],
  ])("%s, %s: %s", (from, command, to) => {
    expect(nextStatus(from, command)).toBe(to);
  });

  it.each<KeyCommand>(["pause", "resume", "update"])(
    "refuses %s on a revoked key with KEY_REVOKED",
    (command) => {
      expect(() => nextStatus("revoked", command)).toThrow(AppError);
      try {
        nextStatus("revoked", command);
      } catch (err) {
        expect((err as AppError).code).toBe("KEY_REVOKED");
        expect((err as AppError).status).toBe(409);
      }
    },
  );
});
