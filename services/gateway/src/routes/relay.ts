import { Readable } from "node:stream";
import { context } from "@opentelemetry/api";
import type { Operation } from "@reservations/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { GatewayDeps } from "../deps.js";
import { wireInVersion } from "../plugins/api-version.js";
import { ifNoneMatchOf } from "../plugins/if-none-match.js";

/**
 * Writes the HTTP body of a 2xx answer from the service's JSON (UTF-8), for an operation whose wire
 * form is not the HTTP body itself (a compact form); a stream is sent as it is read.
 */
export type BodyWriter = (json: Buffer) => string | Readable;

/** Sends one NATS request for the call and answers with what the service replied. */
export async function relay<I extends z.ZodType, O extends z.ZodType>(
  deps: GatewayDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  op: Operation<I, O>,
  input: z.input<I>,
  writeBody?: BodyWriter,
): Promise<void> {
  // The route documents the codes of the operation in its config (plugins/responses.ts): it must be this one.
  if (request.routeOptions.config.operation !== op) {
    throw new Error(`${request.routeOptions.url} relays ${op.subject} but documents another operation`);
  }
  const ifNoneMatch = ifNoneMatchOf(request);
  const caller =
    ifNoneMatch === undefined ? request.caller : { ...request.caller, if_none_match: ifNoneMatch };
  const result = await context.with(request.otel ?? context.active(), () =>
    deps.rpc.callRaw(op, input, caller),
  );
  // The service decides on a 304: it alone knows whether its tag covers everything in the body.
  const status = result.status;
  // The service's whole reply (every chunk) is in hand before a byte of the answer is sent, so a
  // lost chunk is a 503, never a 200 cut short.
  const body =
    status === 204 || status === 304 || result.body === undefined
      ? undefined
      : writeBody && status < 300
        ? writeBody(wireInVersion(request, result.body))
        : result.body;
  reply.code(status);
  if (result.headers) reply.headers(result.headers);
  // Otherwise the body goes on as the bytes of JSON the service wrote: not decoded, parsed or serialised again here.
  if (body === undefined) reply.send();
  else reply.type("application/json; charset=utf-8").send(body);
  // A stream is still being written when this returns; fastify would end the answer empty if the
  // handler's promise settled first, so it settles once the answer is finished.
  if (body instanceof Readable) await reply;
}
