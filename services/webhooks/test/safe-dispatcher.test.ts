// Over 300 lines: every function of net/safe-dispatcher.ts, against one local DNS server and four receivers.
import { createServer, type RequestListener, type Server } from "node:http";
import { type AddressInfo, createServer as createNetServer, type Socket } from "node:net";
import { type Agent, fetch } from "undici";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { URL_REFUSALS } from "../src/domain/url-safety.js";
import {
  checkUrlForDelivery,
  createSafeDispatcher,
  ForbiddenAddressError,
  isForbiddenAddressError,
  resolveAndCheck,
} from "../src/net/safe-dispatcher.js";
import { WebhookResolver } from "../src/net/webhook-resolver.js";
import { type DnsServer, startDnsServer } from "./support/dns-server.js";

/** A local HTTP server that counts the TCP connections and requests it sees. */
interface Receiver {
  server: Server;
  port: number;
  connections: number;
  requests: string[];
}

async function startReceiver(handler: RequestListener): Promise<Receiver> {
  const server = createServer();
  const receiver: Receiver = { server, port: 0, connections: 0, requests: [] };
  server.on("connection", () => {
    receiver.connections++;
  });
  server.on("request", (req, res) => {
    receiver.requests.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.port = (server.address() as AddressInfo).port;
  return receiver;
}

async function stopReceiver(receiver: Receiver): Promise<void> {
  receiver.server.closeAllConnections();
  await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
}

let ok: Receiver;
let redirecting: Receiver;
let silent: Receiver;
let stalling: Receiver;
const agents: Agent[] = [];

/** Every name the tests look up is answered by this local server (nothing reaches real DNS). */
let dns: DnsServer;
const DNS_TIMEOUT_MS = 250;
const resolver = new WebhookResolver({ timeoutMs: DNS_TIMEOUT_MS });
const strict = { allowPrivate: false, resolver };
const lax = { allowPrivate: true, resolver };

function dispatcher(allowPrivate: boolean, answerTimeoutMs = 10_000, connectTimeoutMs = 5_000): Agent {
  const agent = createSafeDispatcher({ allowPrivate, connectTimeoutMs, answerTimeoutMs, resolver });
  agents.push(agent);
  return agent;
}

beforeAll(async () => {
  dns = await startDnsServer();
  resolver.setServers([dns.address]);
  ok = await startReceiver((_req, res) => {
    res.end("ok");
  });
  redirecting = await startReceiver((_req, res) => {
    res.writeHead(302, { location: `http://127.0.0.1:${ok.port}/stolen` });
    res.end();
  });
  silent = await startReceiver(() => {
    // never answers
  });
  stalling = await startReceiver((_req, res) => {
    res.writeHead(200, { "content-type": "text/plain" });
    res.write("partial");
    // never ends
  });
});

afterAll(async () => {
  await Promise.all([ok, redirecting, silent, stalling].map(stopReceiver));
  await dns.close();
});

afterEach(async () => {
  dns.zone = {};
  dns.queries = [];
  await Promise.all(agents.splice(0).map((a) => a.destroy()));
  for (const r of [ok, redirecting, silent, stalling]) {
    r.connections = 0;
    r.requests = [];
  }
});

/** A lookup nobody answers ends after the resolver's timeout × tries, not sooner, not much later. */
function expectLookupTime(elapsedMs: number): void {
  expect(elapsedMs).toBeGreaterThanOrEqual(DNS_TIMEOUT_MS * resolver.tries);
  expect(elapsedMs).toBeLessThan(DNS_TIMEOUT_MS * resolver.tries + 250);
}

async function fetchError(url: string, agent: Agent): Promise<unknown> {
  try {
    await fetch(url, { dispatcher: agent, redirect: "manual" });
  } catch (err) {
    return err;
  }
  throw new Error(`fetch ${url} was not refused`);
}

describe("resolveAndCheck", () => {
  it.each(["localhost", "api.localhost"])(
    "refuses %s, loopback by definition, without asking DNS",
    async (name) => {
      const err = await resolveAndCheck(name, strict).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ForbiddenAddressError);
      expect((err as Error).message).toContain(`${name} (127.0.0.1)`);
      expect(dns.queries).toEqual([]);
    },
  );

  it("returns the addresses with allowPrivate", async () => {
    expect(await resolveAndCheck("localhost", lax)).toEqual(["127.0.0.1", "::1"]);
  });

  it("judges IP literals without DNS", async () => {
    await expect(resolveAndCheck("127.0.0.1", strict)).rejects.toThrow(/127\.0\.0\.1/);
    await expect(resolveAndCheck("[::1]", strict)).rejects.toThrow(/::1/);
    await expect(resolveAndCheck("93.184.216.34", strict)).resolves.toEqual(["93.184.216.34"]);
    expect(dns.queries).toEqual([]);
  });

  it("refuses when any one of several answers is forbidden, naming it", async () => {
    dns.zone["mixed.example.test"] = { a: ["93.184.216.34", "10.0.0.7"] };
    await expect(resolveAndCheck("mixed.example.test", strict)).rejects.toThrow(
      /mixed\.example\.test \(10\.0\.0\.7\)/,
    );
  });

  it("refuses a public A answer beside a forbidden AAAA answer", async () => {
    dns.zone["mixed6.example.test"] = { a: ["93.184.216.34"], aaaa: ["fd00:ec2::254"] };
    await expect(resolveAndCheck("mixed6.example.test", strict)).rejects.toThrow(
      /mixed6\.example\.test \(fd00:ec2::254\)/,
    );
  });

  it("accepts a name whose answers are all public", async () => {
    dns.zone["hooks.example.test"] = { a: ["93.184.216.34"], aaaa: ["2606:2800:220:1:248:1893:25c8:1946"] };
    await expect(resolveAndCheck("hooks.example.test", strict)).resolves.toEqual([
      "93.184.216.34",
      "2606:2800:220:1:248:1893:25c8:1946",
    ]);
  });

  it("accepts a name with only IPv6 addresses", async () => {
    dns.zone["v6.example.test"] = { aaaa: ["2606:2800:220:1:248:1893:25c8:1946"] };
    await expect(resolveAndCheck("v6.example.test", strict)).resolves.toEqual([
      "2606:2800:220:1:248:1893:25c8:1946",
    ]);
  });
});

describe("checkUrlForDelivery", () => {
  it("refuses https://localhost:PORT/", async () => {
    expect(await checkUrlForDelivery(`https://localhost:${ok.port}/`, strict)).toEqual({
      ok: false,
      reason: URL_REFUSALS.forbiddenAddress,
    });
  });

  it("refuses a public-looking name that resolves to 127.0.0.1, without saying the address", async () => {
    dns.zone["sneaky.example.test"] = { a: ["127.0.0.1"] };
    const result = await checkUrlForDelivery("https://sneaky.example.test/hook", strict);
    expect(result).toEqual({ ok: false, reason: URL_REFUSALS.forbiddenAddress });
  });

  it("accepts a name that resolves to public addresses, returning the normalised URL", async () => {
    dns.zone["hooks.example.test"] = { a: ["93.184.216.34"] };
    const result = await checkUrlForDelivery("https://HOOKS.example.test/x", strict);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.url.href).toBe("https://hooks.example.test/x");
  });

  it.each([
    ["does not exist", undefined],
    ["has no address", {}],
  ])("refuses a name that %s", async (_, entry) => {
    if (entry) dns.zone["nowhere.example.test"] = entry;
    expect(await checkUrlForDelivery("https://nowhere.example.test/", strict)).toEqual({
      ok: false,
      reason: URL_REFUSALS.unresolvable,
    });
  });

  it("bounds a slow lookup by the resolver's timeout and tries", async () => {
    dns.zone["slow.example.test"] = "silent";
    const started = performance.now();
    const result = await checkUrlForDelivery("https://slow.example.test/", strict);
    expect(result).toEqual({ ok: false, reason: URL_REFUSALS.unresolvable });
    expectLookupTime(performance.now() - started);
    expect(dns.queries.sort()).toEqual([
      "slow.example.test A",
      "slow.example.test A",
      "slow.example.test AAAA",
      "slow.example.test AAAA",
    ]);
  });

  it("returns syntax refusals unchanged, credentials even with allowPrivate", async () => {
    expect(await checkUrlForDelivery("http://u:p@127.0.0.1:1/", lax)).toEqual({
      ok: false,
      reason: URL_REFUSALS.credentials,
    });
  });

  it("accepts a local receiver with allowPrivate", async () => {
    const result = await checkUrlForDelivery(`http://localhost:${ok.port}/`, lax);
    expect(result.ok).toBe(true);
  });
});

describe("createSafeDispatcher: forbidden addresses", () => {
  it("refuses http://127.0.0.1:PORT/ before connecting", async () => {
    const err = await fetchError(`http://127.0.0.1:${ok.port}/`, dispatcher(false));
    expect(isForbiddenAddressError(err)).toBe(true);
    expect((err as Error).cause).toBeInstanceOf(ForbiddenAddressError);
    expect(ok.connections).toBe(0);
    expect(ok.requests).toEqual([]);
  });

  it("refuses numeric tricks and IPv6 loopback forms", async () => {
    const agent = dispatcher(false);
    for (const host of ["2130706433", "0x7f.1", "127.1", "[::1]", "[::ffff:127.0.0.1]"]) {
      expect(isForbiddenAddressError(await fetchError(`http://${host}:${ok.port}/`, agent))).toBe(true);
    }
    expect(ok.connections).toBe(0);
    expect(dns.queries).toEqual([]);
  });

  it("refuses http://localhost:PORT/ in the connection's own lookup", async () => {
    const err = await fetchError(`http://localhost:${ok.port}/`, dispatcher(false));
    expect(isForbiddenAddressError(err)).toBe(true);
    expect(String((err as Error).cause)).toMatch(/localhost \(127\.0\.0\.1\)/);
    expect(ok.connections).toBe(0);
    expect(ok.requests).toEqual([]);
  });

  it("refuses https://localhost:PORT/ too (the TLS connector uses the same lookup)", async () => {
    const err = await fetchError(`https://localhost:${ok.port}/`, dispatcher(false));
    expect(isForbiddenAddressError(err)).toBe(true);
    expect(ok.connections).toBe(0);
  });

  it("checks again at connection time: a name that passed the create check but now resolves to loopback", async () => {
    dns.zone["rebind.example.test"] = { a: ["93.184.216.34"] };
    expect((await checkUrlForDelivery("https://rebind.example.test/", strict)).ok).toBe(true);
    dns.zone["rebind.example.test"] = { a: ["127.0.0.1"] };
    const err = await fetchError(`http://rebind.example.test:${ok.port}/`, dispatcher(false));
    expect(isForbiddenAddressError(err)).toBe(true);
    expect(ok.connections).toBe(0);
  });

  it("refuses when any answer at connection time is forbidden", async () => {
    dns.zone["mixed.example.test"] = { a: ["93.184.216.34", "127.0.0.1"] };
    const err = await fetchError(`http://mixed.example.test:${ok.port}/`, dispatcher(false));
    expect(String((err as Error).cause)).toMatch(/mixed\.example\.test \(127\.0\.0\.1\)/);
    expect(ok.connections).toBe(0);
  });

  it("bounds a slow lookup at connection time by the resolver's timeout and tries", async () => {
    dns.zone["slow.example.test"] = "silent";
    const started = performance.now();
    const err = await fetchError(`http://slow.example.test:${ok.port}/`, dispatcher(false));
    expect((err as Error).cause).toMatchObject({ code: "ETIMEOUT" });
    expectLookupTime(performance.now() - started);
    expect(ok.connections).toBe(0);
  });
});

describe("createSafeDispatcher: private receivers, redirects and timeouts", () => {
  it("reaches a local receiver with allowPrivate", async () => {
    const res = await fetch(`http://127.0.0.1:${ok.port}/hook`, {
      method: "POST",
      body: "{}",
      dispatcher: dispatcher(true),
      redirect: "manual",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("ok");
    expect(ok.requests).toEqual(["POST /hook"]);
  });

  it("connects to the address its one lookup returned, with allowPrivate", async () => {
    dns.zone["receiver.example.test"] = { a: ["127.0.0.1"] };
    const res = await fetch(`http://receiver.example.test:${ok.port}/via-name`, {
      dispatcher: dispatcher(true),
    });
    expect(await res.text()).toBe("ok");
    expect(ok.requests).toEqual(["GET /via-name"]);
    // The socket got the addresses that were checked: DNS was asked once, not again to connect.
    expect(dns.queries.sort()).toEqual(["receiver.example.test A", "receiver.example.test AAAA"]);
  });

  it("does not follow a redirect with redirect: manual", async () => {
    const res = await fetch(`http://127.0.0.1:${redirecting.port}/`, {
      dispatcher: dispatcher(true),
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`http://127.0.0.1:${ok.port}/stolen`);
    await res.body?.cancel();
    expect(redirecting.requests).toEqual(["GET /"]);
    expect(ok.connections).toBe(0);
    expect(ok.requests).toEqual([]);
  });

  it("times out waiting for headers", async () => {
    const err = await fetchError(`http://127.0.0.1:${silent.port}/`, dispatcher(true, 200));
    expect((err as Error).cause).toMatchObject({ code: "UND_ERR_HEADERS_TIMEOUT" });
  });

  it("times out waiting for the body", async () => {
    const res = await fetch(`http://127.0.0.1:${stalling.port}/`, { dispatcher: dispatcher(true, 200) });
    expect(res.status).toBe(200);
    const err = await res.text().catch((e: unknown) => e);
    expect((err as Error).cause).toMatchObject({ code: "UND_ERR_BODY_TIMEOUT" });
  });

  it("times out a connection whose TLS handshake the receiver never completes", async () => {
    const sockets: Socket[] = [];
    const mute = createNetServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => mute.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = mute.address() as AddressInfo;
      const started = performance.now();
      const err = await fetchError(`https://127.0.0.1:${port}/`, dispatcher(true, 10_000, 200));
      expect((err as Error).cause).toMatchObject({ code: "UND_ERR_CONNECT_TIMEOUT" });
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(sockets).toHaveLength(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => mute.close(resolve));
    }
  });

  it("rejects a non-positive timeout", () => {
    for (const [connectTimeoutMs, answerTimeoutMs] of [
      [0, 1000],
      [1000, 0],
    ] as const) {
      expect(() =>
        createSafeDispatcher({ allowPrivate: false, connectTimeoutMs, answerTimeoutMs, resolver }),
      ).toThrow(RangeError);
    }
  });
});
