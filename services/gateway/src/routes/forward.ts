import { context } from "@opentelemetry/api";
import { CodedErrorBody, FieldErrorBody, type Operation, RateLimitedBody } from "@reservations/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { GatewayDeps } from "../deps.js";

/** Sends one NATS request for the call and answers with what the service replied. */
export async function relay<I extends z.ZodType, O extends z.ZodType>(
  deps: GatewayDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  op: Operation<I, O>,
  input: z.input<I>,
): Promise<void> {
  const result = await context.with(request.otel ?? context.active(), () =>
    deps.rpc.callRaw(op, input, request.caller),
  );
  reply.code(result.status);
  if (result.headers) reply.headers(result.headers);
  // The body goes on as the JSON text the service wrote: not parsed and serialised again here.
  if (result.status === 204 || result.bodyText === undefined) reply.send();
  else reply.type("application/json; charset=utf-8").send(result.bodyText);
}

/** Error answers every authenticated route can give, for the OpenAPI document. */
export const errorResponses = {
  401: CodedErrorBody,
  403: CodedErrorBody,
  404: CodedErrorBody,
  422: CodedErrorBody.or(FieldErrorBody),
  429: CodedErrorBody.or(RateLimitedBody),
  503: CodedErrorBody,
};
