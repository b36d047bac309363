import { AppError } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import { CursorCodec } from "./cursor.js";

describe("cursor codec", () => {
  const codec = new CursorCodec("a-test-secret-of-some-length");
  const cursor = codec.encode("bookings:key_1", { t: "2026-11-22T10:00:00.000Z", id: "bkg_1" });

  it("reads back what it wrote for the same list", () => {
    expect(codec.decode("bookings:key_1", cursor)).toEqual({ t: "2026-11-22T10:00:00.000Z", id: "bkg_1" });
    expect(codec.decode("bookings:key_1", undefined)).toBeUndefined();
  });

  const [payload, mac] = cursor.split(".") as [string, string];
  const forged = `${Buffer.from(JSON.stringify({ t: "2030-01-01", id: "x" })).toString("base64url")}.${mac}`;
  it.each([
    ["garbled", "%%%not-a-cursor"],
    ["forged payload", forged],
    ["flipped signature", `${payload}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`],
    ["extra part", `${cursor}.x`],
    ["other list", undefined],
    ["other secret", new CursorCodec("another-secret-entirely").encode("bookings:key_1", { id: "x" })],
  ])("refuses a %s cursor with INVALID_CURSOR", (_name, bad) => {
    const scope = bad === undefined ? "bookings:key_2" : "bookings:key_1";
    const attempt = () => codec.decode(scope, bad ?? cursor);
    expect(attempt).toThrow(AppError);
    try {
      attempt();
    } catch (err) {
      expect((err as AppError).code).toBe("INVALID_CURSOR");
    }
  });
});
