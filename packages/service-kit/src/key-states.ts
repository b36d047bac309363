import { jetstreamManager } from "@nats-io/jetstream";
import { type KV, Kvm, KvWatchInclude } from "@nats-io/kv";
import type { NatsConnection } from "@nats-io/transport-node";
import { KeyState, StaffState, TenantState } from "@reservations/contracts";
import type { Logger } from "./logger.js";
import { decodeJson, encodeJson } from "./rpc.js";
import { awaitSetUp, isNotFound } from "./setup-wait.js";
import { keepStreamReplicas, replicasRefused } from "./stream-replicas.js";

/** The KV bucket of key, tenant and staff states of one mesh (a JetStream stream `KV_<bucket>`). */
export function keyStatesBucket(namespace: string): string {
  return namespace ? `${namespace}_key_states` : "key_states";
}

export type StateChange =
  | { kind: "key"; state: KeyState }
  | { kind: "tenant"; state: TenantState }
  | { kind: "staff"; state: StaffState };

/**
 * Key and tenant states, written by the keys service and read by the gateways (a watch that
 * evicts their caches) and the webhooks service (a subscription's authority). Reads go to the
 * stream's leader (no direct get), so a state written before the keys service answered is the
 * state every later read sees. A write only ever moves an entry's version forward.
 */
export class KeyStates {
  private constructor(private readonly kv: KV) {}

  /**
   * Makes the bucket when missing with `replicas` copies (NATS_STREAM_REPLICAS), and brings an
   * existing one to that count: the setup step's (nats-setup.ts).
   */
  static async setUp(nc: NatsConnection, namespace: string, replicas = 1): Promise<KeyStates> {
    const bucket = keyStatesBucket(namespace);
    const kv = await new Kvm(nc)
      .create(bucket, { history: 1, replicas, allow_direct: false, timeout: 2000 })
      .catch((err: unknown) => {
        throw replicasRefused(err, `KV_${bucket}`, replicas);
      });
    // A bucket made before the setting changed gets the new count too.
    await keepStreamReplicas(await jetstreamManager(nc), `KV_${bucket}`, replicas);
    return new KeyStates(kv);
  }

  /** Binds to the bucket once the setup step has made it, saying so while it is missing (a service never makes it). */
  static async open(nc: NatsConnection, namespace: string, log?: Logger): Promise<KeyStates> {
    const bucket = keyStatesBucket(namespace);
    await awaitSetUp(`bucket ${bucket}`, () => KeyStates.find(nc, namespace), { nc, log });
    return new KeyStates(await new Kvm(nc).open(bucket, { allow_direct: false }));
  }

  /** When the namespace's bucket was made, undefined when there is none. Makes nothing. */
  static async find(nc: NatsConnection, namespace: string): Promise<string | undefined> {
    const jsm = await jetstreamManager(nc, { checkAPI: false });
    try {
      return (await jsm.streams.info(`KV_${keyStatesBucket(namespace)}`)).created;
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  /** When the bucket's stream was made: another value means the bucket was made again, empty. */
  async created(): Promise<string> {
    return (await this.kv.status()).streamInfo.created;
  }

  async key(keyId: string): Promise<KeyState | null> {
    const e = await this.kv.get(`key.${keyId}`);
    return e && e.operation === "PUT" ? KeyState.parse(decodeJson(e.value)) : null;
  }

  async tenant(tenantId: string): Promise<TenantState | null> {
    const e = await this.kv.get(`tenant.${tenantId}`);
    return e && e.operation === "PUT" ? TenantState.parse(decodeJson(e.value)) : null;
  }

  putKey(state: KeyState): Promise<boolean> {
    return this.putNewer(`key.${state.key_id}`, state);
  }

  putTenant(state: TenantState): Promise<boolean> {
    return this.putNewer(`tenant.${state.tenant_id}`, state);
  }

  putStaff(state: StaffState): Promise<boolean> {
    return this.putNewer(`staff.${state.staff_id}`, state);
  }

  /** Writes unless the entry already holds this version or a newer one (compare-and-set on the revision). */
  private async putNewer(entry: string, state: { version: number }): Promise<boolean> {
    for (let tries = 0; tries < 10; tries++) {
      const current = await this.kv.get(entry);
      try {
        if (current?.operation !== "PUT") {
          if (current) await this.kv.update(entry, encodeJson(state), current.revision);
          else await this.kv.create(entry, encodeJson(state));
          return true;
        }
        const stored = decodeJson(current.value) as { version?: number };
        if ((stored.version ?? -1) >= state.version) return false;
        await this.kv.update(entry, encodeJson(state), current.revision);
        return true;
      } catch (err) {
        // Someone wrote between the read and this write: read again.
        if (!/wrong last sequence|key exists/i.test((err as Error).message)) throw err;
      }
    }
    throw new Error(`key state ${entry}: too many concurrent writes`);
  }

  /**
   * Calls `onChange` for every state written from now on, in order. The watch is an ordered
   * consumer that resumes from the last revision it saw after a reconnect, so no change is missed.
   */
  async watch(onChange: (change: StateChange) => void, log?: Logger): Promise<{ stop(): void }> {
    const updates = await this.kv.watch({ include: KvWatchInclude.UpdatesOnly, ignoreDeletes: true });
    void (async () => {
      for await (const e of updates) {
        try {
          const value = decodeJson(e.value);
          if (e.key.startsWith("key.")) onChange({ kind: "key", state: KeyState.parse(value) });
          else if (e.key.startsWith("tenant.")) onChange({ kind: "tenant", state: TenantState.parse(value) });
          else if (e.key.startsWith("staff.")) onChange({ kind: "staff", state: StaffState.parse(value) });
        } catch (err) {
          log?.warn({ err: (err as Error).message, entry: e.key }, "unreadable key state");
        }
      }
    })();
    return { stop: () => updates.stop() };
  }
}

/** Deletes a namespace's bucket (a test mesh or a bench run that is over); none is fine. */
export async function deleteKeyStates(nc: NatsConnection, namespace: string): Promise<void> {
  const kv = await new Kvm(nc).open(keyStatesBucket(namespace)).catch(() => undefined);
  await kv?.destroy().catch(() => {});
}
