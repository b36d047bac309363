import { describe, expect, it } from "vitest";
import { type BatchSent, coalesced } from "./coalesce.js";

/** A read of many keys that records each batch and answers only when told to. */
function heldReads() {
  const batches: string[][] = [];
  const gates: { open(fail?: Error): void }[] = [];
  const readMany = (keys: readonly string[]) => {
    batches.push([...keys]);
    return new Promise<(string | undefined)[]>((resolve, reject) => {
      gates.push({
        open: (fail) =>
          fail ? reject(fail) : resolve(keys.map((k) => (k.startsWith("none") ? undefined : `v:${k}`))),
      });
    });
  };
  return { batches, gates, readMany };
}

const settle = () => new Promise((r) => setImmediate(r));

describe("coalesced reads: batches", () => {
  it("sends a read at once when nothing is under way", async () => {
    const { batches, gates, readMany } = heldReads();
    const read = coalesced(readMany);
    const a = read("a");
    await settle();
    expect(batches).toEqual([["a"]]);
    gates[0]!.open();
    expect(await a).toBe("v:a");
  });

  it("holds the reads asked while one is under way, and sends them together once it ends", async () => {
    const { batches, gates, readMany } = heldReads();
    const sentBatches: BatchSent[] = [];
    const read = coalesced(readMany, { onBatch: (b) => sentBatches.push(b) });
    const a = read("a");
    await settle();
    const later = [read("b"), read("none-c"), read("d")];
    await settle();
    // b, c and d were asked after a's statement went: none of them rides on it.
    expect(batches).toEqual([["a"]]);
    gates[0]!.open();
    expect(await a).toBe("v:a");
    await settle();
    expect(batches).toEqual([["a"], ["b", "none-c", "d"]]);
    gates[1]!.open();
    expect(await Promise.all(later)).toEqual(["v:b", undefined, "v:d"]);
    expect(sentBatches).toEqual([
      { reads: 1, overdue: false },
      { reads: 3, overdue: false },
    ]);
  });

  it("fails every read of a failed batch with its error, and the next batch still goes", async () => {
    const { batches, gates, readMany } = heldReads();
    const read = coalesced(readMany);
    const first = [read("a"), read("b")];
    await settle();
    const next = read("c");
    const boom = new Error("connection terminated");
    gates[0]!.open(boom);
    const outcomes = await Promise.allSettled(first);
    expect(outcomes.map((o) => (o.status === "rejected" ? o.reason : o.value))).toEqual([boom, boom]);
    await settle();
    expect(batches).toEqual([["a", "b"], ["c"]]);
    gates[1]!.open();
    expect(await next).toBe("v:c");
  });

  it("sends each call of a batch that failed for a reason of its own again alone: only the culprit fails", async () => {
    const batches: string[][] = [];
    const refused = Object.assign(new Error("invalid byte sequence"), { code: "22021" });
    const read = coalesced(async (keys: readonly string[]) => {
      batches.push([...keys]);
      if (keys.includes("bad")) throw refused;
      return keys.map((k) => `v:${k}`);
    });
    const outcomes = await Promise.allSettled(["a", "b", "bad", "c"].map((k) => read(k)));
    expect(outcomes.map((o) => (o.status === "rejected" ? o.reason : o.value))).toEqual([
      "v:a",
      "v:b",
      refused,
      "v:c",
    ]);
    expect(batches).toEqual([["a", "b", "bad", "c"], ["a"], ["b"], ["bad"], ["c"]]);
  });

  it("sends no batch larger than its bound, one at a time", async () => {
    const { batches, gates, readMany } = heldReads();
    const read = coalesced(readMany, { maxBatch: 3 });
    const a = read("a");
    await settle();
    const waiting = ["b", "c", "d", "e", "f", "g", "h"].map((k) => read(k));
    await settle();
    expect(batches).toHaveLength(1);
    for (let i = 0; i < 4; i++) {
      gates[i]!.open();
      await settle();
    }
    expect(batches).toEqual([["a"], ["b", "c", "d"], ["e", "f", "g"], ["h"]]);
    expect(await a).toBe("v:a");
    expect(await Promise.all(waiting)).toEqual(["b", "c", "d", "e", "f", "g", "h"].map((k) => `v:${k}`));
  });

  it("sends a batch anyway once the statement under way has taken longer than its patience", async () => {
    const { batches, gates, readMany } = heldReads();
    const sentBatches: BatchSent[] = [];
    const read = coalesced(readMany, { patienceMs: 50, onBatch: (b) => sentBatches.push(b) });
    const stuck = read("a");
    await settle();
    const b = read("b");
    await settle();
    expect(batches).toEqual([["a"]]);
    await new Promise((r) => setTimeout(r, 80));
    expect(batches).toEqual([["a"], ["b"]]);
    expect(sentBatches).toEqual([
      { reads: 1, overdue: false },
      { reads: 1, overdue: true },
    ]);
    gates[1]!.open();
    expect(await b).toBe("v:b");
    gates[0]!.open();
    expect(await stuck).toBe("v:a");
  });
});

describe("coalesced reads: keys", () => {
  it("with keyOf, asks a key repeated in one batch once and answers every read of it", async () => {
    const { batches, gates, readMany } = heldReads();
    const read = coalesced(readMany, { keyOf: (k: string) => k.toLowerCase() });
    const a = read("a");
    await settle();
    const later = [read("b"), read("B"), read("c"), read("b")];
    await settle();
    gates[0]!.open();
    await a;
    await settle();
    expect(batches).toEqual([["a"], ["b", "c"]]);
    gates[1]!.open();
    expect(await Promise.all(later)).toEqual(["v:b", "v:b", "v:c", "v:b"]);
  });

  it("with keyOf false, sends every call, however alike, in its place", async () => {
    const { batches, gates, readMany } = heldReads();
    const read = coalesced(readMany, { keyOf: false });
    const a = read("a");
    await settle();
    const later = [read("b"), read("b"), read("c")];
    await settle();
    gates[0]!.open();
    await a;
    await settle();
    expect(batches).toEqual([["a"], ["b", "b", "c"]]);
    gates[1]!.open();
    expect(await Promise.all(later)).toEqual(["v:b", "v:b", "v:c"]);
  });

  it("asks a key repeated in one batch once by default, keys being the same when their JSON is", async () => {
    const batches: { tenant: string; id: string }[][] = [];
    const read = coalesced(async (keys: readonly { tenant: string; id: string }[]) => {
      batches.push([...keys]);
      return keys.map((k) => `${k.tenant}/${k.id}`);
    });
    const answers = await Promise.all([
      read({ tenant: "t1", id: "p1" }),
      read({ tenant: "t2", id: "p1" }),
      read({ tenant: "t1", id: "p1" }),
    ]);
    expect(batches).toEqual([
      [
        { tenant: "t1", id: "p1" },
        { tenant: "t2", id: "p1" },
      ],
    ]);
    expect(answers).toEqual(["t1/p1", "t2/p1", "t1/p1"]);
  });
});
