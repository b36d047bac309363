import { type components, createMerchantClient } from "@reservations/sdk";

// The merchant API through the SDK's merchant client, typed from the OpenAPI document: a change of
// the contract that breaks a screen fails the type check. The session rides on the `rsv_session`
// cookie (`__Host-rsv_session` in production; same origin only), which the browser sends itself; the
// SDK adds the sign-in's CSRF token to every call that changes something.

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

export const api = createMerchantClient({
  baseUrl: window.location.origin,
  auth: { session: { csrfToken: () => csrfToken } },
  async fetch(request) {
    const response = await globalThis.fetch(request);
    if (response.status === 401) onSignedOut();
    return response;
  },
});
