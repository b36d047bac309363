import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import {
  connectNats,
  deleteNamespaceStreams,
  deleteRedisUsers,
  REDIS_PROCESSES,
  redisUserName,
} from "@reservations/service-kit";
import { Redis } from "ioredis";
import { afterAll, describe, expect, inject, it } from "vitest";
import { ROOT } from "../scripts/mesh.js";
import { freePort } from "./support/net.js";

async function until<T>(what: string, fn: () => Promise<T | undefined>, deadlineMs: number): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const v = await fn().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** `pnpm start` on its own port, NATS namespace and Redis prefix, its output piped for the test to read. */
const startMesh = (ns: string, port: number, env: Record<string, string> = {}) =>
  spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: inject("databaseUrl"),
      REDIS_URL: inject("redisUrl"),
      NATS_URL: inject("natsUrl"),
      NATS_NAMESPACE: ns,
      REDIS_PREFIX: ns,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      LOG_FORMAT: "json",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });

describe("pnpm start: the whole mesh as processes", () => {
  let starter: ChildProcess | undefined;
  const ns = `e2e${Date.now().toString(36)}`;
  afterAll(async () => {
    if (starter && starter.exitCode === null) starter.kill("SIGKILL");
    const nc = await connectNats(inject("natsUrl"), "e2e-cleanup");
    await deleteNamespaceStreams(nc, ns).catch(() => {});
    await nc.close();
  });

  it("starts five processes, reports a stopped service as down, and stops everything on Ctrl-C with 0", async () => {
    const port = await freePort();
    starter = startMesh(ns, port);
    const pids = new Map<string, number>();
    const output: string[] = [];
    for (const stream of [starter.stdout!, starter.stderr!]) {
      createInterface({ input: stream }).on("line", (line) => {
        output.push(line);
        const m = /^started (\S+) \(pid (\d+)\)/.exec(line);
        if (m) pids.set(m[1]!, Number(m[2]));
      });
    }
    const exited = once(starter, "exit");

    const health = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      return (await res.json()) as unknown as {
        status: string;
        services: Record<string, { status: string }>;
      };
    };
    const up = await until(
      "every service up",
      async () => {
        const h = await health();
        return h.status === "ok" ? h : undefined;
      },
      45_000,
    );
    expect(Object.keys(up.services).sort()).toEqual(["booking", "inventory", "keys", "webhooks"]);
    expect([...pids.keys()].sort()).toEqual(["booking", "gateway", "inventory", "keys", "webhooks"]);
    // Each process that uses Redis runs as a user of its own, made for this run, gone when it stops.
    const redisUsers = REDIS_PROCESSES.map((p) => redisUserName(ns, p));
    const admin = new Redis(inject("redisUrl"));
    const users = async () => (await admin.call("ACL", "USERS")) as string[];
    expect(await users()).toEqual(expect.arrayContaining(redisUsers));

    // Stop one service: its entry turns to down within 2 s, the others stay up.
    process.kill(pids.get("inventory")!, "SIGTERM");
    const stoppedAt = Date.now();
    const down = await until(
      "inventory down",
      async () => {
        const h = await health();
        return h.services.inventory?.status === "down" ? h : undefined;
      },
      2000,
    );
    console.log(`inventory reported down ${Date.now() - stoppedAt} ms after SIGTERM`);
    expect(down.services.keys?.status).toBe("up");
    expect(down.status).toBe("degraded");

    // Ctrl-C: the starter stops every process and exits 0.
    starter.kill("SIGINT");
    const [code] = await exited;
    expect(code, output.join("\n")).toBe(0);
    for (const [label, pid] of pids) {
      expect(() => process.kill(pid, 0), `${label} still running`).toThrow();
    }
    expect((await users()).filter((u) => redisUsers.includes(u))).toEqual([]);
    admin.disconnect();
  }, 90_000);
});

describe("pnpm start killed outright", () => {
  const ns = `e2k${Date.now().toString(36)}`;
  afterAll(async () => {
    // Killed outright, the starter could not delete its run's Redis users.
    await deleteRedisUsers(
      inject("redisUrl"),
      REDIS_PROCESSES.map((p) => redisUserName(ns, p)),
    );
    const nc = await connectNats(inject("natsUrl"), "e2e-cleanup");
    await deleteNamespaceStreams(nc, ns).catch(() => {});
    await nc.close();
  });

  it("leaves no service running: each stops when its supervisor is gone", async () => {
    const port = await freePort();
    const starter = startMesh(ns, port, { SHUTDOWN_DRAIN_MS: "3000" });
    const pids = new Map<string, number>();
    createInterface({ input: starter.stdout! }).on("line", (line) => {
      const m = /^started (\S+) \(pid (\d+)\)/.exec(line);
      if (m) pids.set(m[1]!, Number(m[2]));
    });
    await until(
      "every service up",
      async () => {
        const res = await fetch(`http://127.0.0.1:${port}/health`);
        return ((await res.json()) as { status: string }).status === "ok" ? true : undefined;
      },
      45_000,
    );
    expect(pids.size).toBe(5);
    // SIGKILL: the supervisor gets no chance to stop anything itself.
    starter.kill("SIGKILL");
    const killedAt = Date.now();
    const running = () =>
      [...pids].filter(([, pid]) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      });
    await until("every service gone", async () => (running().length === 0 ? true : undefined), 10_000).catch(
      () => {
        for (const [, pid] of running()) process.kill(pid, "SIGKILL");
        throw new Error(`still running 10 s after the supervisor died: ${running().map(([l]) => l)}`);
      },
    );
    console.log(`every service gone ${Date.now() - killedAt} ms after its supervisor was killed`);
  }, 90_000);
});

describe("pnpm start with a dependency down", () => {
  it("says which one is unreachable and how to start it, and exits", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: inject("databaseUrl"), REDIS_URL: `redis://127.0.0.1:${port}` },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let text = "";
    child.stdout!.on("data", (d) => (text += d));
    child.stderr!.on("data", (d) => (text += d));
    const [code] = await once(child, "exit");
    expect(code).toBe(1);
    expect(text).toContain(`Redis is not reachable at redis://127.0.0.1:${port}`);
    expect(text).toContain("redis-server --daemonize yes");
    expect(text).not.toContain("PostgreSQL is not reachable");
    expect(text).not.toContain("NATS is not reachable");
  }, 30_000);
});
