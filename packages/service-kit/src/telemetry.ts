import { context, propagation } from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";

let provider: NodeTracerProvider | undefined;

/**
 * Wires the OpenTelemetry SDK when OTEL_EXPORTER_OTLP_ENDPOINT is set (OTLP over HTTP); without
 * it the API stays a no-op and nothing is recorded.
 */
export function initTelemetry(
  serviceName: string,
  endpoint: string | undefined,
): { shutdown(): Promise<void> } {
  if (!endpoint || provider) return { shutdown: async () => {} };
  const url = endpoint.endsWith("/v1/traces") ? endpoint : `${endpoint.replace(/\/$/, "")}/v1/traces`;
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))],
  });
  provider.register();
  return { shutdown: () => provider?.shutdown() ?? Promise.resolve() };
}

/** The active trace context as a plain carrier, to travel inside events and stored jobs. */
export function currentTraceCarrier(): Record<string, string> | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? carrier : undefined;
}

/** The context a carrier stands for (the active one when there is none). */
export function contextFromCarrier(carrier: Record<string, string> | undefined | null) {
  return carrier ? propagation.extract(context.active(), carrier) : context.active();
}
