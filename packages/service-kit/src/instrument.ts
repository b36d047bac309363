// Loaded as `node --import @reservations/service-kit/instrument` ahead of a service's own modules.
// Without OTEL_EXPORTER_OTLP_ENDPOINT it hooks nothing and loads none of the instrumentations.

let registered = false;

/**
 * Spans from the libraries a booking's work passes through: pg (each statement), ioredis (rate
 * limits, BullMQ) and undici (the webhook POST). pg and ioredis are patched as they load, so this
 * must run before anything imports them; undici reports through diagnostics_channel and needs no
 * load hook. The spans go to whichever tracer provider is registered (initTelemetry, or a test's).
 *
 * Only work inside a trace makes spans: pollers, sweeps and BullMQ's blocking reads start none.
 * Nothing a guest or a partner sent is recorded: SQL text is parametrised and its values left out,
 * Redis commands are named without their arguments (BullMQ's carry job data), and of a webhook's
 * URL only the origin is kept.
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
