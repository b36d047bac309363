import type { ErrorCode, ErrorExtras } from "./error-codes.js";

export type { ErrorCode, ErrorExtras } from "./error-codes.js";

const OWN_FIELDS = new Set(["message", "error_code", "errors"]);

/**
 * Any answer outside 2xx. A coded error has `error_code` (branch on it, never on `message`) and its
 * extra fields in `extra`; a field validation 422 has `errors` and no `error_code`; a request-rate
 * 429 has neither. `retryAfter` is the Retry-After header in seconds, when the answer had one
 * (every 429 does).
 */
export class ApiError<C extends ErrorCode = ErrorCode> extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  /** The stable error code; absent on field validation 422s and request-rate 429s. */
  readonly error_code: C | (string & {}) | undefined;
  /** Field validation failures: field name → messages (422 without error_code). */
  readonly errors: Record<string, string[]> | undefined;
  /** The fields a coded error carries beside message and error_code (limit, used, min_stay…). */
  readonly extra: Record<string, unknown>;
  /** Retry-After in seconds, when the answer carried it. */
  readonly retryAfter: number | undefined;
  /** The gateway's id for the request, to quote when asking about it. */
  readonly requestId: string | undefined;
  /** The body as answered (parsed JSON, or text). */
  readonly body: unknown;

  constructor(status: number, body: unknown, headers?: Headers) {
    const object = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
    const message =
      typeof object.message === "string"
        ? object.message
        : typeof body === "string" && body !== ""
          ? body
          : `HTTP ${status}`;
    super(message);
    this.status = status;
    this.body = body;
    this.error_code = typeof object.error_code === "string" ? object.error_code : undefined;
    this.errors = isFieldErrors(object.errors) ? object.errors : undefined;
    this.extra = Object.fromEntries(Object.entries(object).filter(([k]) => !OWN_FIELDS.has(k)));
    this.retryAfter = parseRetryAfter(headers?.get("retry-after") ?? null);
    this.requestId = headers?.get("x-request-id") ?? undefined;
  }

  /** Narrows to one code, with its extra fields typed: `if (err.is("UNIT_NOT_AVAILABLE")) err.extra.remaining_capacity`. */
  is<K extends ErrorCode>(code: K): this is ApiError<K> & { error_code: K; extra: ErrorExtras[K] } {
    return this.error_code === code;
  }
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    !!value &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((s) => typeof s === "string"))
  );
}

/** Retry-After as seconds: a delay in seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
