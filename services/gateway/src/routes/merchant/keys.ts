import {
  ApiKey,
  CreatedKey,
  CreateKeyBody,
  dataOf,
  KeyIdParams,
  keysOps,
  listOf,
  PageQuery,
  RequestLogEntry,
  RequestLogQuery,
  UpdateKeyBody,
} from "@reservations/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GatewayDeps } from "../../deps.js";
import { relay } from "../relay.js";
import { merchantSecurity } from "../security.js";

/** Merchant API: the hotel issues, edits, pauses, revokes and audits its API keys. */
export const merchantKeyRoutes =
  (deps: GatewayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = { tags: ["merchant: keys"], security: merchantSecurity };
    const config = { auth: "merchant" as const };
    app.post(
      "/api/merchant/token/rotate",
      {
        config: { ...config, operation: keysOps.rotateMerchantToken },
        schema: {
          operationId: "merchantRotateToken",
          tags: ["merchant: token"],
          security: base.security,
          summary:
            "Rotate the hotel's merchant token: the new one is answered once, the old one stops at once",
          response: { 200: keysOps.rotateMerchantToken.output },
        },
      },
      (req, reply) => relay(deps, req, reply, keysOps.rotateMerchantToken, {}),
    );
    app.post(
      "/api/merchant/keys",
      {
        config: { ...config, operation: keysOps.createKey },
        schema: {
          ...base,
          operationId: "merchantCreateKey",
          summary: "Issue a key; its text is answered once",
          body: CreateKeyBody,
          response: { 201: CreatedKey },
        },
      },
      (req, reply) => relay(deps, req, reply, keysOps.createKey, req.body),
    );
    app.get(
      "/api/merchant/keys",
      {
        config: { ...config, operation: keysOps.listKeys },
        schema: {
          ...base,
          operationId: "merchantListKeys",
          summary: "List keys, revoked ones included",
          querystring: PageQuery,
          response: { 200: listOf(ApiKey) },
        },
      },
      (req, reply) => relay(deps, req, reply, keysOps.listKeys, req.query),
    );
    app.get(
      "/api/merchant/keys/:key_id",
      {
        config: { ...config, operation: keysOps.getKey },
        schema: {
          ...base,
          operationId: "merchantGetKey",
          summary: "One key",
          params: KeyIdParams,
          response: { 200: dataOf(ApiKey) },
        },
      },
      (req, reply) => relay(deps, req, reply, keysOps.getKey, req.params),
    );
    app.patch(
      "/api/merchant/keys/:key_id",
      {
        config: { ...config, operation: keysOps.updateKey },
        schema: {
          ...base,
          operationId: "merchantUpdateKey",
          summary: "Edit a key (never changes its text)",
          params: KeyIdParams,
          body: UpdateKeyBody,
          response: { 200: dataOf(ApiKey) },
        },
      },
      (req, reply) =>
        relay(deps, req, reply, keysOps.updateKey, { key_id: req.params.key_id, patch: req.body }),
    );
    for (const [verb, op, operationId, summary] of [
      [
        "pause",
        keysOps.pauseKey,
        "merchantPauseKey",
        "Pause a key (answers 401 APIKEY_INVALID until resumed)",
      ],
      ["resume", keysOps.resumeKey, "merchantResumeKey", "Resume a paused key"],
      ["revoke", keysOps.revokeKey, "merchantRevokeKey", "Revoke a key for good"],
    ] as const) {
      app.post(
        `/api/merchant/keys/:key_id/${verb}`,
        {
          config: { ...config, operation: op },
          schema: {
            ...base,
            operationId,
            summary,
            params: KeyIdParams,
            response: { 200: dataOf(ApiKey) },
          },
        },
        (req, reply) => relay(deps, req, reply, op, req.params),
      );
    }
    app.get(
      "/api/merchant/keys/:key_id/requests",
      {
        config: { ...config, operation: keysOps.listRequests },
        schema: {
          ...base,
          operationId: "merchantListKeyRequests",
          summary: "The key's request log, newest first (UTC, kept 90 days)",
          params: KeyIdParams,
          querystring: RequestLogQuery,
          response: { 200: listOf(RequestLogEntry) },
        },
      },
      (req, reply) => relay(deps, req, reply, keysOps.listRequests, { ...req.params, ...req.query }),
    );
  };
