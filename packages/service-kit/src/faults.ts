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
