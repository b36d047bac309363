import {
  Booking,
  BookingIdParams,
  ChangeBody,
  ChangeQuote,
  ChangeQuoteBody,
  changeOps,
  dataOf,
  MerchantChangeBody,
} from "@reservations/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { GatewayDeps, RouteApp } from "../deps.js";
import { IdempotencyHeaders, requestHash, requireIdempotencyKey } from "../plugins/idempotency.js";
import { IfMatchHeaders, ifMatchOf } from "../plugins/if-match.js";
import { relay } from "./relay.js";
import { merchantSecurity, partnerSecurity } from "./security.js";

const QUOTE_DESCRIPTION =
  "Prices the stay the booking would have (fields left out stay as booked) and holds the nights it adds for 15 minutes. " +
  "A new quote for the booking replaces the last one. If-Match makes it conditional on the booking's version.";
const CHANGE_DESCRIPTION =
  "Applies a change quote in one step: kept nights stay the booking's, added nights pass from the quote's hold, dropped nights become free. " +
  "Header Idempotency-Key is required, with POST /bookings' replay rules; If-Match is checked before anything else.";

/** The Idempotency-Key and what it stands for: this booking's path (its id counts), the property and the body. */
const keyed = (req: FastifyRequest) => ({
  idempotency_key: String(req.headers["idempotency-key"]).trim(),
  request_hash: requestHash(req.method, req.url.split("?")[0]!, req.caller?.property_id ?? null, req.body),
});

const ChangeHeaders = IdempotencyHeaders.extend(IfMatchHeaders.shape);

/** A booking's change quote and change: the partner key that made it, or the hotel. */
export const bookingChangeRoutes =
  (deps: GatewayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    partnerRoutes(app, deps);
    merchantRoutes(app, deps);
  };

function partnerRoutes(app: RouteApp, deps: GatewayDeps): void {
  const base = { tags: ["bookings"], security: partnerSecurity };
  const config = { auth: "partner", scope: "bookings:write", property: "required" } as const;
  app.post(
    "/api/v1/bookings/:booking_id/change-quotes",
    {
      config: { ...config, operation: changeOps.quote },
      schema: {
        ...base,
        operationId: "partnerQuoteBookingChange",
        summary: "Quote a change of a booking this key created, holding the nights it adds",
        description: QUOTE_DESCRIPTION,
        params: BookingIdParams,
        headers: IfMatchHeaders,
        body: ChangeQuoteBody,
        response: { 201: dataOf(ChangeQuote) },
      },
    },
    (req, reply) =>
      relay(deps, req, reply, changeOps.quote, { ...req.params, if_match: ifMatchOf(req), body: req.body }),
  );
  app.post(
    "/api/v1/bookings/:booking_id/change",
    {
      config: { ...config, operation: changeOps.apply, idempotent: "required" },
      preValidation: requireIdempotencyKey,
      schema: {
        ...base,
        operationId: "partnerChangeBooking",
        summary: "Apply a change quote to a booking this key created",
        description: CHANGE_DESCRIPTION,
        params: BookingIdParams,
        headers: ChangeHeaders,
        body: ChangeBody,
        response: { 200: dataOf(Booking) },
      },
    },
    (req, reply) =>
      relay(deps, req, reply, changeOps.apply, {
        ...req.params,
        if_match: ifMatchOf(req),
        ...keyed(req),
        body: req.body,
      }),
  );
}

const MerchantParams = z.object({ property_id: BookingIdParams.shape.booking_id, ...BookingIdParams.shape });

function merchantRoutes(app: RouteApp, deps: GatewayDeps): void {
  const base = { tags: ["merchant: bookings"], security: merchantSecurity };
  const path = "/api/merchant/properties/:property_id/bookings/:booking_id";
  app.post(
    `${path}/change-quotes`,
    {
      config: { auth: "merchant", operation: changeOps.merchantQuote },
      schema: {
        ...base,
        operationId: "merchantQuoteBookingChange",
        summary: "Quote a change of any booking of the property, holding the nights it adds",
        description: QUOTE_DESCRIPTION,
        params: MerchantParams,
        headers: IfMatchHeaders,
        body: ChangeQuoteBody,
        response: { 201: dataOf(ChangeQuote) },
      },
    },
    (req, reply) =>
      relay(deps, req, reply, changeOps.merchantQuote, {
        ...req.params,
        if_match: ifMatchOf(req),
        body: req.body,
      }),
  );
  app.post(
    `${path}/change`,
    {
      config: { auth: "merchant", operation: changeOps.merchantApply, idempotent: "required" },
      preValidation: requireIdempotencyKey,
      schema: {
        ...base,
        operationId: "merchantChangeBooking",
        summary: "Apply a change quote to a booking of the property; waive_change_fee drops the fee",
        description: CHANGE_DESCRIPTION,
        params: MerchantParams,
        headers: ChangeHeaders,
        body: MerchantChangeBody,
        response: { 200: dataOf(Booking) },
      },
    },
    (req, reply) =>
      relay(deps, req, reply, changeOps.merchantApply, {
        ...req.params,
        if_match: ifMatchOf(req),
        ...keyed(req),
        body: req.body,
      }),
  );
}
