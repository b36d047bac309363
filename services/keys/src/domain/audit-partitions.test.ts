import { describe, expect, it } from "vitest";
import { addMonths, auditPartitionMonth, auditPartitionName, auditUpkeepPlan } from "./audit-partitions.js";

describe("audit trail partitions", () => {
  it.each([
    ["2026-12", 1, "2027-01"],
    ["2027-01", -1, "2026-12"],
    ["2026-05", -13, "2025-04"],
    ["2026-05", 0, "2026-05"],
  ])("%s moved by %i months is %s", (month, by, moved) => {
    expect(addMonths(month, by)).toBe(moved);
  });

  it("names a month's partition and reads the month back, ignoring other tables", () => {
    expect(auditPartitionName("2026-12")).toBe("audit_entries_202612");
    expect(auditPartitionMonth("audit_entries_202612")).toBe("2026-12");
    expect(auditPartitionMonth("requests_20261201")).toBeUndefined();
  });

  it("makes this month and the next, and drops the months that ended over a year ago", () => {
    const existing = ["2025-10", "2025-11", "2025-12", "2026-01", "2026-12"];
    expect(auditUpkeepPlan(existing, "2026-12-15")).toEqual({
      create: ["2027-01"],
      // November 2025 ended 2025-12-01, more than 365 days before; December 2025 not yet.
      drop: ["2025-10", "2025-11"],
    });
    expect(auditUpkeepPlan([], "2026-12-31").create).toEqual(["2026-12", "2027-01"]);
    expect(auditUpkeepPlan(["2026-12", "2027-01"], "2026-12-31")).toEqual({ create: [], drop: [] });
  });
});
