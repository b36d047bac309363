import { keysOps } from "@reservations/contracts";
import { faults, sha256Hex } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, eventually, type KeysHarness, merchant, startKeys } from "./harness.js";

describe("tenants and merchant tokens", () => {
  let h: KeysHarness;
  beforeAll(async () => {
    h = await startKeys();
  });
  afterAll(() => h?.stop());

  it("creates a tenant and answers its merchant token once, keeping only the token's hash", async () => {
    const res = await h.call(keysOps.createTenant, { name: "  Hotel Sol  " }, admin());
    expect(res.status).toBe(201);
    const { data } = keysOps.createTenant.output.parse(res.body);
    expect(data).toMatchObject({ name: "Hotel Sol", active: true });
    expect(data.id).toMatch(/^ten_/);
    expect(data.merchant_token).toMatch(/^mt_[0-9A-Za-z]{43}$/);
    expect(new Date(data.created_at).toISOString()).toBe(data.created_at);

    const { rows } = await h.service.kit.pool.query(
      "SELECT row_to_json(t)::text AS row FROM keys.tenants t WHERE id = $1",
      [data.id],
    );
    expect(rows[0].row).not.toContain(data.merchant_token);
    expect(rows[0].row).toContain(sha256Hex(data.merchant_token));
  });

  it("refuses a blank name with a field error", async () => {
    const res = await h.call(keysOps.createTenant, { name: "   " }, admin());
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty("name");
  });

  it("authenticates a merchant token by its hash, and answers null for an unknown one", async () => {
    const t = await h.tenant();
    const known = await h.call(keysOps.authenticateMerchant, { token_hash: sha256Hex(t.token) });
    expect(known).toMatchObject({ status: 200, body: { tenant_id: t.id, tenant_active: true } });
    const unknown = await h.call(keysOps.authenticateMerchant, { token_hash: sha256Hex("mt_nothing") });
    expect(unknown).toMatchObject({ status: 200, body: null });
    const malformed = await h.call(keysOps.authenticateMerchant, { token_hash: t.token });
    expect(malformed.status).toBe(422);
  });

  it("deactivates and activates a tenant, telling every gateway after each change", async () => {
    const t = await h.tenant("Casa Azul");
    const off = await h.call(keysOps.deactivateTenant, { tenant_id: t.id }, admin());
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ id: t.id, name: "Casa Azul", active: false });
    await eventually(() => expect(h.changes()).toContainEqual({ kind: "tenant", tenant_id: t.id }));
    const principal = await h.call(keysOps.authenticateMerchant, { token_hash: sha256Hex(t.token) });
    expect(principal.body).toEqual({ tenant_id: t.id, tenant_active: false, token_retiring: false });

    const before = h.changes().length;
    const on = await h.call(keysOps.activateTenant, { tenant_id: t.id }, admin());
    expect(on.body.data).toMatchObject({ id: t.id, active: true });
    await eventually(() => expect(h.changes().length).toBeGreaterThan(before));
    expect(h.changes().slice(before)).toContainEqual({ kind: "tenant", tenant_id: t.id });
    const again = await h.call(keysOps.authenticateMerchant, { token_hash: sha256Hex(t.token) });
    expect(again.body).toEqual({ tenant_id: t.id, tenant_active: true, token_retiring: false });
  });

  it("a rotation that cannot tell the gateways keeps the old token, as retiring; the next one ends it", async () => {
    const t = await h.tenant("Casa Verde");
    const principal = async (token: string) =>
      (await h.call(keysOps.authenticateMerchant, { token_hash: sha256Hex(token) })).body;
    const disarm = faults.arm("keys.states.publish", () => {
      throw new Error("key-states bucket out of reach");
    });
    const failed = await h.call(keysOps.rotateMerchantToken, {}, merchant(t.id)).finally(disarm);
    expect(failed).toMatchObject({ status: 503, body: { error_code: "SERVICE_UNAVAILABLE" } });
    // Still accepted, but no gateway may keep it: the rotation's end must stop it everywhere at once.
    expect(await principal(t.token)).toEqual({ tenant_id: t.id, tenant_active: true, token_retiring: true });

    const rotated = await h.call(keysOps.rotateMerchantToken, {}, merchant(t.id));
    expect(rotated.status).toBe(200);
    const fresh = keysOps.rotateMerchantToken.output.parse(rotated.body).data.merchant_token;
    expect(await principal(t.token)).toBeNull();
    expect(await principal(fresh)).toEqual({ tenant_id: t.id, tenant_active: true, token_retiring: false });
  });

  it.each([
    ["deactivate", keysOps.deactivateTenant],
    ["activate", keysOps.activateTenant],
  ] as const)("%s of an unknown tenant is TENANT_NOT_FOUND", async (_verb, op) => {
    const res = await h.call(op, { tenant_id: "ten_missing" }, admin());
    expect(res).toMatchObject({ status: 404, body: { error_code: "TENANT_NOT_FOUND" } });
  });
});
