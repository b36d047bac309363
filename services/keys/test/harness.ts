import { randomUUID } from "node:crypto";
import {
  type ApiKey,
  type CallerContextInput,
  type CreateKeyBody,
  keysOps,
  type Operation,
  propertiesOps,
} from "@reservations/contracts";
import {
  type BaseConfig,
  connectNats,
  createLogger,
  deleteNamespaceStreams,
  KeyStates,
  type Logger,
  type NatsConnection,
  RpcClient,
  RpcServer,
  type RunningService,
  startService,
} from "@reservations/service-kit";
import { expect } from "vitest";
import type { z } from "zod";
import { databasesReady, testConfig } from "../../../test/support/config.js";
import { type Answer, eventually, uniq } from "../../../test/support/service-harness.js";
import { keysService } from "../src/service.js";

/** A change the key-states bucket carried: which key (by hash) or which tenant. */
export type Change =
  | { kind: "key"; key_hash: string; tenant_id: string }
  | { kind: "tenant"; tenant_id: string };

/**
 * The keys service on its own NATS namespace and Redis prefix, plus an inventory peer over
 * real NATS that owns a fixed set of properties per tenant.
 */
export interface KeysHarness {
  config: BaseConfig;
  service: RunningService;
  nc: NatsConnection;
  /** Properties the inventory peer reports as the tenant's own. */
  properties: Map<string, Set<string>>;
  call<I extends z.ZodType, O extends z.ZodType>(
    op: Operation<I, O>,
    input: z.input<I>,
    ctx?: Partial<CallerContextInput>,
  ): Promise<Answer>;
  /** A new tenant; answers its id and merchant token. */
  tenant(name?: string): Promise<{ id: string; token: string }>;
  /** A new tenant owning the given properties in the inventory peer. */
  tenantWith(...propertyIds: string[]): Promise<{ id: string; token: string }>;
  /** A new key of the tenant (sandbox, one scope unless `body` says otherwise). */
  key(tenantId: string, body?: Partial<CreateKeyBody>): Promise<{ id: string; secret: string; data: ApiKey }>;
  /** A new key of a new tenant: its id and its tenant's. */
  newKey(): Promise<{ id: string; tenant: string }>;
  /** Every change written to the key-states bucket since the harness started. */
  changes(): Change[];
  stop(): Promise<void>;
}

export const admin = (): Partial<CallerContextInput> => ({ actor: "admin" });
export const merchant = (tenantId: string): Partial<CallerContextInput> => ({
  actor: "merchant",
  tenant_id: tenantId,
});

export async function startKeys(options: { log?: Logger } = {}): Promise<KeysHarness> {
  const config = testConfig();
  const log = options.log ?? createLogger({ name: "keys-test", level: "silent" });
  await databasesReady(config);
  const service = await startService(keysService, { config, log });
  const nc = await connectNats(config.NATS_URL, "keys-test");
  const client = new RpcClient(nc, 2000, config.NATS_NAMESPACE);

  const properties = new Map<string, Set<string>>();
  const inventory = new RpcServer(nc, "inventory", log, config.NATS_NAMESPACE);
  inventory.serve(propertiesOps.resolve, async ({ tenant_id, property_ids }) => ({
    found: property_ids.filter((id) => properties.get(tenant_id)?.has(id)),
  }));

  const seen: Change[] = [];
  const watcher = await (await KeyStates.open(nc, config.NATS_NAMESPACE)).watch((c) => {
    if (c.kind === "key")
      seen.push({ kind: "key", key_hash: c.state.key_hash, tenant_id: c.state.tenant_id });
    else if (c.kind === "tenant") seen.push({ kind: "tenant", tenant_id: c.state.tenant_id });
  });

  const call: KeysHarness["call"] = (op, input, ctx = {}) =>
    client.call(op, input, { request_id: randomUUID(), actor: "system", ...ctx }) as Promise<Answer>;

  const harness: KeysHarness = {
    config,
    service,
    nc,
    properties,
    call,
    async tenant(name = "Hotel") {
      const res = await call(keysOps.createTenant, { name }, admin());
      if (res.status !== 201) throw new Error(`tenant not created: ${JSON.stringify(res.body)}`);
      return { id: res.body.data.id, token: res.body.data.merchant_token };
    },
    async tenantWith(...propertyIds) {
      const t = await harness.tenant();
      properties.set(t.id, new Set(propertyIds));
      return t;
    },
    async key(tenantId, body = {}) {
      const input = {
        name: "Channel manager",
        environment: "sandbox" as const,
        scopes: ["units:read" as const],
        ...body,
      };
      const res = await call(keysOps.createKey, input, merchant(tenantId));
      if (res.status !== 201) throw new Error(`key not created: ${JSON.stringify(res.body)}`);
      return { id: res.body.data.id, secret: res.body.secret, data: res.body.data };
    },
    async newKey() {
      const t = await harness.tenant();
      const { id } = await harness.key(t.id);
      return { id, tenant: t.id };
    },
    changes: () => seen,
    async stop() {
      watcher.stop();
      await inventory.drain();
      await service.stop();
      // The namespace's key-states bucket goes with the harness, so runs leave nothing on NATS.
      await deleteNamespaceStreams(nc, config.NATS_NAMESPACE).catch(() => {});
      await nc.drain();
    },
  };
  return harness;
}

/** A refusal's field errors, checking it is one: 422 without an error code. */
export function fieldErrorsOf(res: Answer): Record<string, string[]> {
  expect(res.status).toBe(422);
  expect(res.body.error_code).toBeUndefined();
  return res.body.errors;
}

/** A short random suffix for ids that must not meet another test's. */

/** `YYYY-MM-DD`, `days` from today in UTC. */
export function utcDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export { type Answer, eventually, uniq };
