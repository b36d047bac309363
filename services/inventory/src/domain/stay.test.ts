import { AppError, FieldValidationError } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import { checkQueryRange, checkRange, MAX_QUERY_NIGHTS } from "./stay.js";

const names: [string, string] = ["from", "to"];

/** What `fn` throws (undefined when it returns). */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  return undefined;
}

describe("date ranges of the wide reads", () => {
  it.each([
    ["one night", "2027-03-01", "2027-03-02", 1],
    ["a year of 365 nights", "2027-03-01", "2028-02-29", 365],
    ["365 nights across a leap day", "2028-01-01", "2028-12-31", 365],
  ])("accepts %s", (_, start, end, nights) => {
    expect(checkQueryRange(start, end, names)).toBe(nights);
  });

  it.each([
    ["366 nights", "2027-03-01", "2028-03-01", 366],
    ["a leap year of 366 nights", "2028-01-01", "2029-01-01", 366],
    ["eight thousand years", "0001-01-01", "9999-12-31", 3_652_058],
  ])("refuses %s with DATE_RANGE_TOO_LONG naming the cap", (_, start, end, nights) => {
    const err = thrown(() => checkQueryRange(start, end, names));
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(422);
    expect((err as AppError).toBody()).toEqual({
      message: expect.stringContaining(`at most ${MAX_QUERY_NIGHTS}`),
      error_code: "DATE_RANGE_TOO_LONG",
      max_nights: 365,
      nights,
    });
  });

  it.each([
    ["an empty range", "2027-03-01", "2027-03-01"],
    ["an end before the start", "2027-03-02", "2027-03-01"],
  ])("keeps the field error on the end for %s", (_, start, end) => {
    const err = thrown(() => checkQueryRange(start, end, names));
    expect(err).toBeInstanceOf(FieldValidationError);
    expect((err as FieldValidationError).errors).toEqual({ to: ["must be after from"] });
  });

  it("leaves stays as they were: past the cap is a field error on the end", () => {
    const err = thrown(() => checkRange("2027-03-01", "2028-03-01", ["start_date", "end_date"]));
    expect(err).toBeInstanceOf(FieldValidationError);
    expect(Object.keys((err as FieldValidationError).errors)).toEqual(["end_date"]);
  });
});
