import type { Caller } from "@reservations/contracts";

// Every Redis key a process writes is built here, so the setup step's ACL key patterns (redis-setup.ts)
// and the processes' keys come from one place.

/** The processes that use Redis (keys and inventory keep nothing there): each connects as its own user. */
export const REDIS_PROCESSES = ["gateway", "booking", "webhooks"] as const satisfies readonly Caller[];
export type RedisProcess = (typeof REDIS_PROCESSES)[number];

/** The BullMQ queues, each owned by one process (its keys are `<prefix>:<queue>:…`). */
export const REDIS_QUEUES = {
  bookingHolds: "booking-holds",
  bookingChangeQuotes: "booking-change-quotes",
  webhookDeliveries: "webhook-deliveries",
} as const;

const QUEUES_OF: Record<RedisProcess, readonly string[]> = {
  gateway: [],
  booking: [REDIS_QUEUES.bookingHolds, REDIS_QUEUES.bookingChangeQuotes],
  webhooks: [REDIS_QUEUES.webhookDeliveries],
};

/** The gateway's key families: request limits, sign-in counters and caches. */
export const GATEWAY_KEY_FAMILIES = { requestLimits: "rl", signIn: "signin", caches: "cache" } as const;
export type GatewayKeyFamily = keyof typeof GATEWAY_KEY_FAMILIES;

/** Where a family of the gateway's keys starts: `<prefix>:<family>`. */
export function gatewayKeyBase(prefix: string, family: GatewayKeyFamily): string {
  return `${prefix}:${GATEWAY_KEY_FAMILIES[family]}`;
}

/** A gateway key: `<prefix>:<family>:<rest>`. */
export function gatewayKey(prefix: string, family: GatewayKeyFamily, rest: string): string {
  return `${gatewayKeyBase(prefix, family)}:${rest}`;
}

/** The key patterns (ACL `~pattern`) a process's Redis user may read and write, under `prefix`. */
export function redisKeyPatterns(prefix: string, process: RedisProcess): string[] {
  const families = process === "gateway" ? Object.values(GATEWAY_KEY_FAMILIES) : QUEUES_OF[process];
  return families.map((f) => `${prefix}:${f}:*`);
}

/** The variable that gives the setup step each process's Redis URL (its user and password). */
export const REDIS_URL_VARIABLES = {
  gateway: "GATEWAY_REDIS_URL",
  booking: "BOOKING_REDIS_URL",
  webhooks: "WEBHOOKS_REDIS_URL",
} as const satisfies Record<RedisProcess, string>;

/** Who a Redis URL connects as (never its password): its user, or `default`. */
export function redisUserOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).username) || "default";
  } catch {
    return "default";
  }
}
