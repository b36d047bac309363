import { CalendarEntry, CalendarQuery, calendarOps, dataOf, PropertyIdParams } from "@reservations/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { GatewayDeps } from "../deps.js";
import { relay } from "./relay.js";
import { merchantSecurity, partnerSecurity } from "./security.js";

const CalendarAnswer = dataOf(z.array(CalendarEntry));

const DESCRIPTION =
  "One entry per arrival date from `from` to the day before `to`, in date order (at most 365: a longer range answers 422 DATE_RANGE_TOO_LONG with max_nights and nights). " +
  "Each is the lowest total of a stay arriving that date: per unit and rate plan the shortest stay the plan's rules allow that date (min and max stays, closed to arrival or departure, stop sell, advance), looked for up to 30 nights, " +
  "for `adults` (1 when unsaid) and `children`, on a unit that takes them and is free every night of it; ties go to fewer nights, then the lower unit id, then rate plan id. " +
  "total_price is what a quote of that stay charges. Past dates, and dates where nothing sells, have every field but date null.";

/** The price calendar: the partners' GET /api/v1/calendar and the hotel's twin of it. */
export const calendarRoutes =
  (deps: GatewayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/v1/calendar",
      {
        config: {
          auth: "partner",
          scope: "rates:read",
          property: "required",
          operation: calendarOps.calendar,
          conditional: true,
        },
        schema: {
          security: partnerSecurity,
          operationId: "partnerGetCalendar",
          tags: ["rates"],
          summary: "The lowest price of a stay arriving each date",
          description: `${DESCRIPTION} Over the exposed units and api rate plans; a private rate plan only with one of its promo codes.`,
          querystring: CalendarQuery,
          response: { 200: CalendarAnswer },
        },
      },
      (req, reply) => relay(deps, req, reply, calendarOps.calendar, req.query),
    );
    app.get(
      "/api/merchant/properties/:property_id/calendar",
      {
        config: { auth: "merchant", operation: calendarOps.merchantCalendar },
        schema: {
          security: merchantSecurity,
          operationId: "merchantGetCalendar",
          tags: ["merchant: inventory"],
          summary: "The lowest price partners may sell a stay arriving each date at",
          description: `${DESCRIPTION} Over the exposed units and every api rate plan, private ones included without a code.`,
          params: PropertyIdParams,
          querystring: CalendarQuery,
          response: { 200: CalendarAnswer },
        },
      },
      (req, reply) => relay(deps, req, reply, calendarOps.merchantCalendar, { ...req.query, ...req.params }),
    );
  };
