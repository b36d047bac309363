import { CLIENT_REQUEST_ID } from "@reservations/contracts";
import type { FastifyRequest } from "fastify";

/**
 * The X-Request-Id a client sent, for the caller context when usable (printable, at most 128
 * characters): the call's id is always the gateway's own, and the client's is kept apart.
 */
export function clientRequestId(request: Pick<FastifyRequest, "headers">): { client_request_id?: string } {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && CLIENT_REQUEST_ID.test(given) ? { client_request_id: given } : {};
}
