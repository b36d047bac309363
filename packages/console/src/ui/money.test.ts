import { describe, expect, it } from "vitest";
import { hundredths, moneyText, requestAmount, signed } from "./money.js";

describe("the console's amounts", () => {
  it("reads an amount the API wrote in hundredths, exactly, in any currency's digits", () => {
    expect(hundredths("394.00")).toBe(39_400);
    expect(hundredths("0.10") + hundredths("0.20")).toBe(30);
    expect(hundredths("1500")).toBe(150_000);
    expect(hundredths("12.500")).toBe(1_250);
    expect(hundredths("-40.05")).toBe(-4_005);
    expect(hundredths("-0.00")).toBe(0);
  });

  it("refuses what is not an amount in hundredths", () => {
    expect(() => hundredths("1e3")).toThrow(RangeError);
    expect(() => hundredths("12,50")).toThrow(RangeError);
    expect(() => hundredths("1.005")).toThrow(RangeError);
  });

  it("writes hundredths as the API writes the currency", () => {
    expect(moneyText(30_000, "EUR")).toBe("300.00");
    expect(moneyText(5, "EUR")).toBe("0.05");
    expect(moneyText(-4_005, "EUR")).toBe("-40.05");
    expect(moneyText(150_000, "JPY")).toBe("1500");
    expect(moneyText(0, "JPY")).toBe("0");
    expect(moneyText(1_250, "KWD")).toBe("12.500");
    expect(moneyText(0, "EUR")).toBe("0.00");
  });

  it("sends hundredths with two decimals, the most a request takes", () => {
    expect(requestAmount(30_000)).toBe("300.00");
    expect(requestAmount(5)).toBe("0.05");
    expect(requestAmount(150_000)).toBe("1500.00");
    expect(requestAmount(-4_005)).toBe("-40.05");
  });

  it("signs a difference", () => {
    expect([signed("100.00"), signed("-100.00"), signed("0.00")]).toEqual(["+100.00", "-100.00", "0.00"]);
  });
});
