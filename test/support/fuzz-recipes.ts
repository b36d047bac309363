import fc from "fast-check";
import { BAD_DATES, hostileLeaf, UNICODE, wireBytes } from "./fuzz.js";
import { bodyArb } from "./fuzz-bodies.js";
import { CREDENTIALS, type Credential, type FuzzRun, pct, type Recipe } from "./fuzz-run.js";
import type { Operation, Schema } from "./fuzz-schemas.js";

// The fuzz test's random requests, route by route: method, credential, path ids, query, body and
// headers, each mostly right and sometimes hostile.

const credentialArb = (run: FuzzRun, op: Operation): fc.Arbitrary<Credential> =>
  fc.oneof(
    { arbitrary: fc.constant(run.rightCredential(op)), weight: 10 },
    { arbitrary: fc.constantFrom<Credential>(...CREDENTIALS), weight: 3 },
  );

const garbageAuth = fc.constantFrom<string | string[]>(
  "Bearer",
  "Bearer ",
  `Bearer ${"x".repeat(5000)}`,
  "Basic Zm9vOmJhcg==",
  "Bearer a b",
  "rk_sandbox_nothing",
  wireBytes("Bearer 酒店🏨"),
  "Bearer \u00ff\u00fe",
  ["Bearer a", "Bearer b"],
  "",
);

const pathValue = (run: FuzzRun, name: string): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...(run.ids[name] ?? ["x"])), weight: 8 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: fc.string({ minLength: 1, maxLength: 30 }).map(pct), weight: 1 },
    { arbitrary: fc.integer({ min: 1, max: 6000 }).map((n) => "a".repeat(n)), weight: 1 },
    { arbitrary: fc.constantFrom(...UNICODE).map(pct), weight: 1 },
    {
      arbitrary: fc.constantFrom("..%2f", "..%2f..%2fadmin", "%00", "%ZZ", "%", "%ff", "\u00e9", ".."),
      weight: 1,
    },
    { arbitrary: fc.oneof(fc.integer(), fc.double()).map((n) => String(n)), weight: 1 },
    { arbitrary: fc.constant(run.otherProperty), weight: 1 },
  );

const validQuery = (run: FuzzRun, q: { name: string; schema: Schema }): fc.Arbitrary<string> => {
  if (q.name === "limit") return fc.integer({ min: 1, max: 100 }).map(String);
  if (q.name === "cursor") return fc.constant("");
  return fc
    .oneof(run.tools.valid(q.schema, q.name), run.tools.strained(q.schema, q.name))
    .map((v) => pct(String(v)));
};

const badCursor = fc.oneof(
  fc.constantFrom("%00", "%ZZ", "abc", "-1", "null", "[]", "{}", "x".repeat(600), "%2e%2e%2f", "====", "eyJ"),
  fc.jsonValue({ maxDepth: 2 }).map((v) => pct(Buffer.from(JSON.stringify(v)).toString("base64url"))),
  fc
    .record({ created_at: hostileLeaf, id: hostileLeaf, t: hostileLeaf })
    .map((v) => pct(Buffer.from(JSON.stringify(v)).toString("base64url"))),
  fc.string({ unit: "binary", maxLength: 40 }).map((s) => pct(Buffer.from(s).toString("base64"))),
);

const badQueryValue = fc.oneof(
  fc.constantFrom(
    "-1",
    "0",
    "abc",
    "101",
    "1e2",
    "1.5",
    "0x10",
    "Infinity",
    "NaN",
    "",
    "%00",
    "%ZZ",
    "%",
    "+",
  ),
  fc.constantFrom(...BAD_DATES).map(pct),
  fc.constantFrom(...UNICODE).map(pct),
  fc.integer({ min: 1, max: 9000 }).map((n) => "9".repeat(n)),
  badCursor,
);

const queryArb = (run: FuzzRun, op: Operation): fc.Arbitrary<string> => {
  const known = op.query.map((q) =>
    fc.oneof(
      { arbitrary: fc.constant<string[]>([]), weight: 2 },
      { arbitrary: validQuery(run, q).map((v) => [`${q.name}=${v}`]), weight: 3 },
      { arbitrary: badQueryValue.map((v) => [`${q.name}=${v}`]), weight: 3 },
      {
        arbitrary: fc
          .tuple(badQueryValue, badQueryValue)
          .map(([a, b]) => [`${q.name}=${a}`, `${q.name}=${b}`]),
        weight: 1,
      },
      { arbitrary: fc.constant([q.name]), weight: 1 },
    ),
  );
  const extra = fc.oneof(
    { arbitrary: fc.constant<string[]>([]), weight: 6 },
    {
      arbitrary: fc.constantFrom(
        ["__proto__=x"],
        ["constructor[prototype][x]=1"],
        ["a[b][c]=1"],
        ["&&&"],
        ["=x"],
        ["%ZZ=1"],
      ),
      weight: 1,
    },
  );
  return fc.tuple(fc.tuple(...known), extra).map(([parts, more]) => {
    const all = [...parts.flat(), ...more];
    return all.length ? `?${all.join("&")}` : "";
  });
};

const contentTypeArb = fc.oneof(
  { arbitrary: fc.constant<string | undefined>("application/json"), weight: 12 },
  {
    arbitrary: fc.constantFrom<string | undefined>(
      undefined,
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "application/json; charset=latin1",
      "application/json; charset=utf-16",
      "application/jsonx",
      "application/vnd.api+json",
      "text/plain",
      "text/json",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "",
      "*/*",
      ";",
      wireBytes("application/json; x=酒店"),
    ),
    weight: 2,
  },
);

const propertyHeaderArb = fc.oneof(
  { arbitrary: fc.constantFrom<string | string[] | undefined>(...(["p1", "p2"] as const)), weight: 10 },
  {
    arbitrary: fc.constantFrom<string | string[] | undefined>(
      undefined,
      "",
      "   ",
      "x".repeat(5000),
      wireBytes("酒店🏨"),
      "\u00e9\u00ff",
      "other",
      "0",
      "-1",
      "null",
      ["p1", "p2"],
      "p1, p2",
    ),
    weight: 3,
  },
  { arbitrary: fc.uuid(), weight: 1 },
);

const idempotencyArb = fc.oneof(
  { arbitrary: fc.uuid(), weight: 8 },
  {
    arbitrary: fc.constantFrom<string | string[] | undefined>(
      undefined,
      "",
      "  ",
      "x".repeat(255),
      "x".repeat(256),
      "x".repeat(8000),
      wireBytes("酒店🏨"),
      "\u00ff",
      ["a", "b"],
      "fixed-key",
    ),
    weight: 3,
  },
);

const methodArb = (op: Operation) =>
  fc.oneof(
    { arbitrary: fc.constant(op.method), weight: 20 },
    { arbitrary: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"), weight: 1 },
  );

/** A random request to `op`: mostly its own method, credential and ids, with hostile parts. */
export const recipeArb = (op: Operation, run: FuzzRun): fc.Arbitrary<Recipe> =>
  fc
    .record({
      method: methodArb(op),
      credential: credentialArb(run, op),
      garbage: garbageAuth,
      params: fc.tuple(...op.pathParams.map((name) => pathValue(run, name))),
      query: queryArb(run, op),
      body: bodyArb(run, op),
      contentType: contentTypeArb,
      property: propertyHeaderArb,
      idempotency: idempotencyArb,
      apiKeyHeader: fc.option(fc.constantFrom("partner", "", "x".repeat(300)), { freq: 10 }),
      requestId: fc.option(fc.constantFrom("x".repeat(5000), wireBytes("酒店"), "a b", ""), { freq: 10 }),
    })
    .map((g) => {
      let i = 0;
      const path = op.path.replace(/\{(\w+)\}/g, () => g.params[i++] ?? "x") + g.query;
      const headers = run.authHeaders(g.credential);
      if (g.credential === "garbage") headers.authorization = g.garbage;
      const property =
        g.property === "p1"
          ? run.ids.property_id![0]!
          : g.property === "p2"
            ? run.ids.property_id![1]!
            : g.property;
      const mapProp = (v: string) =>
        v === "p1" ? run.ids.property_id![0]! : v === "p2" ? run.ids.property_id![1]! : v;
      if (property !== undefined)
        headers["x-property"] = Array.isArray(property) ? property.map(mapProp) : property;
      if (g.idempotency !== undefined) headers["idempotency-key"] = g.idempotency;
      if (g.apiKeyHeader !== null)
        headers["x-api-key"] = g.apiKeyHeader === "partner" ? run.secrets.partner : g.apiKeyHeader;
      if (g.requestId !== null) headers["x-request-id"] = g.requestId;
      if (g.body.text !== undefined && g.contentType !== undefined) headers["content-type"] = g.contentType;
      return {
        method: g.method,
        path,
        credential: g.credential,
        headers,
        // Node's client cannot frame a HEAD request body; a HEAD goes without one.
        body: g.method === "HEAD" ? undefined : g.body.text,
        note: g.method === "HEAD" ? "HEAD" : g.body.note,
      };
    });
