import { z } from "zod";
import { Booking } from "../bookings.js";
import { MONEY_FORMAT } from "../money.js";
import type { JsonSchema, VersionChange } from "./version-change.js";

// 2026-12-15: every amount is a decimal string. Going down to the version before it, an answer's
// amounts become JSON numbers again and a request's numbers become the strings the services take.

/** Whether a schema node is an amount: a string of format money. */
const isMoney = (node: JsonSchema) => node.type === "string" && node.format === MONEY_FORMAT;

/** The names of the properties that hold an amount anywhere in the schemas, `$ref`s followed. */
export function moneyKeysOf(schemas: readonly JsonSchema[], root?: JsonSchema): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<JsonSchema>();
  const resolve = (node: JsonSchema): JsonSchema | undefined => {
    const ref = node.$ref;
    if (typeof ref !== "string") return node;
    const path = ref.replace(/^#\//, "").split("/");
    let target: unknown = root ?? schemas[0];
    for (const part of path) target = (target as JsonSchema | undefined)?.[part];
    return target as JsonSchema | undefined;
  };
  const visit = (given: unknown, name?: string) => {
    if (!given || typeof given !== "object") return;
    const node = resolve(given as JsonSchema);
    if (!node || seen.has(node)) return;
    seen.add(node);
    if (name !== undefined && isMoney(node)) keys.add(name);
    for (const branch of ["anyOf", "oneOf", "allOf"] as const) {
      for (const option of (node[branch] as JsonSchema[] | undefined) ?? []) visit(option, name);
    }
    for (const [key, child] of Object.entries((node.properties as Record<string, JsonSchema>) ?? {})) {
      visit(child, key);
    }
    visit(node.items);
    if (typeof node.additionalProperties === "object") visit(node.additionalProperties);
    for (const defs of ["$defs", "definitions"] as const) {
      for (const child of Object.values((node[defs] as Record<string, JsonSchema>) ?? {})) visit(child);
    }
  };
  for (const schema of schemas) visit(schema);
  return keys;
}

/** Whether the schemas hold a booking's changes, `{field: [before, after]}` as the booking shows each field. */
function holdsBookingChanges(schemas: readonly JsonSchema[]): boolean {
  return schemas.some((schema) =>
    JSON.stringify(schema).includes('"additionalProperties":{"type":"array","prefixItems":[{},{}]'),
  );
}

let bookingKeys: Set<string> | undefined;
/** The keys of a booking's amounts, which its changes carry as `[before, after]`. */
const bookingMoneyKeys = () => {
  bookingKeys ??= moneyKeysOf([z.toJSONSchema(Booking, { io: "output" }) as JsonSchema]);
  return bookingKeys;
};

const AMOUNT = '"-?\\d+(?:\\.\\d+)?"';

/** `"key":["12.50","13.00"]`, a change of an amount; either side may be null. */
const pairPattern = (keys: Set<string>) =>
  new RegExp(`"(${[...keys].join("|")})":\\[(${AMOUNT}|null),(${AMOUNT}|null)\\]`, "g");

const numberOf = (side: string) => (side === "null" ? side : String(Number(side.slice(1, -1))));

/** `"key":"12.50"` for the given keys; an unescaped `"` after the key cannot occur inside a JSON string. */
const amountPattern = (keys: Set<string>) =>
  new RegExp(
    `"(${[...keys].map((k) => k.replace(/[^\w]/g, "\\$&")).join("|")})":"(-?\\d+(?:\\.\\d+)?)"`,
    "g",
  );

/** A JSON text with the keys' decimal strings written as the numbers they are ("394.50" → 394.5). */
function numbersIn(text: string, pattern: RegExp): string {
  return text.replace(pattern, (_match, key: string, amount: string) => `"${key}":${String(Number(amount))}`);
}

/** Deeper than any request body the API takes: below it a body is left for validation to refuse. */
const MAX_DEPTH = 32;

/** A request's numbers at the keys as decimal strings; anything else is left for validation to judge. */
function stringsIn(value: unknown, keys: Set<string>, depth = 0): unknown {
  if (depth > MAX_DEPTH || !value || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => stringsIn(item, keys, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] =
      keys.has(key) && typeof item === "number" && Number.isFinite(item)
        ? String(item)
        : stringsIn(item, keys, depth + 1);
  }
  return out;
}

/** The keys that hold an amount in any object schema of an OpenAPI document. */
function moneyKeysInDocument(doc: JsonSchema): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) for (const item of node) walk(item);
    if (!node || typeof node !== "object") return;
    const properties = (node as JsonSchema).properties;
    if (properties && typeof properties === "object") {
      for (const [key, child] of Object.entries(properties as Record<string, JsonSchema>)) {
        if (moneyKeysOf([{ type: "object", properties: { [key]: child } }], doc).has(key)) keys.add(key);
      }
    }
    for (const child of Object.values(node)) walk(child);
  };
  walk(doc);
  return keys;
}

/** An OpenAPI document with each amount a number, as the version before this one describes it. */
function numbersInDocument(node: unknown, pattern: RegExp | undefined): unknown {
  if (Array.isArray(node)) return node.map((item) => numbersInDocument(item, pattern));
  if (!node || typeof node !== "object") return node;
  const schema = node as JsonSchema;
  if (isMoney(schema)) {
    return {
      type: "number",
      ...(schema.description ? { description: numberWording(String(schema.description)) } : {}),
    };
  }
  return Object.fromEntries(
    Object.entries(schema).map(([key, child]) => [
      key,
      // Examples are answers and requests themselves: their amounts change as an answer's do.
      (key === "example" || key === "examples") && pattern
        ? JSON.parse(numbersIn(JSON.stringify(child), pattern))
        : numbersInDocument(child, pattern),
    ]),
  );
}

/** A money description as the number form reads. */
const numberWording = (text: string) =>
  text
    .replace(", as a decimal string with the currency's minor digits", "")
    .replace(" as a decimal string", "");

export const moneyAsStrings: VersionChange = {
  version: "2026-12-15",
  summary:
    'Money is a decimal string with the currency\'s minor digits ("394.00"; "1500" in JPY) in every answer, event and webhook: total_price, balance_due, nightly prices, tax lines, fees, quote, change and group amounts. Requests that carry money (prices, payments, refunds, expected_total_price) send strings too.',
  route(shapes) {
    const answerKeys = moneyKeysOf(shapes.answers, shapes.root);
    const bodyKeys = moneyKeysOf(shapes.body ? [shapes.body] : [], shapes.root);
    // A booking's changes name its fields, amounts among them, without a schema of their own.
    const pairs = holdsBookingChanges(shapes.answers) ? pairPattern(bookingMoneyKeys()) : undefined;
    for (const key of pairs ? bookingMoneyKeys() : []) answerKeys.add(key);
    const pattern = answerKeys.size > 0 ? amountPattern(answerKeys) : undefined;
    const down = pattern && ((text: string) => numbersIn(text, pattern));
    return {
      answerDown:
        pairs && down
          ? (text) =>
              down(
                text.replace(
                  pairs,
                  (_m, key: string, a: string, b: string) => `"${key}":[${numberOf(a)},${numberOf(b)}]`,
                ),
              )
          : down,
      requestUp: bodyKeys.size > 0 ? (body) => stringsIn(body, bodyKeys) : undefined,
    };
  },
  documentDown(doc) {
    const keys = moneyKeysInDocument(doc);
    return numbersInDocument(doc, keys.size > 0 ? amountPattern(keys) : undefined) as JsonSchema;
  },
};
