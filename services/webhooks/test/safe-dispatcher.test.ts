import dns, { type LookupAddress } from "node:dns";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type Agent, fetch } from "undici";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { URL_REFUSALS } from "../src/domain/url-safety.js";
import {
  checkUrlForDelivery,
  createSafeDispatcher,
  ForbiddenAddressError,
  isForbiddenAddressError,
  resolveAndCheck,
} from "../src/net/safe-dispatcher.js";

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

/** Replaces `dns.lookup` (the callback form used at connect time) with fixed answers. */
function fakeConnectLookup(answers: Record<string, LookupAddress[]>) {
  const fake = (
    hostname: string,
    _options: unknown,
    callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
  ) => {
    const found = answers[hostname];
    process.nextTick(() => {
      if (found) callback(null, found);
      else callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), []);
    });
  };
  return vi.spyOn(dns, "lookup").mockImplementation(fake as unknown as typeof dns.lookup);
}

/** Replaces `dns.promises.lookup` (used by resolveAndCheck) with fixed answers. */
function fakeLookup(answers: Record<string, LookupAddress[]>) {
  const fake = async (hostname: string) => {
    const found = answers[hostname];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return found;
  };
  return vi.spyOn(dns.promises, "lookup").mockImplementation(fake as unknown as typeof dns.promises.lookup);
}

const v4 = (address: string): LookupAddress => ({ address, family: 4 });

let ok: Receiver;
let redirecting: Receiver;
let silent: Receiver;
let stalling: Receiver;
const agents: Agent[] = [];

function dispatcher(allowPrivate: boolean, timeoutMs = 10_000): Agent {
  const agent = createSafeDispatcher({ allowPrivate, timeoutMs });
  agents.push(agent);
  return agent;
}

beforeAll(async () => {
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
});

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(agents.splice(0).map((a) => a.destroy()));
  for (const r of [ok, redirecting, silent, stalling]) {
    r.connections = 0;
    r.requests = [];
  }
});

async function fetchError(url: string, agent: Agent): Promise<unknown> {
  try {
    await fetch(url, { dispatcher: agent, redirect: "manual" });
  } catch (err) {
    return err;
  }
  throw new Error(`fetch ${url} was not refused`);
}

describe("resolveAndCheck", () => {
  it("refuses localhost, which resolves (offline, via /etc/hosts) to loopback", async () => {
    const err = await resolveAndCheck("localhost", { allowPrivate: false }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ForbiddenAddressError);
    expect((err as Error).message).toMatch(/localhost \((127\.0\.0\.1|::1)\)/);
  });

  it("returns the addresses with allowPrivate", async () => {
    const addresses = await resolveAndCheck("localhost", { allowPrivate: true });
    expect(addresses.some((a) => a === "127.0.0.1" || a === "::1")).toBe(true);
  });

  it("judges IP literals without DNS", async () => {
    const spy = fakeLookup({});
    await expect(resolveAndCheck("127.0.0.1", { allowPrivate: false })).rejects.toThrow(/127\.0\.0\.1/);
    await expect(resolveAndCheck("[::1]", { allowPrivate: false })).rejects.toThrow(/::1/);
    await expect(resolveAndCheck("93.184.216.34", { allowPrivate: false })).resolves.toEqual([
      "93.184.216.34",
    ]);
    expect(spy).not.toHaveBeenCalled();
  });

  it("refuses when any one of several answers is forbidden, naming it", async () => {
    fakeLookup({ "mixed.example.test": [v4("93.184.216.34"), v4("10.0.0.7")] });
    await expect(resolveAndCheck("mixed.example.test", { allowPrivate: false })).rejects.toThrow(
      /mixed\.example\.test \(10\.0\.0\.7\)/,
    );
  });

  it("accepts a name whose answers are all public", async () => {
    fakeLookup({
      "hooks.example.test": [
        v4("93.184.216.34"),
        { address: "2606:2800:220:1:248:1893:25c8:1946", family: 6 },
      ],
    });
    await expect(resolveAndCheck("hooks.example.test", { allowPrivate: false })).resolves.toEqual([
      "93.184.216.34",
      "2606:2800:220:1:248:1893:25c8:1946",
    ]);
  });
});

describe("checkUrlForDelivery", () => {
  it("refuses https://localhost:PORT/", async () => {
    expect(await checkUrlForDelivery(`https://localhost:${ok.port}/`, { allowPrivate: false })).toEqual({
      ok: false,
      reason: URL_REFUSALS.forbiddenAddress,
    });
  });

  it("refuses a public-looking name that resolves to 127.0.0.1, without saying the address", async () => {
    fakeLookup({ "sneaky.example.test": [v4("127.0.0.1")] });
    const result = await checkUrlForDelivery("https://sneaky.example.test/hook", { allowPrivate: false });
    expect(result).toEqual({ ok: false, reason: URL_REFUSALS.forbiddenAddress });
  });

  it("accepts a name that resolves to public addresses, returning the normalised URL", async () => {
    fakeLookup({ "hooks.example.test": [v4("93.184.216.34")] });
    const result = await checkUrlForDelivery("https://HOOKS.example.test/x", { allowPrivate: false });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.url.href).toBe("https://hooks.example.test/x");
  });

  it("refuses a name that does not resolve", async () => {
    fakeLookup({});
    expect(await checkUrlForDelivery("https://nowhere.example.test/", { allowPrivate: false })).toEqual({
      ok: false,
      reason: URL_REFUSALS.unresolvable,
    });
  });

  it("bounds a slow lookup", async () => {
    vi.spyOn(dns.promises, "lookup").mockImplementation((() => new Promise(() => {})) as never);
    const result = await checkUrlForDelivery("https://slow.example.test/", {
      allowPrivate: false,
      lookupTimeoutMs: 50,
    });
    expect(result).toEqual({ ok: false, reason: URL_REFUSALS.unresolvable });
  });

  it("returns syntax refusals unchanged, credentials even with allowPrivate", async () => {
    expect(await checkUrlForDelivery("http://u:p@127.0.0.1:1/", { allowPrivate: true })).toEqual({
      ok: false,
      reason: URL_REFUSALS.credentials,
    });
  });

  it("accepts a local receiver with allowPrivate", async () => {
    const result = await checkUrlForDelivery(`http://localhost:${ok.port}/`, { allowPrivate: true });
    expect(result.ok).toBe(true);
  });
});

describe("createSafeDispatcher", () => {
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
  });

  it("refuses http://localhost:PORT/ in the connection's own lookup", async () => {
    const err = await fetchError(`http://localhost:${ok.port}/`, dispatcher(false));
    expect(isForbiddenAddressError(err)).toBe(true);
    expect(String((err as Error).cause)).toMatch(/localhost \((127\.0\.0\.1|::1)\)/);
    expect(ok.connections).toBe(0);
    expect(ok.requests).toEqual([]);
  });

  it("refuses https://localhost:PORT/ too (the TLS connector uses the same lookup)", async () => {
    const err = await fetchError(`https://localhost:${ok.port}/`, dispatcher(false));
    expect(isForbiddenAddressError(err)).toBe(true);
    expect(ok.connections).toBe(0);
  });

  it("checks again at connection time: a name that passed the create check but now resolves to loopback", async () => {
    fakeLookup({ "rebind.example.test": [v4("93.184.216.34")] });
    expect((await checkUrlForDelivery("https://rebind.example.test/", { allowPrivate: false })).ok).toBe(
      true,
    );
    fakeConnectLookup({ "rebind.example.test": [v4("127.0.0.1")] });
    const err = await fetchError(`http://rebind.example.test:${ok.port}/`, dispatcher(false));
    expect(isForbiddenAddressError(err)).toBe(true);
    expect(ok.connections).toBe(0);
  });

  it("refuses when any answer at connection time is forbidden", async () => {
    fakeConnectLookup({ "mixed.example.test": [v4("93.184.216.34"), v4("127.0.0.1")] });
    const err = await fetchError(`http://mixed.example.test:${ok.port}/`, dispatcher(false));
    expect(String((err as Error).cause)).toMatch(/mixed\.example\.test \(127\.0\.0\.1\)/);
    expect(ok.connections).toBe(0);
  });

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

  it("connects to the address its lookup returned, with allowPrivate", async () => {
    fakeConnectLookup({ "receiver.example.test": [v4("127.0.0.1")] });
    const res = await fetch(`http://receiver.example.test:${ok.port}/via-name`, {
      dispatcher: dispatcher(true),
    });
    expect(await res.text()).toBe("ok");
    expect(ok.requests).toEqual(["GET /via-name"]);
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

  it("rejects a non-positive timeout", () => {
    expect(() => createSafeDispatcher({ allowPrivate: false, timeoutMs: 0 })).toThrow(RangeError);
  });
});
