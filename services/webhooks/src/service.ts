import { CursorCodec, ensureEventStream, KeyStates, type ServiceDefinition } from "@reservations/service-kit";
import { STANDARD_SCHEDULE_MS } from "./domain/retry.js";
import { consumeForFanOut } from "./handlers/fan-out.js";
import { registerSubscriptionHandlers } from "./handlers/subscriptions.js";
import { Deliverer } from "./jobs/delivery.js";
import { SubscriptionAuthority } from "./store/authority.js";

export const webhooksService: ServiceDefinition = {
  name: "webhooks",
  migrationsDir: new URL("./migrations/", import.meta.url),
  async register(kit) {
    if (kit.config.WEBHOOK_ALLOW_PRIVATE_URLS) {
      kit.log.warn(
        "WEBHOOK_ALLOW_PRIVATE_URLS is on: webhooks may reach private addresses and plain http (development only)",
      );
    }
    await ensureEventStream(kit.nc, kit.config.NATS_NAMESPACE);
    const schedule = kit.config.WEBHOOK_RETRY_SCHEDULE_MS ?? STANDARD_SCHEDULE_MS;
    const authority = new SubscriptionAuthority(await KeyStates.open(kit.nc, kit.config.NATS_NAMESPACE));
    const deliverer = new Deliverer(kit, schedule, authority);
    registerSubscriptionHandlers(kit, deliverer, new CursorCodec(kit.config.CURSOR_SECRET));
    await deliverer.start(kit.config.WEBHOOK_SWEEP_EVERY_MS);
    await consumeForFanOut(kit, deliverer, authority);
    kit.onClose(() => deliverer.stop());
  },
};
