import { describe, expect, it } from "vitest";
import { bookingDataWithMoneyText, bookingWithMoneyText, moneyText } from "./stored-money.js";

describe("amounts kept as numbers, read as strings", () => {
  it("writes a number in the currency's digits and leaves anything else", () => {
    expect(moneyText(394, "EUR")).toBe("394.00");
    expect(moneyText(0.29, "EUR")).toBe("0.29");
    expect(moneyText(1500, "JPY")).toBe("1500");
    expect(moneyText("394.00", "EUR")).toBe("394.00");
    expect(moneyText(null, "EUR")).toBeNull();
    expect(moneyText(undefined, "EUR")).toBeUndefined();
  });

  it("writes a booking's amounts and its taxes' in its own currency", () => {
    const kept = {
      id: "bkg_1",
      currency: "JPY",
      total_price: 15_000,
      balance_due: -200.5,
      cancellation_fee: null,
      taxes: [{ name: "VAT", amount: 1_363.64, included: true }],
    };
    expect(bookingWithMoneyText(kept)).toEqual({
      id: "bkg_1",
      currency: "JPY",
      total_price: "15000",
      balance_due: "-201",
      cancellation_fee: null,
      taxes: [{ name: "VAT", amount: "1364", included: true }],
    });
  });

  it("writes a change's previous total, and leaves data already in strings as it is", () => {
    const booking = { currency: "EUR", total_price: "394.00", balance_due: "394.00", taxes: [] };
    const data = { booking, previous: { stay: {}, total_price: 300 }, change_quote_id: "bcq_1" };
    expect(bookingDataWithMoneyText(data)).toEqual({
      ...data,
      previous: { stay: {}, total_price: "300.00" },
    });
    const fresh = { booking, reason: "guest" };
    expect(bookingDataWithMoneyText(fresh)).toBe(fresh);
    const other = { unit_id: "unt_1", status: "clean" };
    expect(bookingDataWithMoneyText(other)).toBe(other);
  });
});
