import { pbkdf2 } from "node:crypto";
import dgram from "node:dgram";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_DNS_TRIES, WebhookResolver } from "../src/net/webhook-resolver.js";
import { type DnsServer, startDnsServer } from "./support/dns-server.js";

const hash = promisify(pbkdf2);

let dns: DnsServer;
let resolver: WebhookResolver;

beforeAll(async () => {
  dns = await startDnsServer({
    "both.example.test": { a: ["93.184.216.34", "93.184.216.35"], aaaa: ["2606:2800:220:1::1946"] },
    "v4only.example.test": { a: ["93.184.216.34"] },
    "v6only.example.test": { aaaa: ["2606:2800:220:1::1946"] },
    "empty.example.test": {},
    "broken.example.test": "servfail",
  });
  resolver = new WebhookResolver({ timeoutMs: 200 });
  resolver.setServers([dns.address]);
});

afterAll(() => dns.close());

afterEach(() => {
  dns.queries = [];
});

describe("WebhookResolver#lookup", () => {
  it("answers every A and AAAA address, A first", async () => {
    expect(await resolver.lookup("both.example.test")).toEqual([
      { address: "93.184.216.34", family: 4 },
      { address: "93.184.216.35", family: 4 },
      { address: "2606:2800:220:1::1946", family: 6 },
    ]);
    expect(dns.queries.sort()).toEqual(["both.example.test A", "both.example.test AAAA"]);
  });

  it("answers the one family a name has", async () => {
    expect(await resolver.lookup("v4only.example.test")).toEqual([{ address: "93.184.216.34", family: 4 }]);
    expect(await resolver.lookup("v6only.example.test")).toEqual([
      { address: "2606:2800:220:1::1946", family: 6 },
    ]);
  });

  it.each([
    ["a name without A or AAAA records", "empty.example.test"],
    ["a name that does not exist", "nowhere.example.test"],
  ])("fails with ENOTFOUND for %s", async (_, name) => {
    await expect(resolver.lookup(name)).rejects.toMatchObject({ code: "ENOTFOUND", hostname: name });
  });

  it("tries a server failure again, then passes it on", async () => {
    await expect(resolver.lookup("broken.example.test")).rejects.toMatchObject({ code: "ESERVFAIL" });
    expect(dns.queries).toHaveLength(2 * WEBHOOK_DNS_TRIES);
  });

  it("answers IP literals itself", async () => {
    expect(await resolver.lookup("93.184.216.34")).toEqual([{ address: "93.184.216.34", family: 4 }]);
    expect(await resolver.lookup("[::1]")).toEqual([{ address: "::1", family: 6 }]);
    expect(await resolver.lookup("2606:2800:220:1::1946")).toEqual([
      { address: "2606:2800:220:1::1946", family: 6 },
    ]);
    expect(dns.queries).toEqual([]);
  });

  it.each(["localhost", "LOCALHOST.", "api.localhost", "a.b.localhost"])(
    "answers %s with loopback without asking DNS (RFC 6761)",
    async (name) => {
      expect(await resolver.lookup(name)).toEqual([
        { address: "127.0.0.1", family: 4 },
        { address: "::1", family: 6 },
      ]);
      expect(dns.queries).toEqual([]);
    },
  );

  it("asks DNS for any other name exactly as given (no /etc/hosts, no search domains)", async () => {
    await expect(resolver.lookup("localhost.example.test")).rejects.toMatchObject({ code: "ENOTFOUND" });
    await expect(resolver.lookup("metadata")).rejects.toMatchObject({ code: "ENOTFOUND" });
    expect(dns.queries.sort()).toEqual([
      "localhost.example.test A",
      "localhost.example.test AAAA",
      "metadata A",
      "metadata AAAA",
    ]);
  });

  it("rejects a timeout or tries that is not a positive integer", () => {
    expect(() => new WebhookResolver({ timeoutMs: 0 })).toThrow(RangeError);
    expect(() => new WebhookResolver({ timeoutMs: 1.5 })).toThrow(RangeError);
    expect(() => new WebhookResolver({ timeoutMs: 100, tries: 0 })).toThrow(RangeError);
  });
});

describe("a DNS server that never answers", () => {
  const timeoutMs = 250;
  const tries = WEBHOOK_DNS_TRIES;
  let blackHole: dgram.Socket;
  let received = 0;

  beforeAll(async () => {
    blackHole = dgram.createSocket("udp4");
    blackHole.on("message", () => {
      received++;
    });
    await new Promise<void>((resolve) => blackHole.bind(0, "127.0.0.1", resolve));
  });

  afterAll(() => new Promise<void>((resolve) => blackHole.close(() => resolve())));

  it("holds no thread of libuv's pool, and each lookup fails after timeout × tries", async () => {
    const slow = new WebhookResolver({ timeoutMs, tries });
    slow.setServers([`127.0.0.1:${(blackHole.address() as AddressInfo).port}`]);
    const lookups = 8; // twice the pool's four threads; getaddrinfo would hold all of them
    let settled = 0;
    const started = performance.now();
    const pending = Array.from({ length: lookups }, (_, i) =>
      slow.lookup(`hang-${i}.example.test`).finally(() => {
        settled++;
      }),
    );
    await until(() => received >= lookups * 2, timeoutMs);

    // pbkdf2 runs on the thread pool: it finishes at once while every lookup is still waiting.
    const hashing = performance.now();
    await Promise.all(Array.from({ length: 8 }, () => hash("password", "salt", 1000, 32, "sha256")));
    expect(performance.now() - hashing).toBeLessThan(timeoutMs);
    expect(settled).toBe(0);

    const results = await Promise.allSettled(pending);
    const elapsed = performance.now() - started;
    for (const r of results) {
      expect(r).toMatchObject({ status: "rejected", reason: { code: "ETIMEOUT" } });
    }
    expect(received).toBe(lookups * 2 * tries); // A and AAAA, asked once per try
    expect(elapsed).toBeGreaterThanOrEqual(timeoutMs * tries);
    expect(elapsed).toBeLessThan(timeoutMs * tries + 250);
  });

  it("asks the next nameserver on the next try", async () => {
    const failover = new WebhookResolver({ timeoutMs, tries });
    failover.setServers([`127.0.0.1:${(blackHole.address() as AddressInfo).port}`, dns.address]);
    received = 0;
    const started = performance.now();
    expect(await failover.lookup("v4only.example.test")).toEqual([{ address: "93.184.216.34", family: 4 }]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(timeoutMs);
    expect(performance.now() - started).toBeLessThan(timeoutMs + 250);
    expect(received).toBe(2);
    expect(dns.queries.sort()).toEqual(["v4only.example.test A", "v4only.example.test AAAA"]);
  });
});

async function until(done: () => boolean, withinMs: number): Promise<void> {
  const deadline = performance.now() + withinMs;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`not done within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
