import { describe, expect, it } from "vitest";
import { type BookingMoney, balanceDueMinor, paymentStatusOf } from "./balance.js";

describe("a booking's balance due", () => {
  const cases: [string, BookingMoney, number][] = [
    ["a pending booking owes its total", { status: "pending", total_minor: 24_000 }, 24_000],
    ["a confirmed booking owes its total", { status: "confirmed", total_minor: 12_050 }, 12_050],
    ["a checked-out booking still owes its total", { status: "checked_out", total_minor: 9_900 }, 9_900],
    ["a cancelled booking owes nothing", { status: "cancelled", total_minor: 24_000 }, 0],
    [
      "a group member owes its share, not its total",
      {
        status: "confirmed",
        total_minor: 24_000,
        group_balance_due_minor: 4_000,
        group_payment_status: "partially_paid",
      },
      4_000,
    ],
    [
      "a cancelled group member owes what the group says",
      {
        status: "cancelled",
        total_minor: 24_000,
        group_balance_due_minor: 1_500,
        group_payment_status: "partially_paid",
      },
      1_500,
    ],
    [
      "a group member without a stored share owes nothing",
      { status: "pending", total_minor: 24_000, group_balance_due_minor: null, group_payment_status: "paid" },
      0,
    ],
    [
      "null group figures are no group",
      { status: "pending", total_minor: 800, group_balance_due_minor: null, group_payment_status: null },
      800,
    ],
  ];
  it.each(cases)("%s", (_name, booking, due) => {
    expect(balanceDueMinor(booking)).toBe(due);
  });
});

describe("a booking's payment status", () => {
  it("is unpaid outside a group", () => {
    expect(paymentStatusOf({ status: "confirmed", total_minor: 100 })).toBe("unpaid");
  });
  it("is the group's figure for a member", () => {
    expect(
      paymentStatusOf({
        status: "confirmed",
        total_minor: 100,
        group_balance_due_minor: 0,
        group_payment_status: "paid",
      }),
    ).toBe("paid");
  });
});
