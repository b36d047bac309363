import { defineConfig } from "vitest/config";

/**
 * Browser tests (`pnpm test:browser`): pages opened in Chromium (/usr/bin/chromium, driven by
 * playwright-core). They live in test/browser/, which `pnpm test` leaves out, so the default run
 * needs nothing beyond Node, Postgres, Redis and NATS.
 */
export default defineConfig({
  test: {
    include: ["test/browser/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    pool: "forks",
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    // A page waits on the mesh (a sign-in's password hash, a busy machine): a second is too short to wait for what it shows.
    expect: { poll: { timeout: 10_000 } },
  },
});
