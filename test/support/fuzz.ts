import { Agent, type IncomingHttpHeaders, request } from "node:http";
import { connect } from "node:net";
import { ERROR_CODES } from "@reservations/contracts";
import fc from "fast-check";

// Hostile-input tooling: a raw HTTP client (no header or path checks of its own), the check of
// SPEC's answer shapes, and fast-check arbitraries of bad values and of near-valid bodies built
// from the live OpenAPI document.

/** One request as it goes on the wire. Header values may be arrays (the header is sent twice). */
export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[]>;
  body?: string | Buffer;
}

export interface RawResult {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  ms: number;
  /** Transport failure: no answer, reset, or no answer within the time limit (a hang). */
  error?: string;
}

/**
 * A raw HTTP/1.1 client on node:http: it sends what it is given, byte for byte, where `fetch`
 * would refuse or rewrite (duplicated headers, high bytes in headers and paths).
 */
export function rawClient(baseUrl: string, timeoutMs = 10_000) {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const once = (req: RawRequest): Promise<RawResult & { reused: boolean }> =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      let settled = false;
      let reused = false;
      const done = (r: Omit<RawResult, "ms">) => {
        if (settled) return;
        settled = true;
        resolve({ ...r, ms: Math.round(performance.now() - started), reused });
      };
      let r: ReturnType<typeof request>;
      try {
        r = request(
          {
            host: url.hostname,
            port: url.port,
            method: req.method,
            path: req.path,
            headers: req.headers,
            agent,
            timeout: timeoutMs,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () =>
              done({
                status: res.statusCode ?? 0,
                headers: res.headers,
                text: Buffer.concat(chunks).toString(),
              }),
            );
            res.on("error", (err) =>
              done({ status: res.statusCode ?? 0, headers: res.headers, text: "", error: err.message }),
            );
          },
        );
      } catch (err) {
        // The client itself refused the request: a bug of the test, not an answer of the product.
        reject(
          new Error(`node:http refused ${req.method} ${req.path.slice(0, 200)}: ${(err as Error).message}`),
        );
        return;
      }
      r.on("socket", () => {
        reused = r.reusedSocket;
      });
      r.on("timeout", () => r.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      r.on("error", (err) => done({ status: 0, headers: {}, text: "", error: err.message }));
      r.end(req.body);
    });
  const send = async (req: RawRequest): Promise<RawResult> => {
    const first = await once(req);
    // A kept-alive socket the server closed meanwhile: Node's documented advice is to retry once.
    const { reused, ...result } = first.error && first.status === 0 && first.reused ? await once(req) : first;
    return result;
  };
  return { send, close: () => agent.destroy() };
}

/**
 * Writes raw bytes on a fresh connection and reads the first answer, for requests no client would
 * frame (conflicting lengths, broken chunks, oversize headers). A request without a complete answer
 * within the time limit is a hang.
 */
export function rawExchange(baseUrl: string, bytes: string | Buffer, timeoutMs = 5000): Promise<RawResult> {
  const url = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve) => {
    let buf = Buffer.alloc(0);
    let settled = false;
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const ms = Math.round(performance.now() - started);
      const text = buf.toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      if (!m || end < 0)
        return resolve({ status: 0, headers: {}, text, ms, error: error ?? "no HTTP answer" });
      const headers: IncomingHttpHeaders = {};
      for (const line of text.slice(0, end).split("\r\n").slice(1)) {
        const i = line.indexOf(":");
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      const length = Number(headers["content-length"] ?? 0);
      const body = buf.subarray(Buffer.byteLength(text.slice(0, end + 4), "latin1"));
      resolve({ status: Number(m[1]), headers, text: body.subarray(0, length).toString("utf8"), ms });
    };
    const socket = connect(Number(url.port), url.hostname, () => socket.write(bytes));
    const timer = setTimeout(() => finish(`no answer within ${timeoutMs} ms`), timeoutMs);
    socket.on("data", (d: Buffer) => {
      buf = Buffer.concat([buf, d]);
      const text = buf.toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, end));
      if (
        end >= 0 &&
        length &&
        buf.length >= Buffer.byteLength(text.slice(0, end + 4), "latin1") + Number(length[1])
      )
        finish();
    });
    socket.on("close", () => finish());
    socket.on("error", (err) => finish(err.message));
  });
}

const isStringArray = (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === "string");

/**
 * What is wrong with one answer, or null when it is one of SPEC's shapes: a success, a coded
 * error `{message, error_code, …}` whose status matches the code, a 422 field error
 * `{message, errors: {field: [strings]}}` without error_code, or a request-rate 429 `{message}`.
 * Every 404 names a kind (`…_NOT_FOUND`). Nothing is a 5xx or a hang.
 */
export function shapeProblem(method: string, res: RawResult): string | null {
  if (res.error) return `transport: ${res.error}`;
  if (res.status >= 500) return `status ${res.status}`;
  if (res.status < 200) return `status ${res.status}`;
  if (method === "HEAD") return null;
  if (res.status === 204) return res.text === "" ? null : "204 with a body";
  let body: unknown;
  try {
    body = JSON.parse(res.text);
  } catch {
    return `body is not JSON: ${JSON.stringify(res.text.slice(0, 200))}`;
  }
  if (!String(res.headers["content-type"] ?? "").startsWith("application/json"))
    return `content-type ${res.headers["content-type"]}`;
  if (res.status < 300) return body !== null && typeof body === "object" ? null : "2xx body is not an object";
  if (body === null || typeof body !== "object" || Array.isArray(body)) return "error body is not an object";
  const b = body as Record<string, unknown>;
  if (typeof b.message !== "string") return "error body without a string message";
  if ("error_code" in b) {
    if (typeof b.error_code !== "string") return "error_code is not a string";
    const known = (ERROR_CODES as Record<string, { status: number }>)[b.error_code];
    if (!known) return `unknown error_code ${b.error_code}`;
    if (known.status !== res.status)
      return `${b.error_code} answered ${res.status}, its table says ${known.status}`;
    if (res.status === 404 && !b.error_code.endsWith("_NOT_FOUND")) return `404 with ${b.error_code}`;
    return null;
  }
  if (res.status === 422) {
    const errors = b.errors;
    if (errors === null || typeof errors !== "object" || Array.isArray(errors))
      return "422 without errors object";
    if (!Object.values(errors).every(isStringArray)) return "422 errors values are not string arrays";
    return null;
  }
  if (res.status === 429) return null;
  return `${res.status} body in neither error shape`;
}

// ---------------------------------------------------------------------------------------------
// Hostile values.

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
] as const;

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

// ---------------------------------------------------------------------------------------------
// The OpenAPI document: operations and near-valid values from their schemas.

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema objects from the live document
export type Schema = Record<string, any>;

export interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: { name: string; schema: Schema }[];
  body?: Schema;
  audience: "partner" | "merchant" | "admin" | "anonymous";
}

/** Every path and method of the document (`/api/admin` is the operator's whatever it declares). */
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document as JSON
export function operationsOf(doc: any): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries<Record<string, Schema>>(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params: Schema[] = op.parameters ?? [];
      const security = JSON.stringify(op.security ?? []);
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        query: params.filter((p) => p.in === "query").map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: op.requestBody?.content?.["application/json"]?.schema,
        audience: path.startsWith("/api/admin")
          ? "admin"
          : security.includes("merchantToken")
            ? "merchant"
            : security.includes("apiKey")
              ? "partner"
              : "anonymous",
      });
    }
  }
  return ops;
}

export interface ValueHints {
  /** Real ids by field or parameter name (`unit_id`, `unit_ids`, `property_ids`…). */
  ids: Record<string, string[]>;
  /** Dates in order: fields named start/from/since take the first ones, end/to the later ones. */
  startDates: string[];
  endDates: string[];
  /** Fixed values by field name (`url`, `events`…). */
  fixed: Record<string, fc.Arbitrary<unknown>>;
}

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document as JSON
export function schemaTools(doc: any, hints: ValueHints) {
  const resolve = (s: Schema | undefined): Schema => {
    let cur: Schema = s ?? {};
    for (let i = 0; cur.$ref && i < 20; i++)
      cur = doc.components.schemas[String(cur.$ref).split("/").pop()!] ?? {};
    return cur;
  };

  const stringFor = (s: Schema, name: string): fc.Arbitrary<unknown> => {
    const ids = hints.ids[name] ?? hints.ids[name.replace(/s$/, "")];
    if (ids?.length) return fc.constantFrom(...ids);
    if (s.format === "date") {
      if (/^(start|from|since)/.test(name)) return fc.constantFrom(...hints.startDates);
      if (/^(end|to)/.test(name)) return fc.constantFrom(...hints.endDates);
      return fc.constantFrom(...hints.startDates, ...hints.endDates);
    }
    if (s.format === "email") return fc.constantFrom("fuzz@example.com", "ana.perez@example.com");
    const min = Math.max(1, s.minLength ?? 0);
    const max = Math.max(min, Math.min(s.maxLength ?? 24, 24));
    return fc.string({ minLength: min, maxLength: max, unit: "grapheme-ascii" });
  };

  /** A value the schema would accept (or nearly: dates and ids may still be refused by the service). */
  const valid = (raw: Schema | undefined, name = ""): fc.Arbitrary<unknown> => {
    const s = resolve(raw);
    const fixed = hints.fixed[name];
    if (fixed) return fixed;
    if (s.anyOf || s.oneOf) {
      const branches: Schema[] = s.anyOf ?? s.oneOf;
      const nonNull = branches.filter((b) => resolve(b).type !== "null");
      return fc.oneof(
        { arbitrary: fc.oneof(...nonNull.map((b) => valid(b, name))), weight: 4 },
        { arbitrary: fc.oneof(...branches.map((b) => valid(b, name))), weight: 1 },
      );
    }
    if (s.const !== undefined) return fc.constant(s.const);
    if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
    switch (s.type) {
      case "string":
        return stringFor(s, name);
      case "integer": {
        const min = Math.max(s.minimum ?? 0, -1000);
        return fc.integer({ min, max: Math.max(min, Math.min(s.maximum ?? min + 10, min + 10)) });
      }
      case "number": {
        const min = Math.ceil(
          Math.max(s.minimum ?? 0, s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000),
        );
        return fc.integer({ min, max: min + 500 });
      }
      case "boolean":
        return fc.boolean();
      case "null":
        return fc.constant(null);
      case "array": {
        const minLength = s.minItems ?? 0;
        return fc.array(valid(s.items, name), {
          minLength,
          maxLength: Math.max(minLength, Math.min(s.maxItems ?? 3, 3)),
        });
      }
      case "object": {
        const props: Record<string, Schema> = s.properties ?? {};
        const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, valid(v, k)]));
        return fc.record(model, { requiredKeys: s.required ?? [] });
      }
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  };

  return { resolve, valid };
}

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
