import type { FastifyRequest } from "fastify";
import { z } from "zod";

/** The header of a change a client may make conditional on the version it last read. */
export const IfMatchHeaders = z
  .object({
    "if-match": z
      .string()
      .max(1024)
      .optional()
      .describe(
        'The booking\'s ETag as GET answered it ("<version>"): the change is made only at that version, else 412 PRECONDITION_FAILED.',
      ),
  })
  .loose();

/**
 * The versions an If-Match header names (RFC 9110: a list of entity tags, or `*`). Undefined when
 * absent or `*` (any version); a tag that is no version of ours matches nothing, so a list of such
 * tags is empty and the change answers 412.
 */
export function ifMatchOf(req: FastifyRequest): number[] | undefined {
  const header = req.headers["if-match"];
  if (typeof header !== "string" || header.trim() === "" || header.trim() === "*") return undefined;
  return header
    .split(",")
    .slice(0, 20)
    .flatMap((tag) => {
      // Strong comparison (RFC 9110 13.1.1): a weak tag matches nothing.
      const m = /^\s*"([1-9]\d{0,8})"\s*$/.exec(tag);
      return m ? [Number(m[1])] : [];
    });
}
