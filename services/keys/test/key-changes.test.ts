import { keysOps } from "@reservations/contracts";
import { sha256Hex } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Answer,
  eventually,
  fieldErrorsOf,
  type KeysHarness,
  merchant,
  startKeys,
  uniq,
  utcDay,
} from "./harness.js";

let h: KeysHarness;
beforeAll(async () => {
  h = await startKeys();
});
afterAll(() => h?.stop());

describe("API keys: changes and tenant isolation: lifecycle", () => {
  it("pauses, resumes and revokes for good, telling the gateways after each change", async () => {
    const t = await h.tenantWith();
    const { id, secret } = await h.key(t.id);
    const hash = sha256Hex(secret);
    const ctx = merchant(t.id);
    const principalStatus = async () =>
      (await h.call(keysOps.authenticateKey, { key_hash: hash })).body.status as string;
    const changed = (from: number) =>
      eventually(() =>
        expect(h.changes().slice(from)).toContainEqual({ kind: "key", key_hash: hash, tenant_id: t.id }),
      );

    let mark = h.changes().length;
    const paused = await h.call(keysOps.pauseKey, { key_id: id }, ctx);
    expect(paused).toMatchObject({ status: 200, body: { data: { id, status: "paused" } } });
    await changed(mark);
    expect(await principalStatus()).toBe("paused");
    expect((await h.call(keysOps.pauseKey, { key_id: id }, ctx)).body.data.status).toBe("paused");

    mark = h.changes().length;
    const resumed = await h.call(keysOps.resumeKey, { key_id: id }, ctx);
    expect(resumed).toMatchObject({ status: 200, body: { data: { status: "active" } } });
    await changed(mark);
    expect(await principalStatus()).toBe("active");

    mark = h.changes().length;
    const revoked = await h.call(keysOps.revokeKey, { key_id: id }, ctx);
    expect(revoked).toMatchObject({ status: 200, body: { data: { status: "revoked" } } });
    const revokedAt = revoked.body.data.revoked_at as string;
    expect(new Date(revokedAt).toISOString()).toBe(revokedAt);
    await changed(mark);
    expect(await principalStatus()).toBe("revoked");

    const again = await h.call(keysOps.revokeKey, { key_id: id }, ctx);
    expect(again.body.data).toMatchObject({ status: "revoked", revoked_at: revokedAt });

    for (const res of [
      await h.call(keysOps.pauseKey, { key_id: id }, ctx),
      await h.call(keysOps.resumeKey, { key_id: id }, ctx),
      await h.call(keysOps.updateKey, { key_id: id, patch: { name: "back to life" } }, ctx),
    ]) {
      expect(res).toMatchObject({ status: 409, body: { error_code: "KEY_REVOKED" } });
    }
    expect((await h.call(keysOps.getKey, { key_id: id }, ctx)).body.data).toMatchObject({
      name: "Channel manager",
      status: "revoked",
    });
  });

  it("shows a key as expired from its expires_on date (UTC) until it is revoked", async () => {
    const t = await h.tenantWith();
    const { id } = await h.key(t.id, { expires_on: utcDay(1) });
    await h.service.kit.pool.query("UPDATE keys.api_keys SET expires_on = $2 WHERE id = $1", [id, utcDay(0)]);
    const ctx = merchant(t.id);
    expect((await h.call(keysOps.getKey, { key_id: id }, ctx)).body.data.status).toBe("expired");
    // Pausing an expired key is allowed; it still reads as expired.
    expect((await h.call(keysOps.pauseKey, { key_id: id }, ctx)).body.data.status).toBe("expired");
    expect((await h.call(keysOps.revokeKey, { key_id: id }, ctx)).body.data.status).toBe("revoked");
  });
});

describe("API keys: changes and tenant isolation: update", () => {
  it("edits every setting but never the text, the prefix or the environment", async () => {
    const p1 = `prop_${uniq()}`;
    const p2 = `prop_${uniq()}`;
    const t = await h.tenantWith(p1, p2);
    const { id, secret, data: before } = await h.key(t.id, { property_ids: [p1], max_live_holds: 3 });
    const mark = h.changes().length;
    const res = await h.call(
      keysOps.updateKey,
      {
        key_id: id,
        patch: {
          name: "Renamed",
          scopes: ["rates:read", "units:read", "rates:read"],
          property_ids: [p2, p2],
          requests_per_minute: 30,
          max_bookings_per_24h: 10,
          expires_on: utcDay(2),
          environment: "production",
        } as never,
      },
      merchant(t.id),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ...before,
      name: "Renamed",
      scopes: ["units:read", "rates:read"],
      property_ids: [p2],
      requests_per_minute: 30,
      max_live_holds: 3,
      max_bookings_per_24h: 10,
      expires_on: utcDay(2),
    });
    await eventually(() =>
      expect(h.changes().slice(mark)).toContainEqual({
        kind: "key",
        key_hash: sha256Hex(secret),
        tenant_id: t.id,
      }),
    );
    const principal = await h.call(keysOps.authenticateKey, { key_hash: sha256Hex(secret) });
    expect(principal.body).toMatchObject({ key_id: id, environment: "sandbox", property_ids: [p2] });

    // null: every property, and the platform's limits.
    const cleared = await h.call(
      keysOps.updateKey,
      { key_id: id, patch: { property_ids: null, max_live_holds: null, expires_on: null } },
      merchant(t.id),
    );
    expect(cleared.body.data).toMatchObject({
      name: "Renamed",
      property_ids: null,
      max_live_holds: null,
      requests_per_minute: 30,
      expires_on: null,
    });
  });

  it("applies the create rules to expires_on and property_ids", async () => {
    const own = `prop_${uniq()}`;
    const t = await h.tenantWith(own);
    const { id } = await h.key(t.id);
    const today = await h.call(
      keysOps.updateKey,
      { key_id: id, patch: { expires_on: utcDay(0) } },
      merchant(t.id),
    );
    expect(fieldErrorsOf(today)).toEqual({ expires_on: ["must be empty or tomorrow or later"] });
    const foreign = await h.call(
      keysOps.updateKey,
      { key_id: id, patch: { property_ids: [own, "prop_elsewhere"] } },
      merchant(t.id),
    );
    expect(fieldErrorsOf(foreign).property_ids![0]).toContain("prop_elsewhere");
    const unchanged = await h.call(keysOps.getKey, { key_id: id }, merchant(t.id));
    expect(unchanged.body.data).toMatchObject({ expires_on: null, property_ids: null });
  });
});

describe("API keys: changes and tenant isolation: tenant isolation", () => {
  it("answers KEY_NOT_FOUND for another tenant's key and for a key that does not exist", async () => {
    const owner = await h.tenantWith();
    const other = await h.tenantWith();
    const { id } = await h.key(owner.id);
    const calls: [string, (keyId: string) => Promise<Answer>][] = [
      ["get", (key_id) => h.call(keysOps.getKey, { key_id }, merchant(other.id))],
      ["update", (key_id) => h.call(keysOps.updateKey, { key_id, patch: { name: "x" } }, merchant(other.id))],
      ["pause", (key_id) => h.call(keysOps.pauseKey, { key_id }, merchant(other.id))],
      ["resume", (key_id) => h.call(keysOps.resumeKey, { key_id }, merchant(other.id))],
      ["revoke", (key_id) => h.call(keysOps.revokeKey, { key_id }, merchant(other.id))],
      ["listRequests", (key_id) => h.call(keysOps.listRequests, { key_id }, merchant(other.id))],
    ];
    for (const [name, attempt] of calls) {
      for (const keyId of [id, "key_missing"]) {
        const res = await attempt(keyId);
        expect({ name, keyId, status: res.status, code: res.body.error_code }).toEqual({
          name,
          keyId,
          status: 404,
          code: "KEY_NOT_FOUND",
        });
      }
    }
    const own = await h.call(keysOps.getKey, { key_id: id }, merchant(owner.id));
    expect(own.body.data).toMatchObject({ id, name: "Channel manager", status: "active" });
    const listed = await h.call(keysOps.listKeys, {}, merchant(other.id));
    expect(listed.body.data).toEqual([]);
  });
});
