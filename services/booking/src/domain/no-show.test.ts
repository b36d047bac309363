import { AppError, FieldValidationError } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import { firstNightMinor, type NoShowFacts, noShowDecision, noShowWindow } from "./no-show.js";

const b = (over: Partial<NoShowFacts> = {}): NoShowFacts => ({
  status: "confirmed",
  is_hold: false,
  hold_expires_at: null,
  start_date: "2026-12-10",
  timezone: "Europe/Madrid",
  ...over,
});
const at = (iso: string) => new Date(iso);
const refusal = (fn: () => unknown) => {
  try {
    fn();
    return "ok";
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, extra: err.extra };
    if (err instanceof FieldValidationError) return err.errors;
    throw err;
  }
};

describe("no-shows: the window", () => {
  it("runs from the arrival day's 00:00 to 00:00 two days later, in the property's zone", () => {
    expect(noShowWindow(b())).toEqual({
      from: at("2026-12-09T23:00:00Z"),
      until: at("2026-12-11T23:00:00Z"),
    });
    // Summer time ends on 2027-10-31 in Madrid: the first day is an hour longer, the window 49 h.
    const w = noShowWindow(b({ start_date: "2027-10-31" }));
    expect((w.until.getTime() - w.from.getTime()) / 3_600_000).toBe(49);
  });

  it("applies inside the window, refuses before and after it with the window's instants", () => {
    expect(noShowDecision(b(), at("2026-12-09T23:00:00Z"))).toBe("apply");
    expect(noShowDecision(b(), at("2026-12-11T22:59:59Z"))).toBe("apply");
    const window = {
      code: "NO_SHOW_OUTSIDE_WINDOW",
      extra: { allowed_from: "2026-12-10T00:00:00+01:00", allowed_until: "2026-12-12T00:00:00+01:00" },
    };
    expect(refusal(() => noShowDecision(b(), at("2026-12-09T22:59:59Z")))).toEqual(window);
    expect(refusal(() => noShowDecision(b(), at("2026-12-11T23:00:00Z")))).toEqual(window);
  });
});

describe("no-shows: the status", () => {
  const inWindow = at("2026-12-10T12:00:00Z");
  it("takes pending and confirmed bookings, a repeat is a no-op", () => {
    expect(noShowDecision(b({ status: "pending" }), inWindow)).toBe("apply");
    expect(noShowDecision(b({ status: "no_show" }), at("2027-01-01T00:00:00Z"))).toBe("noop");
  });

  it("refuses any other status, and a hold past its time, as check-in does: on status", () => {
    for (const status of ["cancelled", "checked_in", "checked_out"] as const)
      expect(refusal(() => noShowDecision(b({ status }), inWindow))).toEqual({
        status: [`cannot mark a ${status.replace("_", " ")} booking as a no-show`],
      });
    const expired = b({ status: "pending", is_hold: true, hold_expires_at: at("2026-12-10T11:00:00Z") });
    expect(refusal(() => noShowDecision(expired, inWindow))).toEqual({
      status: ["cannot mark an expired hold as a no-show"],
    });
    const live = { ...expired, hold_expires_at: at("2026-12-10T13:00:00Z") };
    expect(noShowDecision(live, inWindow)).toBe("apply");
  });
});

describe("no-shows: the first night", () => {
  it("is the first night's price in minor units, 0 without nights", () => {
    expect(firstNightMinor([{ price: 120.5 }, { price: 99 }])).toBe(12050);
    expect(firstNightMinor([])).toBe(0);
  });
});
