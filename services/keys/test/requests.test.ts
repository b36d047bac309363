import { keysOps, type RequestLogRecord } from "@reservations/contracts";
import { faults } from "@reservations/service-kit";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { pageQuery } from "../src/store/requests.js";
import { type KeysHarness, merchant, startKeys, utcDay } from "./harness.js";

let h: KeysHarness;
beforeAll(async () => {
  h = await startKeys();
});
afterAll(() => h?.stop());
afterEach(() => faults.disarmAll());

const entry = (
  key: { id: string; tenant: string },
  at: Date | string,
  over: Partial<RequestLogRecord> = {},
) => ({
  key_id: key.id,
  tenant_id: key.tenant,
  method: "GET",
  path: "/api/v1/units",
  status: 200,
  duration_ms: 4.25,
  ip: "203.0.113.7",
  occurred_at: typeof at === "string" ? at : at.toISOString(),
  ...over,
});
const allEntries = async (key: { id: string; tenant: string }, limit = 100) => {
  const out: { id: string; occurred_at: string; path: string }[] = [];
  const sizes: number[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i++) {
    const res = await h.call(keysOps.listRequests, { key_id: key.id, limit, cursor }, merchant(key.tenant));
    expect(res.status).toBe(200);
    const body = keysOps.listRequests.output.parse(res.body);
    out.push(...body.data);
    sizes.push(body.data.length);
    if (!body.next_cursor) break;
    cursor = body.next_cursor;
  }
  return { entries: out, sizes };
};

describe("request log: batches", () => {
  it("records a batch, dropping entries of unknown keys, and pages it newest first", async () => {
    const key = await h.newKey();
    const base = Date.parse("2026-11-20T10:00:00.000Z");
    const same = new Date(base + 3 * 60_000);
    const res = await h.call(keysOps.recordRequests, {
      entries: [
        entry(key, new Date(base), { path: "/a" }),
        entry(key, new Date(base + 60_000), { path: "/b", method: "POST", status: 201, ip: null }),
        entry(key, same, { path: "/c1" }),
        entry(key, same, { path: "/c2" }),
        entry(key, new Date(base + 2 * 60_000), { path: "/d" }),
        entry({ id: "key_missing", tenant: key.tenant }, new Date(base)),
        entry({ id: key.id, tenant: "ten_other" }, new Date(base)),
        // Offsets are stored as the same instant in UTC.
        entry(key, "2026-11-20T12:04:00+02:00", { path: "/e" }),
      ],
    });
    expect(res).toMatchObject({ status: 200, body: { recorded: 6 } });

    const { entries, sizes } = await allEntries(key, 2);
    expect(sizes).toEqual([2, 2, 2]);
    expect(new Set(entries.map((e) => e.id)).size).toBe(6);
    expect(entries.map((e) => e.path)).toEqual(["/e", "/c2", "/c1", "/d", "/b", "/a"]);
    expect(entries[0]!.occurred_at).toBe("2026-11-20T10:04:00.000Z");
    expect(entries.find((e) => e.path === "/b")).toEqual({
      id: expect.stringMatching(/^\d+$/),
      method: "POST",
      path: "/b",
      status: 201,
      duration_ms: 4.25,
      ip: null,
      occurred_at: "2026-11-20T10:01:00.000Z",
    });
  });

  it("stores every other hotel's entries of a batch in which one entry raises for a value of its own, and drops that one", async () => {
    const [mine, theirs] = [await h.newKey(), await h.newKey()];
    let hits = 0;
    faults.arm("keys.requests.entry", ({ entry: e }) => {
      const bad = e as { key_id: string; path: string };
      if (bad.key_id !== theirs.id || !bad.path.startsWith("/bad")) return;
      hits++;
      bad.path = "/bad\u0000"; // text refuses U+0000: the whole insert raises
    });
    const at = new Date("2026-11-21T09:00:00.000Z");
    const paths = ["/1", "/2", "/3", "/4", "/5", "/6", "/7"];
    const res = await h.call(keysOps.recordRequests, {
      entries: [
        ...paths.map((path) => entry(mine, at, { path })),
        entry(theirs, at, { path: "/bad" }),
        entry(theirs, at, { path: "/fine" }),
      ],
    });
    expect(res).toMatchObject({ status: 200, body: { recorded: 8 } });
    expect((await allEntries(mine)).entries.map((e) => e.path).sort()).toEqual(paths);
    expect((await allEntries(theirs)).entries.map((e) => e.path)).toEqual(["/fine"]);
    // Found by halving: in the batch of 9, its half of 4, its quarter of 2, then alone.
    expect(hits).toBe(4);
  });
});

describe("request log: last use", () => {
  it("moves last_used_at forward to the latest entry, never backwards", async () => {
    const key = await h.newKey();
    const lastUsed = async () =>
      (await h.call(keysOps.getKey, { key_id: key.id }, merchant(key.tenant))).body.data.last_used_at;
    expect(await lastUsed()).toBeNull();
    await h.call(keysOps.recordRequests, {
      entries: [entry(key, "2026-11-20T10:00:00.000Z"), entry(key, "2026-11-20T11:00:00.000Z")],
    });
    expect(await lastUsed()).toBe("2026-11-20T11:00:00.000Z");
    // A late batch with older entries (a gateway that was catching up).
    await h.call(keysOps.recordRequests, { entries: [entry(key, "2026-11-20T10:30:00.000Z")] });
    expect(await lastUsed()).toBe("2026-11-20T11:00:00.000Z");
    await h.call(keysOps.recordRequests, { entries: [entry(key, "2026-11-20T12:00:00.000Z")] });
    expect(await lastUsed()).toBe("2026-11-20T12:00:00.000Z");
  });

  it("moves last_used_at at most once a minute under steady calls, and writes the key's row only then", async () => {
    const key = await h.newKey();
    const row = async () => {
      const { rows } = await h.service.kit.pool.query(
        "SELECT xmin::text AS version, last_used_at FROM keys.api_keys WHERE id = $1",
        [key.id],
      );
      return {
        version: rows[0].version as string,
        at: (rows[0].last_used_at as Date | null)?.getTime() ?? null,
      };
    };
    const before = await row();
    // Five minutes of calls ending now, a batch every 10 s as a gateway would send them.
    const start = Date.now() - 5 * 60_000;
    const seen: { version: string; at: number | null }[] = [];
    let latest = 0;
    for (let i = 0; i <= 30; i++) {
      const at = start + i * 10_000;
      latest = at + 5_000;
      const res = await h.call(keysOps.recordRequests, {
        entries: [entry(key, new Date(at)), entry(key, new Date(at + 2_000)), entry(key, new Date(latest))],
      });
      expect(res).toMatchObject({ status: 200, body: { recorded: 3 } });
      seen.push(await row());
    }
    const moves = seen.filter((s, i) => s.at !== (i === 0 ? before.at : seen[i - 1]!.at));
    const writes = seen.filter((s, i) => s.version !== (i === 0 ? before.version : seen[i - 1]!.version));
    // Every write moved it, and every move is at least a minute after the one before.
    expect(writes).toEqual(moves);
    const times = moves.map((m) => m.at!);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(60_000);
    expect(times.length).toBeGreaterThanOrEqual(5);
    expect(times.length).toBeLessThanOrEqual(6);
    // It lags the latest call by less than a minute.
    const last = seen.at(-1)!.at!;
    expect(last).toBeLessThanOrEqual(latest);
    expect(latest - last).toBeLessThan(60_000);
  });
});

describe("request log: concurrency and partitions", () => {
  it("stores concurrent batches over the same keys, whatever their order, without deadlock or loss", async () => {
    const keys = await Promise.all(Array.from({ length: 4 }, () => h.newKey()));
    const now = Date.now();
    const batches = Array.from({ length: 16 }, (_, b) =>
      // Each batch names the keys in another order.
      Array.from({ length: 8 }, (_, i) =>
        entry(keys[(b + i * (b % 2 ? 1 : 3)) % 4]!, new Date(now - b * 61_000 + i)),
      ),
    );
    const answers = await Promise.all(batches.map((entries) => h.call(keysOps.recordRequests, { entries })));
    for (const a of answers) expect(a).toMatchObject({ status: 200, body: { recorded: 8 } });
    let total = 0;
    for (const key of keys) total += (await allEntries(key)).entries.length;
    expect(total).toBe(16 * 8);
  });

  it("answers an empty page for a key never used, and INVALID_CURSOR for a garbled or borrowed cursor", async () => {
    const key = await h.newKey();
    const other = await h.newKey();
    const empty = await h.call(keysOps.listRequests, { key_id: key.id }, merchant(key.tenant));
    expect(empty.body).toEqual({ data: [], next_cursor: null });

    const now = Date.now();
    await h.call(keysOps.recordRequests, {
      entries: [entry(other, new Date(now - 1000)), entry(other, new Date(now))],
    });
    const page = await h.call(keysOps.listRequests, { key_id: other.id, limit: 1 }, merchant(other.tenant));
    const borrowed: string = page.body.next_cursor;
    expect(borrowed).toEqual(expect.any(String));
    for (const cursor of ["garbage", borrowed]) {
      const res = await h.call(keysOps.listRequests, { key_id: key.id, cursor }, merchant(key.tenant));
      expect(res).toMatchObject({ status: 422, body: { error_code: "INVALID_CURSOR" } });
    }
  });

  it("stores an entry for a day that has no partition yet, making the partition on the way", async () => {
    const key = await h.newKey();
    const day = utcDay(31);
    const partition = `requests_${day.replaceAll("-", "")}`;
    const exists = async () =>
      (await h.service.kit.pool.query("SELECT to_regclass($1) IS NOT NULL AS there", [`keys.${partition}`]))
        .rows[0].there;
    expect(await exists()).toBe(false);
    const res = await h.call(keysOps.recordRequests, {
      entries: [
        entry(key, `${day}T08:00:00.000Z`, { path: "/far" }),
        entry(key, new Date(), { path: "/now" }),
      ],
    });
    expect(res).toMatchObject({ status: 200, body: { recorded: 2 } });
    expect(await exists()).toBe(true);
    expect((await allEntries(key)).entries.map((e) => e.path)).toEqual(["/far", "/now"]);
  });
});

describe("request log: pages across days", () => {
  it("pages one key's entries across several days, cursors falling on both sides of midnight", async () => {
    const key = await h.newKey();
    const other = await h.newKey();
    const [d3, d2, d1, d0] = [utcDay(-3), utcDay(-2), utcDay(-1), utcDay(0)];
    const times = [
      `${d3}T12:00:00.000Z`,
      `${d2}T00:00:00.000Z`,
      `${d2}T23:59:59.999Z`,
      `${d1}T00:00:00.000Z`,
      `${d1}T00:00:00.000Z`,
      `${d1}T00:00:00.001Z`,
      `${d1}T23:59:59.999Z`,
      `${d0}T00:00:00.000Z`,
      `${d0}T00:00:00.500Z`,
    ];
    // Out of time order, so the ids do not follow the times; ties keep batch order (the later, the higher id).
    const order = [4, 0, 7, 2, 8, 1, 5, 3, 6];
    const res = await h.call(keysOps.recordRequests, {
      entries: [
        ...order.map((i) => entry(key, times[i]!, { path: `/${i}` })),
        // Another key's entries on the same days are never listed.
        ...times.map((t) => entry(other, t, { path: "/other" })),
      ],
    });
    expect(res).toMatchObject({ status: 200, body: { recorded: 18 } });
    const expected = order
      .map((i, n) => ({ path: `/${i}`, t: times[i]!, n }))
      .sort((a, b) => (a.t === b.t ? b.n - a.n : b.t.localeCompare(a.t)))
      .map((e) => e.path);
    expect(expected.slice(0, 3)).toEqual(["/8", "/7", "/6"]);
    for (const limit of [1, 2, 3, 4, 100]) {
      const { entries, sizes } = await allEntries(key, limit);
      expect(
        entries.map((e) => e.path),
        `limit ${limit}`,
      ).toEqual(expected);
      expect(
        sizes.slice(0, -1).every((n) => n === limit),
        `limit ${limit}`,
      ).toBe(true);
    }
  });

  it("reads no partition after the cursor's day for a page past the first", async () => {
    const key = await h.newKey();
    const cursorDay = utcDay(-2);
    const { text, values } = pageQuery(key.id, { t: `${cursorDay}T10:00:00.000000Z`, id: "1" }, 26);
    const { rows } = await h.service.kit.pool.query(`EXPLAIN (FORMAT JSON) ${text}`, values);
    const relations: string[] = [];
    const walk = (node: { "Relation Name"?: string; Plans?: unknown[] }) => {
      if (node["Relation Name"]) relations.push(node["Relation Name"]);
      for (const child of node.Plans ?? []) walk(child as typeof node);
    };
    walk(rows[0]["QUERY PLAN"][0].Plan);
    expect(relations).toContain(`requests_${cursorDay.replaceAll("-", "")}`);
    const days = relations.map((r) => r.replace(/^requests_(\d{4})(\d{2})(\d{2})$/, "$1-$2-$3"));
    expect(days.filter((d) => d > cursorDay)).toEqual([]);
  });
});
