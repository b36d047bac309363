import { bindAll } from "./operation.js";
import { MERCHANT_METHODS, type MerchantOperations, OPERATIONS } from "./operations.js";
import { type AuthHeaders, Transport, type TransportOptions } from "./transport.js";

/**
 * A staff member's session: its CSRF token, sent on every call that changes anything, and in Node its
 * cookie. A browser on the gateway's origin sends the `rsv_session` cookie itself: leave `cookie` out.
 */
export interface MerchantSession {
  /** The `Cookie` header to send (`rsv_session=…`; `__Host-rsv_session=…` in production); none in a browser. */
  cookie?: string;
  /** The session's CSRF token, or a function answering the current one (none: the header is left out). */
  csrfToken: string | (() => string | null | undefined);
}

/** How the hotel's calls are signed in: its merchant token, a staff member's session, or headers of your own. */
export type MerchantAuth = { token: string } | { session: MerchantSession } | { headers: AuthHeaders };

export interface MerchantClientOptions extends TransportOptions {
  /** The merchant token, or another way to sign in (`auth`). */
  token?: string;
  auth?: MerchantAuth;
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

function authHeaders(options: MerchantClientOptions): AuthHeaders {
  const auth = options.auth ?? (options.token !== undefined ? { token: options.token } : undefined);
  if (!auth) throw new TypeError("createMerchantClient needs `token` or `auth`");
  if ("token" in auth) return () => ({ authorization: `Bearer ${auth.token}` });
  if ("session" in auth) {
    const { cookie, csrfToken } = auth.session;
    return (method): Record<string, string> => {
      const headers: Record<string, string> = cookie === undefined ? {} : { cookie };
      if (READS.has(method)) return headers;
      // Asked at each call: a browser learns the token at sign-in and forgets it at sign-out.
      const token = typeof csrfToken === "function" ? csrfToken() : csrfToken;
      if (token) headers["x-csrf-token"] = token;
      return headers;
    };
  }
  return auth.headers;
}

/**
 * A client of the merchant API (`/api/merchant`): one method per operation of the OpenAPI document,
 * named after its operationId (`merchantCreateKey` is `createKey`), path parameters first, then the
 * body or query, then CallOptions. Lists (`listBookings`, `listKeyRequests`…) iterate across pages.
 */
export function createMerchantClient(options: MerchantClientOptions): MerchantClient {
  const transport = new Transport(options, authHeaders(options));
  return bindAll<MerchantOperations>(transport, MERCHANT_METHODS, OPERATIONS);
}

export type MerchantClient = MerchantOperations;
