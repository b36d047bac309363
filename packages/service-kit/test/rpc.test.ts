import { AppError, FieldValidationError, operation } from "@reservations/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { testConfig } from "../../../test/support/config.js";
import { connectNats, createLogger, type NatsConnection, Reply, RpcClient, RpcServer } from "../src/index.js";

const echo = operation(
  "test.echo.get",
  z.object({ text: z.string() }),
  z.object({ text: z.string(), by: z.string() }),
);
const slow = operation("test.slow.get", z.object({ ms: z.number() }), z.object({ done: z.boolean() }));
const fail = operation("test.fail.get", z.object({ kind: z.string() }), z.object({}));
const ctx = { request_id: "req-1", actor: "system" as const };

describe("request/reply over real NATS", () => {
  const config = testConfig();
  const log = createLogger({ name: "rpc-test", level: "silent" });
  let nc: NatsConnection;
  let client: RpcClient;

  beforeAll(async () => {
    nc = await connectNats(config.NATS_URL, "rpc-test");
    client = new RpcClient(nc, 1000, config.NATS_NAMESPACE);
  });
  afterAll(async () => {
    await nc.drain();
  });

  it("answers a typed request with the handler's body and passes the caller context", async () => {
    const server = new RpcServer(nc, "svc", log, config.NATS_NAMESPACE);
    server.serve(echo, async (input, c) => ({ text: input.text.toUpperCase(), by: c.request_id }));
    await nc.flush();
    await expect(client.request(echo, { text: "hi" }, ctx)).resolves.toEqual({ text: "HI", by: "req-1" });
    await server.drain();
  });

  it("carries explicit status and headers", async () => {
    const server = new RpcServer(nc, "svc", log, config.NATS_NAMESPACE);
    server.serve(
      echo,
      async (input) => new Reply(201, { text: input.text, by: "x" }, { "Idempotent-Replayed": "true" }),
    );
    await nc.flush();
    const reply = await client.call(echo, { text: "a" }, ctx);
    expect(reply).toEqual({
      status: 201,
      body: { text: "a", by: "x" },
      headers: { "Idempotent-Replayed": "true" },
    });
    await server.drain();
  });

  it("turns invalid input into a 422 field error and thrown errors into their codes", async () => {
    const server = new RpcServer(nc, "svc", log, config.NATS_NAMESPACE);
    server.serve(echo, async (input) => ({ text: input.text, by: "x" }));
    server.serve(fail, async ({ kind }) => {
      if (kind === "coded") throw new AppError("RATE_PLAN_MIN_STAY", { extra: { min_stay: 3, nights: 1 } });
      if (kind === "field") throw FieldValidationError.single("start_date", "must be a date");
      throw new Error("database password is hunter2");
    });
    await nc.flush();
    const bad = await client.call(echo, { text: 5 } as never, ctx);
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { text: [expect.any(String)] } });

    await expect(client.request(fail, { kind: "coded" }, ctx)).rejects.toMatchObject({
      code: "RATE_PLAN_MIN_STAY",
      status: 422,
      extra: { min_stay: 3, nights: 1 },
    });
    const field = await client.call(fail, { kind: "field" }, ctx);
    expect(field).toMatchObject({ status: 422, body: { errors: { start_date: ["must be a date"] } } });
    const unexpected = await client.call(fail, { kind: "boom" }, ctx);
    expect(unexpected.status).toBe(500);
    expect(unexpected.body).toEqual({ message: expect.any(String), error_code: "INTERNAL_ERROR" });
    expect(JSON.stringify(unexpected.body)).not.toContain("hunter2");
    await server.drain();
  });

  it("answers 503 SERVICE_UNAVAILABLE when nobody serves the subject or the service is too slow", async () => {
    await expect(client.request(echo, { text: "x" }, ctx)).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      status: 503,
    });
    const server = new RpcServer(nc, "svc", log, config.NATS_NAMESPACE);
    server.serve(slow, async ({ ms }) => {
      await new Promise((r) => setTimeout(r, ms));
      return { done: true };
    });
    await nc.flush();
    const started = Date.now();
    await expect(client.request(slow, { ms: 800 }, ctx, { timeoutMs: 100 })).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
    });
    expect(Date.now() - started).toBeLessThan(700);
    await server.drain();
  });

  it("shares requests between copies in one queue group", async () => {
    const a = new RpcServer(nc, "svc", log, config.NATS_NAMESPACE);
    const b = new RpcServer(nc, "svc", log, config.NATS_NAMESPACE);
    a.serve(echo, async () => ({ text: "", by: "a" }));
    b.serve(echo, async () => ({ text: "", by: "b" }));
    await nc.flush();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => client.request(echo, { text: "" }, ctx)),
    );
    const byA = answers.filter((r) => r.by === "a").length;
    expect(byA + answers.filter((r) => r.by === "b").length).toBe(40);
    expect(byA).toBeGreaterThan(0);
    expect(byA).toBeLessThan(40);
    await Promise.all([a.drain(), b.drain()]);
  });

  it("drain finishes requests in flight, then stops taking new ones", async () => {
    const server = new RpcServer(nc, "svc", log, config.NATS_NAMESPACE);
    server.serve(slow, async ({ ms }) => {
      await new Promise((r) => setTimeout(r, ms));
      return { done: true };
    });
    await nc.flush();
    const inFlight = client.request(slow, { ms: 300 }, ctx);
    await new Promise((r) => setTimeout(r, 50));
    await server.drain();
    await expect(inFlight).resolves.toEqual({ done: true });
    await expect(client.request(slow, { ms: 1 }, ctx)).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
  });
});
