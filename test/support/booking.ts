import { randomUUID } from "node:crypto";
import type { Call, HttpResult } from "./http.js";

export const guest = { first_name: "Ana", last_name: "Perez", email: "ana.perez@example.com" };

/** POST /api/v1/bookings with a fresh (or given) Idempotency-Key. */
export function booker(call: Call, token: string, property?: string) {
  return (body: Record<string, unknown>, idempotencyKey: string = randomUUID()): Promise<HttpResult> =>
    call("POST", "/api/v1/bookings", {
      token,
      property,
      headers: { "idempotency-key": idempotencyKey },
      body: { guest, adults: 2, ...body },
    });
}
