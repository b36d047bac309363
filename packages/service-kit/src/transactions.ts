import pg from "pg";

/** How a transaction starts and what it lets a caller see of its COMMIT. */
export interface TransactionOptions {
  /**
   * Statements sent with BEGIN in the same round trip (simple protocol: values inlined with
   * sqlLiteral), for example `SET LOCAL statement_timeout = 3000`, or the transaction's
   * first read (inTransactionEndingWith hands the body their rows).
   */
  setup?: string;
  /**
   * Called synchronously right after the COMMIT is sent and before its answer is read: a test
   * hook for an outcome the caller cannot know (the connection dies with the COMMIT on the wire).
   */
  onCommitSent?: (client: pg.PoolClient) => void | Promise<void>;
}

/** BEGIN, then `body`, which ends the transaction itself; rolls back on any error. */
async function transaction<T>(
  pool: pg.Pool,
  options: TransactionOptions,
  body: (client: pg.PoolClient, setupRows: pg.QueryResultRow[][]) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const opened = (await client.query(options.setup ? `BEGIN;\n${options.setup}` : "BEGIN")) as unknown as
      | pg.QueryResult
      | pg.QueryResult[];
    // A multi-statement query answers one result per statement; the first is BEGIN's.
    const setupRows = Array.isArray(opened) ? opened.slice(1).map((r) => r.rows) : [];
    return await body(client, setupRows);
  } catch (err) {
    await client.query("ROLLBACK").catch((e: Error) => {
      broken = e;
    });
    throw err;
  } finally {
    // A client whose ROLLBACK failed has lost its connection: the pool must not hand it out again.
    client.release(broken);
  }
}

/** Sends the COMMIT (with what precedes it) and reads its answer, giving the test hook its moment. */
async function sendCommit(
  client: pg.PoolClient,
  text: string,
  options: TransactionOptions,
): Promise<pg.QueryResult | pg.QueryResult[]> {
  const answer = client.query(text) as unknown as Promise<pg.QueryResult | pg.QueryResult[]>;
  if (!options.onCommitSent) return answer;
  answer.catch(() => {}); // awaited below; this only keeps a rejection during the hook from being "unhandled"
  await options.onCommitSent(client);
  return answer;
}

/**
 * One statement that is its own transaction (it commits as it ends), sent by `send` on a client of
 * its own, so that `onCommitSent` (called right after it is sent) can reach its connection as the
 * transaction helpers let it reach theirs.
 */
export async function committing<T>(
  pool: pg.Pool,
  send: (client: pg.PoolClient) => Promise<T>,
  options: Pick<TransactionOptions, "onCommitSent"> = {},
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const answer = send(client);
    if (options.onCommitSent) {
      answer.catch(() => {}); // awaited below; this only keeps a rejection during the hook from being "unhandled"
      await options.onCommitSent(client);
    }
    return await answer;
  } catch (err) {
    // A statement Postgres refused leaves its connection as it was; after any other failure the
    // connection may be lost or still busy, and the pool must not hand it out again.
    if (!(err instanceof pg.DatabaseError)) broken = err as Error;
    throw err;
  } finally {
    client.release(broken);
  }
}

/** Runs fn in a transaction; rolls back on any error. */
export function inTransaction<T>(
  pool: pg.Pool,
  fn: (client: pg.PoolClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  return transaction(pool, options, async (client) => {
    const result = await fn(client);
    await sendCommit(client, "COMMIT", options);
    return result;
  });
}

/**
 * Like inTransaction, but the last statement (values inlined with sqlLiteral) and the COMMIT travel
 * in one round trip, so a lock it takes is held by no wait on this process; it may refuse only by
 * raising. `fn` gets the rows of `options.setup`; `result` gets the last text's first rows and each one's.
 */
export function inTransactionEndingWith<T>(
  pool: pg.Pool,
  fn: (
    client: pg.PoolClient,
    setupRows: pg.QueryResultRow[][],
  ) => Promise<{
    last: string;
    result: (lastRows: pg.QueryResultRow[], eachRows: pg.QueryResultRow[][]) => T;
  }>,
  options: TransactionOptions = {},
): Promise<T> {
  return transaction(pool, options, async (client, setupRows) => {
    const { last, result } = await fn(client, setupRows);
    const results = (await sendCommit(client, `${last};\nCOMMIT`, options)) as pg.QueryResult[];
    return result(
      results[0]!.rows,
      results.slice(0, -1).map((r) => r.rows),
    );
  });
}
