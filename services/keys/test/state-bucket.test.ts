import { deleteNamespaceStreams, KeyStates } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/support/service-harness.js";
import { type KeysHarness, startKeys } from "./harness.js";

/** The key-states bucket lost with NATS's storage: the keys service makes it again and writes every state to it. */
describe("a key-states bucket made again", () => {
  let h: KeysHarness;
  beforeAll(async () => {
    h = await startKeys();
  });
  afterAll(() => h?.stop());

  it("gets every key's and hotel's state again, though none of them changed", async () => {
    const keys = [await h.newKey(), await h.newKey()];
    const states = await KeyStates.open(h.nc, h.config.NATS_NAMESPACE);
    await eventually(async () => {
      for (const k of keys) expect(await states.key(k.id)).not.toBeNull();
    });
    // NATS lost its storage: every stream of the mesh is gone, the bucket's among them.
    await deleteNamespaceStreams(h.nc, h.config.NATS_NAMESPACE);
    // Whoever opens it next makes it again, empty (a gateway starting, here).
    const fresh = await KeyStates.open(h.nc, h.config.NATS_NAMESPACE);
    expect(await fresh.key(keys[0]!.id)).toBeNull();
    await eventually(async () => {
      for (const k of keys) {
        expect((await fresh.key(k.id))?.key_id).toBe(k.id);
        expect((await fresh.tenant(k.tenant))?.tenant_id).toBe(k.tenant);
      }
    }, 15_000);
  });
});
