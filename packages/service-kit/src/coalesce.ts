import DataLoader from "dataloader";

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
 * One read of a hot path (a property's versions, a property), asked by many requests at once,
 * answered by as few statements as the database's speed needs: while a statement of this read is
 * under way, the reads asked meanwhile wait for it to end and then go together in the next one (up
 * to `maxBatch` keys). With nothing under way a read goes at once, alone, so a quiet service adds no
 * wait. Under load each request's round trip to Postgres, and Postgres's work per statement, is
 * shared by the reads of the batch.
 *
 * Reads of the same key in one batch are asked once (a busy property's reads are mostly the same
 * key).
 *
 * Never stale: nothing is kept (DataLoader's cache is off), and a read joins only a batch not yet
 * sent, so the statement that answers it begins after it was asked and, under READ COMMITTED, sees
 * every commit made before. A failed statement fails every read of its batch with the same error.
 *
 * A batch waits for the statement under way `patienceMs` at most, then goes anyway: a statement
 * stuck on a server that stopped answering holds the reads behind it no longer than that, and from
 * then on the batches go one at a time beside it (each waiting for the one before, not for the stuck
 * one), and the pool's own limits apply as to any statement.
 *
 * DataLoader does the batching (its `batchScheduleFn` decides when a batch goes); what it does not
 * give is "one statement at a time, the next one holding everything asked meanwhile", which is the
 * queue below.
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
        return await (keyOf === false ? readMany(keys) : readOnce(readMany, keys, keyOf));
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
