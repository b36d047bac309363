import { deleteNamespaceStreams, KeyStates, runNatsSetup } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/support/service-harness.js";
import { type KeysHarness, startKeys } from "./harness.js";

/** The key-states bucket lost with NATS's storage: the setup step makes it again, the keys service writes every state to it. */
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
    // The setup step runs again and makes it, empty.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await runNatsSetup(h.config, {});
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
