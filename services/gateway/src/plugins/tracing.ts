import { type Context, context, propagation, SpanKind, trace } from "@opentelemetry/api";
import { tracer } from "@reservations/service-kit";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** The request's trace context; NATS requests made for it continue this trace. */
    otel: Context;
  }
}

/** One span per request, continuing the client's trace when it sends traceparent. */
export function registerTracing(app: FastifyInstance): void {
  app.decorateRequest("otel", null as unknown as Context);
  app.addHook("onRequest", async (request, reply) => {
    const parent = propagation.extract(context.active(), request.headers);
    const span = tracer().startSpan(
      `${request.method} ${request.routeOptions.url ?? "unknown route"}`,
      { kind: SpanKind.SERVER },
      parent,
    );
    request.otel = trace.setSpan(parent, span);
    if (span.isRecording()) {
      request.log = request.log.child({ trace_id: span.spanContext().traceId });
      reply.log = request.log;
    }
  });
  app.addHook("onResponse", async (request, reply) => {
    const span = trace.getSpan(request.otel);
    span?.setAttribute("http.response.status_code", reply.statusCode);
    span?.end();
  });
}
