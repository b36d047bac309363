import { AppError, feedOps, webhookOps } from "@reservations/contracts";
import {
  ackFloorReader,
  CursorCodec,
  KeyStates,
  OutboxRelay,
  type ServiceDefinition,
  watchOutbox,
} from "@reservations/service-kit";
import { readAtMostEvery } from "./domain/feed.js";
import { STANDARD_SCHEDULE_MS } from "./domain/retry.js";
import { SecretBox } from "./domain/secret-box.js";
import { activateSubscription } from "./handlers/activate-subscription.js";
import type { WebhooksDeps } from "./handlers/context.js";
import { createSubscription } from "./handlers/create-subscription.js";
import { deactivateSubscription } from "./handlers/deactivate-subscription.js";
import { deleteSubscription } from "./handlers/delete-subscription.js";
import { consumeForFanOut, FANOUT_CONSUMER } from "./handlers/fan-out.js";
import { getSubscription } from "./handlers/get-subscription.js";
import { listDeliveries } from "./handlers/list-deliveries.js";
import { listEventKinds } from "./handlers/list-event-kinds.js";
import { listFeed } from "./handlers/list-feed.js";
import { listSubscriptions } from "./handlers/list-subscriptions.js";
import { recoverDeliveries } from "./handlers/recover-deliveries.js";
import { redeliver } from "./handlers/redeliver.js";
import { rotateSecret } from "./handlers/rotate-secret.js";
import { testSubscription } from "./handlers/test-subscription.js";
import { updateSubscription } from "./handlers/update-subscription.js";
import { Deliverer } from "./jobs/delivery.js";
import { startPurges } from "./jobs/purges.js";
import { sealSecrets } from "./jobs/seal-secrets.js";
import { WebhookResolver } from "./net/webhook-resolver.js";
import { WebhookSender } from "./net/webhook-sender.js";
import { FeedOffsets } from "./store/event-streams.js";
import { WEBHOOKS_OUTBOX } from "./store/outbox.js";

export const webhooksService: ServiceDefinition = {
  name: "webhooks",
  migrationsDir: new URL("./migrations/", import.meta.url),
  liveSqlDir: new URL("./store/sql/", import.meta.url),
  async register(kit) {
    const allowPrivate = kit.config.WEBHOOK_ALLOW_PRIVATE_URLS;
    if (allowPrivate) {
      kit.log.warn(
        "WEBHOOK_ALLOW_PRIVATE_URLS is on: webhooks may reach private addresses and plain http (development only)",
      );
    }
    const keyStates = await KeyStates.open(kit.nc, kit.config.NATS_NAMESPACE, kit.log);
    const secrets = new SecretBox(kit.config.WEBHOOK_SECRET_KEYS);
    // Before serving: no secret stays in clear, none stays with a key being rotated out.
    await sealSecrets(kit.pool, secrets, kit.log);
    const resolver = new WebhookResolver({ timeoutMs: kit.config.WEBHOOK_DNS_TIMEOUT_MS });
    const sender = new WebhookSender(secrets, resolver, allowPrivate, kit.log, {
      connectMs: kit.config.WEBHOOK_CONNECT_TIMEOUT_MS,
      answerMs: kit.config.WEBHOOK_ANSWER_TIMEOUT_MS,
    });
    const schedule = kit.config.WEBHOOK_RETRY_SCHEDULE_MS ?? STANDARD_SCHEDULE_MS;
    const deliverer = new Deliverer(kit, schedule, keyStates, sender, {
      perSubscription: kit.config.WEBHOOK_SUBSCRIPTION_CONCURRENCY,
      perHotel: kit.config.WEBHOOK_HOTEL_CONCURRENCY,
    });
    const deps: WebhooksDeps = {
      kit,
      cursors: new CursorCodec(kit.config.CURSOR_SECRET),
      secrets,
      resolver,
      sender,
      deliverer,
      outbox: new OutboxRelay(kit, WEBHOOKS_OUTBOX),
    };
    const { rpc } = kit;
    rpc.serve(webhookOps.events, listEventKinds());
    rpc.serve(webhookOps.list, listSubscriptions(deps));
    rpc.serve(webhookOps.get, getSubscription(deps));
    rpc.serve(webhookOps.create, createSubscription(deps));
    rpc.serve(webhookOps.update, updateSubscription(deps));
    rpc.serve(webhookOps.remove, deleteSubscription(deps));
    rpc.serve(webhookOps.activate, activateSubscription(deps));
    rpc.serve(webhookOps.deactivate, deactivateSubscription(deps));
    rpc.serve(webhookOps.rotateSecret, rotateSecret(deps));
    rpc.serve(webhookOps.test, testSubscription(deps));
    rpc.serve(webhookOps.deliveries, listDeliveries(deps));
    rpc.serve(webhookOps.redeliver, redeliver(deps));
    rpc.serve(webhookOps.recover, recoverDeliveries(deps));
    deliverer.start(kit.config.WEBHOOK_SWEEP_EVERY_MS, kit.config.WEBHOOK_WORKERS);
    // Each stream's events take feed sequences above every earlier stream's (store/event-streams.ts).
    const offsets = new FeedOffsets(kit.pool);
    await consumeForFanOut(kit, deliverer, keyStates, offsets);
    const ackFloor = await ackFloorReader(kit.nc, kit.config.NATS_NAMESPACE, FANOUT_CONSUMER);
    const horizon = async () => {
      try {
        return offsets.current + (await ackFloor());
      } catch (err) {
        // The fan-out's consumer is gone with its stream until the fan-out makes it again.
        throw new AppError("SERVICE_UNAVAILABLE", {
          message: "The event feed is not readable right now; retry shortly.",
          headers: { "Retry-After": "1" },
          cause: err,
        });
      }
    };
    rpc.serve(feedOps.list, listFeed(deps, readAtMostEvery(100, horizon)));
    startPurges(kit);
    watchOutbox(kit, WEBHOOKS_OUTBOX);
    deps.outbox.start();
    kit.onClose(() => deps.outbox.stop());
    kit.onClose(() => deliverer.stop());
  },
};
