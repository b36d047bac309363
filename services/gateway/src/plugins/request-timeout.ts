import type { IncomingMessage } from "node:http";
import { AppError } from "@reservations/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export interface RequestTimeouts {
  /** How long a body may take to arrive after its request's headers (HTTP_BODY_TIMEOUT_MS). */
  bodyMs: number;
  /** How long a request that fully arrived may wait for its answer (HTTP_REQUEST_TIMEOUT_MS). */
  answerMs: number;
}

/** Whether the request carries a body still to come after its headers (HTTP/1.1 framing). */
const hasBody = (raw: IncomingMessage) =>
  raw.headers["transfer-encoding"] !== undefined ||
  (raw.headers["content-length"] !== undefined && raw.headers["content-length"] !== "0");

/**
 * Two clocks per request. The client's: a body still arriving `bodyMs` after its headers gets 408 and
 * its connection closed (Node's requestTimeout counts from the first byte, not the headers' end).
 * Ours: a request unanswered `answerMs` after it arrived gets 503, a backstop for any dependency
 * that does not fail fast on its own.
 */
export function registerRequestTimeout(app: FastifyInstance, { bodyMs, answerMs }: RequestTimeouts): void {
  app.addHook("onRequest", (request, reply, done) => {
    let answerTimer: NodeJS.Timeout | undefined;
    const startAnswerClock = () => {
      if (answerTimer || reply.sent) return;
      answerTimer = setTimeout(() => unanswered(request, reply, answerMs), answerMs);
    };
    reply.raw.once("close", () => clearTimeout(answerTimer));
    const raw = request.raw;
    if (!hasBody(raw)) {
      startAnswerClock();
      return done();
    }
    // Not cleared when the answer goes first (a 401 before the body is read): the body must still end in time.
    const bodyTimer = setTimeout(() => {
      // Arrived but not read yet (a hook still at work): from now on it is our clock that runs.
      if (raw.complete) return startAnswerClock();
      if (reply.sent) raw.socket.destroy();
      else bodyLate(request, reply, bodyMs);
    }, bodyMs);
    raw.once("end", () => {
      clearTimeout(bodyTimer);
      startAnswerClock();
    });
    raw.once("close", () => clearTimeout(bodyTimer));
    done();
  });
}

function unanswered(request: FastifyRequest, reply: FastifyReply, timeoutMs: number): void {
  if (reply.sent) return;
  request.log.warn({ url: request.url, timeout_ms: timeoutMs }, "request unanswered in time: 503");
  const err = new AppError("SERVICE_UNAVAILABLE", {
    message: "The request could not be answered in time; retry shortly.",
  });
  reply.code(err.status).header("retry-after", "1").type("application/json").send(err.toBody());
}

function bodyLate(request: FastifyRequest, reply: FastifyReply, timeoutMs: number): void {
  request.log.info({ url: request.url, timeout_ms: timeoutMs }, "request body not in by its deadline: 408");
  const err = new AppError("REQUEST_TIMEOUT");
  // Node closes a connection once an answer saying `Connection: close` has gone out.
  reply.code(err.status).header("connection", "close").type("application/json").send(err.toBody());
}
