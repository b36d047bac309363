import { sleep } from "./retry.js";

/** One page of a list: `next_cursor` is null on the last. */
export interface Page<T> {
  data: T[];
  next_cursor: string | null;
}

/** Fetches the page that starts at `cursor` (undefined: the first). */
export type PageFetcher<P> = (cursor: string | undefined) => Promise<P>;

/**
 * A list across its pages. `for await (const item of list)` yields every item, fetching pages as it
 * goes; `list.pages()` yields the pages; `await list` answers the first page.
 */
export class PagedList<T, P extends { data: T[]; next_cursor: string | null } = Page<T>>
  implements AsyncIterable<T>, PromiseLike<P>
{
  private first: Promise<P> | undefined;
  private resumeAt: string | undefined;

  constructor(
    private readonly fetchPage: PageFetcher<P>,
    cursor: string | undefined,
    /** Whether `page` is the last one: a list ends at next_cursor null, the event feed at an empty page. */
    private readonly isLast: (page: P) => boolean = (page) => page.next_cursor === null,
  ) {
    this.resumeAt = cursor;
  }

  /**
   * Where to go on from later: the cursor after the last page whose items were all yielded (the
   * event feed's is always set). Pass it as `cursor` to a later list.
   */
  get cursor(): string | undefined {
    return this.resumeAt;
  }

  /** Every page in turn, the last one included (the event feed's last page is empty). */
  async *pages(): AsyncGenerator<P, void, undefined> {
    let cursor = this.resumeAt;
    for (;;) {
      const page = await this.fetchPage(cursor);
      yield page;
      if (page.next_cursor !== null) this.resumeAt = page.next_cursor;
      if (this.isLast(page)) return;
      cursor = page.next_cursor ?? undefined;
    }
  }

  /** Every item of every page, in order. */
  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    // The cursor moves on once the consumer asks past a page's last item: a loop broken mid-page resumes at that page.
    for await (const page of this.pages()) yield* page.data;
  }

  /** The items, up to `max` (default 10,000, a guard against loading a whole history by mistake). */
  async toArray(max = 10_000): Promise<T[]> {
    const items: T[] = [];
    for await (const item of this) {
      if (items.length >= max) break;
      items.push(item);
    }
    return items;
  }

  // biome-ignore lint/suspicious/noThenProperty: awaiting a list answers its first page, as Stripe's lists do.
  then<A = P, B = never>(
    onFulfilled?: ((page: P) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    this.first ??= this.fetchPage(this.resumeAt);
    return this.first.then(onFulfilled, onRejected);
  }

  catch<B = never>(onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<P | B> {
    return this.then(undefined, onRejected);
  }

  finally(onFinally?: (() => void) | null): Promise<P> {
    return this.then().finally(onFinally);
  }
}

/** A page of the event feed: `next_cursor` is always set, the last (empty) page's too. */
export interface FeedPageOf<E> {
  data: E[];
  next_cursor: string;
}

export interface FollowOptions {
  /** How long to wait after an empty page before asking again (default 2 s). */
  intervalMs?: number;
  /** Ends the iteration (quietly) when it aborts, a wait included. */
  signal?: AbortSignal;
}

/**
 * The feed from `cursor` on without end: after an empty page it waits `intervalMs` and asks again.
 * `feed.cursor` is where to resume after a restart (events of a page broken off are seen again).
 */
export class FollowedFeed<E> implements AsyncIterable<E> {
  private resumeAt: string | undefined;

  constructor(
    private readonly fetchPage: PageFetcher<FeedPageOf<E>>,
    cursor: string | undefined,
    private readonly options: FollowOptions = {},
  ) {
    this.resumeAt = cursor;
  }

  get cursor(): string | undefined {
    return this.resumeAt;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<E, void, undefined> {
    const { signal, intervalMs = 2000 } = this.options;
    while (!signal?.aborted) {
      let page: FeedPageOf<E>;
      try {
        page = await this.fetchPage(this.resumeAt);
        if (page.data.length === 0) await sleep(intervalMs, signal);
      } catch (err) {
        if (signal?.aborted) return;
        throw err;
      }
      yield* page.data;
      this.resumeAt = page.next_cursor;
    }
  }
}
