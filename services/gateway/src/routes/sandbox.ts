import { Booking, BookingIdParams, bookingOps, dataOf } from "@reservations/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GatewayDeps } from "../deps.js";
import { relay } from "./relay.js";
import { partnerSecurity } from "./security.js";

/**
 * The sandbox clock. app.ts registers
 * these routes only when APP_ENV=sandbox, so a production deployment answers their paths as any
 * unknown one, 404 ROUTE_NOT_FOUND, and its OpenAPI document does not list them.
 */
export const sandboxRoutes =
  (deps: GatewayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/v1/sandbox/bookings/:booking_id/expire-hold",
      {
        config: {
          auth: "partner",
          scope: "bookings:write",
          property: "required",
          operation: bookingOps.expireHoldNow,
        },
        schema: {
          tags: ["sandbox"],
          security: partnerSecurity,
          operationId: "partnerExpireSandboxHold",
          summary: "Expire a hold of this key now (sandbox only)",
          description:
            "Runs the real expiry of one of this key's pending holds at once: the booking is cancelled with `cancellation_reason` `hold_expired`, the room returns to sale and `booking.cancelled` is sent with reason `hold_expired`; a later confirm answers 409 `BOOKING_HOLD_EXPIRED`. Calling it again answers the expired hold as it is. A booking that is not a pending hold answers 409 `BOOKING_NOT_HOLD`. Production deployments have no such route: 404 `ROUTE_NOT_FOUND`.",
          params: BookingIdParams,
          response: { 200: dataOf(Booking) },
        },
      },
      (req, reply) => relay(deps, req, reply, bookingOps.expireHoldNow, req.params),
    );
  };
