import { describe, expect, it } from "vitest";
import {
  ApiError,
  AuthenticationError,
  apiErrorFor,
  ConflictError,
  isApiError,
  NotFoundError,
  PermissionError,
  parseRetryAfter,
  RateLimitError,
  UnavailableError,
  ValidationError,
} from "../src/index.js";

describe("ApiError", () => {
  it("carries a coded error's code and extra fields, typed once narrowed", () => {
    const err = apiErrorFor(
      409,
      { message: "No free capacity", error_code: "UNIT_NOT_AVAILABLE", remaining_capacity: 0 },
      new Headers({ "x-request-id": "req-1" }),
    );
    expect(err).toBeInstanceOf(Error);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toBeInstanceOf(ConflictError);
    expect(err.name).toBe("ConflictError");
    expect(err.message).toBe("No free capacity");
    expect([err.code, err.error_code, err.status, err.requestId]).toEqual([
      "UNIT_NOT_AVAILABLE",
      "UNIT_NOT_AVAILABLE",
      409,
      "req-1",
    ]);
    expect(err.errors).toBeUndefined();
    expect(err.is("BOOKING_NOT_FOUND")).toBe(false);
    if (!err.is("UNIT_NOT_AVAILABLE")) throw new Error("expected UNIT_NOT_AVAILABLE");
    const remaining: number = err.extra.remaining_capacity;
    expect(remaining).toBe(0);
    const caught: unknown = err;
    if (!isApiError(caught, "UNIT_NOT_AVAILABLE")) throw new Error("expected isApiError to narrow");
    expect(caught.extra.remaining_capacity).toBe(0);
    expect(isApiError(new Error("x"))).toBe(false);
  });

  it("is the class of its kind for each status, and ApiError itself for any other", () => {
    const kinds: [number, unknown][] = [
      [401, AuthenticationError],
      [403, PermissionError],
      [404, NotFoundError],
      [409, ConflictError],
      [400, ValidationError],
      [413, ValidationError],
      [415, ValidationError],
      [422, ValidationError],
      [429, RateLimitError],
      [502, UnavailableError],
      [503, UnavailableError],
      [504, UnavailableError],
    ];
    for (const [status, Kind] of kinds) {
      const err = apiErrorFor(status, { message: "m" });
      expect(err.constructor, String(status)).toBe(Kind);
      expect(err.status).toBe(status);
    }
    const internal = apiErrorFor(500, { message: "oops", error_code: "INTERNAL_ERROR" });
    expect(internal.constructor).toBe(ApiError);
    expect(internal.name).toBe("ApiError");
  });

  it("carries a field validation 422's errors, without a code", () => {
    const err = apiErrorFor(422, { message: "The request is not valid.", errors: { adults: ["too small"] } });
    expect(err).toBeInstanceOf(ValidationError);
    expect(err.code).toBeUndefined();
    expect(err.errors).toEqual({ adults: ["too small"] });
    expect(err.extra).toEqual({});
  });

  it("reads Retry-After as seconds or as a date, for 429s with and without a code", () => {
    const quota = apiErrorFor(
      429,
      { message: "quota", error_code: "KEY_HOLD_LIMIT_REACHED", limit: 2, used: 2 },
      new Headers({ "retry-after": "540" }),
    );
    expect(quota.retryAfter).toBe(540);
    if (!quota.is("KEY_HOLD_LIMIT_REACHED")) throw new Error("expected KEY_HOLD_LIMIT_REACHED");
    expect([quota.extra.limit, quota.extra.used]).toEqual([2, 2]);
    const rate = apiErrorFor(429, { message: "Too many requests" }, new Headers({ "retry-after": "7" }));
    expect(rate.code).toBeUndefined();
    expect(rate.retryAfter).toBe(7);
    const now = Date.parse("2027-01-01T00:00:00Z");
    expect(parseRetryAfter("Fri, 01 Jan 2027 00:00:30 GMT", now)).toBe(30);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
  });

  it("keeps a body that is not JSON as its message", () => {
    expect(apiErrorFor(502, "Bad gateway").message).toBe("Bad gateway");
    expect(new ApiError(500, undefined).message).toBe("HTTP 500");
  });
});
