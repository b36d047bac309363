import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as contracts from "./index.js";

// Every schema a request is parsed with, walked leaf by leaf, so a field added later meets the same
// rules without anyone listing it: text is well-formed, numbers fit the columns that store them.

/** Largest value of a Postgres `int` column. */
const INT_MAX = 2_147_483_647;
/** Integers stored nowhere: `quantity` is only compared with 1 (other values are INVALID_BOOKING_QUANTITY). */
const UNSTORED_INTEGERS = new Set(["quantity"]);
/** Measured, not typed in: the request log's durations go to a double precision column, which holds any finite number. */
const MEASURED = new Set(["duration_ms"]);
/** Changes to another amount, so below zero too (a derived rate plan's `value`): bounded the same either way. */
const SIGNED = new Set(["value"]);
const lastKey = (path: string) => path.split(".").pop()!;

const isOperation = (v: unknown): v is contracts.Operation =>
  typeof v === "object" && v !== null && "subject" in v && "input" in v && v.input instanceof z.ZodType;

/** Answers, not requests, though their names end like a request's. */
const ANSWER_BODIES = new Set(["CodedErrorBody", "FieldErrorBody", "RateLimitedBody"]);

/** Every request schema the contracts export: each operation's input, and each body, query and params schema. */
function requestSchemas(): [string, z.ZodType][] {
  const found: [string, z.ZodType][] = [];
  for (const [name, value] of Object.entries(contracts)) {
    if (value instanceof z.ZodType) {
      if (/(Body|Query|Params|Input)$/.test(name) && !ANSWER_BODIES.has(name)) found.push([name, value]);
    } else if (typeof value === "object" && value !== null) {
      for (const [opName, op] of Object.entries(value))
        if (isOperation(op)) found.push([`${name}.${opName} (${op.subject})`, op.input]);
    }
  }
  for (const service of contracts.SERVICES)
    found.push([`health of ${service}`, contracts.healthOperation(service).input]);
  return found;
}

interface Leaf {
  path: string;
  schema: z.ZodType;
}

/** The string and number leaves of a schema, by path; a kind of schema the walk does not know fails the test. */
function leaves(schema: z.ZodType, path: string, out: { strings: Leaf[]; numbers: Leaf[] }): void {
  // biome-ignore lint/suspicious/noExplicitAny: zod's definitions differ by kind of schema
  const def = schema._zod.def as any;
  const walk = (s: z.ZodType, p = path) => leaves(s, p, out);
  switch (def.type) {
    case "string":
      out.strings.push({ path, schema });
      break;
    case "number":
      out.numbers.push({ path, schema });
      break;
    case "object":
      for (const [key, field] of Object.entries<z.ZodType>(def.shape)) walk(field, `${path}.${key}`);
      if (def.catchall) walk(def.catchall, `${path}.*`);
      break;
    case "array":
      walk(def.element, `${path}[]`);
      break;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "nonoptional":
    case "catch":
      walk(def.innerType);
      break;
    case "pipe":
      walk(def.in);
      break;
    case "union":
      for (const option of def.options) walk(option);
      break;
    case "intersection":
      walk(def.left);
      walk(def.right);
      break;
    case "record":
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{}`);
      break;
    case "enum":
    case "literal":
    case "boolean":
    case "null":
    case "undefined":
      break;
    default:
      throw new Error(`${path}: a ${def.type} schema, which this walk cannot check`);
  }
}

const schemas = requestSchemas();
const all = schemas.map(([name, schema]) => {
  const out = { strings: [] as Leaf[], numbers: [] as Leaf[] };
  leaves(schema, name, out);
  return out;
});
const strings = all.flatMap((o) => o.strings);
/** Amounts given as decimal strings (`format: money`). */
const moneyAmounts = strings.filter((l) => l.schema.meta()?.format === contracts.MONEY_FORMAT);
const numbers = all.flatMap((o) => o.numbers);

describe("the rules every request field meets", () => {
  it("finds the operations and the nested fields of their inputs", () => {
    expect(schemas.length).toBeGreaterThan(80);
    const paths = strings.map((l) => l.path);
    for (const nested of [
      "bookingOps.create (booking.bookings.create).body.guest.first_name",
      "groupOps.create (booking.groups.create).group.rooms[].occupant.email",
      "unitsOps.create (inventory.units.create).unit.rooms[].name",
      "webhookOps.recover (webhooks.deliveries.recover).since",
      "feedOps.list (webhooks.feed.list).cursor",
    ])
      expect(paths).toContain(nested);
    expect(numbers.map((l) => l.path)).toContain(
      "ratesOps.createRatePlan (inventory.rate-plans.create).plan.prices[].adults",
    );
    expect(moneyAmounts.map((l) => l.path)).toContain(
      "ratesOps.createRatePlan (inventory.rate-plans.create).plan.prices[].nightly_price",
    );
  });

  it.each([
    ["a lone high surrogate", "\ud800"],
    ["a lone low surrogate", "\udc00"],
    ["a lone surrogate between letters", "a\ud800b"],
    ["surrogates in the wrong order", "\udfff\ud800"],
    ["U+0000", "\u0000"],
    ["U+0000 between letters", "a\u0000b"],
  ])("refuses %s in every text field", (_, text) => {
    const accepting = strings.filter((l) => l.schema.safeParse(text).success).map((l) => l.path);
    expect(accepting).toEqual([]);
  });

  it("accepts well-formed text beyond ASCII in free text and ids", () => {
    expect(contracts.Text(200).safeParse("Zoë 酒店 🏨").success).toBe(true);
    expect(contracts.Id.safeParse("unit_🏨").success).toBe(true);
  });

  it("bounds every stored integer to what an int column holds", () => {
    const unbounded = numbers
      .filter((l) => (l.schema as z.ZodNumber).isInt)
      .filter((l) => !UNSTORED_INTEGERS.has(l.path.split(".").pop()!))
      .filter(({ schema }) => {
        const n = schema as z.ZodNumber;
        return !(
          n.minValue !== null &&
          n.minValue >= -INT_MAX - 1 &&
          n.maxValue !== null &&
          n.maxValue <= INT_MAX
        );
      })
      .map((l) => l.path);
    expect(unbounded).toEqual([]);
  });

  it("bounds every amount given as a string so its minor units are an exact integer in a bigint column", () => {
    expect(moneyAmounts.length).toBeGreaterThan(5);
    for (const { path, schema } of moneyAmounts) {
      expect(schema.safeParse("10000000").success, path).toBe(true);
      const below = SIGNED.has(lastKey(path)) ? ["-10000000.01", "-0.001", "- 1"] : ["-1"];
      for (const refused of ["10000000.01", "0.001", ...below, "1e3", " 1"])
        expect(schema.safeParse(refused).success, `${path} refuses ${refused}`).toBe(false);
    }
  });

  it("bounds every amount so its minor units are an exact integer in a bigint column", () => {
    const amounts = numbers.filter(
      (l) => !(l.schema as z.ZodNumber).isInt && !MEASURED.has(l.path.split(".").pop()!),
    );
    expect(amounts.length).toBeGreaterThan(3);
    for (const { path, schema } of amounts) {
      const n = schema as z.ZodNumber;
      if (SIGNED.has(lastKey(path)))
        expect((n.minValue ?? Number.NEGATIVE_INFINITY) * 100, path).toBeGreaterThanOrEqual(
          -Number.MAX_SAFE_INTEGER,
        );
      else expect(n.minValue, path).toBeGreaterThanOrEqual(0);
      expect((n.maxValue ?? Number.POSITIVE_INFINITY) * 100, path).toBeLessThanOrEqual(
        Number.MAX_SAFE_INTEGER,
      );
      expect(schema.safeParse(0.001).success, `${path} takes at most 2 decimals`).toBe(false);
    }
  });
});

describe("dates and times", () => {
  it.each([
    ["1970-01-01", true],
    ["9999-12-31", true],
    ["2028-02-29", true],
    ["1969-12-31", false],
    ["0000-01-01", false],
    ["0001-01-01", false],
    ["10000-01-01", false],
    ["+10000-01-01", false],
    ["2026-02-30", false],
  ])("a date %s is accepted: %s", (date, ok) => {
    expect(contracts.DateString.safeParse(date).success).toBe(ok);
  });

  it.each([
    ["1970-01-01T00:00:00Z", true],
    ["9999-12-31T23:59:59.999+05:00", true],
    ["2026-12-01T10:00:00+01:00", true],
    ["1969-12-31T23:59:59Z", false],
    ["0000-01-01T00:00:00Z", false],
    ["10000-01-01T00:00:00Z", false],
    ["2026-12-01", false],
  ])("a time %s is accepted: %s", (time, ok) => {
    expect(contracts.Timestamp.safeParse(time).success).toBe(ok);
  });

  it("gives every date field of a request the same rule", () => {
    // A date field takes a date and refuses a day its month does not have; free text takes both.
    const dates = strings.filter(
      (l) => l.schema.safeParse("2026-12-01").success && !l.schema.safeParse("2026-02-30").success,
    );
    expect(dates.length).toBeGreaterThan(10);
    const lax = dates.filter((l) => ["0000-01-01", "1969-12-31"].some((d) => l.schema.safeParse(d).success));
    expect(lax.map((l) => l.path)).toEqual([]);
  });
});
