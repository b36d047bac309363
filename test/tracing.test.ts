import { createServer } from "node:http";
import { gunzipSync } from "node:zlib";
import { context, SpanKind, trace } from "@opentelemetry/api";
import {
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
  TracerProvider,
} from "@opentelemetry/sdk-trace";
import { healthOperation } from "@reservations/contracts";
import { instrumentLibraries } from "@reservations/service-kit/instrument";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnProcess, stopMesh } from "../scripts/mesh.js";
import { booker, guest } from "./support/booking.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { httpClient } from "./support/http.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import type { TestMesh } from "./support/mesh.js";

// As `node --import @reservations/service-kit/instrument` does in a service process: the
// instrumentations are in place before pg and ioredis load, which the imports below do.
await instrumentLibraries();
const { captureLogger, databasesReady, testConfig } = await import("./support/config.js");
const { startTestMesh } = await import("./support/mesh.js");
const { connectNats, deleteNamespaceStreams, registerTracerProvider, RpcClient } = await import(
  "@reservations/service-kit"
);

// The SDK as OTEL_EXPORTER_OTLP_ENDPOINT would wire it, with an in-memory exporter instead of OTLP.
const exporter = new InMemorySpanExporter();
const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
await registerTracerProvider(provider);

/** The span's ancestors, nearest first, as far as the finished spans reach. */
function ancestors(span: ReadableSpan, byId: Map<string, ReadableSpan>): ReadableSpan[] {
  const chain: ReadableSpan[] = [];
  for (let p = span.parentSpanContext?.spanId; p !== undefined; ) {
    const parent = byId.get(p);
    if (!parent) break;
    chain.push(parent);
    p = parent.parentSpanContext?.spanId;
  }
  return chain;
}

/** A local receiver of webhook deliveries, keeping the bodies it is sent. */
async function deliveryReceiver() {
  const received: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push(body);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { origin, received, close: () => new Promise((r) => server.close(r)) };
}

/**
 * A hotel with one unit, a key whose webhook (a token in its URL's path and query) goes to `hook`,
 * and one booking by that key, once it is delivered. The exporter keeps only the spans from here on.
 */
async function bookingDeliveredTo(mesh: TestMesh, hook: Awaited<ReturnType<typeof deliveryReceiver>>) {
  const call = httpClient(mesh.url);
  const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  const t = await hotel.tenant();
  const p = await hotel.property(t.token, { timezone: "UTC" });
  const inv = new InventoryScript(hotel, t.token, p);
  const unit = await inv.unit({ name: "Traced" });
  const plan = await inv.ratePlan({ unit_ids: [unit.id] });
  const key = await hotel.key(t.token, {
    property_ids: [p],
    scopes: ["bookings:write", "bookings:read", "bookings:read:all", "webhooks:write"],
  });
  expect(
    (
      await call("POST", "/api/v1/webhooks", {
        token: key.secret,
        body: {
          url: `${hook.origin}/hook/partner-path-token?token=partner-secret`,
          events: ["booking.created"],
        },
      })
    ).status,
  ).toBe(201);
  exporter.reset();
  const made = await booker(
    call,
    key.secret,
  )({ unit_id: unit.id, rate_plan_id: plan, start_date: inDays(5), end_date: inDays(6) });
  expect(made.status).toBe(201);
  await eventually("delivery", async () =>
    hook.received.some((b) => b.includes(made.body.data.id)) ? true : undefined,
  );
}

/** The booking's trace: its spans once every one hangs from the gateway's and the delivery's has ended. */
async function bookingTrace() {
  const root = await eventually("gateway span", async () =>
    exporter.getFinishedSpans().find((s) => s.name === "POST /api/v1/bookings"),
  );
  const traceId = root.spanContext().traceId;
  const { mine, byId } = await eventually("the whole trace", async () => {
    const mine = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
    const byId = new Map(mine.map((s) => [s.spanContext().spanId, s]));
    const connected = mine.every((s) => s === root || byId.has(s.parentSpanContext?.spanId ?? ""));
    return connected && mine.some((s) => s.name === "webhook delivery") ? { mine, byId } : undefined;
  });
  return { root, traceId, mine, byId };
}

describe("tracing", () => {
  let mesh: TestMesh;
  const logs = captureLogger("mesh", "info");
  beforeAll(async () => {
    mesh = await startTestMesh({
      config: testConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: "true", LOG_LEVEL: "info" }),
      log: logs.log,
    });
  });
  afterAll(async () => {
    await mesh?.stop();
    await provider.shutdown();
  });

  it("one booking is one trace: gateway → booking → inventory → outbox → webhooks delivery, with its SQL, Redis and HTTP calls; logs carry the trace id", async () => {
    const hook = await deliveryReceiver();
    try {
      await bookingDeliveredTo(mesh, hook);
      const { root, traceId, mine, byId } = await bookingTrace();
      const names = mine.map((s) => s.name);
      console.log(`trace ${traceId}: ${[...new Set(names)].join(", ")}`);
      expect(root.parentSpanContext).toBeUndefined();
      for (const hop of [
        "booking.bookings.create",
        "inventory.allocations.create",
        "publish booking.created",
        "event booking.created",
        "webhook delivery",
      ]) {
        expect(names, hop).toContain(hop);
      }

      const under = (s: ReadableSpan, name: string) => ancestors(s, byId).some((a) => a.name === name);
      const sql = mine.filter(
        (s) => s.attributes["db.system.name"] === "postgresql" && s.name.startsWith("pg.query"),
      );
      const bookingSql = sql.filter(
        (s) => under(s, "booking.bookings.create") && !under(s, "inventory.allocations.create"),
      );
      const inventorySql = sql.filter((s) => under(s, "inventory.allocations.create"));
      expect(bookingSql.map((s) => s.attributes["db.query.text"]).join("\n")).toContain(
        "booking.record_booking",
      );
      expect(inventorySql.map((s) => s.attributes["db.query.text"]).join("\n")).toContain("inventory.");
      for (const s of sql) expect(s.kind).toBe(SpanKind.CLIENT);

      const post = mine.filter(
        (s) => s.kind === SpanKind.CLIENT && s.attributes["http.request.method"] === "POST",
      );
      expect(post).toHaveLength(1);
      expect(post[0]!.parentSpanContext?.spanId).toBe(
        mine.find((s) => s.name === "webhook delivery")!.spanContext().spanId,
      );
      expect(post[0]!.attributes).toMatchObject({
        "url.full": `${hook.origin}/REDACTED`,
        "http.response.status_code": 204,
      });

      // The gateway's rate limit runs inside the request's span.
      const redis = mine.filter((s) => s.attributes["db.system.name"] === "redis");
      expect(redis.some((s) => ancestors(s, byId)[0] === root)).toBe(true);

      // Neither the guest nor a token in the partner's URL reaches a span: SQL values, Redis arguments
      // and the URL's path and query are left out.
      const recorded = JSON.stringify(mine.map((s) => s.attributes));
      for (const secret of [guest.last_name, guest.email, "partner-path-token", "partner-secret"]) {
        expect(recorded).not.toContain(secret);
      }

      const traced = logs.lines.filter((l) => l.includes(`"trace_id":"${traceId}"`));
      expect(traced.length).toBeGreaterThan(0);
    } finally {
      await hook.close();
    }
  });
});

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string } }[];
}

describe("tracing in a service process started as pnpm start starts it", () => {
  it("exports its pg spans over OTLP, inside the caller's trace", async () => {
    // An OTLP/HTTP receiver: what the service's exporter posts to /v1/traces (JSON).
    const exported: OtlpSpan[] = [];
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c) => chunks.push(c));
      req.on("end", () => {
        const raw = Buffer.concat(chunks);
        const body = JSON.parse(
          String(req.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw),
        ) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
        for (const r of body.resourceSpans) for (const s of r.scopeSpans) exported.push(...s.spans);
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    const config = testConfig();
    await databasesReady(config);
    const output: string[] = [];
    const keys = spawnProcess("keys", "keys", {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: config.DATABASE_URL,
        REDIS_URL: config.REDIS_URL,
        NATS_URL: config.NATS_URL,
        NATS_NAMESPACE: config.NATS_NAMESPACE,
        REDIS_PREFIX: config.REDIS_PREFIX,
        LOG_LEVEL: "info",
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as { port: number }).port}`,
      },
      onLine: (_label, line) => output.push(line),
    });
    const nc = await connectNats(config.NATS_URL, "tracing-test");
    try {
      const client = new RpcClient(nc, 2000, config.NATS_NAMESPACE);
      const ctx = { request_id: "traced-health", actor: "system" as const };
      // Ready, not only answering: a process stopped before it is ready exits without its exporter.
      await eventually(
        "keys ready",
        async () => (output.some((l) => l.includes("keys service ready")) ? true : undefined),
        30_000,
      );
      // The health check queries Postgres inside the NATS request's span, which continues this one.
      const caller = trace.getTracer("test").startSpan("caller");
      await context.with(trace.setSpan(context.active(), caller), () =>
        client.request(healthOperation("keys"), {}, ctx),
      );
      caller.end();
      expect(await stopMesh([keys])).toEqual([0]); // the exporter flushes as the process stops
      const traceId = caller.spanContext().traceId;
      const mine = exported.filter((s) => s.traceId === traceId);
      const served = mine.find((s) => s.name === "keys.health.get");
      expect(served?.parentSpanId).toBe(caller.spanContext().spanId);
      const sql = mine.filter((s) => s.name.startsWith("pg.query") && s.parentSpanId === served!.spanId);
      expect(
        sql.map((s) => s.attributes.find((a) => a.key === "db.query.text")?.value.stringValue),
      ).toContain("SELECT 1");
    } finally {
      if (keys.child.exitCode === null) keys.child.kill("SIGKILL");
      await deleteNamespaceStreams(nc, config.NATS_NAMESPACE).catch(() => {});
      await nc.close();
      await new Promise((r) => receiver.close(r));
    }
  }, 60_000);
});
