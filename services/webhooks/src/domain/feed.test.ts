import { describe, expect, it } from "vitest";
import { nextAfter, readAtMostEvery, readsAnyFamily, visibleTypes } from "./feed.js";

describe("the feed's kinds", () => {
  it.each([
    [["bookings:read:all", "housekeeping:read", "availability:read"], undefined, 9],
    [["bookings:read:all", "housekeeping:read"], undefined, 8],
    [["bookings:read:all"], undefined, 7],
    [["housekeeping:read"], undefined, 1],
    [["availability:read"], undefined, 1],
    [["bookings:read"], undefined, 0],
    [null, undefined, 9],
  ] as const)("scopes %j and no types see %i kinds", (scopes, types, n) => {
    expect(visibleTypes(scopes, types)).toHaveLength(n);
  });

  it("keeps of `types` only what the scopes read: kinds and families, spaces ignored", () => {
    const both = ["bookings:read:all", "housekeeping:read"] as const;
    expect(visibleTypes(both, "booking.created")).toEqual(["booking.created"]);
    expect(visibleTypes(both, "booking.created, unit.*")).toEqual([
      "booking.created",
      "unit.housekeeping_changed",
    ]);
    expect(visibleTypes(["housekeeping:read"], "booking.*,booking.created")).toEqual([]);
    expect(visibleTypes(["bookings:read:all"], "booking.*")).toHaveLength(7);
  });

  it("refuses a key that reads no family", () => {
    expect(readsAnyFamily(["bookings:read", "webhooks:read"])).toBe(false);
    expect(readsAnyFamily(["housekeeping:read"])).toBe(true);
    expect(readsAnyFamily(["availability:read"])).toBe(true);
  });
});

describe("the cursor after a page", () => {
  it.each([
    // after, horizon, seqs returned, limit → next
    [0, 10, [1, 2, 3], 3, 3],
    [0, 10, [1, 2], 3, 10],
    [0, 10, [], 3, 10],
    [5, 5, [], 3, 5],
    // A horizon read by another copy a moment earlier is behind the cursor: never go back.
    [8, 6, [], 3, 8],
  ])("after %i with horizon %i and rows %j (limit %i) is %i", (after, horizon, seqs, limit, next) => {
    expect(nextAfter(after, horizon, seqs, limit)).toBe(next);
  });

  it("pages written out of order by two copies see each event once, in order, while they are written", () => {
    // Two copies of the fan-out write events 1..N in a shuffled order; the ack floor is the
    // highest n with 1..n all written. A reader pages (limit 3) with a filter that hides a third.
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const N = 300;
    const order = Array.from({ length: N }, (_, i) => i + 1).sort(() => random() - 0.5);
    const written = new Set<number>();
    let floor = 0;
    const seen: number[] = [];
    let after = 0;
    const page = () => {
      const horizon = floor;
      const rows = [...written]
        .filter((s) => s > after && s <= horizon && s % 3 !== 0)
        .sort((a, b) => a - b)
        .slice(0, 3);
      seen.push(...rows);
      after = nextAfter(after, horizon, rows, 3);
    };
    for (const seq of order) {
      written.add(seq);
      while (written.has(floor + 1)) floor++;
      if (random() < 0.5) page();
    }
    for (let i = 0; i < N; i++) page();
    const expected = Array.from({ length: N }, (_, i) => i + 1).filter((s) => s % 3 !== 0);
    expect(seen).toEqual(expected);
  });
});

describe("the horizon's cache", () => {
  it("reads at most once per window and again after it, or after a failure", async () => {
    let now = 0;
    let reads = 0;
    let fail = false;
    const read = readAtMostEvery(
      100,
      async () => {
        reads++;
        if (fail) throw new Error("NATS away");
        return reads;
      },
      () => now,
    );
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    now = 100;
    expect(await read()).toBe(1);
    now = 101;
    expect(await read()).toBe(2);
    fail = true;
    now = 300;
    await expect(read()).rejects.toThrow("NATS away");
    fail = false;
    expect(await read()).toBe(4);
  });

  it("reads anew when asked fresh, and later callers within the window share that read", async () => {
    let reads = 0;
    const read = readAtMostEvery(
      100,
      async () => ++reads,
      () => 0,
    );
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    expect(await read({ fresh: true })).toBe(2);
    expect(await read()).toBe(2);
  });
});
