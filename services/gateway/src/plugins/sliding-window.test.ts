import { describe, expect, it } from "vitest";
import { LocalWindows } from "./sliding-window.js";

// The in-process windows a gateway counts in while Redis is away: the same rules as the Redis script.

describe("sliding windows in this process", () => {
  const minute = 60_000;

  it("counts a call in every window or in none, and says when the fullest has room again", () => {
    const w = new LocalWindows();
    const both = [
      { key: "email", limit: 2 },
      { key: "ip", limit: 3 },
    ];
    expect(w.take(both, minute, "a", 1000)).toEqual({ allowed: true, remaining: 1, freeInMs: minute });
    expect(w.take(both, minute, "b", 2000)).toEqual({ allowed: true, remaining: 0, freeInMs: minute - 1000 });
    // The email's window is full: refused, and counted in neither.
    expect(w.take(both, minute, "c", 3000)).toEqual({
      allowed: false,
      remaining: 0,
      freeInMs: minute - 2000,
    });
    expect(w.take([{ key: "ip", limit: 3 }], minute, "d", 3000)).toMatchObject({
      allowed: true,
      remaining: 0,
    });
    // Past the first call's minute, its place is free again.
    expect(w.take(both, minute, "e", 1000 + minute)).toMatchObject({ allowed: true });
  });

  it("gives a call's places back", () => {
    const w = new LocalWindows();
    const one = [{ key: "k", limit: 1 }];
    expect(w.take(one, minute, "a", 0).allowed).toBe(true);
    expect(w.take(one, minute, "b", 10).allowed).toBe(false);
    w.giveBack(["k"], "a");
    expect(w.take(one, minute, "b", 20).allowed).toBe(true);
  });

  it("forgets idle windows when it holds too many", () => {
    const w = new LocalWindows(2);
    for (const key of ["a", "b", "c"]) expect(w.take([{ key, limit: 1 }], minute, key, 0).allowed).toBe(true);
    // "a" was forgotten to make room, so it has a place again; "c" has not.
    expect(w.take([{ key: "a", limit: 1 }], minute, "x", 10).allowed).toBe(true);
    expect(w.take([{ key: "c", limit: 1 }], minute, "y", 10).allowed).toBe(false);
  });
});
