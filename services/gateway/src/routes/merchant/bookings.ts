import {
  Booking,
  bookingOps,
  dataOf,
  Guest,
  GuestInput,
  KeyIdParams,
  listOf,
  MerchantBookingBody,
  MerchantBookingQuery,
  PropertyIdParams,
  Stats,
  VoidSummary,
} from "@reservations/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GatewayDeps, RouteApp } from "../../deps.js";
import { idempotencyOf, OptionalIdempotencyHeaders } from "../../plugins/idempotency.js";
import { IfMatchHeaders, ifMatchOf } from "../../plugins/if-match.js";
import { relay } from "../relay.js";
import { merchantSecurity } from "../security.js";

// Path, query and body shapes are the operations' own input fields, so the two cannot drift apart.
const BookingParams = bookingOps.checkIn.input;
const StatsQuery = bookingOps.stats.input.pick({ from: true, to: true });
const VoidBody = bookingOps.voidPreview.input.pick({ since: true });

const base = { tags: ["merchant: bookings"], security: merchantSecurity };
const config = { auth: "merchant" as const };
const property = "/api/merchant/properties/:property_id";

/** Merchant API: the hotel's guests and bookings (its own and every channel's), stays, stats, voids. */
export const merchantBookingRoutes =
  (deps: GatewayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    guestAndBookingRoutes(app, deps);
    stayAndStatsRoutes(app, deps);
    voidRoutes(app, deps);
  };

/** Guests, and the property's bookings listed or recorded. */
function guestAndBookingRoutes(app: RouteApp, deps: GatewayDeps): void {
  app.post(
    `${property}/guests`,
    {
      config: { ...config, operation: bookingOps.createGuest, idempotent: "optional" },
      schema: {
        ...base,
        operationId: "merchantCreateGuest",
        summary: "Create a guest",
        params: PropertyIdParams,
        headers: OptionalIdempotencyHeaders,
        body: GuestInput,
        response: { 201: dataOf(Guest) },
      },
    },
    (req, reply) =>
      relay(deps, req, reply, bookingOps.createGuest, {
        ...req.params,
        guest: req.body,
        idempotency: idempotencyOf(req),
      }),
  );
  app.get(
    `${property}/bookings`,
    {
      config: { ...config, operation: bookingOps.merchantList },
      schema: {
        ...base,
        operationId: "merchantListBookings",
        summary:
          "The property's bookings of every channel, newest first, searched by stay dates, status and guest name",
        params: PropertyIdParams,
        querystring: MerchantBookingQuery,
        response: { 200: listOf(Booking) },
      },
    },
    (req, reply) => relay(deps, req, reply, bookingOps.merchantList, { ...req.params, ...req.query }),
  );
  app.post(
    `${property}/bookings`,
    {
      config: { ...config, operation: bookingOps.merchantCreate, idempotent: "optional" },
      schema: {
        ...base,
        operationId: "merchantCreateBooking",
        summary: "Record a booking from the hotel, or from an outside channel when channel is set",
        description:
          "hold_minutes makes a pending hold (hold_origin hotel or channel) that API keys cannot confirm. " +
          "An outside-channel booking that finds nothing free is recorded without a room and flagged conflict.",
        params: PropertyIdParams,
        headers: OptionalIdempotencyHeaders,
        body: MerchantBookingBody,
        response: { 201: dataOf(Booking) },
      },
    },
    (req, reply) =>
      relay(deps, req, reply, bookingOps.merchantCreate, {
        ...req.params,
        booking: req.body,
        idempotency: idempotencyOf(req),
      }),
  );
}

/** One booking, check-in, check-out, the hotel's cancel, a no-show and the property's stats. */
function stayAndStatsRoutes(app: RouteApp, deps: GatewayDeps): void {
  app.get(
    `${property}/bookings/:booking_id`,
    {
      config: { ...config, operation: bookingOps.merchantGet },
      schema: {
        ...base,
        operationId: "merchantGetBooking",
        summary: "One booking of the property, whatever its channel",
        params: BookingParams,
        response: { 200: dataOf(Booking) },
      },
    },
    (req, reply) => relay(deps, req, reply, bookingOps.merchantGet, req.params),
  );
  for (const [verb, op, operationId, summary] of [
    [
      "check-in",
      bookingOps.checkIn,
      "merchantCheckInBooking",
      "Check the guest in (from pending or confirmed)",
    ],
    ["check-out", bookingOps.checkOut, "merchantCheckOutBooking", "Check the guest out (from checked in)"],
  ] as const) {
    app.post(
      `${property}/bookings/:booking_id/${verb}`,
      {
        config: { ...config, operation: op },
        schema: {
          ...base,
          operationId,
          summary,
          params: BookingParams,
          response: { 200: dataOf(Booking) },
        },
      },
      (req, reply) => relay(deps, req, reply, op, req.params),
    );
  }
  app.post(
    `${property}/bookings/:booking_id/cancel`,
    {
      config: { ...config, operation: bookingOps.merchantCancel },
      schema: {
        ...base,
        operationId: "merchantCancelBooking",
        summary: "Cancel a booking of any channel whose stay has not started (reason hotel)",
        params: BookingParams,
        headers: IfMatchHeaders,
        response: { 200: dataOf(Booking) },
      },
    },
    (req, reply) =>
      relay(deps, req, reply, bookingOps.merchantCancel, { ...req.params, if_match: ifMatchOf(req) }),
  );
  app.post(
    `${property}/bookings/:booking_id/no-show`,
    {
      config: { ...config, operation: bookingOps.noShow },
      schema: {
        ...base,
        operationId: "merchantNoShowBooking",
        summary:
          "Mark a pending or confirmed booking a no-show, from its arrival day until 48 h after that day began",
        description:
          "The window runs from 00:00 of the arrival day in the property's time zone to 00:00 two days later " +
          "(else NO_SHOW_OUTSIDE_WINDOW). The nights go back on sale; cancellation_fee is the policy's late fee, " +
          "the first night's price without a policy, 0 for a booking at no price. A repeat answers the booking as it is.",
        params: BookingParams,
        headers: IfMatchHeaders,
        response: { 200: dataOf(Booking) },
      },
    },
    (req, reply) => relay(deps, req, reply, bookingOps.noShow, { ...req.params, if_match: ifMatchOf(req) }),
  );
  app.get(
    `${property}/stats`,
    {
      config: { ...config, operation: bookingOps.stats },
      schema: {
        ...base,
        operationId: "merchantGetStats",
        summary:
          "Bookings created, cancellations by reason and no-shows on days from..to (property-local dates)",
        params: PropertyIdParams,
        querystring: StatsQuery,
        response: { 200: dataOf(Stats) },
      },
    },
    (req, reply) => relay(deps, req, reply, bookingOps.stats, { ...req.params, ...req.query }),
  );
}

/** A key's bookings voided, or the preview of what would be. */
function voidRoutes(app: RouteApp, deps: GatewayDeps): void {
  app.post(
    "/api/merchant/keys/:key_id/void-preview",
    {
      config: { ...config, operation: bookingOps.voidPreview },
      schema: {
        ...base,
        operationId: "merchantPreviewKeyVoid",
        summary:
          "What revoke-and-void would cancel: the key's bookings since a day (UTC) whose stay has not started",
        params: KeyIdParams,
        body: VoidBody,
        response: { 200: dataOf(VoidSummary) },
      },
    },
    (req, reply) => relay(deps, req, reply, bookingOps.voidPreview, { ...req.params, ...req.body }),
  );
  app.post(
    "/api/merchant/keys/:key_id/revoke-and-void",
    {
      config: { ...config, operation: bookingOps.voidBookings },
      schema: {
        ...base,
        operationId: "merchantRevokeAndVoidKey",
        summary:
          "Revoke the key and cancel (reason voided) what it created since a day; answers what was voided",
        description: "Voided bookings send nothing to the guest and are not counted as guest cancellations.",
        params: KeyIdParams,
        body: VoidBody,
        response: { 200: dataOf(VoidSummary) },
      },
    },
    (req, reply) => relay(deps, req, reply, bookingOps.voidBookings, { ...req.params, ...req.body }),
  );
}
