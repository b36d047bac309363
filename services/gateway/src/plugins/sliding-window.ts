import type { Redis, Result } from "ioredis";

// The gateway's one limiter: sliding windows kept in Redis sorted sets, exact across every gateway
// sharing Redis, in one round trip; the request limits count a call in one window, sign-in counts an
// attempt in its email's and its client's at once. A call takes its place in every window or in none,
// so calls sent together cannot get past a limit together, and a refused one does not extend the wait.
const SCRIPT = `
local now = redis.call('TIME')
local t = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local window = tonumber(ARGV[1])
local counts = {}
local wait = 0
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', t - window)
  counts[i] = redis.call('ZCARD', key)
  if counts[i] >= tonumber(ARGV[i + 2]) then
    local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
    wait = math.max(wait, tonumber(oldest[2]) + window - t)
  end
end
local remaining = nil
if wait > 0 then
  for i = 1, #KEYS do
    local left = tonumber(ARGV[i + 2]) - counts[i]
    if remaining == nil or left < remaining then remaining = left end
  end
  return {0, remaining, wait}
end
local free_in = 0
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, t, ARGV[2])
  redis.call('PEXPIRE', key, window)
  local left = tonumber(ARGV[i + 2]) - counts[i] - 1
  if remaining == nil or left < remaining then remaining = left end
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  free_in = math.max(free_in, tonumber(oldest[2]) + window - t)
end
return {1, remaining, free_in}
`;

declare module "ioredis" {
  interface RedisCommander<Context> {
    slidingWindows(
      keys: number,
      ...args: (string | number)[]
    ): Result<[allowed: number, remaining: number, freeInMs: number], Context>;
  }
}

/** One window a call counts in: its key and how many calls it holds. */
export interface Window {
  key: string;
  limit: number;
}

/**
 * What taking a place answered: whether the call fits every window, the fewest places left, and in
 * ms when the next one frees (refused: when the fullest window has room again). `shared`: counted in
 * Redis; false while Redis was away and this process counted alone.
 */
export interface Taken {
  allowed: boolean;
  remaining: number;
  freeInMs: number;
  shared: boolean;
}

/**
 * The same windows in this process's memory: what a gateway enforces on its own while Redis is away.
 * Each gateway then counts only its own calls, so a client spread over n gateways gets up to n times
 * its limit until Redis is back; nobody gets unlimited calls, and nothing waits on Redis.
 */
export class LocalWindows {
  private readonly windows = new Map<string, { t: number; member: string }[]>();

  constructor(private readonly maxWindows = 100_000) {}

  take(
    windows: readonly Window[],
    windowMs: number,
    member: string,
    now = Date.now(),
  ): Omit<Taken, "shared"> {
    const lists = windows.map(({ key }) => this.live(key, now - windowMs));
    let wait = 0;
    for (const [i, list] of lists.entries()) {
      if (list.length >= windows[i]!.limit) wait = Math.max(wait, list[0]!.t + windowMs - now);
    }
    const allowed = wait === 0;
    if (allowed) for (const list of lists) list.push({ t: now, member });
    const remaining = Math.min(...lists.map((list, i) => windows[i]!.limit - list.length));
    const freeInMs = allowed ? Math.max(...lists.map((list) => list[0]!.t + windowMs - now)) : wait;
    return { allowed, remaining, freeInMs };
  }

  giveBack(keys: readonly string[], member: string): void {
    for (const key of keys) {
      const list = this.windows.get(key) ?? [];
      const i = list.findIndex((e) => e.member === member);
      if (i >= 0) list.splice(i, 1);
    }
  }

  /** The window's entries still inside it; a new window forgets stale ones first when there are too many. */
  private live(key: string, since: number) {
    let list = this.windows.get(key);
    if (list) {
      let stale = 0;
      while (stale < list.length && list[stale]!.t <= since) stale++;
      if (stale > 0) list.splice(0, stale);
      return list;
    }
    if (this.windows.size >= this.maxWindows) {
      for (const [k, entries] of this.windows) if ((entries.at(-1)?.t ?? 0) <= since) this.windows.delete(k);
      for (const k of this.windows.keys()) {
        if (this.windows.size < this.maxWindows) break;
        this.windows.delete(k);
      }
    }
    list = [];
    this.windows.set(key, list);
    return list;
  }
}

/** Sliding windows in Redis, and in this process while Redis cannot answer at once. */
export class SlidingWindows {
  private readonly local = new LocalWindows();
  private onLocal = false;

  constructor(
    private readonly redis: Redis,
    private readonly what: string,
    private readonly log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
  ) {
    // The command takes its keys' number first, so one script serves one window or several.
    redis.defineCommand("slidingWindows", { lua: SCRIPT });
  }

  /** Counts a call (`member`, unique) in every window if it fits them all. */
  async take(windows: readonly Window[], windowMs: number, member: string): Promise<Taken> {
    try {
      const keys = windows.map((w) => w.key);
      const limits = windows.map((w) => w.limit);
      const [allowed, remaining, freeInMs] = await this.redis.slidingWindows(
        keys.length,
        ...keys,
        windowMs,
        member,
        ...limits,
      );
      if (this.onLocal) {
        this.onLocal = false;
        this.log?.info({}, `${this.what} shared through Redis again`);
      }
      return { allowed: allowed === 1, remaining, freeInMs, shared: true };
    } catch (err) {
      if (!this.onLocal) {
        this.onLocal = true;
        this.log?.warn(
          { err: (err as Error).message },
          `Redis unreachable: ${this.what} kept by this gateway alone`,
        );
      }
      return { ...this.local.take(windows, windowMs, member), shared: false };
    }
  }

  /** Takes a counted call back out of its windows, where it was counted. */
  async giveBack(keys: readonly string[], member: string, shared: boolean): Promise<void> {
    if (!shared) return this.local.giveBack(keys, member);
    await Promise.all(keys.map((k) => this.redis.zrem(k, member))).catch(() => {});
  }
}
