import { histogram } from "./fuzz.js";
import type { Operation, schemaTools } from "./fuzz-schemas.js";
import { type RawRequest, type RawResult, type rawClient, shapeProblem } from "./raw-http.js";

// One fuzz run (test/fuzz.test.ts): the hotel's ids and credentials the requests use, and what the
// answers showed: statuses, error codes, the slowest, problems, and each operation's refusals.

export type Credential = "none" | "partner" | "merchant" | "admin" | "garbage";
export const CREDENTIALS: Credential[] = ["none", "partner", "merchant", "admin", "garbage"];

/** A generated request before it is put on the wire, so a failure prints compactly. */
export interface Recipe {
  method: string;
  path: string;
  credential: Credential;
  headers: Record<string, string | string[]>;
  body?: string | Buffer;
  note: string;
}

/** Percent-encodes the UTF-8 bytes of s (lone surrogates included, as U+FFFD). */
export const pct = (s: string) =>
  [...Buffer.from(s, "utf8")]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, "0")}`,
    )
    .join("");

export function describeRecipe(r: Recipe): string {
  const headers = Object.entries(r.headers)
    .map(([k, v]) => `${k}: ${JSON.stringify(v).slice(0, 120)}`)
    .join("; ");
  const body =
    r.body === undefined
      ? "no body"
      : `body (${Buffer.byteLength(r.body)} bytes) ${JSON.stringify(String(r.body).slice(0, 300))}`;
  return `${r.method} ${r.path.slice(0, 300)} [credential ${r.credential}; ${r.note}] headers {${headers}} ${body}`;
}

/** Refusals that are no route's: unknown paths and methods, and requests HTTP cannot parse (errors.ts). */
const noRoutes = (code: string, body: { errors?: object }) =>
  code === "ROUTE_NOT_FOUND" ||
  (body.errors !== undefined && Object.keys(body.errors).every((k) => k === "request" || k === "headers"));

export class FuzzRun {
  client!: ReturnType<typeof rawClient>;
  ops: Operation[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document as JSON
  doc: any;
  tools!: ReturnType<typeof schemaTools>;
  bodyLimit = 0;
  readonly secrets = {} as Record<"partner" | "merchant" | "admin", string>;
  /** Real ids by path parameter or field name (property_id, unit_id, …). */
  readonly ids: Record<string, string[]> = {};
  /** A property of another hotel. */
  otherProperty = "";
  readonly statuses: number[] = [];
  readonly codes = new Map<string, number>();
  readonly problems: string[] = [];
  slowest = { ms: 0, what: "" };
  readonly started = Date.now();
  /** Every refusal answered, by the operation that answered it ("POST /api/v1/bookings") and status, with a request that got it. */
  readonly refusals = new Map<string, Map<number, Map<string, Recipe>>>();

  authHeaders(credential: Credential): Record<string, string | string[]> {
    if (credential === "none") return {};
    if (credential === "garbage") return { authorization: "Bearer" };
    return { authorization: `Bearer ${this.secrets[credential]}` };
  }

  /** The route's own credential. */
  rightCredential(op: Operation): Credential {
    return op.audience === "anonymous" ? "none" : (op.audience as Credential);
  }

  /** The route's path with the first real id of each parameter. */
  realPath(op: Operation): string {
    return op.path.replace(/\{(\w+)\}/g, (_, name: string) => this.ids[name]?.[0] ?? "missing");
  }

  /** X-Property for partner calls: the key covers two properties, so it is required. */
  partnerProperty(): string {
    return this.ids.property_id![0]!;
  }

  /** The operation a request reaches: its method, and the path template its path matches (static segments first, as the router). */
  operationOf(method: string, rawPath: string): Operation | undefined {
    const path = rawPath.split("?")[0]!;
    const matching = this.ops.filter(
      (op) => op.method === method && new RegExp(`^${op.path.replace(/\{\w+\}/g, "[^/]+")}$`).test(path),
    );
    return matching.sort((a, b) => a.pathParams.length - b.pathParams.length)[0];
  }

  private answered(r: Recipe, res: RawResult, code: string): void {
    const op = this.operationOf(r.method, r.path);
    if (!op || noRoutes(code, JSON.parse(res.text))) return;
    const status = res.status;
    const key = `${op.method} ${op.path}`;
    const byStatus = this.refusals.get(key) ?? new Map<number, Map<string, Recipe>>();
    const seen = byStatus.get(status) ?? new Map<string, Recipe>();
    if (!seen.has(code)) seen.set(code, r);
    this.refusals.set(key, byStatus.set(status, seen));
  }

  /** Sends one recipe, records it, and answers what is wrong with the answer (null when nothing). */
  async send(r: Recipe): Promise<{ res: RawResult; problem: string | null }> {
    const req: RawRequest = { method: r.method, path: r.path, headers: r.headers, body: r.body };
    const res = await this.client.send(req);
    this.statuses.push(res.status);
    if (res.ms > this.slowest.ms) this.slowest = { ms: res.ms, what: `${r.method} ${r.path.slice(0, 100)}` };
    let problem = shapeProblem(r.method, res);
    if (!problem && res.status >= 400 && r.method !== "HEAD") {
      const code =
        JSON.parse(res.text).error_code ?? `(${res.status} ${res.status === 422 ? "fields" : "rate"})`;
      this.codes.set(code, (this.codes.get(code) ?? 0) + 1);
      this.answered(r, res, code);
    }
    if (problem) problem = `${problem}; answered ${res.status} ${res.text.slice(0, 300)}`;
    return { res, problem };
  }

  /** Sends one recipe; a problem with its answer is kept, with the request to reproduce it. */
  async expectNoProblem(r: Recipe): Promise<RawResult> {
    const { res, problem } = await this.send(r);
    if (problem) this.problems.push(`${problem}\n    reproduce: ${describeRecipe(r)}`);
    return res;
  }

  summary(seed: number, runs: number): string {
    const topCodes = [...this.codes.entries()].sort((a, b) => b[1] - a[1]);
    const audiences = ["partner", "merchant", "admin", "anonymous"].map(
      (a) => `${a} ${this.ops.filter((o) => o.audience === a).length}`,
    );
    return [
      `fuzz summary (seed ${seed}, ${runs} random requests per route):`,
      `  routes: ${this.ops.length} (${audiences.join(", ")})`,
      `  requests sent: ${this.statuses.length} in ${((Date.now() - this.started) / 1000).toFixed(1)} s`,
      `  status histogram: ${JSON.stringify(histogram(this.statuses))}`,
      `  error codes: ${topCodes.map(([c, n]) => `${c}=${n}`).join(", ")}`,
      `  slowest answer: ${this.slowest.ms} ms (${this.slowest.what})`,
      `  problems: ${this.problems.length}`,
    ].join("\n");
  }
}
