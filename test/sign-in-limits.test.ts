import { randomBytes } from "node:crypto";
import { Metrics } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "./support/config.js";
import { type Call, type HttpResult, httpClient } from "./support/http.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { parseExposition, total } from "./support/prometheus.js";
import { PASSWORD, StaffScript } from "./support/staff.js";

// One mesh behind a trusted proxy, so each call names its client in X-Forwarded-For; the anonymous
// ceiling and the sign-in limit at sizes a test can reach.
const SIGN_IN_PER_MINUTE = 60;
const ANONYMOUS_PER_MINUTE = 300;
let mesh: TestMesh;
let call: Call;
let staff: StaffScript;
const metrics = new Metrics("gateway");
beforeAll(async () => {
  const config = testConfig({
    TRUST_PROXY: "1",
    RATE_LIMIT_IP_PER_MINUTE: String(ANONYMOUS_PER_MINUTE),
    SIGN_IN_REQUESTS_PER_MINUTE: String(SIGN_IN_PER_MINUTE),
  });
  mesh = await startTestMesh({ config, gatewayMetrics: metrics });
  call = httpClient(mesh.url);
  staff = new StaffScript(call, mesh.url, mesh.config.PLATFORM_ADMIN_TOKEN!);
});
afterAll(async () => mesh?.stop());

/** A client address of its own (TEST-NET-2), never another test's. */
let clients = 0;
const client = () => {
  clients++;
  return `198.51.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

const signInFrom = (from: string, email: string, password: string) =>
  call("POST", "/api/merchant/session", {
    body: { email, password },
    headers: { "x-forwarded-for": from },
  });

const codes = (answers: HttpResult[]) => answers.map((a) => `${a.status} ${a.body?.error_code ?? ""}`.trim());

const emailCeilingRefusals = async () =>
  total(parseExposition(await metrics.expose()), "gateway_sign_in_email_ceiling_refusals_total");

describe("sign-in failure ceilings: a stranger locks their own client, not the hotel's staff", () => {
  it("six wrong passwords from one client lock that client only; the right password from another signs in", async () => {
    const { ownerEmail } = await staff.hotelWithOwner();
    const a = client();
    const wrong = [];
    for (let i = 0; i < 5; i++) wrong.push(await signInFrom(a, ownerEmail, "wrong password!"));
    expect(codes(wrong)).toEqual(Array(5).fill("401 STAFF_CREDENTIALS_INVALID"));
    const sixth = await signInFrom(a, ownerEmail, "wrong password!");
    expect(sixth.status).toBe(429);
    expect(sixth.body.error_code).toBe("STAFF_SIGN_IN_THROTTLED");
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(800);
    // The locked client is refused even with the right password; another client is not.
    expect((await signInFrom(a, ownerEmail, PASSWORD)).status).toBe(429);
    const b = await signInFrom(client(), ownerEmail, PASSWORD);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(b.headers.getSetCookie().join()).toMatch(/^rsv_session=/);
  });

  it("past 50 failures of one email from many clients in an hour, everyone is refused, counted in a metric", async () => {
    const { ownerEmail } = await staff.hotelWithOwner();
    const before = await emailCeilingRefusals();
    const wrongFromNewClients = (n: number) =>
      Promise.all(Array.from({ length: n }, () => signInFrom(client(), ownerEmail, "wrong password!")));
    const first: HttpResult[] = [];
    for (let batch = 0; batch < 3; batch++) first.push(...(await wrongFromNewClients(15)));
    expect(codes(first)).toEqual(Array(45).fill("401 STAFF_CREDENTIALS_INVALID"));
    // Ten at once across the ceiling: each attempt holds its place while its password is checked.
    const burst = codes(await wrongFromNewClients(10)).sort();
    expect(burst, burst.join()).toEqual([
      ...Array(5).fill("401 STAFF_CREDENTIALS_INVALID"),
      ...Array(5).fill("429 STAFF_SIGN_IN_THROTTLED"),
    ]);
    const fresh = await signInFrom(client(), ownerEmail, PASSWORD);
    expect(fresh.status).toBe(429);
    expect(fresh.body.error_code).toBe("STAFF_SIGN_IN_THROTTLED");
    expect(Number(fresh.headers.get("retry-after"))).toBeGreaterThan(15 * 60);
    expect((await emailCeilingRefusals()) - before).toBe(6);
  });

  it("past 50 failures from one client over many emails in 15 minutes, that client is refused", async () => {
    const { ownerEmail } = await staff.hotelWithOwner();
    const w = client();
    const answers = [];
    for (let i = 0; i < 50; i++) {
      answers.push(await signInFrom(w, `nobody.${i}.${randomBytes(3).toString("hex")}@hotel.test`, "guess"));
    }
    expect(codes(answers)).toEqual(Array(50).fill("401 STAFF_CREDENTIALS_INVALID"));
    const next = await signInFrom(w, ownerEmail, PASSWORD);
    expect(next.status).toBe(429);
    expect(next.body.error_code).toBe("STAFF_SIGN_IN_THROTTLED");
    expect((await signInFrom(client(), ownerEmail, PASSWORD)).status).toBe(200);
  });
});

describe("sign-in's request limit of its own", () => {
  it("300 wrong-key calls from one client spend its anonymous ceiling and leave its staff able to sign in", async () => {
    const { ownerEmail } = await staff.hotelWithOwner();
    const x = client();
    const wrongKey = () =>
      call("GET", "/api/v1/properties", {
        headers: { "x-forwarded-for": x, "x-api-key": "rk_sandbox_not_a_key" },
      });
    const answers: HttpResult[] = [];
    for (let batch = 0; batch < ANONYMOUS_PER_MINUTE / 50; batch++) {
      answers.push(...(await Promise.all(Array.from({ length: 50 }, wrongKey))));
    }
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([401]));
    expect((await wrongKey()).status).toBe(429);
    const signedIn = await signInFrom(x, ownerEmail, PASSWORD);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.headers.get("ratelimit-policy")).toBe(`"sign-in";q=${SIGN_IN_PER_MINUTE};w=60`);
  });

  it("sign-in, accept-invite and password change share a per-client limit that spends nothing of the anonymous ceiling", async () => {
    const { ownerEmail } = await staff.hotelWithOwner();
    const z = client();
    const invite = () =>
      call("POST", "/api/merchant/staff/accept-invite", {
        body: { invite_token: `inv_${randomBytes(16).toString("hex")}`, password: PASSWORD },
        headers: { "x-forwarded-for": z },
      });
    const answers = [];
    for (let i = 0; i < SIGN_IN_PER_MINUTE; i++) answers.push(await invite());
    expect(codes(answers)).toEqual(Array(SIGN_IN_PER_MINUTE).fill("401 STAFF_INVITE_INVALID"));
    const over = await invite();
    expect(over.status).toBe(429);
    expect(over.headers.get("ratelimit-policy")).toBe(`"sign-in";q=${SIGN_IN_PER_MINUTE};w=60`);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await signInFrom(z, ownerEmail, PASSWORD)).status).toBe(429);
    // The anonymous ceiling of the same client is untouched, and another client signs in.
    const anonymous = await call("GET", "/api/v1/properties", {
      headers: { "x-forwarded-for": z, "x-api-key": "rk_sandbox_not_a_key" },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("ratelimit")).toBe(`"ip";r=${ANONYMOUS_PER_MINUTE - 1};t=60`);
    expect((await signInFrom(client(), ownerEmail, PASSWORD)).status).toBe(200);
  });
});

describe("sign-in origins", () => {
  it("in sandbox accepts every loopback origin of the gateway's port, and names the console's address to any other", async () => {
    const { ownerEmail } = await staff.hotelWithOwner();
    const port = new URL(mesh.config.PUBLIC_BASE_URL).port;
    for (const host of ["localhost", "127.0.0.1", "[::1]"]) {
      const res = await call("POST", "/api/merchant/session", {
        body: { email: ownerEmail, password: PASSWORD },
        headers: { origin: `http://${host}:${port}`, "x-forwarded-for": client() },
      });
      expect(res.status, `${host}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    for (const origin of ["http://evil.example", `http://127.0.0.1:${Number(port) + 1}`]) {
      const res = await call("POST", "/api/merchant/session", {
        body: { email: ownerEmail, password: PASSWORD },
        headers: { origin, "x-forwarded-for": client() },
      });
      expect(res.status).toBe(403);
      expect(res.body.error_code).toBe("CSRF_TOKEN_INVALID");
      expect(res.body.message).toContain(`Open the console at ${mesh.config.PUBLIC_BASE_URL}/console`);
    }
  });
});

describe("a production gateway", () => {
  let prod: TestMesh;
  afterAll(async () => prod?.stop());

  it("sets `__Host-rsv_session` (Secure, Path=/, no Domain), reads only it, and names its address to another origin", async () => {
    const secret = () => randomBytes(24).toString("hex");
    const publicBaseUrl = "https://hotel-console.example";
    prod = await startTestMesh({
      config: testConfig({
        APP_ENV: "production",
        PUBLIC_BASE_URL: publicBaseUrl,
        PLATFORM_ADMIN_TOKEN: secret(),
        CURSOR_SECRET: secret(),
        WEBHOOK_SECRET_KEYS: `k1:${randomBytes(32).toString("base64")}`,
        // Production requires NATS credentials; the machine's NATS, without authorization, takes any.
        NATS_USER: "gateway",
        NATS_PASSWORD: `p${randomBytes(16).toString("hex")}`,
      }),
    });
    const prodCall = httpClient(prod.url);
    const script = new StaffScript(prodCall, prod.url, prod.config.PLATFORM_ADMIN_TOKEN!);
    const { owner, ownerEmail } = await script.hotelWithOwner();
    expect(owner.cookieName).toBe("__Host-rsv_session");

    const res = await prodCall("POST", "/api/merchant/session", {
      body: { email: ownerEmail, password: PASSWORD },
    });
    const [set] = res.headers.getSetCookie();
    expect(set).toMatch(/^__Host-rsv_session=[A-Za-z0-9_-]{20,};/);
    const attributes = set!
      .split(/;\s*/)
      .slice(1)
      .map((a) => a.split("=")[0]!.toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["secure", "path", "httponly", "samesite"]));
    expect(attributes).not.toContain("domain");
    expect(set).toMatch(/Path=\/(;|$)/);

    const value = set!.split(";")[0]!.split("=")[1]!;
    const read = (name: string) =>
      prodCall("GET", "/api/merchant/session", { headers: { cookie: `${name}=${value}` } });
    expect((await read("__Host-rsv_session")).body.data.staff).toMatchObject({ email: ownerEmail });
    expect((await read("rsv_session")).status).toBe(401);

    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "https://elsewhere.example"]) {
      const foreign = await prodCall("POST", "/api/merchant/session", {
        body: { email: ownerEmail, password: PASSWORD },
        headers: { origin },
      });
      expect(foreign.status).toBe(403);
      expect(foreign.body.error_code).toBe("CSRF_TOKEN_INVALID");
      expect(foreign.body.message).toContain(`Open the console at ${publicBaseUrl}/console`);
    }
    const own = await prodCall("POST", "/api/merchant/session", {
      body: { email: ownerEmail, password: PASSWORD },
      headers: { origin: publicBaseUrl },
    });
    expect(own.status).toBe(200);
  });
});
