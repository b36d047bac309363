import { healthOperation } from "@reservations/contracts";
import {
  type BaseConfig,
  RpcClient,
  type RunningService,
  runNatsSetup,
  startService,
} from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhooksService } from "../../services/webhooks/src/service.js";
import { captureLogger, databaseReady, testConfig } from "../support/config.js";
import { AuthorizedNats } from "./authorized-nats.js";
import { sleep, until } from "./support.js";

// A service started before the setup step, on a NATS server running the generated authorization:
// it makes nothing (its credentials may not), waits and says so in its log and its health, and
// serves once the setup step ran.

let auth: AuthorizedNats;
let config: BaseConfig;
let running: RunningService | undefined;

beforeAll(async () => {
  auth = await AuthorizedNats.start("nats-setup");
  config = testConfig({
    NATS_URL: auth.url,
    NATS_NAMESPACE: "",
    NATS_USER: "webhooks",
    NATS_PASSWORD: auth.passwords.webhooks,
  });
  // The database part of the setup step only: NATS is left without stream, bucket or consumers.
  await databaseReady(config);
}, 60_000);

afterAll(async () => {
  await running?.stop();
  await auth?.destroy();
});

describe("a service started before the setup step", () => {
  it("waits, not serving, says what is missing, makes nothing, and serves once the setup step ran", async () => {
    const { log, lines } = captureLogger("webhooks", "info");
    let failed: Error | undefined;
    const starting = startService(webhooksService, { config, log }).then(
      (s) => {
        running = s;
        return s;
      },
      (err: Error) => {
        failed = err;
        return undefined;
      },
    );
    const said = (text: string) => lines.some((l) => l.includes(text));
    await until(
      "the service to say it waits",
      async () => (said("waiting for the setup step") ? true : undefined),
      15_000,
    );
    expect(said("waiting for the setup step: bucket key_states is missing")).toBe(true);
    // Still waiting a while later, neither started nor failed, and nothing asked that the server refused.
    await sleep(1500);
    expect(running).toBeUndefined();
    expect(failed).toBeUndefined();
    expect(auth.violations()).toEqual([]);
    const gateway = await auth.as("gateway");
    try {
      const health = new RpcClient(gateway, 5000, "");
      const ctx = { request_id: "setup-wait", actor: "system" as const };
      // Its health says it waits: not ready.
      const waiting = await health.request(healthOperation("webhooks"), {}, ctx);
      expect(waiting?.checks).toMatchObject({ nats_setup: "down", nats: "up" });

      const made = await runNatsSetup(config, { NATS_SETUP_PASSWORD: auth.passwords.setup });
      expect(made.consumers).toContain("webhooks-fanout");
      expect(await starting).toBeDefined();
      expect(said("the setup step made bucket key_states")).toBe(true);
      const answer = await until(
        "the service's health",
        async () => (await health.request(healthOperation("webhooks"), {}, ctx)) ?? undefined,
        10_000,
      );
      expect(answer.status).toBe("up");
      expect(answer.checks).not.toHaveProperty("nats_setup");
      expect(
        Object.values(answer.checks).every((c) => c === "up"),
        JSON.stringify(answer.checks),
      ).toBe(true);
      expect(auth.violations()).toEqual([]);
    } finally {
      await gateway.close();
    }
  }, 60_000);
});
