// Over 300 lines: one fuzz run on one mesh; its last test checks the refusals that every earlier test collected, so they cannot go to separate files.
import { randomUUID } from "node:crypto";
import { SCOPES } from "@reservations/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booker, guest } from "./support/booking.js";
import {
  BAD_DATES,
  deepText,
  EDGE_TIMES,
  HUGE_NUMBERS,
  histogram,
  hostileLeaf,
  MALFORMED_JSON,
  PROTO_TEXTS,
  REMOVE,
  seedFor,
  slotsOf,
  UNICODE,
  wireBytes,
  withRawSlot,
  withSlot,
} from "./support/fuzz.js";
import {
  type Operation,
  operationsOf,
  type Schema,
  schemaTools,
  type ValueHints,
} from "./support/fuzz-schemas.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { type Call, httpClient } from "./support/http.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { type RawRequest, type RawResult, rawClient, rawExchange, shapeProblem } from "./support/raw-http.js";

// Hostile input: every route of the live OpenAPI document, partner, merchant and
// operator, gets malformed JSON, wrong types, huge and deeply nested bodies, prototype keys, bad
// dates, bad cursors and limits, and bad headers, under every credential; its fields get text,
// dates and numbers at and past what can be stored. Every answer must be below 500, within the
// time limit, JSON, and one of SPEC's shapes.
//
// Reproduce a run with FUZZ_SEED=<seed> (printed in the summary and in every failure);
// FUZZ_RUNS sets the number of random requests per route.

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_601);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const HOOK_URL = "https://93.184.216.34/hook";

type Credential = "none" | "partner" | "merchant" | "admin" | "garbage";
const CREDENTIALS: Credential[] = ["none", "partner", "merchant", "admin", "garbage"];

/** A generated request before it is put on the wire, so a failure prints compactly. */
interface Recipe {
  method: string;
  path: string;
  credential: Credential;
  headers: Record<string, string | string[]>;
  body?: string | Buffer;
  note: string;
}

/** Percent-encodes the UTF-8 bytes of s (lone surrogates included, as U+FFFD). */
const pct = (s: string) =>
  [...Buffer.from(s, "utf8")]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, "0")}`,
    )
    .join("");

describe("hostile input on every route", () => {
  let mesh: TestMesh;
  let call: Call;
  let client: ReturnType<typeof rawClient>;
  let ops: Operation[];
  // biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document as JSON
  let doc: any;
  let tools: ReturnType<typeof schemaTools>;
  let hints: ValueHints;
  let bodyLimit: number;
  const secrets = {} as Record<"partner" | "merchant" | "admin", string>;
  const ids: Record<string, string[]> = {};
  let otherProperty: string;
  const statuses: number[] = [];
  const codes = new Map<string, number>();
  const problems: string[] = [];
  let slowest = { ms: 0, what: "" };
  const started = Date.now();

  const describeRecipe = (r: Recipe) => {
    const headers = Object.entries(r.headers)
      .map(([k, v]) => `${k}: ${JSON.stringify(v).slice(0, 120)}`)
      .join("; ");
    const body =
      r.body === undefined
        ? "no body"
        : `body (${Buffer.byteLength(r.body)} bytes) ${JSON.stringify(String(r.body).slice(0, 300))}`;
    return `${r.method} ${r.path.slice(0, 300)} [credential ${r.credential}; ${r.note}] headers {${headers}} ${body}`;
  };

  const authHeaders = (credential: Credential): Record<string, string | string[]> => {
    if (credential === "none") return {};
    if (credential === "garbage") return { authorization: "Bearer" };
    return { authorization: `Bearer ${secrets[credential]}` };
  };

  /** Every refusal answered, by the operation that answered it ("POST /api/v1/bookings") and status, with a request that got it. */
  const refusals = new Map<string, Map<number, Map<string, Recipe>>>();
  /** The operation a request reaches: its method, and the path template its path matches (static segments first, as the router). */
  const operationOf = (method: string, rawPath: string): Operation | undefined => {
    const path = rawPath.split("?")[0]!;
    const matching = ops.filter(
      (op) => op.method === method && new RegExp(`^${op.path.replace(/\{\w+\}/g, "[^/]+")}$`).test(path),
    );
    return matching.sort((a, b) => a.pathParams.length - b.pathParams.length)[0];
  };
  /** Refusals that are no route's: unknown paths and methods, and requests HTTP cannot parse (errors.ts). */
  const noRoutes = (code: string, body: { errors?: object }) =>
    code === "ROUTE_NOT_FOUND" ||
    (body.errors !== undefined && Object.keys(body.errors).every((k) => k === "request" || k === "headers"));
  const answered = (r: Recipe, res: RawResult, code: string) => {
    const op = operationOf(r.method, r.path);
    if (!op || noRoutes(code, JSON.parse(res.text))) return;
    const status = res.status;
    const key = `${op.method} ${op.path}`;
    const byStatus = refusals.get(key) ?? new Map<number, Map<string, Recipe>>();
    const seen = byStatus.get(status) ?? new Map<string, Recipe>();
    if (!seen.has(code)) seen.set(code, r);
    refusals.set(key, byStatus.set(status, seen));
  };

  /** Sends one recipe, records it, and answers what is wrong with the answer (null when nothing). */
  const send = async (r: Recipe): Promise<{ res: RawResult; problem: string | null }> => {
    const req: RawRequest = { method: r.method, path: r.path, headers: r.headers, body: r.body };
    const res = await client.send(req);
    statuses.push(res.status);
    if (res.ms > slowest.ms) slowest = { ms: res.ms, what: `${r.method} ${r.path.slice(0, 100)}` };
    let problem = shapeProblem(r.method, res);
    if (!problem && res.status >= 400 && r.method !== "HEAD") {
      const code =
        JSON.parse(res.text).error_code ?? `(${res.status} ${res.status === 422 ? "fields" : "rate"})`;
      codes.set(code, (codes.get(code) ?? 0) + 1);
      answered(r, res, code);
    }
    if (problem) problem = `${problem}; answered ${res.status} ${res.text.slice(0, 300)}`;
    return { res, problem };
  };

  const expectNoProblem = async (r: Recipe) => {
    const { res, problem } = await send(r);
    if (problem) problems.push(`${problem}\n    reproduce: ${describeRecipe(r)}`);
    return res;
  };

  beforeAll(async () => {
    mesh = await startTestMesh();
    call = httpClient(mesh.url);
    client = rawClient(mesh.url, 10_000);
    bodyLimit = mesh.config.BODY_LIMIT_BYTES;
    secrets.admin = mesh.config.PLATFORM_ADMIN_TOKEN!;
    const hotel = new HotelScript(call, secrets.admin);
    const tenant = await hotel.tenant("Fuzz hotel");
    secrets.merchant = tenant.token;
    const p1 = await hotel.property(tenant.token, { name: "Fuzz P1", timezone: "UTC" });
    const p2 = await hotel.property(tenant.token, { name: "Fuzz P2", timezone: "Europe/Madrid" });
    const inv1 = new InventoryScript(hotel, tenant.token, p1);
    const inv2 = new InventoryScript(hotel, tenant.token, p2);
    const singles = await Promise.all([1, 2, 3, 4].map((i) => inv1.unit({ name: `Single ${i}` })));
    const house = await inv1.unit({ name: "House", kind: "whole_house", max_adults: 6 });
    const houseRooms = await Promise.all(
      [1, 2].map((i) => inv1.unit({ name: `House room ${i}`, parent_unit_id: house.id })),
    );
    const roomType = await inv1.unit({
      name: "Doubles",
      kind: "room_type",
      rooms: [{ name: "101" }, { name: "102" }, { name: "103" }],
    });
    const p2Unit = await inv2.unit({ name: "P2 single" });
    const unitIds = [...singles, house, ...houseRooms, roomType].map((u) => u.id as string);
    const plan = await inv1.ratePlan({ unit_ids: unitIds });
    const plan2 = await inv2.ratePlan({ unit_ids: [p2Unit.id] });
    const block = await inv1.saleBlock({
      unit_id: singles[3].id,
      start_date: inDays(60),
      end_date: inDays(62),
    });

    const key = await hotel.key(tenant.token, { scopes: [...SCOPES], property_ids: [p1, p2] });
    secrets.partner = key.secret;
    // The operator's and merchant's destructive calls (pause, revoke, deactivate) get these ids.
    const spareKey = await hotel.key(tenant.token, { scopes: ["properties:read"] });
    const other = await hotel.tenant("Other hotel");
    otherProperty = await hotel.property(other.token, { name: "Elsewhere" });

    const booking = await booker(
      call,
      key.secret,
      p1,
    )({
      unit_id: singles[0].id,
      rate_plan_id: plan,
      start_date: inDays(20),
      end_date: inDays(22),
    });
    expect(booking.status, JSON.stringify(booking.body)).toBe(201);
    const merchantBooking = await call("POST", `/api/merchant/properties/${p1}/bookings`, {
      token: tenant.token,
      body: {
        unit_id: singles[1].id,
        rate_plan_id: plan,
        start_date: inDays(20),
        end_date: inDays(23),
        adults: 2,
        guest,
      },
    });
    expect(merchantBooking.status, JSON.stringify(merchantBooking.body)).toBe(201);
    const guestRes = await call("POST", `/api/merchant/properties/${p1}/guests`, {
      token: tenant.token,
      body: { first_name: "Bea", last_name: "Lopez", email: "bea.lopez@example.com" },
    });
    expect(guestRes.status, JSON.stringify(guestRes.body)).toBe(201);
    const group = await call("POST", `/api/merchant/properties/${p1}/booking-groups`, {
      token: tenant.token,
      body: {
        code: "FUZZ",
        holder: { name: "Holder", email: "holder@example.com" },
        billing_rule: "holder_pays_all",
        rooms: [
          {
            unit_id: singles[2].id,
            rate_plan_id: plan,
            start_date: inDays(30),
            end_date: inDays(32),
            adults: 1,
          },
        ],
      },
    });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    const account = group.body.data.accounts[0].id as string;
    const payment = await call(
      "POST",
      `/api/merchant/properties/${p1}/booking-groups/${group.body.data.id}/payments`,
      {
        token: tenant.token,
        body: { account_id: account, amount: 10, method: "card" },
      },
    );
    expect(payment.status, JSON.stringify(payment.body)).toBe(201);
    const sub = await call("POST", "/api/v1/webhooks", {
      token: key.secret,
      property: p1,
      body: { url: HOOK_URL, events: ["booking.*"] },
    });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    const merchantSub = await call("POST", "/api/merchant/webhooks", {
      token: tenant.token,
      body: { url: HOOK_URL, events: ["*"] },
    });
    expect(merchantSub.status, JSON.stringify(merchantSub.body)).toBe(201);
    // A booking after the subscriptions gives each a delivery (made by the fan-out, shortly after).
    const delivered = await booker(
      call,
      key.secret,
      p1,
    )({ unit_id: singles[3].id, rate_plan_id: plan, start_date: inDays(24), end_date: inDays(25) });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(201);
    const delivery = await eventually("a delivery for the fuzz subscription", async () => {
      const list = await call("GET", `/api/v1/webhooks/${sub.body.data.id}/deliveries`, {
        token: key.secret,
        property: p1,
      });
      return list.body?.data?.[0]?.id as string | undefined;
    });

    Object.assign(ids, {
      property_id: [p1, p2],
      unit_id: [...unitIds, p2Unit.id],
      parent_unit_id: [house.id],
      room_id: roomType.rooms.map((r: { id: string }) => r.id),
      rate_plan_id: [plan, plan2],
      parent_rate_plan_id: [plan],
      booking_id: [booking.body.data.id, merchantBooking.body.data.id, group.body.data.members[0].booking_id],
      guest_id: [guestRes.body.data.id],
      group_id: [group.body.data.id],
      account_id: [account],
      payment_id: [payment.body.data.id],
      block_id: [block],
      key_id: [spareKey.id],
      tenant_id: [other.id],
      subscription_id: [sub.body.data.id, merchantSub.body.data.id],
      delivery_id: [delivery],
    });

    const docRes = await call("GET", "/api/v1/openapi.json");
    expect(docRes.status).toBe(200);
    doc = docRes.body;
    ops = operationsOf(doc);
    hints = {
      ids,
      startDates: [inDays(40), inDays(41)],
      endDates: [inDays(42), inDays(44)],
      fixed: {
        url: fc.constantFrom(HOOK_URL, "http://127.0.0.1/hook", "https://10.0.0.1/x"),
        events: fc.constantFrom(["booking.*"], ["unit.*"], ["*"], ["booking.created", "booking.cancelled"]),
        environment: fc.constantFrom("sandbox", "production"),
        scopes: fc.subarray([...SCOPES], { minLength: 1 }),
        since: fc.constantFrom(inDays(-1), inDays(0)),
        // An occupancy every unit takes and the one quantity there is, so more near-valid stays
        // get past the stay rules to the services' storage.
        adults: fc.constantFrom(1, 2),
        quantity: fc.constant(1),
      },
    };
    tools = schemaTools(doc, hints);
  });

  afterAll(async () => {
    client?.close();
    await mesh?.stop();
    const topCodes = [...codes.entries()].sort((a, b) => b[1] - a[1]);
    console.log(
      [
        `fuzz summary (seed ${SEED}, ${RUNS} random requests per route):`,
        `  routes: ${ops?.length ?? 0} (${["partner", "merchant", "admin", "anonymous"].map((a) => `${a} ${ops?.filter((o) => o.audience === a).length ?? 0}`).join(", ")})`,
        `  requests sent: ${statuses.length} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        `  status histogram: ${JSON.stringify(histogram(statuses))}`,
        `  error codes: ${topCodes.map(([c, n]) => `${c}=${n}`).join(", ")}`,
        `  slowest answer: ${slowest.ms} ms (${slowest.what})`,
        `  problems: ${problems.length}`,
      ].join("\n"),
    );
  });

  /** The route's own credential. */
  const rightCredential = (op: Operation): Credential =>
    op.audience === "anonymous" ? "none" : (op.audience as Credential);

  /** The route's path with the first real id of each parameter. */
  const realPath = (op: Operation) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]?.[0] ?? "missing");

  /** X-Property for partner calls: the key covers two properties, so it is required. */
  const partnerProperty = () => ids.property_id![0]!;

  it("reads every route from the live OpenAPI document: partner, merchant and operator", () => {
    const paths = new Set(ops.map((o) => o.path));
    expect(ops.length).toBeGreaterThan(60);
    expect([...paths].some((p) => p.startsWith("/api/admin/"))).toBe(true);
    expect([...paths].some((p) => p.startsWith("/api/merchant/"))).toBe(true);
    expect([...paths].some((p) => p.startsWith("/api/v1/"))).toBe(true);
    for (const op of ops)
      for (const name of op.pathParams)
        expect(ids[name], `a real id for {${name}} in ${op.path}`).toBeDefined();
  });

  it("answers every route under every credential and hostile path ids in SPEC's shapes", async () => {
    const before = problems.length;
    const hostileIds = [
      "00000000-0000-0000-0000-000000000000",
      "not-an-id",
      "..%2f..%2fadmin",
      "..%2F",
      "%2e%2e",
      "%00",
      "%ZZ",
      "%",
      "%C0%AF",
      "0",
      "-1",
      "1e400",
      "99999999999999999999999999",
      "__proto__",
      "constructor",
      "x".repeat(64),
      "x".repeat(65),
      "x".repeat(101),
      "x".repeat(5000),
      pct("酒店🏨"),
      pct("\u202Eevil"),
      "\u00e9\u00ff",
      "a;b=c",
      "*",
    ];
    for (const op of ops) {
      const right = rightCredential(op);
      for (const credential of CREDENTIALS) {
        const headers = { ...authHeaders(credential), "x-property": partnerProperty() };
        const res = await expectNoProblem({
          method: op.method,
          path: realPath(op),
          credential,
          headers,
          note: "real ids",
        });
        // Rotating the merchant token works: every later merchant call sends the new one.
        if (op.path === "/api/merchant/token/rotate" && credential === "merchant" && res.status === 200)
          secrets.merchant = (
            JSON.parse(res.text) as { data: { merchant_token: string } }
          ).data.merchant_token;
        // A wrong credential never gets through; the right one always does (past the edge).
        if (credential !== right && op.audience !== "anonymous" && res.status !== 429) {
          if (![401, 403].includes(res.status))
            problems.push(`${op.method} ${op.path} with ${credential} credential answered ${res.status}`);
        }
        if (credential === right && [401, 403].includes(res.status))
          problems.push(`${op.method} ${op.path} refused its own ${credential} credential: ${res.status}`);
      }
      for (const name of op.pathParams) {
        for (const bad of [...hostileIds, otherProperty]) {
          const path = op.path.replace(/\{(\w+)\}/g, (_, n: string) => (n === name ? bad : ids[n]![0]!));
          await expectNoProblem({
            method: op.method,
            path,
            credential: right,
            headers: { ...authHeaders(right), "x-property": partnerProperty() },
            note: `hostile {${name}}`,
          });
        }
      }
    }
    expect(problems.slice(before)).toEqual([]);
  }, 120_000);

  it("answers oversize, malformed, non-JSON, prototype-keyed and deeply nested bodies in SPEC's shapes", async () => {
    const before = problems.length;
    for (const op of ops.filter((o) => o.body)) {
      const right = rightCredential(op);
      const base: Recipe = {
        method: op.method,
        path: realPath(op),
        credential: right,
        headers: {
          ...authHeaders(right),
          "x-property": partnerProperty(),
          "idempotency-key": randomUUID(),
          "content-type": "application/json",
        },
        note: "body",
      };
      const tooBig = await expectNoProblem({
        ...base,
        body: JSON.stringify({ pad: "x".repeat(bodyLimit) }),
        note: "over the body limit",
      });
      if (tooBig.status !== 413)
        problems.push(`${op.method} ${op.path}: oversize body answered ${tooBig.status}`);
      for (const text of MALFORMED_JSON) {
        const res = await expectNoProblem({ ...base, body: text, note: "malformed JSON" });
        if (res.status !== 422)
          problems.push(`${op.method} ${op.path}: malformed ${JSON.stringify(text)} → ${res.status}`);
      }
      for (const text of PROTO_TEXTS) await expectNoProblem({ ...base, body: text, note: "prototype keys" });
      for (const type of [
        "text/plain",
        "application/x-www-form-urlencoded",
        "application/xml",
        "multipart/form-data",
      ]) {
        const res = await expectNoProblem({
          ...base,
          headers: { ...base.headers, "content-type": type },
          body: "a=1",
          note: "wrong content type",
        });
        if (res.status !== 415)
          problems.push(`${op.method} ${op.path}: content-type ${type} → ${res.status}`);
      }
      for (const depth of [5000]) {
        for (const kind of ["array", "object"] as const) {
          await expectNoProblem({ ...base, body: deepText(depth, kind), note: `depth ${depth} ${kind}` });
          await expectNoProblem({
            ...base,
            body: `{"name":${deepText(depth, kind)},"unit_id":${deepText(depth, kind)}}`,
            note: `depth ${depth} ${kind} in fields`,
          });
        }
      }
      for (const top of ["null", "[]", "42", '"text"', "true", "[{}]"])
        await expectNoProblem({ ...base, body: top, note: "top-level non-object" });
    }
    expect(problems.slice(before)).toEqual([]);
  }, 120_000);

  it("answers NUL, control characters, lone surrogates and astral characters in every string field and query parameter in SPEC's shapes", async () => {
    const before = problems.length;
    const strange = ["a\u0000b", "\u0000", "a\u0007\u001b[31mb", "a\ud800b", "\udc00", "a\ud83c", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢"];
    for (const op of ops) {
      const right = rightCredential(op);
      const base: Recipe = {
        method: op.method,
        path: realPath(op),
        credential: right,
        headers: { ...authHeaders(right), "x-property": partnerProperty(), "idempotency-key": randomUUID() },
        note: "NUL",
      };
      for (const q of op.query)
        await expectNoProblem({ ...base, path: `${base.path}?${q.name}=%00`, note: `NUL in ?${q.name}` });
      if (!op.body) continue;
      const samples = fc.sample(tools.valid(op.body), { seed: seedFor(SEED, op.path), numRuns: 6 });
      for (const sample of samples) {
        const slots = slotsOf(sample).filter((slot) => {
          const v = slot.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], sample);
          return typeof v === "string";
        });
        for (const slot of slots)
          for (const text of strange)
            await expectNoProblem({
              ...base,
              headers: {
                ...base.headers,
                "content-type": "application/json",
                "idempotency-key": randomUUID(),
              },
              body: JSON.stringify(withSlot(sample, slot, text)),
              note: `${JSON.stringify(text)} at ${slot.join(".")}`,
            });
      }
    }
    expect(problems.slice(before)).toEqual([]);
  }, 120_000);

  it("answers valid but extreme dates and numbers in SPEC's shapes, without hanging", async () => {
    const before = problems.length;
    const [p1] = ids.property_id!;
    const ranges: [string, string][] = [
      ["0001-01-01", "9999-12-31"],
      ["0001-01-01", "0001-01-02"],
      ["9999-12-30", "9999-12-31"],
      [inDays(0), "9999-12-31"],
      ["1970-01-01", inDays(1)],
      [inDays(10), inDays(0)],
      [inDays(0), inDays(0)],
      ["2024-02-29", "2028-02-29"],
      ["0000-01-01", "0000-01-02"],
      ["1969-12-31", inDays(1)],
      [inDays(0), "10000-01-01"],
    ];
    const partner = { ...authHeaders("partner"), "x-property": p1! };
    const merchant = authHeaders("merchant");
    for (const [from, to] of ranges) {
      for (const [path, headers] of [
        [`/api/v1/availability?start=${from}&end=${to}`, partner],
        [`/api/v1/rates?from=${from}&to=${to}`, partner],
        [`/api/merchant/properties/${p1}/stats?from=${from}&to=${to}`, merchant],
      ] as const)
        await expectNoProblem({ method: "GET", path, credential: "partner", headers, note: "extreme range" });
      const stay = {
        unit_id: ids.unit_id![0],
        rate_plan_id: ids.rate_plan_id![0],
        start_date: from,
        end_date: to,
        adults: 1,
      };
      const json = { "content-type": "application/json" };
      await expectNoProblem({
        method: "POST",
        path: "/api/v1/quote",
        credential: "partner",
        headers: { ...partner, ...json },
        body: JSON.stringify(stay),
        note: "extreme stay",
      });
      for (const hold of [undefined, 1, 30])
        await expectNoProblem({
          method: "POST",
          path: "/api/v1/bookings",
          credential: "partner",
          headers: { ...partner, ...json, "idempotency-key": randomUUID() },
          body: JSON.stringify({ ...stay, guest, hold_minutes: hold }),
          note: "extreme stay",
        });
      for (const [path, body] of [
        [`/api/merchant/properties/${p1}/bookings`, { ...stay, guest }],
        [
          `/api/merchant/properties/${p1}/sale-blocks`,
          { unit_id: ids.unit_id![4], start_date: from, end_date: to },
        ],
        [
          `/api/merchant/properties/${p1}/units`,
          {
            name: "Window",
            kind: "single",
            max_adults: 1,
            availability_window: { start_date: from, end_date: to },
          },
        ],
        [
          `/api/merchant/properties/${p1}/booking-groups`,
          {
            code: `X${randomUUID().slice(0, 8)}`,
            holder: { name: "H", email: "h@example.com" },
            billing_rule: "holder_pays_all",
            rooms: [stay],
          },
        ],
        [`/api/merchant/keys/${ids.key_id![0]}/void-preview`, { since: from }],
      ] as const)
        await expectNoProblem({
          method: "POST",
          path,
          credential: "merchant",
          headers: { ...merchant, ...json },
          body: JSON.stringify(body),
          note: "extreme dates",
        });
    }
    for (const since of EDGE_TIMES)
      await expectNoProblem({
        method: "POST",
        path: `/api/v1/webhooks/${ids.subscription_id![0]}/recover`,
        credential: "partner",
        headers: { ...partner, "content-type": "application/json" },
        body: JSON.stringify({ since }),
        note: "extreme time",
      });
    for (const n of [0, -1, 1e-9, 0.005, 9_999_999.99, 10_000_000.01, 1e308, 2 ** 53 + 1, ...HUGE_NUMBERS])
      for (const [path, body] of [
        [
          `/api/merchant/properties/${p1}/booking-groups/${ids.group_id![0]}/payments`,
          { account_id: ids.account_id![0], amount: n, method: "card" },
        ],
        [
          `/api/merchant/properties/${p1}/booking-groups/${ids.group_id![0]}/refunds`,
          { payment_id: ids.payment_id![0], amount: n },
        ],
        [
          `/api/merchant/properties/${p1}/rate-plans`,
          { name: "N", prices: [{ adults: 1, nightly_price: n }], min_stay: n },
        ],
        [
          `/api/merchant/keys`,
          {
            name: "N",
            environment: "sandbox",
            scopes: ["units:read"],
            requests_per_minute: n,
            max_live_holds: n,
          },
        ],
      ] as const)
        await expectNoProblem({
          method: "POST",
          path,
          credential: "merchant",
          headers: { ...merchant, "content-type": "application/json" },
          body: JSON.stringify(body),
          note: `number ${n}`,
        });
    expect(problems.slice(before)).toEqual([]);
  }, 120_000);

  it("answers malformed HTTP framing and oversize headers in SPEC's shapes", async () => {
    const before = problems.length;
    const [p1] = ids.property_id!;
    const auth = `Authorization: Bearer ${secrets.partner}\r\nX-Property: ${p1}\r\n`;
    const post = (headers: string, body: string) =>
      `POST /api/v1/quote HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${auth}${headers}\r\n${body}`;
    const cases: [string, string | Buffer][] = [
      [
        "header over 16 KB",
        `GET /api/v1/units HTTP/1.1\r\nHost: x\r\n${auth}X-Pad: ${"x".repeat(20_000)}\r\n\r\n`,
      ],
      [
        "Idempotency-Key over 16 KB",
        post(`Idempotency-Key: ${"k".repeat(17_000)}\r\nContent-Length: 2\r\n`, "{}"),
      ],
      [
        "X-Property over 16 KB",
        `GET /api/v1/units HTTP/1.1\r\nHost: x\r\nX-Property: ${"p".repeat(17_000)}\r\n\r\n`,
      ],
      [
        "two Content-Length values",
        post("Content-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n", "{}"),
      ],
      [
        "Content-Length and chunked",
        post("Content-Length: 2\r\nTransfer-Encoding: chunked\r\n", "0\r\n\r\n"),
      ],
      [
        "broken chunk size",
        post("Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n", "zz\r\n{}\r\n0\r\n\r\n"),
      ],
      [
        "chunked JSON",
        post(
          "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n",
          "1\r\n{\r\n1\r\n}\r\n0\r\n\r\n",
        ),
      ],
      ["unknown method", "BREW /api/v1/units HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"],
      [
        "space in header name",
        `GET /api/v1/units HTTP/1.1\r\nHost: x\r\nX Bad: 1\r\nConnection: close\r\n\r\n`,
      ],
      [
        "NUL in header value",
        Buffer.from(
          `GET /api/v1/units HTTP/1.1\r\nHost: x\r\nX-Property: a\u0000b\r\nConnection: close\r\n\r\n`,
        ),
      ],
      ["bare LF", "GET /api/v1/health HTTP/1.1\nHost: x\nConnection: close\n\n"],
      ["HTTP/1.0 without Host", "GET /api/v1/units HTTP/1.0\r\n\r\n"],
      [
        "absolute URI",
        `GET http://evil.example/api/v1/units HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      ],
      ["asterisk target", "OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"],
      [
        "UTF-8 in the path",
        Buffer.from(`GET /api/v1/units/酒店 HTTP/1.1\r\nHost: x\r\n${auth}Connection: close\r\n\r\n`),
      ],
      [
        "UTF-8 in the query",
        Buffer.from(
          `GET /api/v1/bookings?cursor=酒店 HTTP/1.1\r\nHost: x\r\n${auth}Connection: close\r\n\r\n`,
        ),
      ],
      [
        "obsolete line folding",
        `GET /api/v1/units HTTP/1.1\r\nHost: x\r\nX-Property: a\r\n b\r\nConnection: close\r\n\r\n`,
      ],
    ];
    for (const [what, bytes] of cases) {
      const res = await rawExchange(mesh.url, bytes);
      statuses.push(res.status);
      const problem = shapeProblem("GET", res);
      if (problem) problems.push(`${what}: ${problem}; answered ${res.status} ${res.text.slice(0, 200)}`);
    }
    // An answer to HEAD has no body, even when the request could not be parsed.
    for (const target of ["/api/v1/units/\u00e9", `/api/v1/units?x=${"9".repeat(17_000)}`]) {
      const res = await rawExchange(
        mesh.url,
        Buffer.from(`HEAD ${target} HTTP/1.1\r\nHost: x\r\n\r\n`, "latin1"),
      );
      statuses.push(res.status);
      if (res.status !== 422 || res.text !== "")
        problems.push(
          `HEAD ${target.slice(0, 40)}: answered ${res.status} with body ${JSON.stringify(res.text)}`,
        );
    }
    expect(problems.slice(before)).toEqual([]);
  }, 60_000);

  describe("random hostile requests, route by route", () => {
    const credentialArb = (op: Operation): fc.Arbitrary<Credential> =>
      fc.oneof(
        { arbitrary: fc.constant(rightCredential(op)), weight: 10 },
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

    const pathValue = (name: string): fc.Arbitrary<string> =>
      fc.oneof(
        { arbitrary: fc.constantFrom(...(ids[name] ?? ["x"])), weight: 8 },
        { arbitrary: fc.uuid(), weight: 1 },
        { arbitrary: fc.string({ minLength: 1, maxLength: 30 }).map(pct), weight: 1 },
        { arbitrary: fc.integer({ min: 1, max: 6000 }).map((n) => "a".repeat(n)), weight: 1 },
        { arbitrary: fc.constantFrom(...UNICODE).map(pct), weight: 1 },
        {
          arbitrary: fc.constantFrom("..%2f", "..%2f..%2fadmin", "%00", "%ZZ", "%", "%ff", "\u00e9", ".."),
          weight: 1,
        },
        { arbitrary: fc.oneof(fc.integer(), fc.double()).map((n) => String(n)), weight: 1 },
        { arbitrary: fc.constant(otherProperty), weight: 1 },
      );

    const validQuery = (q: { name: string; schema: Schema }): fc.Arbitrary<string> => {
      if (q.name === "limit") return fc.integer({ min: 1, max: 100 }).map(String);
      if (q.name === "cursor") return fc.constant("");
      return fc
        .oneof(tools.valid(q.schema, q.name), tools.strained(q.schema, q.name))
        .map((v) => pct(String(v)));
    };

    const badCursor = fc.oneof(
      fc.constantFrom(
        "%00",
        "%ZZ",
        "abc",
        "-1",
        "null",
        "[]",
        "{}",
        "x".repeat(600),
        "%2e%2e%2f",
        "====",
        "eyJ",
      ),
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

    const queryArb = (op: Operation): fc.Arbitrary<string> => {
      const known = op.query.map((q) =>
        fc.oneof(
          { arbitrary: fc.constant<string[]>([]), weight: 2 },
          { arbitrary: validQuery(q).map((v) => [`${q.name}=${v}`]), weight: 3 },
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

    /** A near-valid body with one slot replaced by a hostile value, removed, or given an odd key. */
    const mutated = (schema: Schema): fc.Arbitrary<unknown> =>
      fc
        .tuple(
          tools.valid(schema),
          fc.nat(),
          fc.constantFrom("replace", "remove", "key"),
          hostileLeaf,
          fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "", "x"),
        )
        .map(([value, pick, how, leaf, oddKey]) => {
          const slots = slotsOf(value);
          const slot = slots[pick % slots.length]!;
          if (how === "remove") return slot.length ? withSlot(value, slot, REMOVE) : {};
          if (how === "key") {
            const objects = slots.filter((s) => {
              const v = s.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], value);
              return v !== null && typeof v === "object" && !Array.isArray(v);
            });
            const at = objects[pick % Math.max(1, objects.length)] ?? [];
            const target = at.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], value) ?? {};
            // A computed key makes an own property, even for __proto__.
            return withSlot(value, at, { ...(target as object), [oddKey]: leaf });
          }
          return withSlot(value, slot, leaf);
        });

    /** Every field of the schema at once, each with a hostile value. */
    const allWrong = (schema: Schema): fc.Arbitrary<unknown> => {
      const s = tools.resolve(schema);
      const keys = Object.keys(s.properties ?? { value: {} });
      return fc.record(Object.fromEntries(keys.map((k) => [k, hostileLeaf])));
    };

    /** The body as text: JSON of a value, or raw hostile text. */
    const bodyArb = (op: Operation): fc.Arbitrary<{ text?: string; note: string }> => {
      const json = (note: string) => (v: unknown) => ({ text: JSON.stringify(v), note });
      const schema = op.body ?? { type: "object", properties: {} };
      const some: { arbitrary: fc.Arbitrary<{ text?: string; note: string }>; weight: number }[] = [
        { arbitrary: tools.valid(schema).map(json("near-valid body")), weight: 3 },
        { arbitrary: tools.strained(schema).map(json("fields at the edge of storable")), weight: 4 },
        { arbitrary: mutated(schema).map(json("one slot hostile")), weight: 8 },
        { arbitrary: allWrong(schema).map(json("every field hostile")), weight: 3 },
        {
          arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({ text, note: "malformed JSON" })),
          weight: 2,
        },
        {
          arbitrary: fc.constantFrom(...PROTO_TEXTS).map((text) => ({ text, note: "prototype keys" })),
          weight: 1,
        },
        {
          arbitrary: fc
            .tuple(
              tools.valid(schema),
              fc.constantFrom(bodyLimit - 2048, bodyLimit - 64, bodyLimit + 1, bodyLimit * 3),
            )
            .map(([v, size]) => {
              const text = JSON.stringify({ ...(v as object), pad: "" });
              return {
                text: text.replace('"pad":""', `"pad":"${"x".repeat(Math.max(0, size - text.length))}"`),
                note: `about ${size} bytes`,
              };
            }),
          weight: 1,
        },
        {
          arbitrary: fc
            .tuple(
              tools.valid(schema),
              fc.nat(),
              fc.integer({ min: 100, max: 5000 }),
              fc.constantFrom("array", "object"),
            )
            .map(([v, pick, depth, kind]) => {
              const slots = slotsOf(v).filter((s) => s.length > 0);
              const slot = slots.length ? slots[pick % slots.length]! : ["deep"];
              return {
                text: withRawSlot(v, slot, deepText(depth, kind as "array" | "object")),
                note: `depth ${depth}`,
              };
            }),
          weight: 1,
        },
        { arbitrary: fc.jsonValue().map(json("any JSON")), weight: 1 },
      ];
      if (!op.body) some.push({ arbitrary: fc.constant({ note: "no body" }), weight: 30 });
      return fc.oneof(...some);
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

    const recipeArb = (op: Operation): fc.Arbitrary<Recipe> =>
      fc
        .record({
          method: methodArb(op),
          credential: credentialArb(op),
          garbage: garbageAuth,
          params: fc.tuple(...op.pathParams.map(pathValue)),
          query: queryArb(op),
          body: bodyArb(op),
          contentType: contentTypeArb,
          property: propertyHeaderArb,
          idempotency: idempotencyArb,
          apiKeyHeader: fc.option(fc.constantFrom("partner", "", "x".repeat(300)), { freq: 10 }),
          requestId: fc.option(fc.constantFrom("x".repeat(5000), wireBytes("酒店"), "a b", ""), { freq: 10 }),
        })
        .map((g) => {
          let i = 0;
          const path = op.path.replace(/\{(\w+)\}/g, () => g.params[i++] ?? "x") + g.query;
          const headers = authHeaders(g.credential);
          if (g.credential === "garbage") headers.authorization = g.garbage;
          const property =
            g.property === "p1"
              ? ids.property_id![0]!
              : g.property === "p2"
                ? ids.property_id![1]!
                : g.property;
          const mapProp = (v: string) =>
            v === "p1" ? ids.property_id![0]! : v === "p2" ? ids.property_id![1]! : v;
          if (property !== undefined)
            headers["x-property"] = Array.isArray(property) ? property.map(mapProp) : property;
          if (g.idempotency !== undefined) headers["idempotency-key"] = g.idempotency;
          if (g.apiKeyHeader !== null)
            headers["x-api-key"] = g.apiKeyHeader === "partner" ? secrets.partner : g.apiKeyHeader;
          if (g.requestId !== null) headers["x-request-id"] = g.requestId;
          if (g.body.text !== undefined && g.contentType !== undefined)
            headers["content-type"] = g.contentType;
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

    it("every route answers random hostile requests in SPEC's shapes", async () => {
      const before = problems.length;
      for (const op of ops) {
        const seed = seedFor(SEED, `${op.method} ${op.path}`);
        const details = await fc.check(
          fc.asyncProperty(recipeArb(op), async (r) => {
            const { problem } = await send(r);
            if (problem) throw new Error(`${problem}\n    reproduce: ${describeRecipe(r)}`);
          }),
          { seed, numRuns: RUNS },
        );
        if (details.failed) {
          const err = details.errorInstance as Error | undefined;
          problems.push(
            `${op.method} ${op.path} (FUZZ_SEED=${SEED}, route seed ${seed}, path ${details.counterexamplePath}, ` +
              `${details.numShrinks} shrinks): ${err?.message ?? String(details.errorInstance)}`,
          );
        }
      }
      expect(problems.slice(before)).toEqual([]);
    }, 300_000);
  });

  it("answered only refusals each operation documents (its codes at their status, field errors, rate limit)", () => {
    const missing: string[] = [];
    for (const [key, byStatus] of refusals) {
      const [method, path] = key.split(" ");
      const responses = doc.paths[path!][method!.toLowerCase()].responses;
      for (const [status, seen] of byStatus) {
        const text = JSON.stringify(responses[status]?.content ?? {});
        for (const [code, recipe] of seen) {
          const shape = code === "(422 fields)" ? "FieldError" : code === "(429 rate)" ? "RateLimited" : code;
          if (!text.includes(`"#/components/schemas/${shape}"`))
            missing.push(`${key} answered ${status} ${code}; reproduce: ${describeRecipe(recipe)}`);
        }
      }
    }
    expect(refusals.size).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });
});
