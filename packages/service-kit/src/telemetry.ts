import { type Context, context, propagation, trace } from "@opentelemetry/api";
import type { TracerProvider } from "@opentelemetry/sdk-trace";

let provider: TracerProvider | undefined;

/**
 * Makes `tracerProvider` the process's own, with what a Node process needs beside it: a context
 * manager on AsyncLocalStorage (a span's children find it across awaits) and the W3C propagators
 * (traceparent and baggage in HTTP and NATS headers, events and stored jobs). Loaded on call: a
 * process without tracing never holds them.
 */
export async function registerTracerProvider(tracerProvider: TracerProvider): Promise<void> {
  const [
    { AsyncLocalStorageContextManager },
    { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator },
  ] = await Promise.all([import("@opentelemetry/context-async-hooks"), import("@opentelemetry/core")]);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager());
  propagation.setGlobalPropagator(
    new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }),
  );
  trace.setGlobalTracerProvider(tracerProvider);
}

/**
 * Wires the OpenTelemetry SDK when OTEL_EXPORTER_OTLP_ENDPOINT is set (OTLP over HTTP); without
 * it the API stays a no-op and nothing is recorded. Library spans (pg, ioredis, undici) come from
 * the instrumentations `@reservations/service-kit/instrument` enables ahead of the service's modules.
 * The SDK and the exporter are loaded only then: a process without tracing never holds them.
 */
export async function initTelemetry(
  serviceName: string,
  endpoint: string | undefined,
): Promise<{ shutdown(): Promise<void> }> {
  if (!endpoint || provider) return { shutdown: async () => {} };
  const [{ OTLPTraceExporter }, { resourceFromAttributes }, { BatchSpanProcessor, TracerProvider }] =
    await Promise.all([
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/resources"),
      import("@opentelemetry/sdk-trace"),
    ]);
  const url = endpoint.endsWith("/v1/traces") ? endpoint : `${endpoint.replace(/\/$/, "")}/v1/traces`;
  provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": serviceName }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url }) })],
  });
  await registerTracerProvider(provider);
  return { shutdown: () => provider?.shutdown() ?? Promise.resolve() };
}

/** A trace context (the active one unless given) as a plain carrier, to travel inside events and stored jobs. */
export function currentTraceCarrier(ctx: Context = context.active()): Record<string, string> | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  return carrier.traceparent ? carrier : undefined;
}

/** The context a carrier stands for (the active one when there is none). */
export function contextFromCarrier(carrier: Record<string, string> | undefined | null) {
  return carrier ? propagation.extract(context.active(), carrier) : context.active();
}
