import { connect } from "@nats-io/transport-node";
import { type BaseConfig, ensureDatabase } from "@reservations/service-kit";
import { Redis } from "ioredis";

/** The commands that start each dependency on a Debian machine (scripts/services-up.sh runs them). */
export const START_COMMANDS = {
  postgres: "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start",
  redis:
    'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log',
  nats: "start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log",
} as const;

export interface PreflightProblem {
  dependency: "PostgreSQL" | "Redis" | "NATS";
  url: string;
  error: string;
  fix: string;
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return url;
  }
}

/** Checks that Postgres, Redis and NATS answer; creates the database when missing. */
export async function preflight(
  config: BaseConfig,
): Promise<{ problems: PreflightProblem[]; createdDb: boolean }> {
  const problems: PreflightProblem[] = [];
  let createdDb = false;
  await Promise.all([
    (async () => {
      try {
        createdDb = await ensureDatabase(config.DATABASE_URL);
      } catch (err) {
        problems.push({
          dependency: "PostgreSQL",
          url: redactUrl(config.DATABASE_URL),
          error: (err as Error).message || String((err as { code?: string }).code),
          fix: START_COMMANDS.postgres,
        });
      }
    })(),
    (async () => {
      const redis = new Redis(config.REDIS_URL, {
        lazyConnect: true,
        connectTimeout: 2000,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      redis.on("error", () => {});
      try {
        await redis.connect();
        await redis.ping();
      } catch (err) {
        problems.push({
          dependency: "Redis",
          url: redactUrl(config.REDIS_URL),
          error: (err as Error).message,
          fix: START_COMMANDS.redis,
        });
      } finally {
        redis.disconnect();
      }
    })(),
    (async () => {
      try {
        const nc = await connect({ servers: config.NATS_URL.split(","), timeout: 2000, reconnect: false });
        const jsInfo = nc.info?.jetstream;
        await nc.close();
        if (!jsInfo) throw new Error("connected, but JetStream is not enabled (start nats-server with -js)");
      } catch (err) {
        problems.push({
          dependency: "NATS",
          url: config.NATS_URL,
          error: (err as Error).message,
          fix: START_COMMANDS.nats,
        });
      }
    })(),
  ]);
  return { problems, createdDb };
}
