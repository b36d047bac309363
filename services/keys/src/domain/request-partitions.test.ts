import { describe, expect, it } from "vitest";
import {
  addDays,
  MAX_DROPS_PER_RUN,
  partitionDay,
  partitionName,
  upkeepPlan,
  utcDay,
} from "./request-partitions.js";

describe("request log partitions", () => {
  it.each([
    ["2026-11-22", 1, "2026-11-23"],
    ["2026-11-30", 1, "2026-12-01"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-11-22", -90, "2026-08-24"],
    ["2026-03-01", -1, "2026-02-28"],
  ])("%s moved by %i days is %s", (day, days, moved) => {
    expect(addDays(day, days)).toBe(moved);
  });

  it("takes the UTC day of an instant, whatever its offset was", () => {
    expect(utcDay(new Date("2026-11-22T23:30:00-02:00"))).toBe("2026-11-23");
    expect(utcDay(new Date("2026-11-23T00:30:00+02:00"))).toBe("2026-11-22");
  });

  it("names a day's partition and reads the day back, ignoring other tables", () => {
    expect(partitionName("2026-11-22")).toBe("requests_20261122");
    expect(partitionDay("requests_20261122")).toBe("2026-11-22");
    expect(partitionDay("requests_unpartitioned")).toBeUndefined();
    expect(partitionDay("requests_2026112")).toBeUndefined();
  });

  it("makes today and the next 7 days where missing", () => {
    expect(upkeepPlan(["2026-11-22", "2026-11-24", "2026-11-29"], "2026-11-22").create).toEqual([
      "2026-11-23",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
    expect(upkeepPlan([], "2026-11-22").create).toHaveLength(8);
  });

  it("drops the days whose end is 90 days old, keeps the day that is 90 days back", () => {
    const plan = upkeepPlan(
      ["2026-07-01", "2026-08-23", "2026-08-24", "2026-11-22", "2030-01-01"],
      "2026-11-22",
    );
    expect(plan.drop).toEqual(["2026-07-01", "2026-08-23"]);
  });

  it("drops at most a bounded number of days per run, oldest first", () => {
    const old = Array.from({ length: MAX_DROPS_PER_RUN + 5 }, (_, i) => addDays("2026-01-01", i)).reverse();
    const plan = upkeepPlan(old, "2026-11-22");
    expect(plan.drop).toEqual(old.slice().reverse().slice(0, MAX_DROPS_PER_RUN));
  });
});
