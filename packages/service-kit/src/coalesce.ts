import DataLoader from "dataloader";
import pLimit from "p-limit";
import { isConnectionLost } from "./db-errors.js";

/** A read of many keys in one statement: one answer per key, in the keys' order (undefined: none). */
export type ReadMany<K, V> = (keys: readonly K[]) => Promise<(V | undefined)[]>;

/** What a coalesced read tells of each batch it sends (for metrics). */
export interface BatchSent {
  /** Reads the batch answers. */
  reads: number;
  /** Sent while another statement was still under way, after waiting `patienceMs` for it. */
  overdue: boolean;
}

export interface CoalesceOptions<K> {
  /** Keys in one statement at most (100). */
  maxBatch?: number;
  /** How long a batch waits for the statement under way before it goes anyway (1,000 ms). */
  patienceMs?: number;
  /**
   * What makes two keys the same key (default: their JSON): reads of one key in a batch are asked
   * once. `false`: every call is its own, however alike (writes, each of which must be made).
   */
  keyOf?: ((key: K) => string) | false;
  onBatch?: (batch: BatchSent) => void;
}

/**
 * One statement for the calls asked while the last one was under way (up to `maxBatch`), so the
 * statements keep pace with the database; a call asked with nothing under way goes at once. Nothing
 * is cached, and a batch that fails but for a lost connection goes again call by call, so only the
 * call at fault fails. DataLoader batches; the one-at-a-time queue and that isolation are added here.
 */
export function coalesced<K, V>(
  readMany: ReadMany<K, V>,
  { maxBatch = 100, patienceMs = 1000, keyOf = JSON.stringify, onBatch }: CoalesceOptions<K> = {},
): (key: K) => Promise<V | undefined> {
  let running = 0;
  /** Set while an overdue batch is sent: DataLoader calls the batch function within `send()`. */
  let overdue = false;
  const waiting: { send(): void; timer: NodeJS.Timeout }[] = [];
  const next = () => {
    const batch = waiting.shift();
    if (!batch) return;
    clearTimeout(batch.timer);
    batch.send();
  };
  const loader = new DataLoader<K, V | undefined>(
    async (keys) => {
      onBatch?.({ reads: keys.length, overdue });
      running++;
      try {
        return await isolated(keyOf === false ? readMany : (ks) => readOnce(readMany, ks, keyOf), keys);
      } finally {
        running--;
        next();
      }
    },
    {
      cache: false,
      maxBatchSize: maxBatch,
      batchScheduleFn: (send) => {
        if (running === 0 && waiting.length === 0) {
          process.nextTick(send);
          return;
        }
        const batch = {
          send,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(batch), 1);
            overdue = true;
            try {
              send();
            } finally {
              overdue = false;
            }
          }, patienceMs),
        };
        waiting.push(batch);
      },
    },
  );
  return (key) => loader.load(key);
}

/** How many calls of a failed batch go again at once: one slow culprit holds up no more than its lane. */
const ALONE_AT_ONCE = 4;

/**
 * `readMany(keys)`, or, when that fails for anything but a lost connection, each key alone: safe
 * because every batched statement of this code is idempotent by its keys' ids.
 */
async function isolated<K, V>(
  readMany: ReadMany<K, V>,
  keys: readonly K[],
): Promise<(V | undefined | Error)[]> {
  try {
    return await readMany(keys);
  } catch (err) {
    if (keys.length === 1 || isConnectionLost(err)) throw err;
    const limit = pLimit(ALONE_AT_ONCE);
    return Promise.all(
      keys.map((k) =>
        limit(() => readMany([k])).then(
          ([v]) => v,
          (e: unknown) => (e instanceof Error ? e : new Error(String(e))),
        ),
      ),
    );
  }
}

/** `readMany` of each distinct key once, answered to every read of it. */
async function readOnce<K, V>(
  readMany: ReadMany<K, V>,
  keys: readonly K[],
  keyOf: (key: K) => string,
): Promise<(V | undefined)[]> {
  const index = new Map<string, number>();
  const distinct: K[] = [];
  const at = keys.map((k) => {
    const id = keyOf(k);
    let i = index.get(id);
    if (i === undefined) {
      i = distinct.push(k) - 1;
      index.set(id, i);
    }
    return i;
  });
  if (distinct.length === keys.length) return readMany(keys);
  const found = await readMany(distinct);
  return at.map((i) => found[i]);
}

/**
 * The answers of a batched statement in its keys' order: `rows` carry their key's 1-based position
 * (`WITH ORDINALITY … AS i`); a key with no row answers undefined.
 */
export function inKeyOrder<R extends { i: number }, V>(
  count: number,
  rows: readonly R[],
  answer: (row: R) => V,
): (V | undefined)[] {
  const found: (V | undefined)[] = new Array(count).fill(undefined);
  for (const r of rows) found[r.i - 1] = answer(r);
  return found;
}
