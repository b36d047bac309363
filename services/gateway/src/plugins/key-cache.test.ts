import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CredentialCache } from "./key-cache.js";

type Principal = { tenant_id: string; key_id: string };
const alice: Principal = { tenant_id: "ten_a", key_id: "key_a" };
const bob: Principal = { tenant_id: "ten_b", key_id: "key_b" };

/** A fetch that answers from `answers` and counts its calls; `hold` keeps the next answer until released. */
function keysService(answers: Record<string, Principal | null>) {
  const calls: string[] = [];
  let held: (() => void) | undefined;
  let holding = false;
  return {
    calls,
    hold() {
      holding = true;
    },
    release() {
      held?.();
    },
    fetch: (hash: string) => async () => {
      calls.push(hash);
      const answer = answers[hash] ?? null;
      if (holding) {
        holding = false;
        await new Promise<void>((r) => {
          held = r;
        });
      }
      return answer;
    },
    answers,
  };
}

describe("CredentialCache", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it("remembers an unknown hash for the negative TTL, a known one for the TTL", async () => {
    const keys = keysService({ known: alice });
    const cache = new CredentialCache<Principal>(30_000, 5_000);
    for (let i = 0; i < 100; i++) {
      expect(await cache.lookup("unknown", keys.fetch("unknown"))).toBeNull();
      expect(await cache.lookup("known", keys.fetch("known"))).toEqual(alice);
    }
    expect(keys.calls).toEqual(["unknown", "known"]);
    vi.setSystemTime(5_001);
    await cache.lookup("unknown", keys.fetch("unknown"));
    await cache.lookup("known", keys.fetch("known"));
    expect(keys.calls).toEqual(["unknown", "known", "unknown"]);
    vi.setSystemTime(30_001);
    await cache.lookup("known", keys.fetch("known"));
    expect(keys.calls).toEqual(["unknown", "known", "unknown", "known"]);
  });

  it("keeps nothing with a TTL of 0", async () => {
    const keys = keysService({ known: alice });
    const cache = new CredentialCache<Principal>(0, 0);
    for (const hash of ["unknown", "known", "unknown", "known"]) await cache.lookup(hash, keys.fetch(hash));
    expect(keys.calls).toHaveLength(4);
  });

  it("asks once for requests that arrive while a lookup is under way", async () => {
    const keys = keysService({});
    const cache = new CredentialCache<Principal>(30_000, 5_000);
    keys.hold();
    const answers = Array.from({ length: 50 }, () => cache.lookup("unknown", keys.fetch("unknown")));
    keys.release();
    expect(await Promise.all(answers)).toEqual(Array(50).fill(null));
    expect(keys.calls).toEqual(["unknown"]);
  });

  it("drops an unknown hash when the watch evicts it, so a key that appears works at once", async () => {
    const keys = keysService({});
    const cache = new CredentialCache<Principal>(30_000, 5_000);
    expect(await cache.lookup("new", keys.fetch("new"))).toBeNull();
    keys.answers.new = alice;
    cache.evict("new");
    expect(await cache.lookup("new", keys.fetch("new"))).toEqual(alice);
  });

  it("never keeps an answer looked up before an eviction, nor lets later requests join it", async () => {
    for (const evict of [
      (c: CredentialCache<Principal>) => c.evict("h"),
      (c: CredentialCache<Principal>) => c.evictTenant("ten_a"),
      (c: CredentialCache<Principal>) => c.clear(),
    ]) {
      const keys = keysService({ h: alice });
      const cache = new CredentialCache<Principal>(30_000, 5_000);
      keys.hold();
      const before = cache.lookup("h", keys.fetch("h"));
      // The key is revoked meanwhile: keys answers differently from now on.
      evict(cache);
      keys.answers.h = { ...alice, key_id: "revoked" };
      const after = cache.lookup("h", keys.fetch("h"));
      keys.release();
      expect(await before).toEqual(alice);
      expect((await after)?.key_id).toBe("revoked");
      expect((await cache.lookup("h", keys.fetch("h")))?.key_id).toBe("revoked");
      expect(keys.calls).toEqual(["h", "h"]);
    }
  });

  it("a tenant's change drops its credentials and every unknown hash (a rotated token), not other tenants'", async () => {
    const keys = keysService({ a: alice, b: bob });
    const cache = new CredentialCache<Principal>(30_000, 5_000);
    for (const hash of ["a", "b", "rotated"]) await cache.lookup(hash, keys.fetch(hash));
    keys.answers.rotated = alice;
    cache.evictTenant("ten_a");
    for (const hash of ["a", "b", "rotated"]) await cache.lookup(hash, keys.fetch(hash));
    expect(keys.calls).toEqual(["a", "b", "rotated", "a", "rotated"]);
    expect(await cache.lookup("rotated", keys.fetch("rotated"))).toEqual(alice);
  });

  it("a flood of random unknown hashes never pushes a known credential out", async () => {
    const keys = keysService({ known: alice });
    const cache = new CredentialCache<Principal>(30_000, 5_000, 100);
    await cache.lookup("known", keys.fetch("known"));
    for (let i = 0; i < 1000; i++) await cache.lookup(`guess${i}`, keys.fetch(`guess${i}`));
    expect(await cache.lookup("known", keys.fetch("known"))).toEqual(alice);
    expect(keys.calls.filter((h) => h === "known")).toHaveLength(1);
  });

  it("never keeps what `cacheable` refuses (a token being rotated away), and asks at every request", async () => {
    const retiring = { ...alice, key_id: "retiring" };
    const keys = keysService({ current: alice, retiring });
    const cache = new CredentialCache<Principal>(30_000, 5_000, 100, (p) => p.key_id !== "retiring");
    for (let i = 0; i < 3; i++) {
      expect(await cache.lookup("current", keys.fetch("current"))).toEqual(alice);
      expect(await cache.lookup("retiring", keys.fetch("retiring"))).toEqual(retiring);
    }
    expect(keys.calls).toEqual(["current", "retiring", "retiring", "retiring"]);
  });

  it("a failed lookup is not kept and fails every request that joined it", async () => {
    const cache = new CredentialCache<Principal>(30_000, 5_000);
    const failing = () => Promise.reject(new Error("keys unreachable"));
    const both = [cache.lookup("h", failing), cache.lookup("h", failing)];
    for (const p of both) await expect(p).rejects.toThrow("keys unreachable");
    expect(await cache.lookup("h", async () => alice)).toEqual(alice);
  });
});
