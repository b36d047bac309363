import SwaggerParser from "@apidevtools/swagger-parser";
import { DateString } from "@reservations/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { captureLogger, testConfig } from "../../../test/support/config.js";
import { type Call, httpClient } from "../../../test/support/http.js";
import { startTestMesh, type TestMesh } from "../../../test/support/mesh.js";

describe("gateway edge", () => {
  let mesh: TestMesh;
  let call: Call;
  const { log, lines } = captureLogger("gateway", "debug");

  beforeAll(async () => {
    mesh = await startTestMesh({
      config: testConfig({ BODY_LIMIT_BYTES: "1024" }),
      gatewayLog: log,
      // A body-taking route, to exercise the shared error handling the product's routes rely on.
      beforeListen: (app) =>
        app.post(
          "/api/v1/__echo",
          { schema: { body: z.object({ start_date: DateString, adults: z.number().int() }) } },
          async (req) => {
            req.log.info({ headers: req.headers, body: req.body }, "echo request");
            return { data: req.body };
          },
        ),
    });
    call = httpClient(mesh.url);
  });
  afterAll(async () => mesh?.stop());

  it("reports every service up on /health and /api/v1/health without a key", async () => {
    for (const path of ["/health", "/api/v1/health"]) {
      const { status, body } = await call("GET", path);
      expect(status).toBe(200);
      expect(body.status).toBe("ok");
      for (const s of ["keys", "inventory", "booking", "webhooks"])
        expect(body.services[s].status).toBe("up");
    }
  });

  it("answers unknown routes with a coded 404", async () => {
    const res = await call("GET", "/api/v1/nowhere");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.any(String), error_code: "ROUTE_NOT_FOUND" });
  });

  it("answers malformed JSON, wrong fields, big bodies and wrong content types in the API's error shapes", async () => {
    const post = (body: string, type = "application/json") =>
      call("POST", "/api/v1/__echo", { headers: { "content-type": type }, body });
    const malformed = await post("{not json");
    expect(malformed.status).toBe(422);
    expect(malformed.body).toEqual({
      message: expect.any(String),
      errors: { body: [expect.any(String)] },
    });

    const wrong = await post(JSON.stringify({ start_date: "2026-02-30", adults: "two" }));
    expect(wrong.status).toBe(422);
    const wrongBody = wrong.body;
    expect(wrongBody.error_code).toBeUndefined();
    expect(Object.keys(wrongBody.errors).sort()).toEqual(["adults", "start_date"]);

    const big = await post(JSON.stringify({ start_date: "2026-01-01", adults: 1, pad: "x".repeat(4000) }));
    expect(big.status).toBe(413);
    expect(big.body.error_code).toBe("PAYLOAD_TOO_LARGE");

    const text = await post("hello", "text/plain");
    expect(text.status).toBe(415);
    expect(text.body.error_code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("never writes a key text, a bearer token or a guest's email or name to the logs", async () => {
    const key = "rk_sandbox_9f8e7d6c5b4a39281706f5e4d3c2b1a0";
    const res = await fetch(`${mesh.url}/api/v1/__echo?contact=ana.perez%40example.com`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}`, "x-api-key": key },
      body: JSON.stringify({
        start_date: "2026-12-01",
        adults: 2,
        guest: { first_name: "Ana", last_name: "Perez", email: "ana.perez@example.com" },
      }),
    });
    expect(res.status).toBe(200);
    const output = lines.join("\n");
    expect(output).toContain("echo request");
    expect(output).not.toContain(key);
    expect(output).not.toContain("ana.perez@example.com");
    expect(output).not.toContain("ana.perez%40example.com");
    expect(output).not.toContain('"Perez"');
  });

  it("serves a valid OpenAPI 3 document and a docs page", async () => {
    const res = await call("GET", "/api/v1/openapi.json");
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toMatch(/^3\./);
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
    expect(Object.keys(doc.paths)).toContain("/api/v1/health");
    const docs = await fetch(`${mesh.url}/api/v1/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain("swagger");
  });
});
