import type { FastifyRequest } from "fastify";
import { z } from "zod";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A read answered with a strong ETag: an If-None-Match naming it answers 304 with no body. The
     * route's document gains the header, the ETag and the 304 (responses.ts).
     */
    conditional?: boolean;
  }
}

/** The longest If-None-Match read, as for If-Match (a few dozen tags); a longer one is no condition. */
export const IF_NONE_MATCH_MAX = 1024;

/**
 * The request header of a conditional read, added to each such route's schema (responses.ts). Any
 * string passes: a header too long to read answers 200, as a read without it would.
 */
export const IfNoneMatch = z
  .string()
  .optional()
  .describe(
    `The ETag of the answer you hold (or a list of them, or \`*\`): while it is current the read answers 304 with the same ETag and no body. A 304 counts against the request limit like any call. Past ${IF_NONE_MATCH_MAX} characters it is not read.`,
  );

/**
 * The If-None-Match of a conditional route's GET, which its service is sent; undefined otherwise. A
 * HEAD answers its headers as it would anyway: fastify gives an empty HEAD answer a Content-Length 0.
 */
export function ifNoneMatchOf(request: FastifyRequest): string | undefined {
  if (!request.routeOptions.config.conditional || request.method !== "GET") return undefined;
  const header = request.headers["if-none-match"];
  return typeof header === "string" && header.trim() !== "" && header.length <= IF_NONE_MATCH_MAX
    ? header
    : undefined;
}
