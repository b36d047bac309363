import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HotelScript } from "./support/hotel.js";
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
    await other?.stop();
    await mesh?.stop();
  });

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
});
