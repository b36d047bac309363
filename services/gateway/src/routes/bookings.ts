import {
  Booking,
  BookingIdParams,
  BookingListQuery,
  BookingRevision,
  bookingOps,
  CreateBookingBody,
  dataOf,
  listOf,
  PageQuery,
} from "@reservations/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GatewayDeps } from "../deps.js";
import { IdempotencyHeaders, requestHash, requireIdempotencyKey } from "../plugins/idempotency.js";
import { IfMatchHeaders, ifMatchOf } from "../plugins/if-match.js";
import { relay } from "./relay.js";
import { partnerSecurity } from "./security.js";

export const bookingRoutes =
  (deps: GatewayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = { tags: ["bookings"], security: partnerSecurity };
    app.get(
      "/api/v1/bookings",
      {
        config: { auth: "partner", scope: "bookings:read", property: "required", operation: bookingOps.list },
        schema: {
          ...base,
          operationId: "partnerListBookings",
          summary: "Bookings created by this key, or every booking of the property with bookings:read:all",
          description:
            "Newest first; with updated_since, the bookings changed since then, oldest change first, with a cursor that always follows on to later changes, also of transactions that commit out of order.",
          querystring: BookingListQuery,
          response: { 200: listOf(Booking) },
        },
      },
      (req, reply) => relay(deps, req, reply, bookingOps.list, req.query),
    );
    app.get(
      "/api/v1/bookings/:booking_id",
      {
        config: {
          auth: "partner",
          scope: "bookings:read",
          property: "required",
          operation: bookingOps.get,
          conditional: true,
        },
        schema: {
          ...base,
          operationId: "partnerGetBooking",
          summary: "One booking",
          description:
            'Answers `ETag: "<version>"`: as If-None-Match it answers 304 while the booking is at that version; confirm and cancel take it back as If-Match to change only that version.',
          params: BookingIdParams,
          response: { 200: dataOf(Booking) },
        },
      },
      (req, reply) => relay(deps, req, reply, bookingOps.get, req.params),
    );
    revisionsRoute(app, deps, base);
    app.post(
      "/api/v1/bookings",
      {
        config: {
          auth: "partner",
          scope: "bookings:write",
          property: "required",
          operation: bookingOps.create,
          idempotent: "required",
        },
        preValidation: requireIdempotencyKey,
        schema: {
          ...base,
          operationId: "partnerCreateBooking",
          summary: "Create a booking, optionally as a hold (hold_minutes 1..30)",
          description:
            "Header Idempotency-Key is required. A replay of a finished request answers the stored status and body with Idempotent-Replayed: true.",
          headers: IdempotencyHeaders,
          body: CreateBookingBody,
          response: { 201: dataOf(Booking) },
        },
      },
      (req, reply) =>
        relay(deps, req, reply, bookingOps.create, {
          idempotency_key: String(req.headers["idempotency-key"]).trim(),
          request_hash: requestHash(
            req.method,
            req.routeOptions.url ?? req.url,
            req.caller.property_id ?? null,
            req.body,
          ),
          body: req.body,
        }),
    );
    app.post(
      "/api/v1/bookings/:booking_id/confirm",
      {
        config: {
          auth: "partner",
          scope: "bookings:write",
          property: "required",
          operation: bookingOps.confirm,
        },
        schema: {
          ...base,
          operationId: "partnerConfirmBooking",
          summary: "Confirm a pending booking this key created",
          params: BookingIdParams,
          headers: IfMatchHeaders,
          response: { 200: dataOf(Booking) },
        },
      },
      (req, reply) =>
        relay(deps, req, reply, bookingOps.confirm, { ...req.params, if_match: ifMatchOf(req) }),
    );
    app.post(
      "/api/v1/bookings/:booking_id/cancel",
      {
        config: {
          auth: "partner",
          scope: "bookings:cancel",
          property: "required",
          operation: bookingOps.cancel,
        },
        schema: {
          ...base,
          operationId: "partnerCancelBooking",
          summary: "Cancel a booking this key created",
          params: BookingIdParams,
          headers: IfMatchHeaders,
          response: { 200: dataOf(Booking) },
        },
      },
      (req, reply) => relay(deps, req, reply, bookingOps.cancel, { ...req.params, if_match: ifMatchOf(req) }),
    );
  };

/** A booking's revisions, read as the booking itself is. */
function revisionsRoute(app: Parameters<FastifyPluginAsyncZod>[0], deps: GatewayDeps, base: object): void {
  app.get(
    "/api/v1/bookings/:booking_id/revisions",
    {
      config: {
        auth: "partner",
        scope: "bookings:read",
        property: "required",
        operation: bookingOps.revisions,
      },
      schema: {
        ...base,
        operationId: "partnerListBookingRevisions",
        summary: "A booking's versions, oldest first: the booking made, then each change and who made it",
        params: BookingIdParams,
        querystring: PageQuery,
        response: { 200: listOf(BookingRevision) },
      },
    },
    (req, reply) => relay(deps, req, reply, bookingOps.revisions, { ...req.params, ...req.query }),
  );
}
