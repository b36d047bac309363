import { describe, expect, it } from "vitest";
import { voidSummary } from "./void-summary.js";

describe("what a void touches", () => {
  it("counts nothing for no bookings", () => {
    expect(voidSummary([])).toEqual({ bookings: 0, nights: 0, properties: 0 });
  });
  it("sums the nights and counts each property once", () => {
    expect(
      voidSummary([
        { property_id: "prp_a", start_date: "2027-03-01", end_date: "2027-03-04" },
        { property_id: "prp_a", start_date: "2027-03-10", end_date: "2027-03-11" },
        { property_id: "prp_b", start_date: "2027-02-27", end_date: "2027-03-02" },
      ]),
    ).toEqual({ bookings: 3, nights: 7, properties: 2 });
  });
});
