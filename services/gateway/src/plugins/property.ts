import { AppError, type ErrorCode, type KeyPrincipal, propertiesOps } from "@reservations/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { GatewayDeps } from "../deps.js";

export type PropertyRule = "required" | "optional";

/** The X-Property refusals, by the route's rule (documented on every property-bound route). */
export const PROPERTY_ERRORS = {
  required: ["PROPERTY_NOT_IDENTIFIED", "PROPERTY_NOT_FOUND"],
  optional: ["PROPERTY_NOT_FOUND"],
} as const satisfies Record<PropertyRule, readonly ErrorCode[]>;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Partner routes: whether the call is bound to a property (X-Property rules). */
    property?: PropertyRule;
  }
}

/**
 * Resolves X-Property for partner routes bound to a property and puts it in the
 * caller context. Runs after authentication, which has checked the key and its scope.
 */
export function registerProperty(app: FastifyInstance, deps: GatewayDeps): void {
  const { rpc } = deps;
  const knownProperties = new Set<string>();

  const propertyExists = async (tenantId: string, propertyId: string, requestId: string) => {
    const cacheKey = `${tenantId}\n${propertyId}`;
    if (knownProperties.has(cacheKey)) return true;
    const { found } = await rpc.request(
      propertiesOps.resolve,
      { tenant_id: tenantId, property_ids: [propertyId] },
      { request_id: requestId, actor: "system" },
    );
    // Properties are never deleted, so a positive answer can be kept.
    if (found.includes(propertyId) && knownProperties.size < 100_000) knownProperties.add(cacheKey);
    return found.includes(propertyId);
  };

  /** The X-Property rules; a promise only when the keys service must be asked (a key of every property). */
  const resolveProperty = (
    request: FastifyRequest,
    principal: KeyPrincipal,
    rule: PropertyRule,
  ): string | null | Promise<string> => {
    const raw = request.headers["x-property"];
    const header = typeof raw === "string" && raw.trim() !== "" ? raw.trim() : undefined;
    const coverage = principal.property_ids;
    if (coverage && coverage.length === 1) {
      if (header !== undefined && header !== coverage[0]) throw new AppError("PROPERTY_NOT_FOUND");
      return coverage[0]!;
    }
    if (header === undefined) {
      if (rule === "optional") return null;
      throw new AppError("PROPERTY_NOT_IDENTIFIED");
    }
    if (coverage) {
      if (!coverage.includes(header)) throw new AppError("PROPERTY_NOT_FOUND");
      return header;
    }
    return propertyExists(principal.tenant_id, header, request.id).then((exists) => {
      if (!exists) throw new AppError("PROPERTY_NOT_FOUND");
      return header;
    });
  };

  /**
   * Binds the call to its property. The key's other properties go only to an operation that reads
   * them (contracts' `coverage`): a call's envelope costs the same for a key of 300 properties as of one.
   */
  const bind = (request: FastifyRequest, id: string | null) => {
    request.caller.property_id = id;
    if (id !== null && !request.routeOptions.config.operation?.coverage) request.caller.property_ids = [id];
  };

  // Callback-style: most requests resolve without waiting, and then cost no promise.
  app.addHook("onRequest", (request, _reply, done) => {
    const { property } = request.routeOptions.config;
    if (!property || !request.principal) return done();
    const resolved = resolveProperty(request, request.principal, property);
    if (!(resolved instanceof Promise)) {
      bind(request, resolved);
      return done();
    }
    resolved.then((id) => {
      bind(request, id);
      done();
    }, done);
  });
}
