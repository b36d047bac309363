import { describe, expect, it } from "vitest";
import { fromEpochDay, nightsBetween, nightsOf, overlaps, todayUtc, toEpochDay } from "./dates.js";
import { fromMinor, toMinor } from "./money.js";

describe("dates", () => {
  it.each([
    ["2026-01-01", "2026-01-01", 0],
    ["2026-01-01", "2026-01-02", 1],
    ["2026-02-27", "2026-03-01", 2],
    ["2028-02-28", "2028-03-01", 2], // leap year
    ["2026-12-31", "2027-01-02", 2],
    ["2026-03-28", "2026-03-30", 2], // a DST change somewhere changes nothing: dates, not instants
  ])("nightsBetween(%s, %s) = %i", (start, end, n) => {
    expect(nightsBetween(start, end)).toBe(n);
    expect(nightsOf(start, end)).toHaveLength(n);
  });

  it("lists the nights of a stay, the departure day left out", () => {
    expect(nightsOf("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01"]);
    expect(nightsOf("2026-05-02", "2026-05-01")).toEqual([]);
  });

  it("counts days as Date.parse does, on every day of 1970–2100, around year 0 and 9999, and past a month's end", () => {
    const parsed = (d: string) => Math.floor(Date.parse(`${d}T00:00:00Z`) / 86_400_000);
    for (let day = 0; day < 47_500; day++) {
      const d = new Date(day * 86_400_000).toISOString().slice(0, 10);
      expect(toEpochDay(d)).toBe(day);
    }
    for (const d of [
      "0000-01-01",
      "0000-02-29",
      "0001-03-01",
      "9999-12-31",
      "2026-02-30",
      "2026-02-31",
      "2027-04-31",
    ])
      expect(toEpochDay(d)).toBe(parsed(d));
    for (const d of ["2026-13-01", "2026-02-32", "2026-00-10", "2026-1-01", "not a date", ""])
      expect(toEpochDay(d)).toBeNaN();
  });

  it("round-trips epoch days", () => {
    for (const d of ["1970-01-01", "2026-02-28", "2028-02-29", "2099-12-31"])
      expect(fromEpochDay(toEpochDay(d))).toBe(d);
    expect(toEpochDay("1970-01-02")).toBe(1);
  });

  const stay = (start_date: string, end_date: string) => ({ start_date, end_date });
  it.each([
    [stay("2026-05-01", "2026-05-03"), stay("2026-05-02", "2026-05-04"), true],
    [stay("2026-05-01", "2026-05-03"), stay("2026-05-03", "2026-05-05"), false], // departure day resold
    [stay("2026-05-03", "2026-05-05"), stay("2026-05-01", "2026-05-03"), false],
    [stay("2026-05-01", "2026-05-10"), stay("2026-05-04", "2026-05-05"), true], // inside
    [stay("2026-05-01", "2026-05-02"), stay("2026-05-01", "2026-05-02"), true], // same
  ])("overlaps(%o, %o) = %s", (a, b, expected) => {
    expect(overlaps(a, b)).toBe(expected);
    expect(overlaps(b, a)).toBe(expected);
  });

  it("gives today in UTC", () => {
    expect(todayUtc(new Date("2026-11-25T23:59:59-05:00"))).toBe("2026-11-26");
  });
});

describe("money", () => {
  it.each([
    [0, 0],
    [100, 10000],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.15, 115], // 114.99999999999999 in floating point
    [-12.5, -1250],
  ])("toMinor(%d) = %i", (amount, minor) => {
    expect(toMinor(amount)).toBe(minor);
  });

  it("shows stored amounts as numbers of the currency", () => {
    expect(fromMinor(1999)).toBe(19.99);
    expect(fromMinor(toMinor(123.45))).toBe(123.45);
  });
});
