import { faults } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, HotelScript } from "./support/hotel.js";
import { type Call, httpClient } from "./support/http.js";
import { startGateway, startTestMesh, type TestMesh } from "./support/mesh.js";

describe("merchant token rotation", () => {
  let mesh: TestMesh;
  let other: { url: string; stop(): Promise<void> };
  let call: Call;
  let call2: Call;
  beforeAll(async () => {
    mesh = await startTestMesh();
    other = await startGateway(mesh.config);
    call = httpClient(mesh.url);
    call2 = httpClient(other.url);
  });
  afterAll(async () => {
    faults.disarmAll();
    await other?.stop();
    await mesh?.stop();
  });

  /** What each gateway answers a merchant call made with `token`. */
  const both = (token: string) =>
    Promise.all([call, call2].map(async (c) => (await c("GET", "/api/merchant/keys", { token })).status));
  /** Asks both gateways until both answer `status`, for 1 s at most; how long that took. */
  const untilBoth = async (token: string, status: number) => {
    const since = Date.now();
    for (;;) {
      const answers = await both(token);
      if (answers.every((s) => s === status)) return Date.now() - since;
      expect(Date.now() - since, `still ${answers} instead of ${status}`).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it("answers the new token once; the old one stops at once on this gateway and within 1 s on another", async () => {
    const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    const t = await hotel.tenant("Rotating hotel");
    // Both gateways have the old token cached.
    expect((await call("GET", "/api/merchant/keys", { token: t.token })).status).toBe(200);
    expect((await call2("GET", "/api/merchant/keys", { token: t.token })).status).toBe(200);

    const rotated = await call("POST", "/api/merchant/token/rotate", { token: t.token });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const fresh = rotated.body.data.merchant_token as string;
    expect(fresh).toMatch(/^mt_/);
    expect(fresh).not.toBe(t.token);
    const rotatedAt = Date.now();

    const old = await call("GET", "/api/merchant/keys", { token: t.token });
    expect(old.status).toBe(401);
    expect(old.body.error_code).toBe("MERCHANT_TOKEN_INVALID");
    for (;;) {
      const res = await call2("GET", "/api/merchant/keys", { token: t.token });
      if (res.status === 401) break;
      expect(Date.now() - rotatedAt, "the other gateway still takes the old token").toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await call("GET", "/api/merchant/keys", { token: fresh })).status).toBe(200);
    expect((await call2("GET", "/api/merchant/keys", { token: fresh })).status).toBe(200);
    // The old token cannot rotate again either.
    expect((await call("POST", "/api/merchant/token/rotate", { token: t.token })).status).toBe(401);
  });

  it("never locks the hotel out: a rotation that cannot publish answers 503 and the old token still works; retried, it answers the new token and the old one stops", async () => {
    const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    const t = await hotel.tenant("Hotel rotating while NATS KV is away");
    expect(await both(t.token)).toEqual([200, 200]);

    const disarm = faults.arm("keys.states.publish", () => {
      throw new Error("key-states bucket out of reach");
    });
    const failed = await call("POST", "/api/merchant/token/rotate", { token: t.token }).finally(disarm);
    expect(failed.status, JSON.stringify(failed.body)).toBe(503);
    expect(failed.body.error_code).toBe("SERVICE_UNAVAILABLE");
    expect(failed.headers.get("retry-after")).toBe("1");
    expect(JSON.stringify(failed.body)).not.toMatch(/mt_/);

    // The state the rotation saved reaches the bucket through the keys service's sync: both gateways
    // drop the old token from their caches, look it up again, and it still works.
    await eventually("the rotation's state in the key-states bucket", async () => {
      const { rows } = await mesh.db.query(
        "SELECT published_version >= state_version AS published FROM keys.tenants WHERE id = $1",
        [t.id],
      );
      return rows[0]?.published ? true : undefined;
    });
    for (let i = 0; i < 3; i++) expect(await both(t.token)).toEqual([200, 200]);

    const rotated = await call("POST", "/api/merchant/token/rotate", { token: t.token });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const fresh = rotated.body.data.merchant_token as string;
    expect(fresh).toMatch(/^mt_/);
    const old = await call("GET", "/api/merchant/keys", { token: t.token });
    expect(old.status).toBe(401);
    expect(old.body.error_code).toBe("MERCHANT_TOKEN_INVALID");
    expect(await untilBoth(t.token, 401)).toBeLessThan(1000);
    expect(await both(fresh)).toEqual([200, 200]);
  });
});
