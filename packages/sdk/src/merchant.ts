import { bindAll } from "./operation.js";
import { MERCHANT_METHODS, type MerchantOperations, OPERATIONS } from "./operations.js";
import { type AuthHeaders, Transport, type TransportOptions } from "./transport.js";

/**
 * How the hotel's calls are signed in: its merchant token, a staff member's session (the session
 * cookie, and the CSRF token sent on every call that changes anything), or headers of your own.
 */
export type MerchantAuth =
  | { token: string }
  | { session: { cookie: string; csrfToken: string } }
  | { headers: AuthHeaders };

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
    return (method): Record<string, string> =>
      READS.has(method) ? { cookie } : { cookie, "x-csrf-token": csrfToken };
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
