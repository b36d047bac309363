/** Thrown by `bounded` when the work did not finish in time (the work itself may still finish later). */
export class TimedOut extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not finish within ${ms} ms`);
    this.name = "TimedOut";
  }
}

/** Resolves as `work`, or rejects with TimedOut after `ms`: for calls to a dependency that may be away. */
export async function bounded<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(what, ms)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
