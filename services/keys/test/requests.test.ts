import { keysOps, type RequestLogRecord } from "@reservations/contracts";
import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  purgeOldRequests,
  REQUEST_RETENTION_DAYS,
  RETENTION_QUEUE,
  RETENTION_SCHEDULER,
} from "../src/jobs/request-retention.js";
import { RequestStore } from "../src/store/requests.js";
import { eventually, type KeysHarness, merchant, startKeys } from "./harness.js";

const DAY = 86_400_000;

describe("request log", () => {
  let h: KeysHarness;
  beforeAll(async () => {
    h = await startKeys();
  });
  afterAll(() => h?.stop());

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
  const newKey = async () => {
    const t = await h.tenant();
    const { id } = await h.key(t.id);
    return { id, tenant: t.id };
  };
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

  it("records a batch, dropping entries of unknown keys, and pages it newest first", async () => {
    const key = await newKey();
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

  it("moves last_used_at forward to the latest entry, never backwards", async () => {
    const key = await newKey();
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

  it("answers an empty page for a key never used, and INVALID_CURSOR for a garbled or borrowed cursor", async () => {
    const key = await newKey();
    const other = await newKey();
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

  it(`retention deletes only entries older than ${REQUEST_RETENTION_DAYS} days`, async () => {
    const key = await newKey();
    const now = Date.now();
    await h.call(keysOps.recordRequests, {
      entries: [
        entry(key, new Date(now - 120 * DAY), { path: "/old-1" }),
        entry(key, new Date(now - 91 * DAY), { path: "/old-2" }),
        entry(key, new Date(now - 90 * DAY - 60_000), { path: "/old-3" }),
        entry(key, new Date(now - 89 * DAY), { path: "/kept-1" }),
        entry(key, new Date(now - 60_000), { path: "/kept-2" }),
      ],
    });
    // A batch of one makes the loop go round until nothing old is left. (The job of a service
    // started by another test file may purge some first, so the count is not asserted.)
    await purgeOldRequests(new RequestStore(h.service.kit.pool), { batch: 1 });
    const { rows } = await h.service.kit.pool.query(
      "SELECT count(*)::integer AS n FROM keys.requests WHERE occurred_at < now() - interval '90 days'",
    );
    expect(rows[0].n).toBe(0);
    const { entries } = await allEntries(key);
    expect(entries.map((e) => e.path)).toEqual(["/kept-2", "/kept-1"]);
  });

  it("schedules retention in BullMQ under the service's Redis prefix, and its worker purges", async () => {
    const queue = new Queue(RETENTION_QUEUE, {
      connection: h.service.kit.redis(),
      prefix: h.config.REDIS_PREFIX,
    });
    try {
      const scheduler = await queue.getJobScheduler(RETENTION_SCHEDULER);
      expect(scheduler).toMatchObject({ key: RETENTION_SCHEDULER, every: 3_600_000 });

      const key = await newKey();
      await h.call(keysOps.recordRequests, {
        entries: [
          entry(key, new Date(Date.now() - 100 * DAY), { path: "/old" }),
          entry(key, new Date(), { path: "/new" }),
        ],
      });
      await queue.add("purge", {});
      await eventually(
        async () => expect((await allEntries(key)).entries.map((e) => e.path)).toEqual(["/new"]),
        10_000,
      );
    } finally {
      await queue.close();
    }
  });
});
