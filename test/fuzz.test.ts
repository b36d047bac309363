// Over 300 lines: one fuzz run on one mesh; its last test checks the refusals that every earlier test collected, so they cannot go to separate files.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guest } from "./support/booking.js";
import {
  deepText,
  EDGE_TIMES,
  HUGE_NUMBERS,
  MALFORMED_JSON,
  PROTO_TEXTS,
  seedFor,
  slotsOf,
  withSlot,
} from "./support/fuzz.js";
import { fuzzHints, seedFuzzHotel } from "./support/fuzz-hotel.js";
import { recipeArb } from "./support/fuzz-recipes.js";
import { CREDENTIALS, describeRecipe, FuzzRun, pct, type Recipe } from "./support/fuzz-run.js";
import { operationsOf, schemaTools } from "./support/fuzz-schemas.js";
import { httpClient } from "./support/http.js";
import { inDays } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { rawClient, rawExchange, shapeProblem } from "./support/raw-http.js";

// Hostile input: every route of the live OpenAPI document, partner, merchant and
// operator, gets malformed JSON, wrong types, huge and deeply nested bodies, prototype keys, bad
// dates, bad cursors and limits, and bad headers, under every credential; its fields get text,
// dates and numbers at and past what can be stored. Every answer must be below 500, within the
// time limit, JSON, and one of the API's answer shapes.
//
// Reproduce a run with FUZZ_SEED=<seed> (printed in the summary and in every failure);
// FUZZ_RUNS sets the number of random requests per route.

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_601);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

const run = new FuzzRun();
let mesh: TestMesh;

beforeAll(async () => {
  mesh = await startTestMesh();
  const call = httpClient(mesh.url);
  run.client = rawClient(mesh.url, 10_000);
  run.bodyLimit = mesh.config.BODY_LIMIT_BYTES;
  run.secrets.admin = mesh.config.PLATFORM_ADMIN_TOKEN!;
  await seedFuzzHotel(call, run);
  const docRes = await call("GET", "/api/v1/openapi.json");
  expect(docRes.status).toBe(200);
  run.doc = docRes.body;
  run.ops = operationsOf(run.doc);
  run.tools = schemaTools(run.doc, fuzzHints(run.ids));
});

afterAll(async () => {
  run.client?.close();
  await mesh?.stop();
  console.log(run.summary(SEED, RUNS));
});

/** Date ranges at and past what can be stored, reversed, empty, and across leap days. */
const EXTREME_RANGES: [string, string][] = [
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

/** Every route that takes a date range, with `from`..`to`: reads, quotes, bookings, blocks, windows, groups. */
async function sendExtremeRange(from: string, to: string) {
  const [p1] = run.ids.property_id!;
  const partner = { ...run.authHeaders("partner"), "x-property": p1! };
  const merchant = run.authHeaders("merchant");
  for (const [path, headers] of [
    [`/api/v1/availability?start=${from}&end=${to}`, partner],
    [`/api/v1/rates?from=${from}&to=${to}`, partner],
    [`/api/merchant/properties/${p1}/stats?from=${from}&to=${to}`, merchant],
  ] as const)
    await run.expectNoProblem({ method: "GET", path, credential: "partner", headers, note: "extreme range" });
  const stay = {
    unit_id: run.ids.unit_id![0],
    rate_plan_id: run.ids.rate_plan_id![0],
    start_date: from,
    end_date: to,
    adults: 1,
  };
  const json = { "content-type": "application/json" };
  await run.expectNoProblem({
    method: "POST",
    path: "/api/v1/quote",
    credential: "partner",
    headers: { ...partner, ...json },
    body: JSON.stringify(stay),
    note: "extreme stay",
  });
  for (const hold of [undefined, 1, 30])
    await run.expectNoProblem({
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
      { unit_id: run.ids.unit_id![4], start_date: from, end_date: to },
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
    [`/api/merchant/keys/${run.ids.key_id![0]}/void-preview`, { since: from }],
  ] as const)
    await run.expectNoProblem({
      method: "POST",
      path,
      credential: "merchant",
      headers: { ...merchant, ...json },
      body: JSON.stringify(body),
      note: "extreme dates",
    });
}

/** Money amounts, prices, stays and limits at and past what can be stored. */
async function sendExtremeNumbers() {
  const [p1] = run.ids.property_id!;
  const merchant = run.authHeaders("merchant");
  for (const n of [0, -1, 1e-9, 0.005, 9_999_999.99, 10_000_000.01, 1e308, 2 ** 53 + 1, ...HUGE_NUMBERS])
    for (const [path, body] of [
      [
        `/api/merchant/properties/${p1}/booking-groups/${run.ids.group_id![0]}/payments`,
        { account_id: run.ids.account_id![0], amount: n, method: "card" },
      ],
      [
        `/api/merchant/properties/${p1}/booking-groups/${run.ids.group_id![0]}/refunds`,
        { payment_id: run.ids.payment_id![0], amount: n },
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
      await run.expectNoProblem({
        method: "POST",
        path,
        credential: "merchant",
        headers: { ...merchant, "content-type": "application/json" },
        body: JSON.stringify(body),
        note: `number ${n}`,
      });
}

describe("hostile input on every route: routes, credentials and path ids", () => {
  it("reads every route from the live OpenAPI document: partner, merchant and operator", () => {
    const paths = new Set(run.ops.map((o) => o.path));
    expect(run.ops.length).toBeGreaterThan(60);
    expect([...paths].some((p) => p.startsWith("/api/admin/"))).toBe(true);
    expect([...paths].some((p) => p.startsWith("/api/merchant/"))).toBe(true);
    expect([...paths].some((p) => p.startsWith("/api/v1/"))).toBe(true);
    for (const op of run.ops)
      for (const name of op.pathParams)
        expect(run.ids[name], `a real id for {${name}} in ${op.path}`).toBeDefined();
  });

  it("answers every route under every credential and hostile path ids in the API's answer shapes", async () => {
    const before = run.problems.length;
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
    for (const op of run.ops) {
      const right = run.rightCredential(op);
      for (const credential of CREDENTIALS) {
        const headers = { ...run.authHeaders(credential), "x-property": run.partnerProperty() };
        const res = await run.expectNoProblem({
          method: op.method,
          path: run.realPath(op),
          credential,
          headers,
          note: "real ids",
        });
        // Rotating the merchant token works: every later merchant call sends the new one.
        if (op.path === "/api/merchant/token/rotate" && credential === "merchant" && res.status === 200)
          run.secrets.merchant = (
            JSON.parse(res.text) as { data: { merchant_token: string } }
          ).data.merchant_token;
        // A wrong credential never gets through; the right one always does (past the edge).
        if (credential !== right && op.audience !== "anonymous" && res.status !== 429) {
          if (![401, 403].includes(res.status))
            run.problems.push(`${op.method} ${op.path} with ${credential} credential answered ${res.status}`);
        }
        if (credential === right && [401, 403].includes(res.status))
          run.problems.push(
            `${op.method} ${op.path} refused its own ${credential} credential: ${res.status}`,
          );
      }
      for (const name of op.pathParams) {
        for (const bad of [...hostileIds, run.otherProperty]) {
          const path = op.path.replace(/\{(\w+)\}/g, (_, n: string) => (n === name ? bad : run.ids[n]![0]!));
          await run.expectNoProblem({
            method: op.method,
            path,
            credential: right,
            headers: { ...run.authHeaders(right), "x-property": run.partnerProperty() },
            note: `hostile {${name}}`,
          });
        }
      }
    }
    expect(run.problems.slice(before)).toEqual([]);
  }, 120_000);
});

describe("hostile input on every route: bodies and strange text", () => {
  it("answers oversize, malformed, non-JSON, prototype-keyed and deeply nested bodies in the API's answer shapes", async () => {
    const before = run.problems.length;
    for (const op of run.ops.filter((o) => o.body)) {
      const right = run.rightCredential(op);
      const base: Recipe = {
        method: op.method,
        path: run.realPath(op),
        credential: right,
        headers: {
          ...run.authHeaders(right),
          "x-property": run.partnerProperty(),
          "idempotency-key": randomUUID(),
          "content-type": "application/json",
        },
        note: "body",
      };
      const tooBig = await run.expectNoProblem({
        ...base,
        body: JSON.stringify({ pad: "x".repeat(run.bodyLimit) }),
        note: "over the body limit",
      });
      if (tooBig.status !== 413)
        run.problems.push(`${op.method} ${op.path}: oversize body answered ${tooBig.status}`);
      for (const text of MALFORMED_JSON) {
        const res = await run.expectNoProblem({ ...base, body: text, note: "malformed JSON" });
        if (res.status !== 422)
          run.problems.push(`${op.method} ${op.path}: malformed ${JSON.stringify(text)} → ${res.status}`);
      }
      for (const text of PROTO_TEXTS)
        await run.expectNoProblem({ ...base, body: text, note: "prototype keys" });
      for (const type of [
        "text/plain",
        "application/x-www-form-urlencoded",
        "application/xml",
        "multipart/form-data",
      ]) {
        const res = await run.expectNoProblem({
          ...base,
          headers: { ...base.headers, "content-type": type },
          body: "a=1",
          note: "wrong content type",
        });
        if (res.status !== 415)
          run.problems.push(`${op.method} ${op.path}: content-type ${type} → ${res.status}`);
      }
      for (const depth of [5000]) {
        for (const kind of ["array", "object"] as const) {
          await run.expectNoProblem({ ...base, body: deepText(depth, kind), note: `depth ${depth} ${kind}` });
          await run.expectNoProblem({
            ...base,
            body: `{"name":${deepText(depth, kind)},"unit_id":${deepText(depth, kind)}}`,
            note: `depth ${depth} ${kind} in fields`,
          });
        }
      }
      for (const top of ["null", "[]", "42", '"text"', "true", "[{}]"])
        await run.expectNoProblem({ ...base, body: top, note: "top-level non-object" });
    }
    expect(run.problems.slice(before)).toEqual([]);
  }, 120_000);

  it("answers NUL, control characters, lone surrogates and astral characters in every string field and query parameter in the API's answer shapes", async () => {
    const before = run.problems.length;
    const strange = ["a\u0000b", "\u0000", "a\u0007\u001b[31mb", "a\ud800b", "\udc00", "a\ud83c", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢"];
    for (const op of run.ops) {
      const right = run.rightCredential(op);
      const base: Recipe = {
        method: op.method,
        path: run.realPath(op),
        credential: right,
        headers: {
          ...run.authHeaders(right),
          "x-property": run.partnerProperty(),
          "idempotency-key": randomUUID(),
        },
        note: "NUL",
      };
      for (const q of op.query)
        await run.expectNoProblem({ ...base, path: `${base.path}?${q.name}=%00`, note: `NUL in ?${q.name}` });
      if (!op.body) continue;
      const samples = fc.sample(run.tools.valid(op.body), { seed: seedFor(SEED, op.path), numRuns: 6 });
      for (const sample of samples) {
        const slots = slotsOf(sample).filter((slot) => {
          const v = slot.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], sample);
          return typeof v === "string";
        });
        for (const slot of slots)
          for (const text of strange)
            await run.expectNoProblem({
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
    expect(run.problems.slice(before)).toEqual([]);
  }, 120_000);
});

describe("hostile input on every route: extreme dates and numbers", () => {
  it("answers valid but extreme dates and numbers in the API's answer shapes, without hanging", async () => {
    const before = run.problems.length;
    const partner = { ...run.authHeaders("partner"), "x-property": run.partnerProperty() };
    for (const [from, to] of EXTREME_RANGES) await sendExtremeRange(from, to);
    for (const since of EDGE_TIMES)
      await run.expectNoProblem({
        method: "POST",
        path: `/api/v1/webhooks/${run.ids.subscription_id![0]}/recover`,
        credential: "partner",
        headers: { ...partner, "content-type": "application/json" },
        body: JSON.stringify({ since }),
        note: "extreme time",
      });
    await sendExtremeNumbers();
    expect(run.problems.slice(before)).toEqual([]);
  }, 120_000);
});

describe("hostile input on every route: HTTP framing", () => {
  it("answers malformed HTTP framing and oversize headers in the API's answer shapes", async () => {
    const before = run.problems.length;
    const [p1] = run.ids.property_id!;
    const auth = `Authorization: Bearer ${run.secrets.partner}\r\nX-Property: ${p1}\r\n`;
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
      run.statuses.push(res.status);
      const problem = shapeProblem("GET", res);
      if (problem) run.problems.push(`${what}: ${problem}; answered ${res.status} ${res.text.slice(0, 200)}`);
    }
    // An answer to HEAD has no body, even when the request could not be parsed.
    for (const target of ["/api/v1/units/\u00e9", `/api/v1/units?x=${"9".repeat(17_000)}`]) {
      const res = await rawExchange(
        mesh.url,
        Buffer.from(`HEAD ${target} HTTP/1.1\r\nHost: x\r\n\r\n`, "latin1"),
      );
      run.statuses.push(res.status);
      if (res.status !== 422 || res.text !== "")
        run.problems.push(
          `HEAD ${target.slice(0, 40)}: answered ${res.status} with body ${JSON.stringify(res.text)}`,
        );
    }
    expect(run.problems.slice(before)).toEqual([]);
  }, 60_000);
});

describe("hostile input on every route: random hostile requests, route by route", () => {
  it("every route answers random hostile requests in the API's answer shapes", async () => {
    const before = run.problems.length;
    for (const op of run.ops) {
      const seed = seedFor(SEED, `${op.method} ${op.path}`);
      const details = await fc.check(
        fc.asyncProperty(recipeArb(op, run), async (r) => {
          const { problem } = await run.send(r);
          if (problem) throw new Error(`${problem}\n    reproduce: ${describeRecipe(r)}`);
        }),
        { seed, numRuns: RUNS },
      );
      if (details.failed) {
        const err = details.errorInstance as Error | undefined;
        run.problems.push(
          `${op.method} ${op.path} (FUZZ_SEED=${SEED}, route seed ${seed}, path ${details.counterexamplePath}, ` +
            `${details.numShrinks} shrinks): ${err?.message ?? String(details.errorInstance)}`,
        );
      }
    }
    expect(run.problems.slice(before)).toEqual([]);
  }, 300_000);
});

describe("hostile input on every route: the refusals answered", () => {
  it("answered only refusals each operation documents (its codes at their status, field errors, rate limit)", () => {
    const missing: string[] = [];
    for (const [key, byStatus] of run.refusals) {
      const [method, path] = key.split(" ");
      const responses = run.doc.paths[path!][method!.toLowerCase()].responses;
      for (const [status, seen] of byStatus) {
        const text = JSON.stringify(responses[status]?.content ?? {});
        for (const [code, recipe] of seen) {
          const shape = code === "(422 fields)" ? "FieldError" : code === "(429 rate)" ? "RateLimited" : code;
          if (!text.includes(`"#/components/schemas/${shape}"`))
            missing.push(`${key} answered ${status} ${code}; reproduce: ${describeRecipe(recipe)}`);
        }
      }
    }
    expect(run.refusals.size).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });
});
