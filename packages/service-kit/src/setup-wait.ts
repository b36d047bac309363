import type { Logger } from "./logger.js";

/** How often a service asks again for a stream, bucket or consumer the setup step has not made yet. */
export const SETUP_POLL_MS = 500;
/** While it waits, a service says so again this often. */
const SAY_AGAIN_MS = 15_000;

/** Whether a JetStream answer says a stream or consumer does not exist. */
export const isNotFound = (err: unknown) =>
  /not found|no stream|10059|10014/i.test(String((err as Error).message));

/** What each NATS connection's process waits for the setup step to make. */
const awaited = new WeakMap<object, Set<string>>();

/** What the process on this NATS connection waits for the setup step to make (its health check `nats_setup`). */
export function setupAwaited(nc: object): string[] {
  return [...(awaited.get(nc) ?? [])];
}

export interface SetupWait {
  /** The process's NATS connection: while it waits, its health says so. */
  nc: object;
  log?: Pick<Logger, "warn" | "info">;
  stopped?: () => boolean;
}

/**
 * Waits until `probe` finds what the setup step makes (the event stream, the key-states bucket, a
 * durable consumer), saying so in its log and health while it is missing: services bind to these and
 * never make them. Answers what `probe` found, or undefined once `stopped()` says it is not wanted.
 */
export async function awaitSetUp<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  { nc, log, stopped = () => false }: SetupWait,
): Promise<T | undefined> {
  let saidAt = 0;
  let waited = false;
  const waits = awaited.get(nc) ?? new Set<string>();
  awaited.set(nc, waits);
  try {
    for (;;) {
      if (stopped()) return undefined;
      const found = await probe();
      if (found !== undefined) {
        if (waited) log?.info({ setup: what }, `the setup step made ${what}`);
        return found;
      }
      waited = true;
      waits.add(what);
      if (Date.now() - saidAt >= SAY_AGAIN_MS) {
        saidAt = Date.now();
        log?.warn({ setup: what }, `waiting for the setup step: ${what} is missing`);
      }
      await new Promise((resolve) => setTimeout(resolve, SETUP_POLL_MS));
    }
  } finally {
    waits.delete(what);
  }
}
