import { describe, expect, it } from "vitest";
import { checkCeiling } from "./limits.js";

describe("per-key ceilings", () => {
  const now = new Date("2026-12-01T12:00:00Z");
  it("lets calls under the limit through", () => {
    expect(() => checkCeiling("KEY_HOLD_LIMIT_REACHED", 25, 24, null, now)).not.toThrow();
  });
  it("refuses at the limit with limit, used and when a slot frees", () => {
    try {
      checkCeiling("KEY_HOLD_LIMIT_REACHED", 2, 2, new Date("2026-12-01T12:04:30.200Z"), now);
      expect.unreachable();
    } catch (err) {
      const e = err as { code: string; status: number; extra: unknown; headers: Record<string, string> };
      expect(e.code).toBe("KEY_HOLD_LIMIT_REACHED");
      expect(e.status).toBe(429);
      expect(e.extra).toEqual({ limit: 2, used: 2 });
      expect(e.headers["Retry-After"]).toBe("271");
    }
  });
  it("never says less than a second", () => {
    try {
      checkCeiling("KEY_BOOKING_QUOTA_EXCEEDED", 1, 3, new Date(now.getTime() - 5000), now);
    } catch (err) {
      expect((err as { headers: Record<string, string> }).headers["Retry-After"]).toBe("1");
    }
  });
});
