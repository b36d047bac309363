import { describe, expect, it } from "vitest";
import { addAmounts } from "../src/money.js";

describe("addAmounts", () => {
  it("adds exactly, in the most precise of the amounts' digits", () => {
    expect(addAmounts("0.10", "0.20")).toBe("0.30");
    expect(addAmounts("300.00", "25.50")).toBe("325.50");
    expect(addAmounts("1500", "300")).toBe("1800");
    expect(addAmounts("10.00", "-12.35")).toBe("-2.35");
    expect(addAmounts("1.500", "0.25")).toBe("1.750");
    expect(addAmounts("99999999999.99", "0.01")).toBe("100000000000.00");
  });

  it("refuses what is not an amount", () => {
    expect(() => addAmounts("1e3")).toThrow(TypeError);
    expect(() => addAmounts("12,50")).toThrow(TypeError);
  });
});
