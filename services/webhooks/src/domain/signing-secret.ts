import { randomBytes } from "node:crypto";

/**
 * A subscription's signing secret in the Standard Webhooks format, `whsec_` and base64 of 24
 * random bytes, which receivers' libraries decode as it is; service-kit's newSecret makes the
 * base62 texts of keys and tokens, a different format.
 */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}
