import { randomBytes, randomUUID } from "node:crypto";
import { type KeyState, type Operation, propertiesOps, type Scope } from "@reservations/contracts";
import {
  type BaseConfig,
  connectNats,
  createLogger,
  deleteNamespaceStreams,
  EventPublisher,
  KeyStates,
  type NatsConnection,
  RpcClient,
  RpcServer,
  type RunningService,
  startService,
} from "@reservations/service-kit";
import type { z } from "zod";
import { databasesReady, testConfig } from "../../../test/support/config.js";
import type { Answer, Caller } from "../../../test/support/service-harness.js";
import { webhooksService } from "../src/service.js";

/**
 * The webhooks service alone on its own NATS namespace, Redis prefix and database, with what it
 * reads of the others played over real NATS: an inventory peer that owns a fixed set of
 * properties per hotel, and the key-states bucket and event stream written as the keys, booking
 * and inventory services write them.
 */
export interface WebhooksHarness {
  config: BaseConfig;
  service: RunningService;
  /** Properties the inventory peer reports as the hotel's own. */
  properties: Map<string, Set<string>>;
  states: KeyStates;
  events: EventPublisher;
  call<I extends z.ZodType, O extends z.ZodType>(
    op: Operation<I, O>,
    input: z.input<I>,
    ctx: Caller,
  ): Promise<Answer>;
  /** A new hotel, active in the key-states bucket since a minute ago. */
  hotel(): Promise<string>;
  /** A key of the hotel in the key-states bucket, usable since a minute ago unless `status` says otherwise. */
  key(
    tenantId: string,
    scopes: Scope[],
    options?: { status?: KeyState["status"]; property_ids?: string[] | null },
  ): Promise<KeyState>;
  stop(): Promise<void>;
}

export const hotelCall = (tenantId: string): Caller => ({
  actor: "merchant",
  tenant_id: tenantId,
});

/** A call made with `key` on `propertyId` (X-Property), as the gateway sends it. */
export const keyCall = (key: KeyState, propertyId: string): Caller => ({
  actor: "partner",
  environment: key.environment,
  tenant_id: key.tenant_id,
  key_id: key.key_id,
  scopes: key.scopes,
  property_id: propertyId,
  property_ids: key.property_ids,
});

/** A key state one version on: the same key from now on in `status`. */
export function keyNow(key: KeyState, status: KeyState["status"]): KeyState {
  const { scopes, property_ids, expires_on } = key;
  const since = new Date().toISOString();
  return {
    ...key,
    status,
    version: key.version + 1,
    history: [{ since, status, scopes, property_ids, expires_on }, ...key.history],
  };
}

export async function startWebhooks(overrides: Record<string, string> = {}): Promise<WebhooksHarness> {
  const config = testConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: "true", ...overrides });
  const log = createLogger({ name: "webhooks-test", level: "silent" });
  await databasesReady(config);
  const service = await startService(webhooksService, { config, log });
  const nc: NatsConnection = await connectNats(config.NATS_URL, "webhooks-test");
  const client = new RpcClient(nc, 5000, config.NATS_NAMESPACE);
  const properties = new Map<string, Set<string>>();
  const inventory = new RpcServer(nc, "inventory", log, config.NATS_NAMESPACE);
  inventory.serve(propertiesOps.resolve, async ({ tenant_id, property_ids }) => ({
    found: property_ids.filter((id) => properties.get(tenant_id)?.has(id)),
  }));
  const states = await KeyStates.open(nc, config.NATS_NAMESPACE);
  const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString();

  return {
    config,
    service,
    properties,
    states,
    events: new EventPublisher(nc, config.NATS_NAMESPACE),
    call: (op, input, ctx) => client.call(op, input, { request_id: randomUUID(), ...ctx }) as Promise<Answer>,
    async hotel() {
      const tenantId = `ten_${randomBytes(8).toString("hex")}`;
      const since = aMinuteAgo();
      await states.putTenant({
        tenant_id: tenantId,
        active: true,
        version: 1,
        created_at: since,
        history: [{ since, active: true }],
      });
      return tenantId;
    },
    async key(tenantId, scopes, options = {}) {
      const since = aMinuteAgo();
      const status = options.status ?? "active";
      const property_ids = options.property_ids ?? null;
      const state: KeyState = {
        key_id: `key_${randomBytes(8).toString("hex")}`,
        key_hash: randomBytes(32).toString("hex"),
        tenant_id: tenantId,
        environment: "sandbox",
        status,
        expires_on: null,
        scopes,
        property_ids,
        version: 1,
        created_at: since,
        history: [{ since, status, expires_on: null, scopes, property_ids }],
      };
      await states.putKey(state);
      return state;
    },
    async stop() {
      await inventory.drain();
      await service.stop();
      await deleteNamespaceStreams(nc, config.NATS_NAMESPACE).catch(() => {});
      await nc.drain();
    },
  };
}

export type { Answer, Caller };
