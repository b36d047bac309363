import { FieldValidationError } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import {
  checkExpiresOn,
  checkPropertyIds,
  dedupe,
  displayPrefix,
  keyTextPrefix,
  normalizeScopes,
} from "./key-fields.js";

const fieldErrors = (fn: () => void): Record<string, string[]> | undefined => {
  try {
    fn();
    return undefined;
  } catch (err) {
    if (!(err instanceof FieldValidationError)) throw err;
    return err.errors;
  }
};

describe("checkExpiresOn", () => {
  const today = "2026-11-22";
  it.each([null, undefined, "2026-11-23", "2030-01-01"])("accepts %s", (value) => {
    expect(fieldErrors(() => checkExpiresOn(value, today))).toBeUndefined();
  });
  it.each(["2026-11-22", "2026-11-21", "2000-01-01"])("refuses %s on expires_on", (value) => {
    expect(fieldErrors(() => checkExpiresOn(value, today))).toEqual({
      expires_on: ["must be empty or tomorrow or later"],
    });
  });
});

describe("checkPropertyIds", () => {
  it("accepts owned properties", () => {
    expect(fieldErrors(() => checkPropertyIds(["p1", "p2"], ["p2", "p1"]))).toBeUndefined();
  });
  it("names every property the tenant does not own", () => {
    const errors = fieldErrors(() => checkPropertyIds(["p1", "x1", "x2"], ["p1"]));
    expect(Object.keys(errors ?? {})).toEqual(["property_ids"]);
    expect(errors?.property_ids?.[0]).toContain("x1");
    expect(errors?.property_ids?.[0]).toContain("x2");
    expect(errors?.property_ids?.[0]).not.toContain("p1");
  });
});

describe("normalizeScopes and dedupe", () => {
  it("keeps each scope once in the platform's order", () => {
    expect(normalizeScopes(["bookings:write", "properties:read", "bookings:write"])).toEqual([
      "properties:read",
      "bookings:write",
    ]);
  });
  it("keeps the first occurrence of each value", () => {
    expect(dedupe(["b", "a", "b", "c", "a"])).toEqual(["b", "a", "c"]);
  });
});

describe("key text prefixes", () => {
  it.each([
    ["sandbox", "rk_sandbox_"],
    ["production", "rk_live_"],
  ] as const)("%s keys start with %s", (env, prefix) => {
    expect(keyTextPrefix(env)).toBe(prefix);
    expect(displayPrefix(`${prefix}AbCdEfGh`, env)).toBe(`${prefix}AbCd`);
  });
});
