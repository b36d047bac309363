import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "packages/*/test/**/*.test.ts",
      "packages/*/src/**/*.test.ts",
      "services/*/test/**/*.test.ts",
      "services/*/src/**/*.test.ts",
      "test/**/*.test.ts",
    ],
    // The fault tests restart servers of their own (pnpm test:faults) and the browser tests need
    // Chromium (pnpm test:browser): both run apart.
    exclude: ["**/node_modules/**", "test/faults/**", "test/browser/**"],
    globalSetup: ["test/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
