import type { ERROR_STATUS, ErrorCode, ErrorExtras } from "./error-codes.js";

export type { ErrorCode, ErrorExtras } from "./error-codes.js";

/** The error codes the API answers with `status`, read off the error table. */
export type CodeWithStatus<S extends number> = {
  [K in ErrorCode]: (typeof ERROR_STATUS)[K] extends S ? K : never;
}[ErrorCode];

const OWN_FIELDS = new Set(["message", "error_code", "errors"]);

/**
 * Any answer outside 2xx; each kind of refusal is a subclass (AuthenticationError, NotFoundError…).
 * A coded error has `code` (branch on it, never on `message`) and its extra fields in `extra`; a field
 * validation 422 has `errors` and no code; a request-rate 429 has neither. `retryAfter` is the
 * Retry-After header in seconds, when the answer had one (every 429 does).
 */
export class ApiError<C extends ErrorCode = ErrorCode> extends Error {
  override readonly name: string = "ApiError";
  readonly status: number;
  /** The stable error code; absent on field validation 422s and request-rate 429s. */
  readonly code: C | (string & {}) | undefined;
  /** The same as `code`, spelled as the API's body spells it. */
  readonly error_code: C | (string & {}) | undefined;
  /** Field validation failures: field name → messages (422 without a code). */
  readonly errors: Record<string, string[]> | undefined;
  /** The fields a coded error carries beside message and error_code; typed once narrowed with `is()`. */
  readonly extra: Readonly<Record<string, unknown>>;
  /** Retry-After in seconds, when the answer carried it. */
  readonly retryAfter: number | undefined;
  /** The gateway's id for the request (X-Request-Id), to quote when asking about it. */
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
    this.code = typeof object.error_code === "string" ? object.error_code : undefined;
    this.error_code = this.code;
    this.errors = isFieldErrors(object.errors) ? object.errors : undefined;
    this.extra = Object.fromEntries(Object.entries(object).filter(([k]) => !OWN_FIELDS.has(k)));
    this.retryAfter = parseRetryAfter(headers?.get("retry-after") ?? null);
    this.requestId = headers?.get("x-request-id") ?? undefined;
  }

  /** Narrows to one code, with its extra fields typed: `if (err.is("UNIT_NOT_AVAILABLE")) err.extra.remaining_capacity`. */
  is<K extends ErrorCode>(code: K): this is ApiError<K> & { code: K; error_code: K; extra: ErrorExtras[K] } {
    return this.code === code;
  }
}

/** 401: no credential, or one that is unknown, expired, paused or revoked. */
export class AuthenticationError extends ApiError<CodeWithStatus<401>> {
  override readonly name: string = "AuthenticationError";
}
/** 403: the credential lacks a scope, or the hotel account is deactivated. */
export class PermissionError extends ApiError<CodeWithStatus<403>> {
  override readonly name: string = "PermissionError";
}
/** 404: no such resource for this credential (or no such route). */
export class NotFoundError extends ApiError<CodeWithStatus<404>> {
  override readonly name: string = "NotFoundError";
}
/** 409: the state of things refuses the call (no room left, hold expired, a key reused…). */
export class ConflictError extends ApiError<CodeWithStatus<409>> {
  override readonly name: string = "ConflictError";
}
/** 422 (and 400, 413, 415): the request breaks a rule; field errors are in `errors`. */
export class ValidationError extends ApiError<CodeWithStatus<422 | 413 | 415>> {
  override readonly name: string = "ValidationError";
}
/** 429: a request limit (no code) or a ceiling of the key; `retryAfter` says when to come back. */
export class RateLimitError extends ApiError<CodeWithStatus<429>> {
  override readonly name: string = "RateLimitError";
}
/** 502, 503, 504: a service could not answer now; retry shortly. */
export class UnavailableError extends ApiError<CodeWithStatus<503>> {
  override readonly name: string = "UnavailableError";
}

const KINDS: Record<number, typeof ApiError<ErrorCode>> = {
  400: ValidationError,
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  409: ConflictError,
  413: ValidationError,
  415: ValidationError,
  422: ValidationError,
  429: RateLimitError,
  502: UnavailableError,
  503: UnavailableError,
  504: UnavailableError,
};

/** The error of the kind that `status` calls for (ApiError itself for any other status). */
export function apiErrorFor(status: number, body: unknown, headers?: Headers): ApiError {
  const Kind = KINDS[status] ?? ApiError;
  return new Kind(status, body, headers);
}

/** Whether `err` is an ApiError (with `code`, when given), narrowed as `ApiError.is` does. */
export function isApiError<K extends ErrorCode>(
  err: unknown,
  code: K,
): err is ApiError<K> & { code: K; error_code: K; extra: ErrorExtras[K] };
export function isApiError(err: unknown): err is ApiError;
export function isApiError(err: unknown, code?: ErrorCode): boolean {
  return err instanceof ApiError && (code === undefined || err.code === code);
}

/** The request got no answer (connection refused or dropped, DNS…): it may or may not have arrived. */
export class NetworkError extends Error {
  override readonly name: string = "NetworkError";
}

/** No answer came within the call's timeout; like a NetworkError, the request may have arrived. */
export class TimeoutError extends NetworkError {
  override readonly name: string = "TimeoutError";
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
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
