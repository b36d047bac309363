import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { buildConsole } from "@reservations/console/build";
import {
  deleteRedisUsers,
  loadConfig,
  meshRedisUsers,
  runNatsSetup,
  serviceDatabaseEnv,
  setupServiceDatabases,
} from "@reservations/service-kit";
import { ROOT, spawnMesh, stopMesh } from "./mesh.js";
import { preflight } from "./preflight.js";

const { values } = parseArgs({
  options: { replicas: { type: "string", default: "1" }, gateways: { type: "string" } },
});
const replicas = Number(values.replicas);
const gateways = Number(values.gateways ?? (replicas > 1 ? 2 : 1));
if (!Number.isInteger(replicas) || replicas < 1 || !Number.isInteger(gateways) || gateways < 1) {
  console.error("--replicas and --gateways take a whole number of at least 1");
  process.exit(2);
}

const env: NodeJS.ProcessEnv = { LOG_FORMAT: "pretty", ...process.env };
const config = loadConfig(env);
const { problems, createdDb } = await preflight(config);
if (problems.length > 0) {
  for (const p of problems) {
    console.error(
      `\n✗ ${p.dependency} is not reachable at ${p.url}\n  (${p.error})\n  Start it with:\n    ${p.fix}`,
    );
  }
  console.error("\nThe mesh was not started.");
  process.exit(1);
}
if (createdDb) console.log(`Created database ${new URL(config.DATABASE_URL).pathname.slice(1)}`);

// Each service connects as its own role (pnpm db:setup), with the URLs the setup step set up.
Object.assign(env, serviceDatabaseEnv(config));
try {
  const set = await setupServiceDatabases(config);
  const roles = set.filter((s) => s.ownRole).map((s) => s.role);
  if (roles.length > 0) console.log(`Database roles: ${roles.join(", ")}, each owning its service's schema`);
} catch (err) {
  console.error(
    `\n✗ The database setup failed: ${(err as Error).message}\n  It needs a role that may create roles and schemas: set DATABASE_ADMIN_URL to one.`,
  );
  console.error("\nThe mesh was not started.");
  process.exit(1);
}

// The event stream, key-states bucket and durable consumers, which the services bind to and never make.
await runNatsSetup(config, env).catch((err: Error) => {
  console.error(`\n✗ The NATS setup failed: ${err.message}\n\nThe mesh was not started.`);
  process.exit(1);
});

if (!env.PLATFORM_ADMIN_TOKEN && config.APP_ENV === "sandbox") {
  // One token for every gateway copy; sandbox only (production requires it to be set).
  env.PLATFORM_ADMIN_TOKEN = randomBytes(24).toString("base64url");
  console.log(`Operator token for this sandbox run (Authorization: Bearer …): ${env.PLATFORM_ADMIN_TOKEN}`);
}

if (!env.CONSOLE_DIR) {
  // The hotel console, built as pnpm build builds it, for the gateway to serve at /console.
  env.CONSOLE_DIR = `${ROOT}dist/console`;
  await buildConsole(env.CONSOLE_DIR);
}

// Each process that uses Redis connects as its own user, limited to its own keys.
const redisUsers = await meshRedisUsers(config).catch((err: Error) => {
  console.error(
    `\n✗ The Redis setup failed: ${err.message}\n  It needs a user allowed ACL: set REDIS_ADMIN_URL to one.`,
  );
  console.error("\nThe mesh was not started.");
  process.exit(1);
});
const perProcess = Object.fromEntries(
  Object.entries(redisUsers.urls).map(([p, url]) => [p, { REDIS_URL: url }]),
);
console.log(
  Object.keys(perProcess).length > 0
    ? `Redis users: ${Object.keys(perProcess).join(", ")}, each limited to its own keys`
    : "Redis has no ACLs (older than 6): every process connects as the default user",
);

const procs = spawnMesh({ env, replicas, gateways, color: process.stdout.isTTY, perProcess });
for (const p of procs) {
  const ops = p.opsPort ? `, /metrics on port ${p.opsPort}` : "";
  console.log(`started ${p.label} (pid ${p.child.pid})${ops}`);
}
console.log(
  `Starting ${procs.length} processes; gateway on http://localhost:${config.PORT} (docs: /api/v1/docs, hotel console: /console). Ctrl-C stops everything.`,
);

let stopping = false;
for (const p of procs) {
  void p.exited.then((code) => {
    if (!stopping)
      console.error(`${p.label} exited with code ${code}; the others keep running (Ctrl-C to stop all)`);
  });
}

const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping…");
  const codes = await stopMesh(procs);
  // This run's users had random passwords: nobody can use them again.
  await deleteRedisUsers(config.REDIS_ADMIN_URL ?? config.REDIS_URL, redisUsers.made).catch(() => {});
  const failed = procs.filter((_, i) => codes[i] !== 0 && codes[i] !== null);
  for (const p of failed) console.error(`${p.label} stopped with code ${p.child.exitCode}`);
  console.log(failed.length > 0 ? "Stopped, with errors." : "All stopped.");
  process.exit(failed.length > 0 ? 1 : 0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
process.on("exit", () => {
  for (const p of procs) if (p.child.exitCode === null) p.child.kill("SIGKILL");
});
