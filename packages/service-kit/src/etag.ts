import { createHash } from "node:crypto";
import { Reply } from "./rpc.js";

/**
 * A strong entity tag made of what shapes an answer (the operation, its inputs, the versions it is
 * read at): 22 characters of base64url SHA-256 in quotes, the same in every copy of a service.
 */
export function entityTag(parts: readonly (string | number | boolean | null)[]): string {
  const digest = createHash("sha256").update(JSON.stringify(parts)).digest("base64url");
  return `"${digest.slice(0, 22)}"`;
}

/**
 * Whether an If-None-Match header names `etag` (RFC 9110 13.1.2): `*`, or a list of tags one of
 * which is it, compared weakly as that header is (`W/"x"` names `"x"`).
 */
export function ifNoneMatches(header: string | null | undefined, etag: string | null | undefined): boolean {
  if (!header || !etag) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  for (const [tag] of header.matchAll(/(?:W\/)?"[^"]*"/g)) {
    if (tag.replace(/^W\//, "") === opaque) return true;
  }
  return false;
}

/** The answer to a conditional read the client already holds: 304, no body, the tag kept. */
export const notModified = (etag: string): Reply<never> =>
  new Reply<never>(304, undefined as never, { ETag: etag });
