import { describe, expect, it } from "vitest";
import { addedNights, changeFeeMinor } from "./changes.js";

const current: {
  unit_id: string;
  room_id: string | null;
  start_date: string;
  end_date: string;
  conflict: boolean;
} = {
  unit_id: "unt_a",
  room_id: "room_1",
  start_date: "2027-03-10",
  end_date: "2027-03-13",
  conflict: false,
};
const on = (over: Partial<typeof current>) => ({ ...current, ...over });
/** One hold of the proposed stay's unit and room. */
const hold = (over: Partial<typeof current> = {}) => {
  const { conflict: _, ...where } = on(over);
  return where;
};

describe("the nights a change adds", () => {
  it("are none when the stay only shrinks", () => {
    expect(addedNights(current, on({ start_date: "2027-03-11", end_date: "2027-03-12" }))).toEqual([]);
  });

  it("are the nights before and after the kept ones, each run one hold", () => {
    expect(addedNights(current, on({ start_date: "2027-03-08", end_date: "2027-03-14" }))).toEqual([
      { unit_id: "unt_a", room_id: "room_1", start_date: "2027-03-08", end_date: "2027-03-10" },
      { unit_id: "unt_a", room_id: "room_1", start_date: "2027-03-13", end_date: "2027-03-14" },
    ]);
  });

  it("are every night of a stay on another unit or room, or one moved past the current nights", () => {
    const whole = (over: Partial<typeof current>) => [hold(over)];
    expect(addedNights(current, on({ room_id: "room_2" }))).toEqual(whole({ room_id: "room_2" }));
    expect(addedNights(current, on({ unit_id: "unt_b", room_id: null }))).toEqual(
      whole({ unit_id: "unt_b", room_id: null }),
    );
    const later = { start_date: "2027-03-20", end_date: "2027-03-22" };
    expect(addedNights(current, on(later))).toEqual(whole(later));
  });

  it("are every night when the booking holds nothing (a conflict without a room)", () => {
    expect(addedNights({ ...current, conflict: true }, current)).toEqual([hold()]);
  });
});

describe("a change's fee", () => {
  const booked = {
    start_date: "2027-03-10",
    end_date: "2027-03-13",
    nightly: [
      { date: "2027-03-10", price: 100 },
      { date: "2027-03-11", price: 120 },
      { date: "2027-03-12", price: 80 },
    ],
    // 300 of nights and 10 % of taxes on them.
    total_minor: 33_000,
    free_cancellation_until: "2027-03-01T14:00:00+00:00",
  };
  const after = new Date("2027-03-02T00:00:00Z");
  const shorter = { start_date: "2027-03-10", end_date: "2027-03-12" };
  const fee = (policy: object | null, proposed = shorter, now = after) =>
    changeFeeMinor({ ...booked, cancellation_policy: policy as never }, proposed, now);

  it("is nothing before free_cancellation_until, without a policy, or when nothing is dropped", () => {
    const full = { free_until_hours: 48, penalty: "full_stay" };
    expect(fee(full, shorter, new Date("2027-02-28T00:00:00Z"))).toBe(0);
    expect(fee(null)).toBe(0);
    expect(fee(full, { start_date: "2027-03-10", end_date: "2027-03-15" })).toBe(0);
  });

  it("charges the dropped nights' share of the charge, their first night, or a percent of it", () => {
    expect(fee({ free_until_hours: 48, penalty: "full_stay" })).toBe(8_800);
    expect(fee({ free_until_hours: 48, penalty: "first_night" })).toBe(8_000);
    expect(fee({ free_until_hours: 48, penalty: "percent", percent: 50 })).toBe(4_400);
    const twoDropped = { start_date: "2027-03-11", end_date: "2027-03-12" };
    expect(fee({ free_until_hours: 48, penalty: "first_night" }, twoDropped)).toBe(10_000);
    expect(fee({ free_until_hours: 48, penalty: "full_stay" }, twoDropped)).toBe(19_800);
  });
});
