import { AppError, FieldValidationError, operation } from "@reservations/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { testConfig } from "../../../test/support/config.js";
import {
  CHUNK_HEADROOM,
  connectNats,
  createLogger,
  faults,
  type NatsConnection,
  Reply,
  RpcClient,
  RpcServer,
} from "../src/index.js";

const echo = operation(
  "test.echo.get",
  z.object({ text: z.string() }),
  z.object({ text: z.string(), by: z.string() }),
  { errors: [] },
);
const none = { errors: [] };
const slow = operation("test.slow.get", z.object({ ms: z.number() }), z.object({ done: z.boolean() }), none);
const fail = operation("test.fail.get", z.object({ kind: z.string() }), z.object({}), none);
const big = operation("test.big.get", z.object({ bytes: z.number() }), z.object({ text: z.string() }), none);
const ctx = { request_id: "req-1", actor: "system" as const };

const texts = new Map<number, string>();
/**
 * At least `length` UTF-16 units of varied text, the same for the same length: two-, three- and
 * four-byte UTF-8 characters among ASCII, so chunk boundaries fall inside characters too.
 */
function variedText(length: number): string {
  const alphabet = ["a", "b", "é", "€", "😀", '"', "\\", "}", "{", "z"];
  let text = texts.get(length);
  if (text === undefined) {
    let state = 7;
    const parts: string[] = [];
    for (let made = 0; made < length; ) {
      state = (state * 1103515245 + 12345) % 2147483648;
      const c = alphabet[state % alphabet.length]!;
      parts.push(c);
      made += c.length;
    }
    text = parts.join("");
    texts.set(length, text);
  }
  return text;
}

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

describe("request/reply over real NATS: requests and answers", () => {
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
});

describe("request/reply over real NATS: unavailable services, queue groups and drain", () => {
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

describe("request/reply over real NATS: replies larger than one NATS message", () => {
  const chunked: { index: number; count: number; bytes: number }[] = [];
  let server: RpcServer;

  beforeAll(async () => {
    server = new RpcServer(nc, "svc", log, config.NATS_NAMESPACE);
    server.serve(big, async ({ bytes }) => ({ text: variedText(bytes) }));
    await nc.flush();
  });
  afterAll(async () => {
    await server.drain();
  });
  // Counts every chunk sent; a test may lose some of them by throwing.
  const watchChunks = (lose: (c: { index: number; count: number }) => boolean = () => false) => {
    chunked.length = 0;
    return faults.arm("rpc.reply.chunk", (info) => {
      const c = info as { index: number; count: number; bytes: number };
      chunked.push(c);
      if (lose(c)) throw new Error("lost on the way");
    });
  };

  it("a reply of several MB arrives whole and equal, in chunks that fit the server's max_payload", async () => {
    const disarm = watchChunks();
    try {
      const max = nc.info!.max_payload;
      const expected = JSON.stringify({ text: variedText(3_000_000) });
      const wireBytes = Buffer.byteLength(expected);
      expect(wireBytes).toBeGreaterThan(3 * max);
      // These checks are about content, not speed: a loaded machine gets time to move several MB.
      const raw = await client.callRaw(big, { bytes: 3_000_000 }, ctx, { timeoutMs: 15_000 });
      expect(raw.status).toBe(200);
      expect(raw.body?.toString("utf8")).toBe(expected);
      expect(chunked.length).toBeGreaterThan(3);
      expect(chunked.map((c) => c.index)).toEqual([...chunked.keys()]);
      for (const c of chunked) expect(c.bytes).toBeLessThanOrEqual(max - CHUNK_HEADROOM);
      // The typed client reads the same reply.
      await expect(client.request(big, { bytes: 2_500_000 }, ctx, { timeoutMs: 15_000 })).resolves.toEqual({
        text: variedText(2_500_000),
      });
    } finally {
      disarm();
    }
  });

  it("sizes chunks by the connection's max_payload, whatever the server's setting", async () => {
    // A server configured with 64 KiB, as this connection sees it.
    const small = await connectNats(config.NATS_URL, "rpc-test-small");
    small.info!.max_payload = 64 * 1024;
    const smallServer = new RpcServer(small, "svc-small", log, config.NATS_NAMESPACE);
    const op = operation("test.big-small.get", big.input, big.output, none);
    smallServer.serve(op, async ({ bytes }) => ({ text: variedText(bytes) }));
    await small.flush();
    const disarm = watchChunks();
    try {
      const reply = await client.request(op, { bytes: 300_000 }, ctx, { timeoutMs: 15_000 });
      expect(reply).toEqual({ text: variedText(300_000) });
      expect(chunked.length).toBeGreaterThan(300_000 / (64 * 1024));
      for (const c of chunked) expect(c.bytes).toBeLessThanOrEqual(64 * 1024 - CHUNK_HEADROOM);
    } finally {
      disarm();
      await smallServer.drain();
      await small.drain();
    }
  });

  it("a lost chunk answers a coded 503 at once; a lost last chunk at the timeout, never a hang", async () => {
    let disarm = watchChunks((c) => c.index === 1);
    let started = Date.now();
    try {
      await expect(client.callRaw(big, { bytes: 3_000_000 }, ctx, { timeoutMs: 3000 })).rejects.toMatchObject(
        {
          code: "SERVICE_UNAVAILABLE",
          status: 503,
          headers: { "Retry-After": "1" },
          message: expect.stringContaining("incompletely"),
        },
      );
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      disarm();
    }

    disarm = watchChunks((c) => c.index === c.count - 1);
    started = Date.now();
    try {
      await expect(client.callRaw(big, { bytes: 3_000_000 }, ctx, { timeoutMs: 800 })).rejects.toMatchObject({
        code: "SERVICE_UNAVAILABLE",
        status: 503,
      });
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(790);
      expect(waited).toBeLessThan(2000);
      expect(chunked.length).toBeGreaterThan(3);
    } finally {
      disarm();
    }

    // Nothing of the failed replies is left behind: the next one arrives whole.
    // These checks are about content, not speed: a loaded machine gets time to move several MB.
    const raw = await client.callRaw(big, { bytes: 3_000_000 }, ctx, { timeoutMs: 15_000 });
    expect(raw.body?.toString("utf8")).toBe(JSON.stringify({ text: variedText(3_000_000) }));
  });
});
