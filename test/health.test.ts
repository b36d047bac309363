import { connectNats, type NatsConnection, namespaced } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "./support/hotel.js";
import { type Call, httpClient } from "./support/http.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";

// /health is anonymous: however many ask, the gateway checks the mesh at most once a second.
describe("/health under many callers", () => {
  let mesh: TestMesh;
  let nc: NatsConnection;
  let call: Call;
  /** Every health request the gateway sent, by subject, as NATS carried it. */
  const asked: string[] = [];

  beforeAll(async () => {
    mesh = await startTestMesh();
    call = httpClient(mesh.url);
    nc = await connectNats(mesh.config.NATS_URL, "health-test");
    const sub = nc.subscribe(namespaced(mesh.config.NATS_NAMESPACE, "*.health.get"));
    void (async () => {
      for await (const m of sub) asked.push(m.subject);
    })();
    await nc.flush();
  });
  afterAll(async () => {
    await nc?.drain();
    await mesh?.stop();
  });

  /** The health requests seen so far, once everything sent before this call has arrived. */
  const seen = async () => {
    await nc.flush();
    return [...asked];
  };

  it("50 calls at once cause one round of checks: one health request per service", async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => call("GET", "/health")));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body.status).toBe("ok");
    }
    const subjects = await seen();
    expect(subjects.map((s) => s.split(".").at(-3)).sort()).toEqual([
      "booking",
      "inventory",
      "keys",
      "webhooks",
    ]);
  });

  it("calls without pause for 3 s cause at most one round per second", async () => {
    const before = (await seen()).length;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (performance.now() - started < 3000) {
          expect((await call("GET", "/api/v1/health")).status).toBe(200);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const rounds = ((await seen()).length - before) / 4;
    expect(rounds).toBeGreaterThanOrEqual(1);
    expect(rounds).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
  });

  it("shows a stopped service down within 1 s plus the health timeout", async () => {
    await mesh.services.webhooks.stop();
    const stopped = performance.now();
    await eventually("webhooks down on /health", async () => {
      const res = await call("GET", "/health");
      return res.body.services.webhooks.status === "down" ? true : undefined;
    });
    const tookMs = performance.now() - stopped;
    expect(tookMs).toBeLessThan(1000 + mesh.config.HEALTH_TIMEOUT_MS + 500);
    const res = await call("GET", "/health");
    expect(res.body.status).toBe("degraded");
    expect(res.body.down).toContain("webhooks");
  });
});
