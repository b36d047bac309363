import { CursorCodec, ensureEventStream, KeyStates, type ServiceDefinition } from "@reservations/service-kit";
import { STANDARD_SCHEDULE_MS } from "./domain/retry.js";
import { SecretBox } from "./domain/secret-box.js";
import { consumeForFanOut } from "./handlers/fan-out.js";
import { registerSubscriptionHandlers } from "./handlers/subscriptions.js";
import { Deliverer } from "./jobs/delivery.js";
import { startPurges } from "./jobs/purges.js";
import { sealSecrets } from "./jobs/seal-secrets.js";
import { WebhookResolver } from "./net/webhook-resolver.js";
import { WebhookSender } from "./net/webhook-sender.js";

export const webhooksService: ServiceDefinition = {
  name: "webhooks",
  migrationsDir: new URL("./migrations/", import.meta.url),
  async register(kit) {
    if (kit.config.WEBHOOK_ALLOW_PRIVATE_URLS) {
      kit.log.warn(
        "WEBHOOK_ALLOW_PRIVATE_URLS is on: webhooks may reach private addresses and plain http (development only)",
      );
    }
    await ensureEventStream(kit.nc, kit.config.NATS_NAMESPACE, kit.config.NATS_STREAM_REPLICAS);
    const schedule = kit.config.WEBHOOK_RETRY_SCHEDULE_MS ?? STANDARD_SCHEDULE_MS;
    const keyStates = await KeyStates.open(
      kit.nc,
      kit.config.NATS_NAMESPACE,
      kit.config.NATS_STREAM_REPLICAS,
    );
    const secrets = new SecretBox(kit.config.WEBHOOK_SECRET_KEYS);
    // Before serving: no secret stays in clear, none stays with a key being rotated out.
    await sealSecrets(kit.pool, secrets, kit.log);
    // One resolver for the create/edit check and every delivery's connection.
    const resolver = new WebhookResolver({ timeoutMs: kit.config.WEBHOOK_DNS_TIMEOUT_MS });
    const sender = new WebhookSender(secrets, resolver, kit.config.WEBHOOK_ALLOW_PRIVATE_URLS, kit.log);
    const deliverer = new Deliverer(kit, schedule, keyStates, sender);
    registerSubscriptionHandlers(kit, sender, new CursorCodec(kit.config.CURSOR_SECRET), secrets, resolver);
    deliverer.start(kit.config.WEBHOOK_SWEEP_EVERY_MS);
    await consumeForFanOut(kit, deliverer, keyStates);
    startPurges(kit);
    kit.onClose(() => deliverer.stop());
  },
};
