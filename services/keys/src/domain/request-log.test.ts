import type { RequestLogRecord } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import { recordableEntries } from "./request-log.js";

const entry = (over: Partial<RequestLogRecord> = {}): RequestLogRecord => ({
  key_id: "key_1",
  tenant_id: "ten_1",
  method: "GET",
  path: "/api/v1/units",
  status: 200,
  duration_ms: 3.5,
  ip: "127.0.0.1",
  occurred_at: "2026-11-22T10:00:00.000Z",
  ...over,
});

describe("recordableEntries", () => {
  it("normalises times to UTC ISO", () => {
    const [out] = recordableEntries([entry({ occurred_at: "2026-11-22T12:00:00+02:00" })]);
    expect(out?.occurred_at).toBe("2026-11-22T10:00:00.000Z");
  });
  it.each([
    ["an unreadable time", entry({ occurred_at: "yesterday-ish" })],
    ["a status beyond an integer column", entry({ status: 2 ** 40 })],
  ])("drops an entry with %s and keeps the rest", (_what, bad) => {
    expect(recordableEntries([entry(), bad, entry({ path: "/x" })]).map((e) => e.path)).toEqual([
      "/api/v1/units",
      "/x",
    ]);
  });
});
