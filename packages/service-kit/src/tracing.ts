import type { MsgHdrs } from "@nats-io/transport-node";
import { type Context, context, propagation, type Span, SpanStatusCode, trace } from "@opentelemetry/api";

/** Looked up at each use: a tracer taken before the SDK registers would stay a no-op. */
export const tracer = () => trace.getTracer("reservations");

/** Writes the active OpenTelemetry context (traceparent, baggage) into NATS headers. */
export function injectContext(headers: MsgHdrs, ctx: Context = context.active()): void {
  propagation.inject(ctx, headers, { set: (carrier, key, value) => carrier.set(key, value) });
}

/** Reads an OpenTelemetry context carried in NATS headers. */
export function extractContext(headers: MsgHdrs | undefined): Context {
  if (!headers) return context.active();
  return propagation.extract(context.active(), headers, {
    get: (carrier, key) => carrier.get(key) || undefined,
    keys: (carrier) => carrier.keys(),
  });
}

/** Runs fn inside a span that ends when fn settles. */
export async function withSpan<T>(
  name: string,
  parent: Context,
  attributes: Record<string, string | number | boolean>,
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  const span = tracer().startSpan(name, { attributes }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => fn(span));
  } catch (err) {
    span.recordException(err as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw err;
  } finally {
    span.end();
  }
}
