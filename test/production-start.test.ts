import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ROOT } from "../scripts/mesh.js";

/** Starts one process of the mesh with this environment and answers how it ended and what it said. */
function start(name: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `services/${name}/src/main.ts`], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, LOG_LEVEL: "silent", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => {
      output += d;
    });
    child.stderr.on("data", (d) => {
      output += d;
    });
    // A process that started (it should not) is stopped and reported as such.
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const strong = "p".repeat(40);
const keysEnv = `k1:${Buffer.alloc(32, 9).toString("base64")}`;

describe("a production start with weak secrets", () => {
  it.each([
    ["gateway", "PLATFORM_ADMIN_TOKEN", { PLATFORM_ADMIN_TOKEN: "too-short-admin-token" }],
    ["keys", "PLATFORM_ADMIN_TOKEN", { PLATFORM_ADMIN_TOKEN: "sandbox-admin-token-change-me" }],
    ["booking", "CURSOR_SECRET", { CURSOR_SECRET: "sandbox-cursor-secret-change-me" }],
    ["webhooks", "WEBHOOK_SECRET_KEYS", { WEBHOOK_SECRET_KEYS: "" }],
  ])(
    "%s exits non-zero, naming %s",
    async (name, variable, weak) => {
      const { code, output } = await start(name, {
        APP_ENV: "production",
        PLATFORM_ADMIN_TOKEN: strong,
        CURSOR_SECRET: `${strong}-c`,
        WEBHOOK_SECRET_KEYS: keysEnv,
        ...weak,
      });
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(output).toContain("Invalid configuration");
      expect(output).toContain(variable);
    },
    30_000,
  );
});

describe("a production start that lets webhooks reach private addresses", () => {
  it.each(["gateway", "keys", "inventory", "booking", "webhooks"])(
    "%s exits non-zero, naming WEBHOOK_ALLOW_PRIVATE_URLS",
    async (name) => {
      const { code, output } = await start(name, {
        APP_ENV: "production",
        PLATFORM_ADMIN_TOKEN: strong,
        CURSOR_SECRET: `${strong}-c`,
        WEBHOOK_SECRET_KEYS: keysEnv,
        WEBHOOK_ALLOW_PRIVATE_URLS: "true",
      });
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(output).toContain("Invalid configuration");
      expect(output).toContain("WEBHOOK_ALLOW_PRIVATE_URLS");
    },
    30_000,
  );
});
