import { ERROR_CODES, type ErrorCode, MONEY_FORMAT } from "@reservations/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { testConfig } from "./support/config.js";
import { httpClient } from "./support/http.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { answeredBy as answersOf, documentQueries } from "./support/openapi-answers.js";
import { contractCodes, type Doc, type Op, referenceCodes } from "./support/openapi-spec.js";

// The served OpenAPI document against the contracts' error table and the one docs/reference.md
// shows: every code must be documented on the operations that answer it, at its status and with
// its extra fields, and no operation lists a code it cannot answer (spot checks of exact lists).

let mesh: TestMesh;
let doc: Doc;
let ops: Op[];
let q: ReturnType<typeof documentQueries>;
const codes = contractCodes();

beforeAll(async () => {
  mesh = await startTestMesh({ config: testConfig({ PUBLIC_BASE_URL: "https://sandbox.example.test" }) });
  const res = await httpClient(mesh.url)("GET", "/api/v1/openapi.json");
  expect(res.status).toBe(200);
  doc = res.body;
  ops = Object.entries<Doc>(doc.paths).flatMap(([path, methods]) =>
    Object.entries<Doc>(methods).map(([method, op]) => ({ method, path, id: op.operationId, op })),
  );
  q = documentQueries(doc, ops);
});
afterAll(async () => mesh?.stop());

const byId = (id: string) => q.byId(id);
const codesAt = (id: string, status: number) => q.codesAt(id, status);
const documented = (id: string) => q.documented(id);
const partner = () => q.partner();
const answeredBy = () => answersOf(ops, q);
const NEVER = ["APIKEY_NOT_FOUND"];

type Def = { type: string; innerType?: { _zod: { def: Def }; isInt?: boolean } };
/** An extra field of a code as its contract declares it: its type, and whether it may be absent or null. */
function extraField(code: ErrorCode, name: string): { type: string; optional: boolean; nullable: boolean } {
  let schema = (ERROR_CODES[code].extra as Record<string, { _zod: { def: Def }; isInt?: boolean }>)[name]!;
  const optional = schema._zod.def.type === "optional";
  if (optional) schema = schema._zod.def.innerType!;
  const nullable = schema._zod.def.type === "nullable";
  if (nullable) schema = schema._zod.def.innerType!;
  const { type } = schema._zod.def;
  // The document read is 2026-11-21's, where an amount (format money) is a number.
  if (
    (z.globalRegistry.get(schema as unknown as z.ZodType) as { format?: string } | undefined)?.format ===
    MONEY_FORMAT
  )
    return { type: "number", optional, nullable };
  // A count is an integer.
  return { type: type === "number" && schema.isInt ? "integer" : type, optional, nullable };
}
const UNROUTED = ["ROUTE_NOT_FOUND"];

describe("the OpenAPI document's error codes", () => {
  it("has the contracts' every code in the reference page's table, at its status, with its extra fields", () => {
    const reference = referenceCodes();
    expect(codes.length).toBeGreaterThanOrEqual(35);
    expect(reference.map((c) => c.code)).toEqual(codes.map((c) => c.code));
    for (const { code, status, extra } of codes) {
      const row = reference.find((c) => c.code === code);
      expect(row?.status, code).toBe(status);
      expect(row?.extra, code).toEqual(extra);
    }
    expect(reference.find((c) => c.code === "RATE_PLAN_MIN_STAY")?.extra).toEqual(["min_stay", "nights"]);
    expect(reference.find((c) => c.code === "RATE_PLAN_OCCUPANCY_NOT_CONFIGURED")?.extra).toEqual([
      "requested_adults",
      "configured_adults",
    ]);
    expect(reference.find((c) => c.code === "KEY_HOLD_LIMIT_REACHED")).toEqual({
      code: "KEY_HOLD_LIMIT_REACHED",
      status: 429,
      extra: ["limit", "used"],
    });
  });
  it("documents every code on the operations that answer it, at its status, with its extra fields", () => {
    const expected = answeredBy();
    const types: Record<string, string> = {
      integer: "integer",
      number: "number",
      array: "array",
      string: "string",
    };
    for (const { code, status, extra } of codes) {
      if (NEVER.includes(code) || UNROUTED.includes(code)) continue;
      const ids = expected[code];
      expect(ids, `the test knows which operations answer ${code}`).toBeDefined();
      expect(ids!.length, code).toBeGreaterThan(0);
      for (const id of ids!)
        expect(codesAt(id, status), `${id} answers ${code} at ${status}`).toContain(code);
      const schema = doc.components.schemas[code];
      expect(schema.properties.error_code.enum).toEqual([code]);
      const fields = extra.map((name) => ({ name, ...extraField(code as ErrorCode, name) }));
      const required = fields.filter((f) => !f.optional).map((f) => f.name);
      expect(schema.required).toEqual(expect.arrayContaining(["message", "error_code", ...required]));
      for (const f of fields.filter((f) => f.optional)) expect(schema.required, code).not.toContain(f.name);
      for (const f of fields) {
        const property = schema.properties[f.name];
        // A nullable field is its type or null.
        const shown = property.anyOf ? property.anyOf.map((s: Doc) => s.type) : [property.type].flat();
        expect(shown, `${code}.${f.name}`).toEqual(f.nullable ? [types[f.type], "null"] : [types[f.type]]);
      }
    }
    // The examples, spelled out.
    expect(codesAt("partnerCreateBooking", 409)).toEqual(
      expect.arrayContaining(["UNIT_NOT_AVAILABLE", "IDEMPOTENCY_KEY_REUSED", "IDEMPOTENCY_IN_FLIGHT"]),
    );
    expect(codesAt("partnerCreateBooking", 422)).toContain("IDEMPOTENCY_KEY_REQUIRED");
    expect(codesAt("partnerCreateBooking", 429).sort()).toEqual([
      "KEY_BOOKING_QUOTA_EXCEEDED",
      "KEY_HOLD_LIMIT_REACHED",
    ]);
    expect(doc.components.schemas.KEY_HOLD_LIMIT_REACHED.required).toEqual(
      expect.arrayContaining(["limit", "used"]),
    );
  });
  it("says where codes are never answered, and lists them on no operation", () => {
    for (const code of NEVER) {
      expect(doc.info.description).toContain(code);
      for (const { id } of ops) expect(documented(id).has(code), `${id} lists ${code}`).toBe(false);
    }
    // Unknown paths are no operation's.
    for (const code of UNROUTED)
      for (const { id } of ops) expect(documented(id).has(code), `${id} lists ${code}`).toBe(false);
  });
});

describe("the OpenAPI document's exact lists and field errors", () => {
  it("lists on an operation only codes it can answer (exact lists)", () => {
    const exact: [string, number, string[]][] = [
      ["partnerGetBooking", 404, ["PROPERTY_NOT_FOUND", "BOOKING_NOT_FOUND"]],
      ["partnerConfirmBooking", 409, ["BOOKING_HOLD_EXPIRED"]],
      ["partnerConfirmBooking", 422, ["PROPERTY_NOT_IDENTIFIED", "BOOKING_NOT_CONFIRMABLE"]],
      ["partnerCancelBooking", 409, []],
      ["partnerExpireSandboxHold", 409, ["BOOKING_NOT_HOLD"]],
      ["partnerExpireSandboxHold", 404, ["PROPERTY_NOT_FOUND", "BOOKING_NOT_FOUND"]],
      ["partnerCancelBooking", 422, ["PROPERTY_NOT_IDENTIFIED", "BOOKING_NOT_CANCELLABLE"]],
      ["partnerListProperties", 422, []],
      ["partnerListProperties", 404, ["PROPERTY_NOT_FOUND"]],
      ["partnerGetAvailability", 422, ["PROPERTY_NOT_IDENTIFIED", "DATE_RANGE_TOO_LONG"]],
      ["partnerCreateQuote", 409, []],
      ["partnerCreateQuote", 429, []],
      ["partnerListUnits", 404, ["PROPERTY_NOT_FOUND"]],
      ["partnerCreateWebhookSubscription", 404, ["PROPERTY_NOT_FOUND"]],
      [
        "partnerCreateWebhookSubscription",
        403,
        ["APIKEY_SCOPE_MISSING", "TENANT_INACTIVE", "WEBHOOK_EVENT_NOT_PERMITTED"],
      ],
      ["partnerDeactivateWebhookSubscription", 403, ["APIKEY_SCOPE_MISSING", "TENANT_INACTIVE"]],
      ["partnerListEvents", 403, ["APIKEY_SCOPE_MISSING", "TENANT_INACTIVE"]],
      ["partnerListEvents", 404, ["PROPERTY_NOT_FOUND"]],
      ["partnerListEvents", 422, ["PROPERTY_NOT_IDENTIFIED", "INVALID_CURSOR"]],
      // The hotel's own subscriptions are not bound by a key's scopes or subscription limit; a
      // signed-in person's call is bound by the CSRF rule and their role.
      [
        "merchantCreateWebhookSubscription",
        403,
        ["TENANT_INACTIVE", "CSRF_TOKEN_INVALID", "STAFF_ROLE_INSUFFICIENT"],
      ],
      ["merchantCreateWebhookSubscription", 422, []],
      ["merchantListKeys", 403, ["TENANT_INACTIVE"]],
      [
        "merchantRotateToken",
        401,
        ["MERCHANT_TOKEN_MISSING", "MERCHANT_TOKEN_INVALID", "STAFF_SESSION_INVALID"],
      ],
      ["merchantSignIn", 401, ["STAFF_CREDENTIALS_INVALID"]],
      ["merchantSignIn", 403, ["CSRF_TOKEN_INVALID"]],
      ["merchantSignIn", 429, ["STAFF_SIGN_IN_THROTTLED"]],
      ["merchantAcceptStaffInvite", 401, ["STAFF_CREDENTIALS_INVALID", "STAFF_INVITE_INVALID"]],
      ["merchantSwitchHotel", 404, ["STAFF_NOT_FOUND", "TENANT_NOT_FOUND"]],
      ["merchantRevokeKey", 409, []],
      ["merchantPauseKey", 409, ["KEY_REVOKED"]],
      ["adminCreateTenant", 401, ["ADMIN_TOKEN_INVALID"]],
      ["adminCreateTenant", 404, []],
      ["adminDeactivateTenant", 404, ["TENANT_NOT_FOUND"]],
    ];
    for (const [id, status, codes] of exact) {
      expect(codesAt(id, status).sort(), `${id} at ${status}`).toEqual([...codes].sort());
    }
    // Anonymous: no key, no property, no service asked but the answer's own.
    expect(Object.keys(byId("partnerGetHealth").responses)).toEqual(["200", "400", "429", "500"]);
  });
  it("documents field errors, request-rate refusals and their headers where they apply", () => {
    const field = (id: string, status = 422) =>
      (byId(id).responses[status]?.content?.["application/json"]?.schema?.anyOf ?? []).some(
        (m: Doc) => m.$ref === "#/components/schemas/FieldError",
      );
    expect(field("partnerCreateBooking")).toBe(true);
    expect(field("partnerGetBooking")).toBe(true);
    expect(field("partnerListUnits")).toBe(false);
    for (const { id, op, path } of ops) {
      const responses: Doc = op.responses;
      const rate = responses["429"];
      expect(rate, `${id} 429`).toBeDefined();
      expect(JSON.stringify(rate.content), id).toContain("#/components/schemas/RateLimited");
      expect(Object.keys(rate.headers), id).toEqual(
        expect.arrayContaining(["RateLimit", "RateLimit-Policy", "Retry-After"]),
      );
      // A valid operator token counts against no limit: its answers carry no RateLimit headers.
      const success = Object.keys(responses).find((s) => s.startsWith("2"))!;
      expect(Object.keys(responses[success].headers ?? {}).includes("RateLimit"), `${id} ${success}`).toBe(
        !path.startsWith("/api/admin/"),
      );
      if (responses["503"]) expect(Object.keys(responses["503"].headers), id).toContain("Retry-After");
    }
    const create = byId("partnerCreateBooking");
    const key = create.parameters.find((p: Doc) => p.in === "header" && p.name === "idempotency-key");
    expect(key.required).toBe(true);
    for (const status of ["201", "409"]) {
      expect(create.responses[status].headers["Idempotent-Replayed"].$ref).toBe(
        "#/components/headers/Idempotent-Replayed",
      );
    }
    expect(doc.components.headers.RateLimit.description).toContain("r=");
  });
});

describe("the OpenAPI document's names, servers and examples", () => {
  it("names every operation uniquely after its surface, with a summary and described tags, partner first", () => {
    const prefix = (path: string) =>
      path.startsWith("/api/v1/") ? "partner" : path.startsWith("/api/merchant/") ? "merchant" : "admin";
    const ids = ops.map((o) => o.id);
    expect(ops.length).toBeGreaterThan(70);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id, path, op } of ops) {
      expect(id, path).toMatch(new RegExp(`^${prefix(path)}[A-Z][A-Za-z]+$`));
      expect(op.summary, id).toBeTruthy();
      expect(op.tags?.length, id).toBe(1);
    }
    for (const id of [
      "partnerCreateBooking",
      "partnerConfirmBooking",
      "partnerCancelBooking",
      "merchantRotateToken",
    ])
      byId(id);
    const tags: Doc[] = doc.tags;
    for (const tag of tags) expect(tag.description, tag.name).toBeTruthy();
    const partnerTags = new Set(partner().map((o) => o.op.tags[0]));
    const lastPartner = Math.max(...[...partnerTags].map((t) => tags.findIndex((x) => x.name === t)));
    const firstOther = Math.min(
      ...ops
        .filter((o) => !o.path.startsWith("/api/v1/"))
        .map((o) => tags.findIndex((x) => x.name === o.op.tags[0])),
    );
    expect(lastPartner).toBeLessThan(firstOther);
    expect([...partnerTags].every((t) => tags.some((x) => x.name === t))).toBe(true);
  });
  it("has a server from PUBLIC_BASE_URL, an anonymous health check, examples, and no unused components", () => {
    expect(doc.servers).toEqual([{ url: "https://sandbox.example.test", description: "sandbox" }]);
    expect(byId("partnerGetHealth").security).toEqual([]);
    const media = (id: string, status: string) => byId(id).responses[status].content["application/json"];
    expect(byId("partnerCreateBooking").requestBody.content["application/json"].example.hold_minutes).toBe(
      15,
    );
    expect(media("partnerCreateBooking", "201").example.data.is_hold).toBe(true);
    expect(media("partnerConfirmBooking", "200").example.data.status).toBe("confirmed");
    expect(media("partnerCancelBooking", "200").example.data.status).toBe("cancelled");
    for (const id of ["partnerGetAvailability", "partnerGetRates", "partnerCreateQuote"])
      expect(media(id, "200").example, id).toBeDefined();
    expect(media("partnerCreateBooking", "409").examples.UNIT_NOT_AVAILABLE.$ref).toBe(
      "#/components/examples/UNIT_NOT_AVAILABLE",
    );
    expect(doc.components.examples.RATE_PLAN_MIN_STAY.value).toMatchObject({
      error_code: "RATE_PLAN_MIN_STAY",
      min_stay: expect.any(Number),
      nights: expect.any(Number),
    });
    const { components, ...rest } = doc;
    const text = JSON.stringify(rest);
    const referenced = (kind: string, name: string) =>
      text.includes(`"#/components/${kind}/${name}"`) ||
      JSON.stringify(components).includes(`"#/components/${kind}/${name}"`);
    for (const kind of ["schemas", "headers", "examples"])
      for (const name of Object.keys(components[kind]))
        expect(referenced(kind, name), `${kind}/${name}`).toBe(true);
  });
});
