/**
 * Fault points: named places in the code where a test running the services in its own process
 * can make something go wrong on purpose (throw, stall, cut a connection). Unarmed, a fault point
 * is one map lookup that does nothing; nothing outside a test process ever arms one.
 */
export type FaultHandler = (info: Record<string, unknown>) => void | Promise<void>;

const armed = new Map<string, FaultHandler>();

export const faults = {
  /** Arms `point` until the returned function (or disarmAll) disarms it. */
  arm(point: string, handler: FaultHandler): () => void {
    armed.set(point, handler);
    return () => {
      if (armed.get(point) === handler) armed.delete(point);
    };
  },
  disarmAll(): void {
    armed.clear();
  },
  /** Runs the handler armed at `point`, if any; synchronous until the handler's first await. */
  hit(point: string, info: Record<string, unknown> = {}): void | Promise<void> {
    const handler = armed.get(point);
    return handler ? handler(info) : undefined;
  },
};

/** What a fault point can be made to do from the environment (TEST_FAULTS), for tests of whole processes. */
const ACTIONS: Record<string, (info: Record<string, unknown>, arg: number) => void | Promise<void>> = {
  /** Throws where the point is. */
  throw: () => {
    throw new Error("injected fault");
  },
  /** Waits `arg` ms. */
  stall: (_info, ms) => new Promise((r) => setTimeout(r, ms)),
  /** The point's Postgres connection dies with what was just sent unanswered: its answer is never read. */
  cut: async (info, ms) => {
    const stream = (
      info.client as { connection?: { stream?: { pause(): void; destroy(): void } } } | undefined
    )?.connection?.stream;
    if (!stream) return;
    stream.pause();
    await new Promise((r) => setTimeout(r, ms || 50));
    stream.destroy();
  },
};

/**
 * Arms fault points from a specification such as
 * `booking.saga.commit-sent=cut:0.03,booking.holds.schedule=throw:0.05,booking.saga.before-transaction=stall/40:0.1`:
 * each point, its action (with an optional number after a slash) and the probability of acting at
 * each hit. Refused outside tests by the configuration (TEST_FAULTS is not allowed in production).
 */
export function armFaultsFrom(spec: string): string[] {
  const armedPoints: string[] = [];
  for (const part of spec.split(",").filter(Boolean)) {
    const match = /^([\w.-]+)=(\w+)(?:\/(\d+))?:(0(?:\.\d+)?|1)$/.exec(part.trim());
    const action = match && ACTIONS[match[2]!];
    if (!match || !action) throw new Error(`TEST_FAULTS: cannot read "${part}"`);
    const [, point, , arg, p] = match;
    const probability = Number(p);
    faults.arm(point!, (info) => (Math.random() < probability ? action(info, Number(arg ?? 0)) : undefined));
    armedPoints.push(point!);
  }
  return armedPoints;
}
