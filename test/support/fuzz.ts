import fc from "fast-check";

// Hostile values for the fuzz tests: fast-check arbitraries of bad values, malformed JSON texts,
// and the slots of a JSON value where they go.

/** A string whose UTF-8 bytes go on the wire as they are (node:http takes header values as latin1). */
export const wireBytes = (s: string) => Buffer.from(s, "utf8").toString("latin1");

export const BAD_DATES = [
  "2026-02-30",
  "2026-13-01",
  "2026-00-10",
  "2026-1-1",
  "yesterday",
  "today",
  "",
  "0000-00-00",
  "0001-01-01",
  "9999-12-31",
  "275760-09-13",
  "+275760-09-13",
  "2026-01-01T00:00:00Z",
  "2026/01/01",
  "01-01-2026",
  "2026-02-29",
  "１２３４-０１-０１",
  "0000-01-01",
  "1969-12-31",
  "10000-01-01",
] as const;

/**
 * Text no column can store (lone surrogates, high and low; U+0000) beside text that can be stored
 * and tends to break code that assumes less: control characters, astral characters.
 */
export const EDGE_TEXT = [
  "\ud800",
  "\udbff",
  "\udc00",
  "\udfff",
  "a\ud83c",
  "\udfe8b",
  "\ud83c\ud83c",
  "\u0000",
  "a\u0000",
  "\u0001\u001f\u007f\u0085",
  "\t\r\n\u000b",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "\u{10FFFF}",
  "🏨🛏️👨‍👩‍👧",
];

/** Calendar dates at and beyond the years that are stored (1970 to 9999). */
export const EDGE_DATES = [
  "0000-01-01",
  "0001-01-01",
  "1969-12-31",
  "1970-01-01",
  "9999-12-31",
  "10000-01-01",
  "+010000-01-01",
];

/** Times at and beyond the same years. */
export const EDGE_TIMES = [
  "0000-01-01T00:00:00Z",
  "1969-12-31T23:59:59Z",
  "1970-01-01T00:00:00Z",
  "9999-12-31T23:59:59Z",
  "9999-12-31T23:59:59-14:00",
  "10000-01-01T00:00:00Z",
];

/** Numbers at and past what an int, a bigint and a double hold exactly, and amounts of too many decimals. */
export const HUGE_NUMBERS = [
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  1e21,
  1e300,
  -1e300,
  1e-300,
  10_000_000.01,
  0.001,
];

const LONG = (n: number, c = "x") => c.repeat(n);

export const UNICODE = [
  "Ωμέγα",
  "酒店",
  "🏨🛏️",
  "\u202Eevil",
  "e\u0301",
  "\uFEFFbom",
  "\u0000nul",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "\u2028\u2029",
  "\udc00",
  "a\ud83c",
  "\u0001\u001f\u007f",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "%00",
  "../../etc/passwd",
  "' OR 1=1 --",
  "$" + "{jndi:ldap://x}",
  "<script>alert(1)</script>",
];

/** Values of every wrong type, strange strings and bad dates; some nested. */
export const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0.01,
    1e308,
    -1e308,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    "",
    " ",
    "0",
    "-1",
    "true",
    "null",
    "NaN",
    "Infinity",
    [],
    {},
    [null],
    [1, "a", {}],
    { a: 1 },
  ),
  fc.constantFrom<unknown>(...BAD_DATES),
  fc.constantFrom<unknown>(...UNICODE),
  fc.constantFrom<unknown>(...EDGE_TEXT, ...EDGE_TIMES, ...HUGE_NUMBERS),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.integer({ min: 65, max: 20_000 }).map((n) => LONG(n)),
  fc.jsonValue({ maxDepth: 3 }),
);

/** JSON text `[[[…]]]` or `{"a":{"a":…}}` nested to the given depth (JSON.stringify would overflow the stack). */
export function deepText(depth: number, kind: "array" | "object"): string {
  return kind === "array"
    ? `${"[".repeat(depth)}1${"]".repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

/** JSON text of `value` with the slot at `path` holding the raw JSON text `raw`. */
export function withRawSlot(value: unknown, path: (string | number)[], raw: string): string {
  const marker = "\u0000deep-marker\u0000";
  return JSON.stringify(withSlot(value, path, marker)).replace(JSON.stringify(marker), raw);
}

/** JSON text with own `__proto__` / `constructor` keys (an object literal would set the prototype). */
export const PROTO_TEXTS = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":{"__proto__":{"isAdmin":true}}}',
  '[{"__proto__":null}]',
];

export const MALFORMED_JSON = [
  "{",
  "}",
  "[",
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  "nul",
  "tru",
  '"unterminated',
  '{"a":"\\x41"}',
  "{}\u0000",
  "<xml/>",
  "a=1&b=2",
  "--boundary\r\n",
  "1e999999x",
  "-",
  "0x10",
  "\u00ff\u00fe",
];

/** Every place in a JSON value where another value could go: `[]` is the root. */
export function slotsOf(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(at);
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) slotsOf(v, [...at, i], out);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) slotsOf(v, [...at, k], out);
  }
  return out;
}

/** A copy of `value` with the slot at `path` replaced (or removed when `replacement` is the symbol). */
export const REMOVE = Symbol("remove");
export function withSlot(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement === REMOVE ? undefined : replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    const next = withSlot(copy[head as number], rest, replacement);
    if (next === undefined && rest.length === 0) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  const next = withSlot(copy[head as string], rest, replacement);
  if (next === undefined && rest.length === 0) delete copy[head as string];
  else copy[head as string] = next;
  return copy;
}

/** A status histogram `{"200": 12, "404": 3}` sorted by status. */
export function histogram(statuses: number[]): Record<string, number> {
  const h: Record<string, number> = {};
  for (const s of [...statuses].sort((a, b) => a - b)) h[String(s)] = (h[String(s)] ?? 0) + 1;
  return h;
}

/** A small stable hash, to give each route a seed of its own derived from the run's seed. */
export function seedFor(seed: number, text: string): number {
  let h = seed | 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h;
}
