import { KeyStates, keyStatesBucket, type ServiceKit } from "@reservations/service-kit";
import {
  adoptBucket,
  keyState,
  markPublished,
  staffState,
  tenantState,
  unpublished,
} from "../store/states.js";

/** How often the sync checks that the bucket is the one the states were written to. */
const BUCKET_CHECK_EVERY_MS = 5_000;

/**
 * Writes key, tenant and staff states to the key-states bucket (JetStream KV) that every gateway watches
 * and the webhooks service reads. Handlers publish a change before they answer; a sync every
 * second writes whatever was not (a failed write, a crash between commit and write), so a change
 * reaches the bucket even when its handler could not get it there.
 */
export class StatePublisher {
  private timer: NodeJS.Timeout | undefined;
  private syncing: Promise<number> | undefined;
  private bucketCheckedAt = 0;

  private constructor(
    private readonly kit: ServiceKit,
    private states: KeyStates,
  ) {}

  /** Binds to the bucket once the setup step has made it. */
  static async open(kit: ServiceKit): Promise<StatePublisher> {
    return new StatePublisher(kit, await KeyStates.open(kit.nc, kit.config.NATS_NAMESPACE, kit.log));
  }

  /**
   * A bucket the setup step made again since the states were written (NATS lost its storage) is
   * given every state again: nothing else would ever refill it. A bucket gone is waited for.
   */
  private async checkBucket(): Promise<void> {
    if (Date.now() - this.bucketCheckedAt < BUCKET_CHECK_EVERY_MS) return;
    let created: string;
    try {
      created = await this.states.created();
    } catch (err) {
      if (!/not found/i.test((err as Error).message)) throw err;
      // The setup step makes the bucket again: until it has, each round says so and retries.
      throw new Error(
        `waiting for the setup step: bucket ${keyStatesBucket(this.kit.config.NATS_NAMESPACE)} is missing`,
      );
    }
    if (await adoptBucket(this.kit.pool, created))
      this.kit.log.warn(
        { bucket_created: created },
        "key-states bucket is new: every state is written to it",
      );
    this.bucketCheckedAt = Date.now();
  }

  async publishKey(keyId: string): Promise<void> {
    const state = await keyState(this.kit.pool, keyId);
    if (!state) return;
    await this.states.putKey(state);
    await markPublished(this.kit.pool, "api_keys", keyId, state.version);
  }

  async publishTenant(tenantId: string): Promise<void> {
    const state = await tenantState(this.kit.pool, tenantId);
    if (!state) return;
    await this.states.putTenant(state);
    await markPublished(this.kit.pool, "tenants", tenantId, state.version);
  }

  async publishStaff(staffId: string): Promise<void> {
    const state = await staffState(this.kit.pool, staffId);
    if (!state) return;
    await this.states.putStaff(state);
    await markPublished(this.kit.pool, "staff", staffId, state.version);
  }

  /** Writes the latest state of one key, tenant or staff member to the bucket. */
  publish(change: { key: string } | { tenant: string } | { staff: string }): Promise<void> {
    if ("key" in change) return this.publishKey(change.key);
    if ("tenant" in change) return this.publishTenant(change.tenant);
    return this.publishStaff(change.staff);
  }

  start(everyMs = 1000): void {
    this.timer = setInterval(() => {
      this.syncing ??= this.sync().finally(() => {
        this.syncing = undefined;
      });
    }, everyMs);
    this.timer.unref();
  }

  /** Writes every state that has not reached the bucket yet. */
  async sync(): Promise<number> {
    let written = 0;
    try {
      await this.checkBucket();
      for (;;) {
        const due = await unpublished(this.kit.pool, 200);
        for (const d of due) {
          await this.publish({ [d.kind]: d.id } as { key: string } | { tenant: string } | { staff: string });
          written++;
        }
        if (due.length < 200) break;
      }
    } catch (err) {
      this.kit.log.warn({ err: (err as Error).message }, "key states not synced; next round retries");
    }
    return written;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.syncing;
  }
}
