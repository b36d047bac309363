import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import type { BaseConfig } from "./config.js";
import {
  REDIS_PROCESSES,
  REDIS_URL_VARIABLES,
  type RedisProcess,
  redisKeyPatterns,
  redisUserOf,
} from "./redis-keys.js";

/** A process's Redis user: its name on the server and its password. */
export interface RedisUser {
  process: RedisProcess;
  user: string;
  password: string;
}

/**
 * Commands every process user may run: all but the dangerous ones (KEYS, FLUSHALL, ACL, CONFIG,
 * CLIENT LIST…) and pub/sub, which none uses; INFO back, as ioredis's ready check and BullMQ's version
 * check read it. Keys are limited by the patterns.
 */
const COMMAND_RULES = ["+@all", "-@dangerous", "-@pubsub", "+info"];

/** `ACL SETUSER` arguments after the name: from nothing (reset), so running it again changes nothing. */
export function redisUserRules(prefix: string, process: RedisProcess, password: string): string[] {
  const keys = redisKeyPatterns(prefix, process).map((p) => `~${p}`);
  return ["reset", "on", `>${password}`, "resetchannels", ...keys, ...COMMAND_RULES];
}

/** The user a process connects as: its name, under a prefix of its own when it is not the default one. */
export function redisUserName(prefix: string, process: RedisProcess): string {
  return prefix === "rsv" ? process : `${prefix}-${process}`;
}

/** `url` with `user` and `password` in place of what it had. */
export function redisUserUrl(url: string, user: string, password: string): string {
  const u = new URL(url);
  u.username = encodeURIComponent(user);
  u.password = encodeURIComponent(password);
  return u.toString();
}

/** Whether a Redis error says the server has no ACLs (a server older than 6). */
const noAcls = (err: unknown) => /unknown command/i.test((err as Error).message);

/** Runs `work` on a connection to `adminUrl`, closed after. */
async function asAdmin<T>(adminUrl: string, work: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(adminUrl, { maxRetriesPerRequest: 1, lazyConnect: true, connectTimeout: 3000 });
  redis.on("error", () => {});
  try {
    await redis.connect();
    return await work(redis);
  } finally {
    redis.disconnect();
  }
}

/**
 * Creates (or resets) each process's user with its key patterns under `prefix`, as the admin of
 * `adminUrl`. `acl: false` when the server has no ACLs: every process then connects as the default user.
 */
export async function setupRedisUsers(
  adminUrl: string,
  prefix: string,
  users: readonly RedisUser[],
): Promise<{ acl: boolean }> {
  return asAdmin(adminUrl, async (redis) => {
    try {
      await redis.call("ACL", "WHOAMI");
    } catch (err) {
      if (noAcls(err)) return { acl: false };
      throw err;
    }
    for (const u of users) {
      await redis.call("ACL", "SETUSER", u.user, ...redisUserRules(prefix, u.process, u.password));
    }
    return { acl: true };
  });
}

/** Deletes users (those of a run that is over); a server without ACLs has none. */
export async function deleteRedisUsers(adminUrl: string, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await asAdmin(adminUrl, async (redis) => {
    await redis.call("ACL", "DELUSER", ...names).catch((err) => {
      if (!noAcls(err)) throw err;
    });
  });
}

/** Each process's user from its setting (GATEWAY_REDIS_URL…): those that name a user and a password. */
function usersFromSettings(config: BaseConfig): RedisUser[] {
  return REDIS_PROCESSES.flatMap((process) => {
    const url = config[REDIS_URL_VARIABLES[process]];
    if (!url) return [];
    const password = decodeURIComponent(new URL(url).password);
    const user = redisUserOf(url);
    return user !== "default" && password ? [{ process, user, password }] : [];
  });
}

/**
 * The setup step's Redis part (db-setup): each process's user from GATEWAY_REDIS_URL, BOOKING_REDIS_URL
 * and WEBHOOKS_REDIS_URL, created as REDIS_ADMIN_URL (else REDIS_URL). Answers what it did, one line each.
 */
export async function setupRedisFromSettings(config: BaseConfig): Promise<string[]> {
  const users = usersFromSettings(config);
  if (users.length === 0)
    return ["redis: no process users set (GATEWAY_REDIS_URL…): every process connects as REDIS_URL says"];
  const { acl } = await setupRedisUsers(
    config.REDIS_ADMIN_URL ?? config.REDIS_URL,
    config.REDIS_PREFIX,
    users,
  ).catch((err: Error) => {
    throw new Error(`making the Redis users (as a user allowed ACL: REDIS_ADMIN_URL): ${err.message}`);
  });
  if (!acl)
    return ["redis: the server has no ACLs (older than 6): every process connects as the default user"];
  return users.map(
    (u) =>
      `redis: user ${u.user} for ${u.process}, keys ${redisKeyPatterns(config.REDIS_PREFIX, u.process).join(" ")}`,
  );
}

/**
 * `pnpm start`'s users: those of the settings (GATEWAY_REDIS_URL…) when any is set, else one per
 * process with a random password for this run (`made`: to delete when the run ends). Answers each
 * process's REDIS_URL; none when the server has no ACLs.
 */
export async function meshRedisUsers(
  config: BaseConfig,
): Promise<{ urls: Partial<Record<RedisProcess, string>>; made: string[] }> {
  const given = usersFromSettings(config);
  const users =
    given.length > 0
      ? given
      : REDIS_PROCESSES.map((process) => ({
          process,
          user: redisUserName(config.REDIS_PREFIX, process),
          password: randomBytes(24).toString("hex"),
        }));
  const { acl } = await setupRedisUsers(
    config.REDIS_ADMIN_URL ?? config.REDIS_URL,
    config.REDIS_PREFIX,
    users,
  );
  if (!acl) return { urls: {}, made: [] };
  const urls = Object.fromEntries(
    users.map((u) => [u.process, redisUserUrl(config.REDIS_URL, u.user, u.password)]),
  );
  return { urls, made: given.length > 0 ? [] : users.map((u) => u.user) };
}
