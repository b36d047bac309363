import { randomUUID } from "node:crypto";
import { SCOPES } from "@reservations/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booker, guest } from "./support/booking.js";
import { withSlot } from "./support/fuzz.js";
import { type Operation, operationsOf, type Schema, schemaTools } from "./support/fuzz-schemas.js";
import { HotelScript } from "./support/hotel.js";
import { type Call, type HttpResult, httpClient } from "./support/http.js";
import { InventoryScript, stayFor } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { filledBody } from "./support/request-fields.js";

// Text that is not well-formed Unicode, dates outside 1970..9999 and numbers beyond their column
// cannot be stored: the edge answers each with a 422 field error naming the field, on every route
// of the served OpenAPI document (partner, merchant and operator) that takes one, in its body,
// query or path. Headers cannot carry such text: HTTP refuses U+0000 there, and a header is bytes.

/** A lone high surrogate, a lone low one, U+0000. */
const BAD_TEXT = ["\ud800", "a\udc00", "a\u0000b"];
const BAD_DATES = ["0000-01-01", "1969-12-31", "10000-01-01"];
const BAD_TIMES = ["0000-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "10000-01-01T00:00:00Z"];
const BAD_NUMBERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 63, 1e300];
/**
 * U+0000 in a path or query, and a surrogate's bytes (CESU-8): a path that holds them is not a URL
 * (a field error on `path`); a query keeps them as the text `%ED%A0%80`, which is well-formed.
 */
const BAD_PATH_TEXT = ["%00", "a%00b", "%ED%A0%80"];
const BAD_QUERY_TEXT = ["%00", "a%00b"];

let mesh: TestMesh;
let call: Call;
let ops: Operation[];
let tools: ReturnType<typeof schemaTools>;
let property: string;
let unit: string;
let plan: string;
let keyId: string;
const secrets = {} as Record<"partner" | "merchant" | "admin", string>;

beforeAll(async () => {
  mesh = await startTestMesh();
  call = httpClient(mesh.url);
  const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  const tenant = await hotel.tenant("Edge hotel");
  property = await hotel.property(tenant.token, { timezone: "UTC" });
  const inventory = new InventoryScript(hotel, tenant.token, property);
  unit = (await inventory.unit({ name: "Single" })).id;
  plan = await inventory.ratePlan({ unit_ids: [unit] });
  const key = await hotel.key(tenant.token, { scopes: [...SCOPES], property_ids: [property] });
  keyId = key.id;
  Object.assign(secrets, { partner: key.secret, merchant: tenant.token, admin: hotel.adminToken });
  const doc = (await call("GET", "/api/v1/openapi.json")).body;
  ops = operationsOf(doc).filter((op) => op.audience !== "anonymous");
  tools = schemaTools(doc, { ids: {}, startDates: [], endDates: [], fixed: {} });
});
afterAll(async () => mesh?.stop());

/** Calls a route with its own credential; path ids are the property's or placeholders (the edge checks them first). */
const send = (op: Operation, options: { path?: string; query?: string; body?: unknown } = {}) => {
  const audience = op.audience as keyof typeof secrets;
  const path =
    options.path ??
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === "property_id" ? property : "x"));
  return call(op.method, `${path}${options.query ?? ""}`, {
    token: secrets[audience],
    property: audience === "partner" ? property : undefined,
    headers: { "idempotency-key": randomUUID() },
    body: options.body,
  });
};

/** What is wrong with an answer that should be a field error on one of `fields` (null when it is one). */
const notFieldError = (res: HttpResult, ...fields: string[]): string | null =>
  res.status === 422 && res.body?.error_code === undefined && fields.some((f) => res.body?.errors?.[f])
    ? null
    : `answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;

/** Every body field of every route, filled in turn with each value `bad` gives for it. */
async function spoilBodies(bad: (s: Schema, path: (string | number)[]) => unknown[] | undefined) {
  const problems: string[] = [];
  let sent = 0;
  for (const op of ops.filter((o) => o.body)) {
    const { value, fields } = filledBody(tools.resolve, op.body);
    for (const { path, schema } of fields) {
      for (const spoiled of bad(schema, path) ?? []) {
        const field = path.join(".");
        const res = await send(op, { body: withSlot(value, path, spoiled) });
        sent++;
        const problem = notFieldError(res, field);
        if (problem) problems.push(`${op.method} ${op.path} ${field}=${JSON.stringify(spoiled)}: ${problem}`);
      }
    }
  }
  return { problems, sent };
}

describe("the edge refuses what cannot be stored: as found by a user", () => {
  it("answers a lone surrogate in a guest name with a field error on partner and merchant bookings", async () => {
    const stay = stayFor(plan, unit);
    const partner = await booker(
      call,
      secrets.partner,
      property,
    )({ ...stay, guest: { ...guest, first_name: "\ud800" } });
    expect(notFieldError(partner, "guest.first_name")).toBeNull();
    const merchant = await call("POST", `/api/merchant/properties/${property}/bookings`, {
      token: secrets.merchant,
      body: { ...stay, guest: { ...guest, last_name: "Ana\ud800" } },
    });
    expect(notFieldError(merchant, "guest.last_name")).toBeNull();
    // Well-formed text beyond ASCII is kept as it was sent.
    const astral = await booker(
      call,
      secrets.partner,
      property,
    )({ ...stay, guest: { ...guest, first_name: "Zoë 🏨" } });
    expect(astral.status, JSON.stringify(astral.body)).toBe(201);
    expect(astral.body.data.guest.first_name).toBe("Zoë 🏨");
  });

  it("answers year 0000 in availability, stats and a void preview with a field error", async () => {
    const availability = await call("GET", "/api/v1/availability?start=0000-01-01&end=0000-01-02", {
      token: secrets.partner,
      property,
    });
    expect(notFieldError(availability, "start")).toBeNull();
    const stats = await call(
      "GET",
      `/api/merchant/properties/${property}/stats?from=0000-01-01&to=2026-01-01`,
      {
        token: secrets.merchant,
      },
    );
    expect(notFieldError(stats, "from")).toBeNull();
    const preview = await call("POST", `/api/merchant/keys/${keyId}/void-preview`, {
      token: secrets.merchant,
      body: { since: "0000-01-01" },
    });
    expect(notFieldError(preview, "since")).toBeNull();
    const fine = await call("POST", `/api/merchant/keys/${keyId}/void-preview`, {
      token: secrets.merchant,
      body: { since: "1970-01-01" },
    });
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
  });
});

describe("the edge refuses what cannot be stored: on every route", () => {
  it("reads the routes from the served document", () => {
    expect(ops.filter((o) => o.audience === "partner").length).toBeGreaterThan(20);
    expect(ops.filter((o) => o.audience === "merchant").length).toBeGreaterThan(30);
  });

  it("answers a lone surrogate or U+0000 in any text field of a body with a field error naming it", async () => {
    const { problems, sent } = await spoilBodies((s) => (s.type === "string" ? BAD_TEXT : undefined));
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(250);
  }, 120_000);

  it("answers a date or time outside 1970..9999 in any body field with a field error naming it", async () => {
    const { problems, sent } = await spoilBodies((s) =>
      s.format === "date" ? BAD_DATES : s.format === "date-time" ? BAD_TIMES : undefined,
    );
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(50);
  }, 120_000);

  it("answers a number beyond what its column holds in any body field with a field error naming it", async () => {
    // quantity is stored nowhere: any value but 1 is INVALID_BOOKING_QUANTITY, past the edge.
    const { problems, sent } = await spoilBodies((s, path) =>
      (s.type === "integer" || s.type === "number") && path.at(-1) !== "quantity" ? BAD_NUMBERS : undefined,
    );
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(80);
  }, 120_000);

  it("answers U+0000, bad dates and numbers in any path or query parameter with a field error naming it", async () => {
    const problems: string[] = [];
    let sent = 0;
    const expectField = async (
      op: Operation,
      fields: string[],
      what: string,
      request: Parameters<typeof send>[1],
    ) => {
      const res = await send(op, request);
      sent++;
      const problem = notFieldError(res, ...fields);
      if (problem) problems.push(`${op.method} ${op.path} ${what}: ${problem}`);
    };
    for (const op of ops) {
      for (const name of op.pathParams)
        for (const bad of BAD_PATH_TEXT) {
          const path = op.path.replace(/\{(\w+)\}/g, (_, n: string) =>
            n === name ? bad : n === "property_id" ? property : "x",
          );
          await expectField(op, [name, "path"], `{${name}}=${bad}`, { path });
        }
      for (const { name, schema } of op.query) {
        const others = op.query
          .filter((q) => q.name !== name && tools.resolve(q.schema).format === "date")
          .map((q) => `&${q.name}=2026-12-01`)
          .join("");
        const s = tools.resolve(schema);
        const values =
          s.format === "date"
            ? BAD_DATES
            : s.type === "integer"
              ? ["2147483648", "1e400", String(2 ** 63)]
              : BAD_QUERY_TEXT;
        for (const bad of values)
          await expectField(op, [name], `?${name}=${bad}`, { query: `?${name}=${bad}${others}` });
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(250);
  }, 120_000);
});
