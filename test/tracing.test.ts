import { createServer } from "node:http";
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from "@opentelemetry/sdk-trace";
import { registerTracerProvider } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booker } from "./support/booking.js";
import { captureLogger, testConfig } from "./support/config.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { httpClient } from "./support/http.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";

// The SDK as OTEL_EXPORTER_OTLP_ENDPOINT would wire it, with an in-memory exporter instead of OTLP.
const exporter = new InMemorySpanExporter();
const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
registerTracerProvider(provider);

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

  it("one booking is one trace: gateway → booking → inventory → outbox → webhooks delivery; logs carry the trace id", async () => {
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
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
    try {
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
            body: { url, events: ["booking.created"] },
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
        received.some((b) => b.includes(made.body.data.id)) ? true : undefined,
      );

      const spans = await eventually("delivery span", async () => {
        const all = exporter.getFinishedSpans();
        return all.some((s) => s.name === "webhook delivery") ? all : undefined;
      });
      const root = spans.find((s) => s.name === "POST /api/v1/bookings");
      expect(root).toBeDefined();
      const traceId = root!.spanContext().traceId;
      const names = spans.filter((s) => s.spanContext().traceId === traceId).map((s) => s.name);
      console.log(`trace ${traceId}: ${[...new Set(names)].join(" → ")}`);
      for (const hop of [
        "POST /api/v1/bookings",
        "booking.bookings.create",
        "inventory.allocations.create",
        "publish booking.created",
        "event booking.created",
        "webhook delivery",
      ]) {
        expect(names, hop).toContain(hop);
      }
      const traced = logs.lines.filter((l) => l.includes(`"trace_id":"${traceId}"`));
      expect(traced.length).toBeGreaterThan(0);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
