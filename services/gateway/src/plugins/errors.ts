import type { Socket } from "node:net";
import { AppError, type ErrorCode, FieldValidationError } from "@reservations/contracts";
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

const FIELD_MESSAGE = "The request is not valid.";

/** What a route with a request body may answer before its handler runs (documented on such routes). */
export const BODY_ERRORS = [
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "REQUEST_TIMEOUT",
] as const satisfies readonly ErrorCode[];

/** What headers.ts puts on answers, for the answers written before any hook runs. */
const UNHOOKED_HEADERS = { "x-content-type-options": "nosniff", "cache-control": "no-store" };

function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, "").replaceAll("/", ".");
  if (context === "body" || !context) return path || "body";
  return path || context;
}

/**
 * Fastify's `frameworkErrors`: errors met while routing, before any hook or the error handler —
 * a path with broken percent-encoding (`%ZZ`) or a path parameter over the router's length limit.
 * Fastify's own bodies for these (`{error, code, statusCode}`) are in neither of the API's error shapes.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(UNHOOKED_HEADERS);
  const problem =
    err.code === "FST_ERR_MAX_PARAM_LENGTH"
      ? "has a path parameter that is too long"
      : err.code === "FST_ERR_BAD_URL"
        ? "is not a valid URL"
        : undefined;
  if (problem) {
    reply.code(422).send({ message: FIELD_MESSAGE, errors: { path: [problem] } });
    return;
  }
  reply.code(500).send(new AppError("INTERNAL_ERROR").toBody());
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before Fastify sees them (bytes
 * not allowed in a request line or header, headers over the size limit) and requests that do not
 * arrive in time (408 REQUEST_TIMEOUT). The answer is written on the socket and the connection closed.
 */
export function clientErrorHandler(err: ConnectionError, socket: Socket): void {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const late = err.code === "ERR_HTTP_REQUEST_TIMEOUT";
  const field = err.code === "HPE_HEADER_OVERFLOW" ? "headers" : "request";
  const body = JSON.stringify(
    late
      ? new AppError("REQUEST_TIMEOUT").toBody()
      : {
          message: FIELD_MESSAGE,
          errors: { [field]: [field === "headers" ? "are too large" : "is not a valid HTTP request"] },
        },
  );
  // An answer to HEAD carries the headers of its body, not the body.
  const raw: unknown = err.rawPacket;
  const head = Buffer.isBuffer(raw) && raw.subarray(0, 5).toString("latin1") === "HEAD ";
  // As Node does: never a second answer on a socket whose answer has begun.
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !answering?.headersSent) {
    socket.write(
      `HTTP/1.1 ${late ? "408 Request Timeout" : "422 Unprocessable Entity"}\r\nContent-Type: application/json\r\n` +
        Object.entries(UNHOOKED_HEADERS)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join("") +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${head ? "" : body}`,
    );
  }
  socket.destroy(err);
}

/**
 * The one place where errors become the API's two shapes: coded `{message, error_code}` or
 * field `{message, errors}`. Anything unexpected is a 500 that reveals nothing internal.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | Error, request, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.warn({ err: err.cause ?? err, code: err.code }, "service error");
      return reply.code(err.status).headers(err.headers).send(err.toBody());
    }
    if (err instanceof FieldValidationError) return reply.code(422).send(err.toBody());
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      for (const v of err.validation) {
        const name = fieldName(err.validationContext, v.instancePath);
        errors[name] ??= [];
        errors[name].push(v.message ?? "is invalid");
      }
      return reply.code(422).send({ message: FIELD_MESSAGE, errors });
    }
    const code = (err as FastifyError).code;
    const status = (err as FastifyError).statusCode;
    if (code === "FST_ERR_CTP_BODY_TOO_LARGE" || status === 413) {
      return reply.code(413).send(new AppError("PAYLOAD_TOO_LARGE").toBody());
    }
    if (code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || status === 415) {
      return reply.code(415).send(new AppError("UNSUPPORTED_MEDIA_TYPE").toBody());
    }
    if (code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.code(422).send({ message: FIELD_MESSAGE, errors: { body: ["must not be empty"] } });
    }
    if (code === "FST_ERR_CTP_INVALID_JSON_BODY" || err instanceof SyntaxError) {
      return reply.code(422).send({ message: FIELD_MESSAGE, errors: { body: ["is not valid JSON"] } });
    }
    if (status && status >= 400 && status < 500) {
      return reply.code(422).send({ message: FIELD_MESSAGE, errors: { request: [err.message] } });
    }
    request.log.error({ err }, "unexpected error");
    return reply.code(500).send(new AppError("INTERNAL_ERROR").toBody());
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(
      new AppError("ROUTE_NOT_FOUND", {
        message: `No route ${request.method} ${request.url.split("?")[0]}.`,
      }).toBody(),
    );
  });
}
