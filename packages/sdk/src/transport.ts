import { ApiError, apiErrorFor, NetworkError, TimeoutError } from "./errors.js";
import { type RetryOptions, withRetries } from "./retry.js";
import { API_VERSION, VERSION } from "./version.js";

/** What every client takes: where the API answers, and how calls are sent. */
export interface TransportOptions {
  /** Where the gateway answers, e.g. `https://sandbox.example.com` (a trailing `/api/v1` is fine too). */
  baseUrl: string;
  /** How long one attempt may wait for its whole answer (default 30 s); a call's own `timeoutMs` wins. */
  timeoutMs?: number;
  /** How calls that are safe to send again retry; a call's own `retry` is laid over it. */
  retry?: RetryOptions;
  /** Your application, put before the SDK's own User-Agent: `"my-channel-manager/2.1"`. */
  userAgent?: string;
  /** Another fetch, for tests or a custom transport. */
  fetch?: (request: Request) => Promise<Response>;
}

/** What any one call takes, as its last argument. */
export interface CallOptions {
  /** Aborts the call, its retries and their waits included: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** This call's timeout per attempt, over the client's. */
  timeoutMs?: number;
  /** This call's retries, laid over the client's. */
  retry?: RetryOptions;
  /** For calls that take an Idempotency-Key: yours, to make a call you repeat later idempotent (default: a new UUID per call). */
  idempotencyKey?: string;
  /** More headers for this call. */
  headers?: Record<string, string>;
  /** Told of each answer, a retried one's too: its status and headers (RateLimit, Set-Cookie, Idempotent-Replayed…). */
  onResponse?: (answer: { status: number; headers: Headers }) => void;
}

/** One HTTP call, as an operation describes it. */
export interface CallSpec {
  method: string;
  /** The path with its parameters filled in. */
  path: string;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
  /** Sends an Idempotency-Key, which also makes the call safe to retry. */
  idempotencyKey?: boolean;
  /** Safe to send again as it is (idempotent by its state, as confirm and cancel are); GETs always are. */
  retry?: boolean;
  /** Sends If-None-Match with this ETag; a 304 is then an answer, not an error. */
  ifNoneMatch?: string;
}

/** A whole answer: its status, headers and body (undefined when empty). */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Headers a client adds to each attempt (its credential); told the method, as a session's CSRF header depends on it. */
export type AuthHeaders = (method: string) => Record<string, string> | Promise<Record<string, string>>;

export const DEFAULT_TIMEOUT_MS = 30_000;

/** `reservations-sdk/0.1.0 node/20.11.0 (linux; x64)`, with the caller's prefix. */
export function userAgent(prefix?: string): string {
  const runtime = (
    globalThis as { process?: { versions?: { node?: string }; platform?: string; arch?: string } }
  ).process;
  const node = runtime?.versions?.node;
  const where = node ? `node/${node} (${runtime?.platform}; ${runtime?.arch})` : "runtime/unknown";
  return [prefix, `reservations-sdk/${VERSION}`, where].filter(Boolean).join(" ");
}

function urlOf(baseUrl: string, path: string, query: Record<string, unknown> | undefined): string {
  const url = new URL(baseUrl.replace(/\/+$/, "").replace(/\/api\/v1$/, "") + path);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    url.searchParams.set(name, Array.isArray(value) ? value.join(",") : String(value));
  }
  return url.toString();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  if (!(response.headers.get("content-type") ?? "").includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends calls for one client: its credential, User-Agent, timeouts and retries. */
export class Transport {
  private readonly fetch: (request: Request) => Promise<Response>;
  private readonly userAgent: string;

  constructor(
    readonly options: TransportOptions,
    private readonly auth: AuthHeaders,
  ) {
    this.fetch = options.fetch ?? ((request) => globalThis.fetch(request));
    this.userAgent = userAgent(options.userAgent);
  }

  /** The body of the 2xx answer (undefined for 204); any other answer throws its ApiError. */
  async call(spec: CallSpec, options: CallOptions = {}): Promise<unknown> {
    return (await this.exchange(spec, options)).body;
  }

  /** The whole 2xx answer (or 304, to a call with `ifNoneMatch`); any other answer throws its ApiError. */
  async exchange(spec: CallSpec, options: CallOptions = {}): Promise<Answer> {
    const idempotencyKey = spec.idempotencyKey
      ? (options.idempotencyKey ?? globalThis.crypto.randomUUID())
      : undefined;
    const safe = spec.method === "GET" || spec.retry === true || idempotencyKey !== undefined;
    const retry = { ...this.options.retry, ...options.retry };
    const plan = {
      options: safe ? retry : { ...retry, attempts: 1 },
      method: spec.method,
      path: spec.path,
      idempotencyKey,
      signal: options.signal,
    };
    return withRetries(plan, () => this.attempt(spec, options, idempotencyKey));
  }

  private async attempt(spec: CallSpec, options: CallOptions, idempotencyKey: string | undefined) {
    const headers: Record<string, string> = {
      accept: "application/json",
      "user-agent": this.userAgent,
      ...(await this.auth(spec.method)),
      ...options.headers,
      // The answers' shapes are the ones the SDK's types were generated for, whatever the key's own version.
      "api-version": API_VERSION,
    };
    if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
    if (spec.ifNoneMatch) headers["if-none-match"] = spec.ifNoneMatch;
    if (spec.body !== undefined) headers["content-type"] = "application/json";
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new TimeoutError(timeoutMs)), timeoutMs);
    const onAbort = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener("abort", onAbort, { once: true });
    try {
      const request = new Request(urlOf(this.options.baseUrl, spec.path, spec.query), {
        method: spec.method,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal: controller.signal,
      });
      // The whole answer, body included, arrives under the same timeout.
      const response = await this.fetch(request);
      const body = await readBody(response);
      options.onResponse?.({ status: response.status, headers: response.headers });
      const current = response.status === 304 && spec.ifNoneMatch !== undefined;
      if (!response.ok && !current) throw apiErrorFor(response.status, body, response.headers);
      return { status: response.status, headers: response.headers, body };
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if (controller.signal.aborted) throw controller.signal.reason;
      throw new NetworkError(`${spec.method} ${spec.path}: no answer`, { cause: err });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
    }
  }
}
