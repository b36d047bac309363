// Loaded as `node --import @reservations/service-kit/instrument` ahead of a service's own modules.
// Without OTEL_EXPORTER_OTLP_ENDPOINT it hooks nothing and loads none of the instrumentations.

let registered = false;

/**
 * Spans from pg, ioredis and undici, patched as they load (so this runs before anything imports
 * them), and only inside a trace. Nothing a guest or partner sent is recorded: no SQL values, no
 * Redis arguments (BullMQ's carry job data), only a webhook URL's origin.
 */
export async function instrumentLibraries(): Promise<void> {
  if (registered) return;
  registered = true;
  // In-thread load hooks (module.registerHooks), wrapping only the modules patched below.
  const { register } = await import("import-in-the-middle/register-hooks.mjs");
  register({ include: [/\/node_modules\/(pg|pg-pool|ioredis)\//] });
  const [
    { registerInstrumentations },
    { PgInstrumentation },
    { IORedisInstrumentation },
    { UndiciInstrumentation },
  ] = await Promise.all([
    import("@opentelemetry/instrumentation"),
    import("@opentelemetry/instrumentation-pg"),
    import("@opentelemetry/instrumentation-ioredis"),
    import("@opentelemetry/instrumentation-undici"),
  ]);
  registerInstrumentations({
    instrumentations: [
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
      new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
      new UndiciInstrumentation({
        requireParentforSpans: true,
        // A partner may put its token in the URL's path or query (as Slack's hooks do): only the origin is kept.
        startSpanHook: (request) => ({
          "url.full": `${new URL(request.origin).origin}/REDACTED`,
          "url.path": "/REDACTED",
          "url.query": "",
        }),
      }),
    ],
  });
}

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await instrumentLibraries();
