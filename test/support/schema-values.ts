import { formatMoney, MONEY_FORMAT } from "@reservations/contracts";
import fc from "fast-check";
import { resolveRef } from "./json-schema.js";

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema of the OpenAPI document
type Schema = Record<string, any>;

/** Currencies of every digit count the API writes: JPY none, EUR two, KWD three. */
const CURRENCIES = ["JPY", "EUR", "KWD"];

/** An amount as a service writes it: from integer hundredths, in the digits of some currency. */
const money = fc
  .tuple(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), fc.constantFrom(...CURRENCIES))
  .map(([hundredths, currency]) => formatMoney(hundredths, currency));

const DATE = fc.date({ min: new Date("2020-01-01"), max: new Date("2040-12-31"), noInvalidDate: true });

function stringOf(s: Schema): fc.Arbitrary<string> {
  if (s.format === MONEY_FORMAT) return money;
  if (s.format === "date") return DATE.map((d) => d.toISOString().slice(0, 10));
  if (s.format === "date-time") return DATE.map((d) => d.toISOString());
  if (s.format === "email") return fc.constantFrom("ana.perez@example.com", "ops@hotel.example");
  if (s.format === "uri") return fc.constantFrom("https://hooks.example.com/in", "https://api.example.com/x");
  if (s.pattern) {
    const fits = (t: string) =>
      [...t].length >= (s.minLength ?? 0) && [...t].length <= (s.maxLength ?? Infinity);
    return fc.stringMatching(new RegExp(s.pattern, "u")).filter(fits);
  }
  const minLength = s.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(s.maxLength ?? 12, 12)) });
}

function numberOf(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1e6);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1e6);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values a schema of the document accepts: every required property and any of the others, each
 * branch of a union, money in the digits of several currencies. Depth is bounded by the schemas.
 */
export function valuesOf(doc: Schema, schema: Schema): fc.Arbitrary<unknown> {
  const of = (raw: Schema): fc.Arbitrary<unknown> => {
    const s = raw.$ref ? resolveRef(doc, raw.$ref) : raw;
    if (s.anyOf || s.oneOf) return fc.oneof(...(s.anyOf ?? s.oneOf).map(of));
    if (s.allOf) return of(s.allOf[0]);
    if (s.const !== undefined) return fc.constant(s.const);
    if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
    const type = Array.isArray(s.type) ? s.type : [s.type];
    return fc.oneof(...type.map((t: string) => typed(s, t)));
  };
  const typed = (s: Schema, type: string | undefined): fc.Arbitrary<unknown> => {
    switch (type) {
      case "string":
        return stringOf(s);
      case "integer":
      case "number":
        return numberOf(s, type === "integer");
      case "boolean":
        return fc.boolean();
      case "null":
        return fc.constant(null);
      case "array":
        return fc.array(of(s.items ?? {}), {
          minLength: s.minItems ?? 0,
          maxLength: Math.min(s.maxItems ?? 3, Math.max(s.minItems ?? 0, 3)),
        });
      case "object": {
        const properties: Record<string, Schema> = s.properties ?? {};
        const required: string[] = s.required ?? [];
        return fc.record(Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, of(v)])), {
          requiredKeys: required.filter((k) => k in properties),
        });
      }
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  };
  return of(schema);
}
