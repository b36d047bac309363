import { defineConfig } from "vitest/config";

/**
 * Fault tests (`pnpm test:faults`): real services as processes, private NATS and Redis servers
 * that the tests kill and restart, dropped Postgres connections. One file at a time: each one
 * loads the machine on its own and some measure how long things take.
 */
export default defineConfig({
  test: {
    include: ["test/faults/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    pool: "forks",
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 150_000,
    hookTimeout: 90_000,
    teardownTimeout: 60_000,
  },
});
