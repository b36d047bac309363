import { type Context, context, propagation, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { tracer } from "@reservations/service-kit";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** The request's trace context; NATS requests made for it continue this trace. */
    otel: Context;
  }
}

/**
 * One server span per request, continuing the client's trace when it sends traceparent. The rest
 * of the request runs inside it, so what the hooks and the handler do (Redis rate limits, key
 * lookups over NATS) lands in the same trace.
 */
export function registerTracing(app: FastifyInstance): void {
  app.decorateRequest("otel", null as unknown as Context);
  app.addHook("onRequest", (request, reply, done) => {
    const parent = propagation.extract(context.active(), request.headers);
    const route = request.routeOptions.url;
    const span = tracer().startSpan(
      `${request.method} ${route ?? "unknown route"}`,
      {
        kind: SpanKind.SERVER,
        attributes: { "http.request.method": request.method, ...(route ? { "http.route": route } : {}) },
      },
      parent,
    );
    request.otel = trace.setSpan(parent, span);
    if (span.isRecording()) {
      request.log = request.log.child({ trace_id: span.spanContext().traceId });
      reply.log = request.log;
    }
    // The next hooks start from done(): whatever they await carries this context along.
    context.with(request.otel, done);
  });
  app.addHook("onResponse", (request, reply, done) => {
    const span = trace.getSpan(request.otel);
    span?.setAttribute("http.response.status_code", reply.statusCode);
    if (reply.statusCode >= 500) span?.setStatus({ code: SpanStatusCode.ERROR });
    span?.end();
    done();
  });
}
