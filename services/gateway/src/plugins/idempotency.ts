import { createHash } from "node:crypto";
import { AppError, type IdempotencyClaim } from "@reservations/contracts";
import type { FastifyRequest } from "fastify";
import { z } from "zod";

/** JSON with sorted keys: the same body always hashes the same, whatever its key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * What an Idempotency-Key stands for: the method, the path, the property the call is bound to and
 * the body. The same key sent with another body, or for another property, is IDEMPOTENCY_KEY_REUSED.
 */
export function requestHash(method: string, path: string, propertyId: string | null, body: unknown): string {
  return createHash("sha256")
    .update(`${method}\n${path}\n${propertyId ?? ""}\n${canonical(body)}`)
    .digest("hex");
}

const idempotencyKey = z.string().min(1).max(255);

/** The header of a call that requires one (a missing one is refused before this schema is read). */
export const IdempotencyHeaders = z
  .object({
    "idempotency-key": idempotencyKey.describe(
      "Any unique text (a UUID) per booking attempt; send the same key and body again to retry safely. Kept 48 hours.",
    ),
  })
  .loose();

/** The header of a creating merchant call, which may carry one. */
export const OptionalIdempotencyHeaders = z
  .object({
    "idempotency-key": idempotencyKey
      .optional()
      .describe(
        "Optional: any unique text (a UUID) per attempt. Sent again with the same body, the call is not made twice: its stored answer is replayed (Idempotent-Replayed: true). Kept 48 hours.",
      ),
  })
  .loose();

/** The request's Idempotency-Key with what it stands for (its path as routed, so ids in it count), if it has one. */
export function idempotencyOf(req: FastifyRequest): IdempotencyClaim | undefined {
  const key = req.headers["idempotency-key"];
  if (typeof key !== "string" || key.trim() === "") return undefined;
  return {
    key: key.trim(),
    request_hash: requestHash(req.method, req.url.split("?")[0]!, req.caller?.property_id ?? null, req.body),
  };
}

/** A route's preValidation: the key is checked before the body, so a missing header is always IDEMPOTENCY_KEY_REQUIRED. */
export async function requireIdempotencyKey(req: FastifyRequest): Promise<void> {
  const key = req.headers["idempotency-key"];
  if (typeof key !== "string" || key.trim() === "") throw new AppError("IDEMPOTENCY_KEY_REQUIRED");
}
