import {
  codedErrorBody,
  ERROR_CODES,
  type ErrorCode,
  FieldErrorBody,
  RateLimitedBody,
} from "@reservations/contracts";

/** Values of the extra fields in examples, by name; some codes need their own (a stay too long, say). */
const EXTRA_EXAMPLES: Record<string, unknown> = {
  scope: "bookings:write",
  limit: 25,
  used: 25,
  remaining_capacity: 0,
  room_id: "room_1KqV7sB9xT4pN2cF8wRe",
  remaining: 2,
  requested: 3,
  requested_adults: 3,
  max_adults: 2,
  max_quantity: 1,
  min_stay: 3,
  nights: 2,
  max_stay: 14,
  configured_adults: [1, 2],
  max_nights: 365,
  requested_children: 3,
  max_children: 2,
  date: "2027-03-01",
  dates: ["2027-03-01", "2027-03-02"],
  advance_days: 1,
  min_advance_days: 2,
  max_advance_days: null,
  required_role: "manager",
  version: 3,
  total_price: "412.50",
  versions: ["2026-11-21", "2026-12-15"],
  sunset_on: "2027-06-01",
  allowed_from: "2027-03-01T00:00:00+01:00",
  allowed_until: "2027-03-03T00:00:00+01:00",
};
const CODE_EXAMPLES: Partial<Record<ErrorCode, Record<string, unknown>>> = {
  APIKEY_SCOPE_MISSING: { message: "The API key lacks the scope bookings:write." },
  RATE_PLAN_MAX_STAY: { nights: 21 },
  DATE_RANGE_TOO_LONG: { nights: 400 },
  WEBHOOK_SUBSCRIPTION_LIMIT_REACHED: { limit: 20 },
  // Adults within the unit's most, children past it.
  OCCUPANCY_OUT_OF_BOUNDS: { requested_adults: 2 },
  RATE_PLAN_CLOSED_TO_DEPARTURE: { date: "2027-03-04" },
  STAFF_ROLE_INSUFFICIENT: { message: "This call needs the role manager or above." },
  API_VERSION_SUNSET: { versions: ["2026-12-15"] },
};

/** An answer with this code as the API sends it; checked against the code's own schema. */
export function errorExample(code: ErrorCode): Record<string, unknown> {
  const { message, extra } = ERROR_CODES[code];
  const value = {
    message,
    error_code: code,
    ...Object.fromEntries(Object.keys(extra).map((field) => [field, EXTRA_EXAMPLES[field]])),
    ...CODE_EXAMPLES[code],
  };
  return codedErrorBody(code).parse(value);
}

export const FIELD_ERROR_EXAMPLE = FieldErrorBody.parse({
  message: "The request is not valid.",
  errors: { end_date: ["must be after start_date"] },
});
export const RATE_LIMITED_EXAMPLE = RateLimitedBody.parse({
  message: "Too many requests; retry after the time in Retry-After.",
});
