import { describe, expect, it } from "vitest";
import { todayIn } from "./common.js";

describe("todayIn", () => {
  it("gives the local date of each time zone, again and again from its cached formatter", () => {
    const now = new Date("2026-11-22T23:30:00Z");
    for (let i = 0; i < 2; i++) {
      expect(todayIn("UTC", now)).toBe("2026-11-22");
      expect(todayIn("Pacific/Kiritimati", now)).toBe("2026-11-23");
      expect(todayIn("America/Los_Angeles", now)).toBe("2026-11-22");
    }
  });
});
