import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Money } from "../money.js";
import { changesAfter, renderEventData, routeRenderings, versionList } from "./changes.js";

describe("the chain of version changes", () => {
  it("takes the newest through nothing and the first through every change", () => {
    expect(changesAfter("2026-12-15")).toEqual([]);
    expect(changesAfter("2026-11-21").map((c) => c.version)).toEqual(["2026-12-15"]);
    const renderings = routeRenderings({ answers: [z.toJSONSchema(z.object({ total_price: Money }))] });
    expect(renderings.get("2026-12-15")?.answerDown).toBeUndefined();
    expect(renderings.get("2026-11-21")?.answerDown?.('{"total_price":"3.10"}')).toBe('{"total_price":3.1}');
  });

  it("renders an event's data for its version and keeps everything else", () => {
    const data = { booking: { id: "bk_1", total_price: "394.00", balance_due: "0.00", taxes: [] } };
    expect(renderEventData(data, "2026-12-15")).toBe(data);
    expect(renderEventData(data, "2026-11-21")).toEqual({
      booking: { id: "bk_1", total_price: 394, balance_due: 0, taxes: [] },
    });
  });

  it("lists each version's status from the operator's dates", () => {
    const schedule = { "2026-11-21": { deprecated_on: "2027-01-01", sunset_on: "2027-06-01" } } as const;
    const statusOn = (day: string) => versionList(schedule, day).map((v) => [v.version, v.status]);
    expect(statusOn("2026-12-20")).toEqual([
      ["2026-11-21", "supported"],
      ["2026-12-15", "current"],
    ]);
    expect(statusOn("2027-01-01")).toEqual([
      ["2026-11-21", "deprecated"],
      ["2026-12-15", "current"],
    ]);
    expect(statusOn("2027-06-01")).toEqual([
      ["2026-11-21", "sunset"],
      ["2026-12-15", "current"],
    ]);
    expect(versionList({}, "2027-01-01")[0]).toMatchObject({
      sunset_on: null,
      changes: [expect.any(String)],
    });
  });
});
