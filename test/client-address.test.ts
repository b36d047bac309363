import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "./support/config.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { type Call, httpClient } from "./support/http.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";

const SOCKET_ADDRESSES = ["127.0.0.1", "::1", "::ffff:127.0.0.1"];

/** A different public-looking address on every call, as a client forging X-Forwarded-For would send. */
const forgedAddress = () =>
  `${randomInt(1, 224)}.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** The `ip` of a key's request-log entries, once `count` of them are there. */
async function loggedAddresses(call: Call, merchantToken: string, keyId: string, count: number) {
  const entries = await eventually(`${count} log entries`, async () => {
    const res = await call("GET", `/api/merchant/keys/${keyId}/requests`, { token: merchantToken });
    return res.body.data.length === count ? res.body.data : undefined;
  });
  return entries.map((e: { ip: string }) => e.ip);
}

describe("client address with the default TRUST_PROXY (none)", () => {
  let mesh: TestMesh;
  let call: Call;
  let hotel: HotelScript;
  beforeAll(async () => {
    mesh = await startTestMesh({ config: testConfig({ RATE_LIMIT_IP_PER_MINUTE: "5" }) });
    call = httpClient(mesh.url);
    hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  });
  afterAll(async () => mesh?.stop());

  it("a forged X-Forwarded-For does not lift the anonymous per-IP ceiling", async () => {
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      const res = await call("GET", "/api/v1/properties", {
        token: `rk_sandbox_guess${i}`,
        headers: { "x-forwarded-for": forgedAddress() },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it("the request log shows the socket address, not the forged one", async () => {
    const t = await hotel.tenant();
    const p = await hotel.property(t.token);
    const key = await hotel.key(t.token, { property_ids: [p] });
    const forged = [forgedAddress(), forgedAddress(), forgedAddress()];
    for (const address of forged) {
      const res = await call("GET", "/api/v1/properties", {
        token: key.secret,
        headers: { "x-forwarded-for": address },
      });
      expect(res.status).toBe(200);
    }
    const logged = await loggedAddresses(call, t.token, key.id, 3);
    for (const ip of logged) expect(SOCKET_ADDRESSES).toContain(ip);
    for (const address of forged) expect(logged).not.toContain(address);
  });
});

describe("client address behind one trusted proxy (TRUST_PROXY=1)", () => {
  let mesh: TestMesh;
  let call: Call;
  let hotel: HotelScript;
  beforeAll(async () => {
    mesh = await startTestMesh({ config: testConfig({ TRUST_PROXY: "1", RATE_LIMIT_IP_PER_MINUTE: "3" }) });
    call = httpClient(mesh.url);
    hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  });
  afterAll(async () => mesh?.stop());

  it("the request log shows the address the proxy forwarded", async () => {
    const t = await hotel.tenant();
    const p = await hotel.property(t.token);
    const key = await hotel.key(t.token, { property_ids: [p] });
    // The proxy appends the address it saw; what the client sent before it is not believed.
    const res = await call("GET", "/api/v1/properties", {
      token: key.secret,
      headers: { "x-forwarded-for": "198.51.100.1, 203.0.113.7" },
    });
    expect(res.status).toBe(200);
    expect(await loggedAddresses(call, t.token, key.id, 1)).toEqual(["203.0.113.7"]);
  });

  it("the anonymous ceiling counts per forwarded address", async () => {
    const guess = (address: string) =>
      call("GET", "/api/v1/properties", {
        token: "rk_sandbox_guess",
        headers: { "x-forwarded-for": address },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await guess("203.0.113.9")).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await guess("203.0.113.10")).status).toBe(401);
  });

  it("the anonymous ceiling counts an IPv6 /64 as one client, and an IPv4-mapped address as its IPv4", async () => {
    const guess = (address: string) =>
      call("GET", "/api/v1/properties", {
        token: "rk_sandbox_guess",
        headers: { "x-forwarded-for": address },
      });
    // 100 addresses of one /64, each sent once, as a host rotating through its network would.
    const [a, b] = [randomInt(0, 0x10000), randomInt(0, 0xffff)];
    const net = `2001:db8:${a.toString(16)}:${b.toString(16)}`;
    const statuses: number[] = [];
    for (let i = 1; i <= 100; i++) {
      const host = [randomInt(0, 0xffff), randomInt(0, 0xffff), randomInt(0, 0xffff), i];
      statuses.push((await guess(`${net}:${host.map((n) => n.toString(16)).join(":")}`)).status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.slice(3).every((s) => s === 429)).toBe(true);
    // The next /64 is another client.
    expect((await guess(`2001:db8:${a.toString(16)}:${(b + 1).toString(16)}::1`)).status).toBe(401);

    const v4 = `198.51.100.${randomInt(1, 255)}`;
    expect((await guess(v4)).status).toBe(401);
    expect((await guess(`::ffff:${v4}`)).status).toBe(401);
    expect((await guess(v4)).status).toBe(401);
    expect((await guess(`::ffff:${v4}`)).status).toBe(429);
  });
});
