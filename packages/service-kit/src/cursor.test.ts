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

  describe("pages", () => {
    const rows = [1, 2, 3, 4].map((n) => ({ id: `r${n}`, at: `2026-11-0${n}` }));
    const positionOf = (r: (typeof rows)[number]) => ({ t: r.at, id: r.id });
    const entry = (r: (typeof rows)[number]) => r.id;

    it("answers the first limit entries, and a cursor to the last one's position when a row more was read", () => {
      const page = codec.page("list", rows, 3, positionOf, entry);
      expect(page.data).toEqual(["r1", "r2", "r3"]);
      expect(codec.position("list", page.next_cursor!)).toEqual({ t: "2026-11-03", id: "r3" });
    });

    it("ends with a null cursor when no row more was read", () => {
      expect(codec.page("list", rows.slice(0, 3), 3, positionOf, entry)).toEqual({
        data: ["r1", "r2", "r3"],
        next_cursor: null,
      });
      expect(codec.page("list", [], 3, positionOf, entry)).toEqual({ data: [], next_cursor: null });
    });

    it("reads no cursor as the start, and refuses a position of another shape or id", () => {
      expect(codec.position("list", undefined)).toBeUndefined();
      expect(codec.position("list", "")).toBeUndefined();
      for (const bad of [{ t: 1, id: "r1" }, { t: "x" }, { t: "x", id: "not-a-number" }]) {
        const attempt = () => codec.position("list", codec.encode("list", bad), /^\d+$/);
        expect(attempt).toThrow(expect.objectContaining({ code: "INVALID_CURSOR" }));
      }
    });
  });
});
