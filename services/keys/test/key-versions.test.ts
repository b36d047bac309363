import { keysOps } from "@reservations/contracts";
import { sha256Hex } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, type KeysHarness, merchant, startKeys } from "./harness.js";

// A key's API version: what its calls answer in when they name none, set on issue and edit, and
// carried to the gateways with the rest of the key.

let h: KeysHarness;
beforeAll(async () => {
  h = await startKeys();
});
afterAll(() => h?.stop());

const principalOf = async (secret: string) =>
  (await h.call(keysOps.authenticateKey, { key_hash: sha256Hex(secret) })).body;

describe("API keys: api_version", () => {
  it("issues a key in 2026-11-21 unless it names another, and tells the gateways which", async () => {
    const t = await h.tenantWith();
    const plain = await h.key(t.id);
    expect(plain.data.api_version).toBe("2026-11-21");
    expect(await principalOf(plain.secret)).toMatchObject({ key_id: plain.id, api_version: "2026-11-21" });

    const pinned = await h.key(t.id, { api_version: "2026-12-15" });
    expect(pinned.data.api_version).toBe("2026-12-15");
    expect(await principalOf(pinned.secret)).toMatchObject({ key_id: pinned.id, api_version: "2026-12-15" });
    const read = await h.call(keysOps.getKey, { key_id: pinned.id }, merchant(t.id));
    expect(read.body.data.api_version).toBe("2026-12-15");
    const listed = await h.call(keysOps.listKeys, {}, merchant(t.id));
    expect(listed.body.data.map((k: { id: string; api_version: string }) => [k.id, k.api_version])).toEqual([
      [pinned.id, "2026-12-15"],
      [plain.id, "2026-11-21"],
    ]);
  });

  it("changes the version on edit, puts the key's new state in the bucket, and leaves it when an edit names none", async () => {
    const t = await h.tenantWith();
    const { id, secret } = await h.key(t.id);
    const hash = sha256Hex(secret);
    const ctx = merchant(t.id);

    let mark = h.changes().length;
    const changed = await h.call(
      keysOps.updateKey,
      { key_id: id, patch: { api_version: "2026-12-15" } },
      ctx,
    );
    expect(changed).toMatchObject({ status: 200, body: { data: { id, api_version: "2026-12-15" } } });
    // The gateways drop their cached key on this change and look it up again.
    await eventually(() =>
      expect(h.changes().slice(mark)).toContainEqual({ kind: "key", key_hash: hash, tenant_id: t.id }),
    );
    expect((await principalOf(secret)).api_version).toBe("2026-12-15");

    mark = h.changes().length;
    const renamed = await h.call(keysOps.updateKey, { key_id: id, patch: { name: "Renamed" } }, ctx);
    expect(renamed.body.data).toMatchObject({ name: "Renamed", api_version: "2026-12-15" });
    expect((await principalOf(secret)).api_version).toBe("2026-12-15");

    const back = await h.call(keysOps.updateKey, { key_id: id, patch: { api_version: "2026-11-21" } }, ctx);
    expect(back.body.data.api_version).toBe("2026-11-21");
    expect((await principalOf(secret)).api_version).toBe("2026-11-21");
    const { rows } = await h.service.kit.pool.query(
      "SELECT action FROM keys.audit_entries WHERE target_id = $1 ORDER BY at",
      [id],
    );
    expect(rows.map((r) => r.action)).toEqual(["key.create", "key.update", "key.update", "key.update"]);
  });

  it("refuses a version that does not exist on issue and on edit, changing nothing", async () => {
    const t = await h.tenantWith();
    const ctx = merchant(t.id);
    const issued = await h.call(
      keysOps.createKey,
      { name: "k", environment: "sandbox", scopes: ["units:read"], api_version: "2025-01-01" as never },
      ctx,
    );
    expect(issued.status).toBe(422);
    expect(Object.keys(issued.body.errors)).toEqual(["api_version"]);

    const { id } = await h.key(t.id, { api_version: "2026-12-15" });
    const edited = await h.call(
      keysOps.updateKey,
      { key_id: id, patch: { api_version: "latest" as never } },
      ctx,
    );
    expect(edited.status).toBe(422);
    expect(Object.keys(edited.body.errors)).toEqual(["patch.api_version"]);
    expect((await h.call(keysOps.getKey, { key_id: id }, ctx)).body.data.api_version).toBe("2026-12-15");
  });
});
