import { describe, expect, it } from "vitest";
import {
  clearAll,
  dayLabel,
  describeDay,
  pickDay,
  restrictionBody,
  tagsOf,
  weeksOf,
} from "./restrictions.js";

describe("the restrictions calendar", () => {
  it("lays dates out in weeks from Monday, with blanks before the first date and after the last", () => {
    // 2026-06-03 is a Wednesday.
    const weeks = weeksOf("2026-06-03", 10);
    expect(weeks).toEqual([
      [null, null, "2026-06-03", "2026-06-04", "2026-06-05", "2026-06-06", "2026-06-07"],
      ["2026-06-08", "2026-06-09", "2026-06-10", "2026-06-11", "2026-06-12", null, null],
    ]);
    // A Monday starts its own row; a Sunday ends it; months and years roll over.
    expect(weeksOf("2026-06-01", 7)).toEqual([
      ["2026-06-01", "2026-06-02", "2026-06-03", "2026-06-04", "2026-06-05", "2026-06-06", "2026-06-07"],
    ]);
    expect(weeksOf("2026-12-31", 2)[0]).toEqual([null, null, null, "2026-12-31", "2027-01-01", null, null]);
    expect(weeksOf("2026-06-07", 1)[0]![6]).toBe("2026-06-07");
  });

  it("names the month on the first day shown and on each 1st", () => {
    expect(dayLabel("2026-06-03", true)).toBe("Jun 3");
    expect(dayLabel("2026-06-04", false)).toBe("4");
    expect(dayLabel("2026-07-01", false)).toBe("Jul 1");
    expect(dayLabel("2026-12-31", false)).toBe("31");
  });

  it("tags a day with its flags, then its numbers, and says it in full", () => {
    const day = { date: "2026-06-03", stop_sell: true, min_stay_arrival: 3, max_advance_days: 90 };
    expect(tagsOf(day)).toEqual(["stop", "min 3", "≤90d"]);
    expect(tagsOf({ date: "2026-06-03", closed_to_arrival: false })).toEqual([]);
    expect(tagsOf(undefined)).toEqual([]);
    expect(describeDay("2026-06-03", day)).toBe(
      "2026-06-03: stop sell, minimum stay on arrival 3, booked at most (days ahead) 90",
    );
    expect(describeDay("2026-06-04", { date: "2026-06-04" })).toBe("2026-06-04: no restrictions");
  });

  it("picks a range with two clicks; a click before the start starts again", () => {
    let range = { from: "2026-06-01", to: "2026-06-01", ending: false };
    range = pickDay(range, "2026-06-10");
    expect(range).toEqual({ from: "2026-06-10", to: "2026-06-10", ending: true });
    expect(pickDay(range, "2026-06-05")).toEqual({ from: "2026-06-05", to: "2026-06-05", ending: true });
    range = pickDay(range, "2026-06-12");
    expect(range).toEqual({ from: "2026-06-10", to: "2026-06-12", ending: false });
    expect(pickDay(range, "2026-06-20")).toEqual({ from: "2026-06-20", to: "2026-06-20", ending: true });
  });

  it("sends only what was typed or chosen: blanks stay as they are, cleared numbers and 'no' flags are null", () => {
    const values = {
      from: "2026-06-01",
      to: "2026-06-07",
      min_stay_arrival: "2",
      min_stay_through: "",
      max_stay: "14",
      min_advance_days: "0",
      max_advance_days: "",
      closed_to_arrival: "",
      closed_to_departure: "no",
      stop_sell: "yes",
    };
    expect(restrictionBody(values, ["max_stay", "max_advance_days"])).toEqual({
      from: "2026-06-01",
      to: "2026-06-07",
      min_stay_arrival: 2,
      max_stay: null,
      min_advance_days: 0,
      max_advance_days: null,
      closed_to_departure: null,
      stop_sell: true,
    });
    expect(clearAll("2026-06-01", "2026-06-02")).toEqual({
      from: "2026-06-01",
      to: "2026-06-02",
      min_stay_arrival: null,
      min_stay_through: null,
      max_stay: null,
      min_advance_days: null,
      max_advance_days: null,
      closed_to_arrival: null,
      closed_to_departure: null,
      stop_sell: null,
    });
  });
});
