import { describe, expect, it } from "vitest";
import type { Catalog } from "../domain/catalog.js";
import { LedgerProjection } from "../domain/ledger-projection.js";
import { AnswerMemo } from "./answer-memo.js";

const catalog = () => ({ property: { id: "prop_1" } }) as unknown as Catalog;
const projection = () => new LedgerProjection([["unit_1", 1]], "2026-01-01");
const hold = { kind: "allocation" as const, id: "alc_1", unit_id: "unit_1", room_id: null };

describe("AnswerMemo", () => {
  it("answers the same query on the same catalog and ledger state from what it kept", () => {
    const memo = new AnswerMemo(1_000);
    const [c, l] = [catalog(), projection()];
    let computed = 0;
    const compute = () => ({ data: [++computed] });
    const first = memo.answer("q", c, l, compute);
    expect(first.text).toBe('{"data":[1]}');
    expect(memo.answer("q", c, l, compute)).toBe(first);
    expect(computed).toBe(1);
    expect(memo.answer("other", c, l, compute).text).toBe('{"data":[2]}');
  });

  it("computes again once the projection applied a change, or for a new catalog or projection", () => {
    const memo = new AnswerMemo(1_000);
    const [c, l] = [catalog(), projection()];
    let computed = 0;
    const compute = () => ++computed;
    memo.answer("q", c, l, compute);
    const applied = l.apply([
      { ...hold, version: 2, live: true, start_date: "2026-02-01", end_date: "2026-02-03" },
    ]);
    expect(applied).toBe(true);
    expect(memo.answer("q", c, l, compute).text).toBe("2");
    expect(memo.answer("q", c, l, compute).text).toBe("2");
    expect(memo.answer("q", catalog(), l, compute).text).toBe("3");
    expect(memo.answer("q", c, projection(), compute).text).toBe("4");
  });

  it("tells of every read whether it was answered from what it kept, and what it keeps", () => {
    const reads: boolean[] = [];
    const memo = new AnswerMemo(1_000, (kept) => reads.push(kept));
    const [c, l] = [catalog(), projection()];
    memo.answer("q", c, l, () => 1);
    memo.answer("q", c, l, () => 1);
    memo.answer("r", c, l, () => 22);
    expect(reads).toEqual([false, true, false]);
    expect(memo.stats()).toEqual({ bytes: 3, answers: 2 });
  });

  it("keeps at most its bytes, letting the least recently used answers go first", () => {
    const memo = new AnswerMemo(30);
    const [c, l] = [catalog(), projection()];
    let computed = 0;
    const compute = () => `${++computed}`.padEnd(8, "x"); // 10 bytes of JSON each
    memo.answer("a", c, l, compute);
    memo.answer("b", c, l, compute);
    memo.answer("c", c, l, compute);
    memo.answer("a", c, l, compute); // a used again: b is now the oldest
    memo.answer("d", c, l, compute); // 40 bytes: b goes
    expect(computed).toBe(4);
    expect(memo.stats()).toEqual({ bytes: 30, answers: 3 });
    memo.answer("a", c, l, compute);
    memo.answer("c", c, l, compute);
    expect(computed).toBe(4);
    memo.answer("b", c, l, compute);
    expect(computed).toBe(5);
    // An answer larger than the whole memo is answered, not kept.
    let bigs = 0;
    const big = () => `${++bigs}`.padEnd(40, "y");
    expect(memo.answer("big", c, l, big).text).toBe(JSON.stringify("1".padEnd(40, "y")));
    expect(memo.answer("big", c, l, big).text).toBe(JSON.stringify("2".padEnd(40, "y")));
    memo.answer("a", c, l, compute);
    expect(computed).toBe(5);
  });
});
