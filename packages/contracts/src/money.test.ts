import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencyDigits, formatMoney, MoneyAmount, PositiveMoneyAmount, parseMoney } from "./money.js";

describe("writing an amount kept in hundredths", () => {
  it.each([
    [39_400, "394.00"],
    [50, "0.50"],
    [5, "0.05"],
    [0, "0.00"],
    [-1_230, "-12.30"],
    [-5, "-0.05"],
    [12_345_678, "123456.78"],
  ])("writes %i hundredths of EUR as %s", (hundredths, text) => {
    expect(formatMoney(hundredths, "EUR")).toBe(text);
  });

  it.each([
    [150_000, "1500"],
    [150_049, "1500"],
    [150_050, "1501"],
    [150_099, "1501"],
    [-150_050, "-1501"],
    [-150_049, "-1500"],
    [50, "1"],
    [49, "0"],
    [-49, "0"],
    [0, "0"],
  ])("writes %i hundredths of JPY (no minor digits, half away from zero) as %s", (hundredths, text) => {
    expect(formatMoney(hundredths, "JPY")).toBe(text);
  });

  it.each([
    ["KWD", 150, "1.500"],
    ["KWD", -1, "-0.010"],
    ["KWD", 0, "0.000"],
    ["BHD", 39_400, "394.000"],
    ["CLF", 12_345, "123.4500"],
  ])("pads %s to its digits: %i hundredths as %s", (currency, hundredths, text) => {
    expect(formatMoney(hundredths, currency)).toBe(text);
  });

  it("knows each currency's digits, and takes two for a code it does not know", () => {
    expect([currencyDigits("EUR"), currencyDigits("JPY"), currencyDigits("KWD")]).toEqual([2, 0, 3]);
    expect(currencyDigits("not a currency")).toBe(2);
  });

  it("writes large amounts exactly, up to the largest safe integer", () => {
    expect(formatMoney(1_000_000_000, "EUR")).toBe("10000000.00");
    expect(formatMoney(Number.MAX_SAFE_INTEGER, "EUR")).toBe("90071992547409.91");
    expect(formatMoney(-Number.MAX_SAFE_INTEGER, "JPY")).toBe("-90071992547410");
    expect(formatMoney(Number.MAX_SAFE_INTEGER, "KWD")).toBe("90071992547409.910");
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    "refuses %s, which is no amount in hundredths",
    (n) => {
      expect(() => formatMoney(n, "EUR")).toThrow(RangeError);
    },
  );

  it("reads back every amount it writes in a currency of two digits", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 50), max: 2 ** 50 }),
        (h) => parseMoney(formatMoney(h, "EUR")) === h,
      ),
    );
  });
});

describe("reading an amount in hundredths", () => {
  it.each([
    ["0.29", 29],
    ["120.5", 12_050],
    ["120.50", 12_050],
    ["1500", 150_000],
    ["0", 0],
    ["-0", 0],
    ["-12.30", -1_230],
    ["10000000", 1_000_000_000],
    ["90071992547409.91", Number.MAX_SAFE_INTEGER],
  ])("reads %s as %i, exactly", (text, hundredths) => {
    expect(parseMoney(text)).toBe(hundredths);
  });

  it("reads a number of an older client to the nearest hundredth", () => {
    expect(parseMoney(0.29)).toBe(29);
    expect(parseMoney(19.99)).toBe(1_999);
    expect(parseMoney(0.1 + 0.2)).toBe(30);
  });

  it.each(["1e3", "1.234", "", " 1", "1.", ".5", "+1", "1,5", "abc", "0x10"])("refuses %j", (text) => {
    expect(() => parseMoney(text)).toThrow(RangeError);
  });
});

describe("amounts a request gives", () => {
  it.each(["0", "0.5", "120.50", "10000000", "10000000.00"])("takes %j", (text) => {
    expect(MoneyAmount.safeParse(text).success).toBe(true);
  });

  it.each([["10000000.01"], ["1.234"], ["-1"], ["1e3"], [120], [""]])("refuses %j", (value) => {
    expect(MoneyAmount.safeParse(value).success).toBe(false);
  });

  it("takes a payment of at least 0.01", () => {
    expect(PositiveMoneyAmount.safeParse("0.01").success).toBe(true);
    expect(PositiveMoneyAmount.safeParse("0").success).toBe(false);
    expect(PositiveMoneyAmount.safeParse("0.00").success).toBe(false);
  });
});

describe("an amount of a three-digit currency sent back as written", () => {
  it("takes a third decimal that is 0, and no other", () => {
    expect(parseMoney("12.500")).toBe(1250);
    expect(MoneyAmount.safeParse("12.500").success).toBe(true);
    expect(MoneyAmount.safeParse("12.505").success).toBe(false);
  });
});
