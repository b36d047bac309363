import {
  CreatePropertyBody,
  dataOf,
  listOf,
  Property,
  PropertyIdParams,
  propertiesOps,
  UpdatePropertyBody,
} from "@reservations/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GatewayDeps } from "../../deps.js";
import { relay } from "../relay.js";
import { merchantSecurity } from "../security.js";

/** Merchant API: the hotel's properties. */
export const merchantPropertyRoutes =
  (deps: GatewayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = { tags: ["merchant: properties"], security: merchantSecurity };
    const config = { auth: "merchant" as const };
    app.post(
      "/api/merchant/properties",
      {
        config: { ...config, operation: propertiesOps.create },
        schema: {
          ...base,
          operationId: "merchantCreateProperty",
          summary: "Create a property",
          body: CreatePropertyBody,
          response: { 201: dataOf(Property) },
        },
      },
      (req, reply) => relay(deps, req, reply, propertiesOps.create, req.body),
    );
    app.get(
      "/api/merchant/properties",
      {
        config: { ...config, operation: propertiesOps.list },
        schema: {
          ...base,
          operationId: "merchantListProperties",
          summary: "The hotel's properties",
          response: { 200: listOf(Property) },
        },
      },
      (req, reply) => relay(deps, req, reply, propertiesOps.list, {}),
    );
    app.get(
      "/api/merchant/properties/:property_id",
      {
        config: { ...config, operation: propertiesOps.get },
        schema: {
          ...base,
          operationId: "merchantGetProperty",
          summary: "One property",
          params: PropertyIdParams,
          response: { 200: dataOf(Property) },
        },
      },
      (req, reply) => relay(deps, req, reply, propertiesOps.get, req.params),
    );
    app.patch(
      "/api/merchant/properties/:property_id",
      {
        config: { ...config, operation: propertiesOps.update },
        schema: {
          ...base,
          operationId: "merchantUpdateProperty",
          summary: "Set the property's taxes and fees, or its check-in time",
          params: PropertyIdParams,
          body: UpdatePropertyBody,
          response: { 200: dataOf(Property) },
        },
      },
      (req, reply) => relay(deps, req, reply, propertiesOps.update, { ...req.params, patch: req.body }),
    );
  };
