import type { components, paths } from "@reservations/sdk";
import createClient, { type Middleware } from "openapi-fetch";

// The merchant API, typed from the OpenAPI document (the SDK's generated `paths`): a change of the
// contract that breaks a screen fails the type check. The session rides on the `rsv_session`
// cookie (same origin only); every call that changes something carries the sign-in's CSRF token.

export type Schemas = components["schemas"];

let csrfToken: string | null = null;
let onSignedOut: () => void = () => {};

/** Kept in memory only: after a reload GET /api/merchant/session answers it again. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** What the app does when the API says the session is gone (401). */
export function whenSignedOut(fn: () => void): void {
  onSignedOut = fn;
}

export const csrfHeaders = (method: string): Record<string, string> =>
  method !== "GET" && method !== "HEAD" && csrfToken ? { "x-csrf-token": csrfToken } : {};

const session: Middleware = {
  onRequest({ request }) {
    for (const [name, value] of Object.entries(csrfHeaders(request.method))) request.headers.set(name, value);
    return request;
  },
  onResponse({ response }) {
    if (response.status === 401) onSignedOut();
    return response;
  },
};

export const api = createClient<paths>({ baseUrl: window.location.origin, credentials: "same-origin" });
api.use(session);

/** A refusal from the API: its message, its code, and a 422's errors by field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
    readonly fields: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** The refusal an error body describes, whatever its shape. */
export function apiError(status: number, body: unknown): ApiError {
  const b = (body ?? {}) as { message?: string; error_code?: string; errors?: Record<string, string[]> };
  const message = b.message ?? (status === 429 ? "Too many requests: try again shortly." : `HTTP ${status}`);
  return new ApiError(status, message, b.error_code, b.errors ?? {});
}

/** The answer's data, or the refusal thrown as an ApiError. */
export async function ok<D>(call: Promise<{ data?: D; error?: unknown; response: Response }>): Promise<D> {
  const { data, error, response } = await call;
  if (!response.ok) throw apiError(response.status, error);
  return data as D;
}

/** A fresh Idempotency-Key, so a retried create never makes two. */
export const idempotencyKey = () => crypto.randomUUID();
