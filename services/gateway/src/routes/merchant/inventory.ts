import {
  CreateRatePlanBody,
  CreateSaleBlockBody,
  CreateUnitBody,
  dataOf,
  Housekeeping,
  listOf,
  MerchantUnit,
  PropertyIdParams,
  RatePlan,
  RestrictionDay,
  RestrictionRange,
  ratesOps,
  SaleBlock,
  SaleBlockQuery,
  SetHousekeepingBody,
  SetRestrictionsBody,
  UpdateRatePlanBody,
  UpdateUnitBody,
  unitsOps,
} from "@reservations/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { GatewayDeps, RouteApp } from "../../deps.js";
import { relay } from "../relay.js";
import { merchantSecurity } from "../security.js";

// Path parameters are the operations' own input fields, so the two cannot drift apart.
const UnitParams = unitsOps.update.input.pick({ property_id: true, unit_id: true });
const SaleBlockParams = unitsOps.deleteSaleBlock.input;
const RatePlanParams = ratesOps.updateRatePlan.input.pick({ property_id: true, rate_plan_id: true });
const NoContent = z.null().describe("No content");

const base = { tags: ["merchant: inventory"], security: merchantSecurity };
const config = { auth: "merchant" as const };
const units = "/api/merchant/properties/:property_id/units";
const plans = "/api/merchant/properties/:property_id/rate-plans";

/** Merchant API: what a property sells: units and rooms, housekeeping, sale blocks, rate plans. */
export const merchantInventoryRoutes =
  (deps: GatewayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    unitRoutes(app, deps);
    saleBlockRoutes(app, deps);
    ratePlanRoutes(app, deps);
  };

/** Units and rooms, and their housekeeping. */
function unitRoutes(app: RouteApp, deps: GatewayDeps): void {
  app.post(
    units,
    {
      config: { ...config, operation: unitsOps.create },
      schema: {
        ...base,
        operationId: "merchantCreateUnit",
        summary: "Create a unit: single, whole-house parent or child, or room type with its rooms",
        params: PropertyIdParams,
        body: CreateUnitBody,
        response: { 201: dataOf(MerchantUnit) },
      },
    },
    (req, reply) => relay(deps, req, reply, unitsOps.create, { ...req.params, unit: req.body }),
  );
  app.get(
    units,
    {
      config: { ...config, operation: unitsOps.merchantList },
      schema: {
        ...base,
        operationId: "merchantListUnits",
        summary: "Every unit of the property, with what decides its exposure",
        params: PropertyIdParams,
        response: { 200: listOf(MerchantUnit) },
      },
    },
    (req, reply) => relay(deps, req, reply, unitsOps.merchantList, req.params),
  );
  app.patch(
    `${units}/:unit_id`,
    {
      config: { ...config, operation: unitsOps.update },
      schema: {
        ...base,
        operationId: "merchantUpdateUnit",
        summary: "Edit a unit or add rooms to a room type (kind and parent never change)",
        params: UnitParams,
        body: UpdateUnitBody,
        response: { 200: dataOf(MerchantUnit) },
      },
    },
    (req, reply) => relay(deps, req, reply, unitsOps.update, { ...req.params, patch: req.body }),
  );
  app.put(
    `${units}/:unit_id/housekeeping`,
    {
      config: { ...config, operation: unitsOps.setHousekeeping },
      schema: {
        ...base,
        operationId: "merchantSetUnitHousekeeping",
        summary: "Set the housekeeping status of a unit or of one of its rooms",
        params: UnitParams,
        body: SetHousekeepingBody,
        response: { 200: dataOf(Housekeeping) },
      },
    },
    (req, reply) => relay(deps, req, reply, unitsOps.setHousekeeping, { ...req.params, body: req.body }),
  );
  app.get(
    "/api/merchant/properties/:property_id/housekeeping",
    {
      config: { ...config, operation: unitsOps.merchantHousekeeping },
      schema: {
        ...base,
        operationId: "merchantListHousekeeping",
        summary: "The housekeeping status of every unit of the property and of each room",
        params: PropertyIdParams,
        response: { 200: listOf(Housekeeping) },
      },
    },
    (req, reply) => relay(deps, req, reply, unitsOps.merchantHousekeeping, req.params),
  );
}

/** Sale blocks listed, made and removed. */
function saleBlockRoutes(app: RouteApp, deps: GatewayDeps): void {
  app.get(
    "/api/merchant/properties/:property_id/sale-blocks",
    {
      config: { ...config, operation: unitsOps.listSaleBlocks },
      schema: {
        ...base,
        operationId: "merchantListSaleBlocks",
        summary: "The property's sale blocks, all at once, optionally those meeting the dates [from, to)",
        params: PropertyIdParams,
        querystring: SaleBlockQuery,
        response: { 200: listOf(SaleBlock) },
      },
    },
    (req, reply) => relay(deps, req, reply, unitsOps.listSaleBlocks, { ...req.params, ...req.query }),
  );
  app.post(
    "/api/merchant/properties/:property_id/sale-blocks",
    {
      config: { ...config, operation: unitsOps.createSaleBlock },
      schema: {
        ...base,
        operationId: "merchantCreateSaleBlock",
        summary: "Take a unit or one room off sale for some nights",
        params: PropertyIdParams,
        body: CreateSaleBlockBody,
        response: { 201: dataOf(SaleBlock) },
      },
    },
    (req, reply) => relay(deps, req, reply, unitsOps.createSaleBlock, { ...req.params, block: req.body }),
  );
  app.delete(
    "/api/merchant/properties/:property_id/sale-blocks/:block_id",
    {
      config: { ...config, operation: unitsOps.deleteSaleBlock },
      schema: {
        ...base,
        operationId: "merchantDeleteSaleBlock",
        summary: "Remove a sale block",
        params: SaleBlockParams,
        response: { 204: NoContent },
      },
    },
    (req, reply) => relay(deps, req, reply, unitsOps.deleteSaleBlock, req.params),
  );
}

/** Rate plans created, listed and changed. */
function ratePlanRoutes(app: RouteApp, deps: GatewayDeps): void {
  app.post(
    plans,
    {
      config: { ...config, operation: ratesOps.createRatePlan },
      schema: {
        ...base,
        operationId: "merchantCreateRatePlan",
        summary: "Create a rate plan",
        params: PropertyIdParams,
        body: CreateRatePlanBody,
        response: { 201: dataOf(RatePlan) },
      },
    },
    (req, reply) => relay(deps, req, reply, ratesOps.createRatePlan, { ...req.params, plan: req.body }),
  );
  app.get(
    plans,
    {
      config: { ...config, operation: ratesOps.listRatePlans },
      schema: {
        ...base,
        operationId: "merchantListRatePlans",
        summary: "The property's rate plans",
        params: PropertyIdParams,
        response: { 200: listOf(RatePlan) },
      },
    },
    (req, reply) => relay(deps, req, reply, ratesOps.listRatePlans, req.params),
  );
  app.patch(
    `${plans}/:rate_plan_id`,
    {
      config: { ...config, operation: ratesOps.updateRatePlan },
      schema: {
        ...base,
        operationId: "merchantUpdateRatePlan",
        summary: "Edit a rate plan (unit_ids and prices replace the whole set)",
        params: RatePlanParams,
        body: UpdateRatePlanBody,
        response: { 200: dataOf(RatePlan) },
      },
    },
    (req, reply) =>
      relay(deps, req, reply, ratesOps.updateRatePlan, {
        property_id: req.params.property_id,
        rate_plan_id: req.params.rate_plan_id,
        patch: req.body,
      }),
  );
  restrictionRoutes(app, deps);
}

/** A rate plan's restrictions by date, set over a range and read back by range. */
function restrictionRoutes(app: RouteApp, deps: GatewayDeps): void {
  const path = `${plans}/:rate_plan_id/restrictions`;
  app.put(
    path,
    {
      config: { ...config, operation: ratesOps.setRestrictions },
      schema: {
        ...base,
        operationId: "merchantSetRatePlanRestrictions",
        summary: "Set restrictions on every date from `from` to `to`; answers each of those dates",
        description:
          "Each field given is set on every date of the range; null (or false for a flag) clears it.",
        params: RatePlanParams,
        body: SetRestrictionsBody,
        response: { 200: dataOf(z.array(RestrictionDay)) },
      },
    },
    (req, reply) => relay(deps, req, reply, ratesOps.setRestrictions, { ...req.params, body: req.body }),
  );
  app.get(
    path,
    {
      config: { ...config, operation: ratesOps.getRestrictions },
      schema: {
        ...base,
        operationId: "merchantGetRatePlanRestrictions",
        summary: "A rate plan's restrictions on every date from `from` to `to`",
        params: RatePlanParams,
        querystring: RestrictionRange,
        response: { 200: dataOf(z.array(RestrictionDay)) },
      },
    },
    (req, reply) => relay(deps, req, reply, ratesOps.getRestrictions, { ...req.params, range: req.query }),
  );
}
