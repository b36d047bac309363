import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { booker } from "./support/booking.js";
import { testConfig } from "./support/config.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { expirePath, hotelOn, stay } from "./support/sandbox-clock.js";

// The sandbox clock is no route at all in a production deployment (test/sandbox-clock.test.ts has
// the sandbox one).

describe("the sandbox clock in a production deployment", () => {
  let mesh: TestMesh;
  afterAll(async () => mesh?.stop());

  it("has no such route: 404 ROUTE_NOT_FOUND as for any unknown path, the hold untouched, the document without it", async () => {
    const secret = () => randomBytes(24).toString("hex");
    mesh = await startTestMesh({
      config: testConfig({
        APP_ENV: "production",
        PLATFORM_ADMIN_TOKEN: secret(),
        CURSOR_SECRET: secret(),
        WEBHOOK_SECRET_KEYS: `k1:${randomBytes(32).toString("base64")}`,
        // Production requires NATS credentials; the machine's NATS, without authorization, takes any.
        NATS_USER: "gateway",
        NATS_PASSWORD: `p${randomBytes(16).toString("hex")}`,
      }),
    });
    const h = await hotelOn(mesh, "production");
    const key = await h.key([h.p1.id]);
    expect(key.secret).toMatch(/^rk_live_/);
    const hold = await booker(h.call, key.secret)({ ...stay(h.p1, h.p1.units[0]!), hold_minutes: 30 });
    expect(hold.status, JSON.stringify(hold.body)).toBe(201);
    const id: string = hold.body.data.id;

    const res = await h.call("POST", expirePath(id), { token: key.secret });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: `No route POST ${expirePath(id)}.`, error_code: "ROUTE_NOT_FOUND" });
    // Without a key too, exactly as an unknown path answers.
    const anonymous = await h.call("POST", expirePath(id));
    const unknown = await h.call("POST", `/api/v1/nowhere/${id}/expire-hold`);
    expect(anonymous.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(anonymous.body.error_code).toBe(unknown.body.error_code);

    const read = await h.call("GET", `/api/v1/bookings/${id}`, { token: key.secret });
    expect(read.body.data).toMatchObject({ status: "pending", is_hold: true, cancellation_reason: null });
    const confirm = await h.call("POST", `/api/v1/bookings/${id}/confirm`, { token: key.secret });
    expect(confirm.body.data.status).toBe("confirmed");

    const doc = (await h.call("GET", "/api/v1/openapi.json")).body;
    expect(doc.servers[0].description).toBe("production");
    expect(Object.keys(doc.paths).filter((p) => p.includes("sandbox"))).toEqual([]);
    expect(doc.tags.map((t: { name: string }) => t.name)).not.toContain("sandbox");
  });
});
