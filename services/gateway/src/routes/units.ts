import { Readable } from "node:stream";
import {
  AvailabilityEntry,
  AvailabilityQuery,
  dataOf,
  Housekeeping,
  listOf,
  Quote,
  QuoteBody,
  RatesEntry,
  RatesQuery,
  type RatesWire,
  ratesBodyParts,
  ratesOps,
  Unit,
  UnitIdParams,
  unitsOps,
} from "@reservations/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GatewayDeps } from "../deps.js";
import { type BodyWriter, relay } from "./relay.js";
import { partnerSecurity } from "./security.js";

/**
 * /rates comes from inventory as runs of nights (a year of a large property is tens of MB as
 * the partners' body, a few hundred KB as runs); the body is written from them and streamed in
 * pieces, so no copy of the whole body is ever held here. The runs are inventory's answer made to
 * the contract's shape, not checked again here, as no relayed answer is.
 */
const ratesBody: BodyWriter = (json) =>
  Readable.from(ratesBodyParts(JSON.parse(json.toString("utf8")) as RatesWire));

/** Partner reads of the property: units, housekeeping, availability, rates and quotes. */
export const unitRoutes =
  (deps: GatewayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = { security: partnerSecurity };
    app.get(
      "/api/v1/units",
      {
        config: {
          auth: "partner",
          scope: "units:read",
          property: "required",
          operation: unitsOps.list,
          conditional: true,
        },
        schema: {
          ...base,
          operationId: "partnerListUnits",
          tags: ["units"],
          summary: "Units exposed through the API",
          description:
            "A unit is listed only when it is published, not blocked for sale, and has an active rate plan in channel api.",
          response: { 200: listOf(Unit) },
        },
      },
      (req, reply) => relay(deps, req, reply, unitsOps.list, {}),
    );
    app.get(
      "/api/v1/units/:unit_id",
      {
        config: { auth: "partner", scope: "units:read", property: "required", operation: unitsOps.get },
        schema: {
          ...base,
          operationId: "partnerGetUnit",
          tags: ["units"],
          summary: "One unit",
          params: UnitIdParams,
          response: { 200: dataOf(Unit) },
        },
      },
      (req, reply) => relay(deps, req, reply, unitsOps.get, req.params),
    );
    app.get(
      "/api/v1/units/:unit_id/housekeeping",
      {
        config: {
          auth: "partner",
          scope: "housekeeping:read",
          property: "required",
          operation: unitsOps.housekeeping,
        },
        schema: {
          ...base,
          operationId: "partnerGetUnitHousekeeping",
          tags: ["units"],
          summary: "Cleaning status of a unit and its rooms, whether or not sold through this API",
          params: UnitIdParams,
          response: { 200: dataOf(Housekeeping) },
        },
      },
      (req, reply) => relay(deps, req, reply, unitsOps.housekeeping, req.params),
    );
    app.get(
      "/api/v1/availability",
      {
        config: {
          auth: "partner",
          scope: "availability:read",
          property: "required",
          operation: ratesOps.availability,
          conditional: true,
        },
        schema: {
          ...base,
          operationId: "partnerGetAvailability",
          tags: ["availability"],
          summary: "Availability of every exposed unit for a stay [start, end)",
          description:
            "Every unit at once (next_cursor null). At most 365 nights: a longer range answers 422 DATE_RANGE_TOO_LONG with max_nights and nights.",
          querystring: AvailabilityQuery,
          response: { 200: listOf(AvailabilityEntry) },
        },
      },
      (req, reply) => relay(deps, req, reply, ratesOps.availability, req.query),
    );
    app.get(
      "/api/v1/rates",
      {
        config: {
          auth: "partner",
          scope: "rates:read",
          property: "required",
          operation: ratesOps.rates,
          conditional: true,
        },
        schema: {
          ...base,
          operationId: "partnerGetRates",
          tags: ["rates"],
          summary: "Nightly prices by occupancy for the nights [from, to), per unit and api rate plan",
          description:
            "Every unit and plan at once (next_cursor null). At most 365 nights: a longer range answers 422 DATE_RANGE_TOO_LONG with max_nights and nights.",
          querystring: RatesQuery,
          response: { 200: listOf(RatesEntry) },
        },
      },
      (req, reply) => relay(deps, req, reply, ratesOps.rates, req.query, ratesBody),
    );
    app.post(
      "/api/v1/quote",
      {
        config: { auth: "partner", scope: "rates:read", property: "required", operation: ratesOps.quote },
        schema: {
          ...base,
          operationId: "partnerCreateQuote",
          tags: ["rates"],
          summary: "Price a stay; nothing is held",
          body: QuoteBody,
          response: { 200: dataOf(Quote) },
        },
      },
      (req, reply) => relay(deps, req, reply, ratesOps.quote, req.body),
    );
  };
