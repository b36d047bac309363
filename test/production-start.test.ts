import { spawn } from "node:child_process";
import { connectNats, deleteNamespaceStreams, PROCESS_SECRETS } from "@reservations/service-kit";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../scripts/mesh.js";
import { configEnv, databasesReady, testConfig } from "./support/config.js";

type Name = keyof typeof PROCESS_SECRETS;

/**
 * Starts one process of the mesh with this environment; answers how it ended and what it said. One
 * that says it is ready is stopped (SIGTERM), one that neither ends nor says so within 30 s killed.
 */
function start(name: Name, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `services/${name}/src/main.ts`], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, LOG_LEVEL: "info", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    let stopping = false;
    const read = (d: Buffer) => {
      output += d;
      if (!stopping && output.includes(`${name} service ready`)) {
        stopping = true;
        child.kill("SIGTERM");
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const strong = "p".repeat(40);
const secrets = {
  PLATFORM_ADMIN_TOKEN: strong,
  CURSOR_SECRET: `${strong}-c`,
  WEBHOOK_SECRET_KEYS: `k1:${Buffer.alloc(32, 9).toString("base64")}`,
};
// The machine's NATS has no authorization: it takes the credentials a production process must send.
const nats = { NATS_USER: "process", NATS_PASSWORD: `n${strong}` };
const PROCESSES = Object.keys(PROCESS_SECRETS) as Name[];

/** A production environment on this test's own database, namespace and port, with the given secrets. */
const config = testConfig();
const production = (extra: Record<string, string | undefined>) => {
  const env: Record<string, string> = {
    ...configEnv(config),
    APP_ENV: "production",
    PORT: "0",
    LOG_LEVEL: "info",
  };
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
};
const withoutSecrets = {
  PLATFORM_ADMIN_TOKEN: undefined,
  CURSOR_SECRET: undefined,
  WEBHOOK_SECRET_KEYS: undefined,
};
afterAll(async () => {
  const nc = await connectNats(config.NATS_URL, "production-start-cleanup");
  await deleteNamespaceStreams(nc, config.NATS_NAMESPACE).catch(() => {});
  await nc.close();
});

describe("a production start with weak secrets", () => {
  it.each([
    ["gateway", "PLATFORM_ADMIN_TOKEN", { PLATFORM_ADMIN_TOKEN: "too-short-admin-token" }],
    ["keys", "CURSOR_SECRET", { CURSOR_SECRET: "a-cursor-secret-of-20" }],
    ["booking", "CURSOR_SECRET", { CURSOR_SECRET: "sandbox-cursor-secret-change-me" }],
    ["webhooks", "WEBHOOK_SECRET_KEYS", { WEBHOOK_SECRET_KEYS: "" }],
  ] as const)(
    "%s exits non-zero, naming %s",
    async (name, variable, weak) => {
      const { code, output } = await start(name, production({ ...secrets, ...nats, ...weak }));
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(output).toContain("Invalid configuration");
      expect(output).toContain(variable);
    },
    40_000,
  );
});

describe("a production start without NATS credentials", () => {
  it.each(PROCESSES)(
    "%s exits non-zero, naming NATS_USER and NATS_PASSWORD",
    async (name) => {
      const { code, output } = await start(name, production(secrets));
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(output).toContain("Invalid configuration");
      expect(output).toContain("NATS_USER");
      expect(output).toContain("NATS_PASSWORD");
    },
    40_000,
  );
});

describe("a production start with only the secrets the process uses", () => {
  it.each(PROCESSES)(
    "%s starts without the other processes' secrets",
    async (name) => {
      await databasesReady(config);
      const own = Object.fromEntries(PROCESS_SECRETS[name].map((s) => [s, secrets[s]]));
      const { code, output } = await start(name, production({ ...withoutSecrets, ...own, ...nats }));
      expect(output).toContain(`${name} service ready`);
      expect(code, output.slice(-3000)).toBe(0);
    },
    40_000,
  );
});

describe("a production start that lets webhooks reach private addresses", () => {
  it.each(PROCESSES)(
    "%s exits non-zero, naming WEBHOOK_ALLOW_PRIVATE_URLS",
    async (name) => {
      const { code, output } = await start(
        name,
        production({ ...secrets, ...nats, WEBHOOK_ALLOW_PRIVATE_URLS: "true" }),
      );
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(output).toContain("Invalid configuration");
      expect(output).toContain("WEBHOOK_ALLOW_PRIVATE_URLS");
    },
    40_000,
  );
});
