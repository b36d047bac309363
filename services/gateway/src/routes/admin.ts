import {
  CreateTenantBody,
  dataOf,
  keysOps,
  Tenant,
  TenantIdParams,
  TenantWithToken,
} from "@reservations/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GatewayDeps } from "../deps.js";
import { relay } from "./relay.js";
import { operatorSecurity } from "./security.js";

/** Operator API: hotel accounts. */
export const adminRoutes =
  (deps: GatewayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = { tags: ["operator"], security: operatorSecurity };
    app.post(
      "/api/admin/tenants",
      {
        config: { auth: "admin", operation: keysOps.createTenant },
        schema: {
          ...base,
          operationId: "adminCreateTenant",
          summary: "Create a hotel account; answers its merchant token once",
          body: CreateTenantBody,
          response: { 201: dataOf(TenantWithToken) },
        },
      },
      (req, reply) => relay(deps, req, reply, keysOps.createTenant, req.body),
    );
    for (const [verb, op, operationId] of [
      ["deactivate", keysOps.deactivateTenant, "adminDeactivateTenant"],
      ["activate", keysOps.activateTenant, "adminActivateTenant"],
    ] as const) {
      app.post(
        `/api/admin/tenants/:tenant_id/${verb}`,
        {
          config: { auth: "admin", operation: op },
          schema: {
            ...base,
            operationId,
            summary: `${verb[0]!.toUpperCase()}${verb.slice(1)} a hotel account`,
            params: TenantIdParams,
            response: { 200: dataOf(Tenant) },
          },
        },
        (req, reply) => relay(deps, req, reply, op, req.params),
      );
    }
  };
