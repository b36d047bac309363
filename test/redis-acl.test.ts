import { randomBytes } from "node:crypto";
import { once } from "node:events";
import {
  type BaseConfig,
  connectRedis,
  connectRedisFast,
  deleteRedisUsers,
  gatewayKey,
  JobQueue,
  loadConfig,
  Metrics,
  REDIS_PROCESSES,
  REDIS_QUEUES,
  type RedisProcess,
  redisUserName,
  redisUserUrl,
  setupRedisUsers,
} from "@reservations/service-kit";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { RateLimiter } from "../services/gateway/src/plugins/rate-limit.js";
import { SlidingWindows } from "../services/gateway/src/plugins/sliding-window.js";
import { captureLogger } from "./support/config.js";
import { eventually } from "./support/hotel.js";

// Each process's Redis user on the shared Redis, made by the setup step under this file's own prefix
// (so its users and keys are its own): each does its own work, and nothing of the others'.

const prefix = `t${randomBytes(4).toString("hex")}`;
const admin = new Redis(inject("redisUrl"));
const passwords = Object.fromEntries(REDIS_PROCESSES.map((p) => [p, randomBytes(16).toString("hex")]));
const userOf = (p: RedisProcess) => redisUserName(prefix, p);
const urlOf = (p: RedisProcess) => redisUserUrl(inject("redisUrl"), userOf(p), passwords[p]!);
const opened: Redis[] = [];
/** A connection as a process's user (the worker's kind, or the request path's), closed after the file. */
function connection(p: RedisProcess, fast: boolean): Redis {
  const redis = fast ? connectRedisFast(urlOf(p)) : connectRedis(urlOf(p));
  opened.push(redis);
  return redis;
}
/** A request path's connection as a process's user, once connected (it queues nothing before). */
async function as(p: RedisProcess): Promise<Redis> {
  const redis = connection(p, true);
  if (redis.status !== "ready") await once(redis, "ready");
  return redis;
}
const NOPERM = /NOPERM/;

beforeAll(async () => {
  const users = REDIS_PROCESSES.map((process) => ({
    process,
    user: userOf(process),
    password: passwords[process]!,
  }));
  const { acl } = await setupRedisUsers(inject("redisUrl"), prefix, users);
  expect(acl).toBe(true);
  // Running it again changes nothing (each user is reset, then made the same).
  await setupRedisUsers(inject("redisUrl"), prefix, users);
});

afterAll(async () => {
  for (const r of opened) r.disconnect();
  await deleteRedisUsers(inject("redisUrl"), REDIS_PROCESSES.map(userOf));
  const keys = await admin.keys(`${prefix}:*`);
  if (keys.length > 0) await admin.del(...keys);
  admin.disconnect();
});

/** A service's configuration as it runs: its own user in REDIS_URL, the file's prefix. */
function configOf(p: RedisProcess): BaseConfig {
  return loadConfig({ REDIS_URL: urlOf(p), REDIS_PREFIX: prefix, LOG_LEVEL: "silent" }, p);
}

/** A JobQueue as a service makes it (service-kit's jobs.ts), on the connections of `p`'s user. */
function jobQueue(p: RedisProcess, name: string) {
  const { log } = captureLogger(p);
  const kit = {
    config: configOf(p),
    log,
    metrics: new Metrics(p),
    redis: () => connection(p, false),
    redisFast: () => connection(p, true),
  };
  return new JobQueue<{ n: number }>(kit, name);
}

/** Runs one job through a queue as `p`'s user: added, then worked by a Worker of the same user. */
async function roundTrip(p: RedisProcess, name: string): Promise<number[]> {
  const queue = jobQueue(p, name);
  const done: number[] = [];
  queue.work(async (data) => {
    done.push(data.n);
  });
  try {
    await eventually(
      `${name} job added`,
      async () =>
        await queue.add({ n: 7 }, { jobId: `j-${randomBytes(4).toString("hex")}` }).then(
          () => true,
          () => undefined,
        ),
    );
    await eventually(`${name} job worked`, async () => (done.length > 0 ? true : undefined));
    return done;
  } finally {
    await queue.stop();
  }
}

describe("Redis: one ACL user per process", () => {
  it("the gateway takes a request limit and a sign-in counter in Redis as its own user", async () => {
    const redis = await as("gateway");
    const limiter = new RateLimiter(redis, prefix);
    const decision = await limiter.consume("ip", "ip:203.0.113.9", 5);
    expect(decision).toMatchObject({ allowed: true, remaining: 4 });
    // Counted in Redis, not in the process's own fallback window.
    expect(await admin.zcard(gatewayKey(prefix, "requestLimits", "ip:203.0.113.9"))).toBe(1);
    const windows = new SlidingWindows(redis, "sign-in limits");
    const key = gatewayKey(prefix, "signIn", "ip:203.0.113.9");
    expect((await windows.take([{ key, limit: 3 }], 60_000, "m1")).shared).toBe(true);
    expect(await admin.zcard(key)).toBe(1);
  });

  it("booking and webhooks each run a BullMQ job of their own queue as their own user", async () => {
    expect(await roundTrip("booking", REDIS_QUEUES.bookingHolds)).toEqual([7]);
    expect(await roundTrip("booking", REDIS_QUEUES.bookingChangeQuotes)).toEqual([7]);
    expect(await roundTrip("webhooks", REDIS_QUEUES.webhookDeliveries)).toEqual([7]);
    // The queue gauges a scrape reads (metrics.ts watchQueue), as the queue's owner.
    const holds = new Queue(REDIS_QUEUES.bookingHolds, { connection: await as("booking"), prefix });
    expect(await holds.getJobCounts("waiting", "delayed", "active", "failed")).toMatchObject({
      waiting: 0,
      delayed: 0,
      active: 0,
      failed: 0,
    });
    await holds.close();
  });

  it("the webhooks user is refused the gateway's keys: request limits and sign-in counters", async () => {
    const redis = await as("webhooks");
    await expect(redis.get(gatewayKey(prefix, "requestLimits", "ip:1"))).rejects.toThrow(NOPERM);
    await expect(redis.zadd(gatewayKey(prefix, "signIn", "ip:1"), 1, "m")).rejects.toThrow(NOPERM);
    // The gateway's own script, run as webhooks: refused, so only the process's local window counts.
    const windows = new SlidingWindows(redis, "rate limits");
    const key = gatewayKey(prefix, "requestLimits", "ip:198.51.100.1");
    expect((await windows.take([{ key, limit: 3 }], 60_000, "m1")).shared).toBe(false);
    expect(await admin.exists(key)).toBe(0);
  });

  it("the webhooks user is refused booking's queue, raw and through BullMQ", async () => {
    const redis = await as("webhooks");
    await expect(redis.zcard(`${prefix}:${REDIS_QUEUES.bookingHolds}:delayed`)).rejects.toThrow(NOPERM);
    const holds = new Queue(REDIS_QUEUES.bookingHolds, { connection: connection("webhooks", false), prefix });
    holds.on("error", () => {});
    try {
      await expect(holds.add("x", { booking_id: "b" }, { delay: 60_000 })).rejects.toThrow(NOPERM);
    } finally {
      await holds.close();
    }
    // Nothing was queued: booking's delayed jobs are as booking left them (none).
    expect(await admin.zcard(`${prefix}:${REDIS_QUEUES.bookingHolds}:delayed`)).toBe(0);
  });

  it("no process user may run what reaches beyond its keys: FLUSHALL, ACL, KEYS, CONFIG", async () => {
    for (const p of REDIS_PROCESSES) {
      const redis = await as(p);
      await expect(redis.flushall(), p).rejects.toThrow(NOPERM);
      await expect(redis.call("ACL", "LIST"), p).rejects.toThrow(NOPERM);
      await expect(redis.keys("*"), p).rejects.toThrow(NOPERM);
      await expect(redis.config("GET", "*"), p).rejects.toThrow(NOPERM);
    }
    // And booking's user has nothing of webhooks' queue either.
    await expect(
      (await as("booking")).zcard(`${prefix}:${REDIS_QUEUES.webhookDeliveries}:wait`),
    ).rejects.toThrow(NOPERM);
  });

  it("logs which user a process connected as, never its password", async () => {
    const { log, lines } = captureLogger("gateway", "info");
    const redis = connectRedisFast(urlOf("gateway"), log);
    opened.push(redis);
    await eventually("connected", async () => (redis.status === "ready" ? true : undefined));
    const line = lines.map((l) => JSON.parse(l)).find((l) => l.msg === "redis connected");
    expect(line?.redisUser).toBe(userOf("gateway"));
    expect(lines.join("\n")).not.toContain(passwords.gateway);
  });
});
