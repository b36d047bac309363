import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, type PROCESS_SECRETS, REDIS_PROCESSES } from "@reservations/service-kit";
import { afterAll, describe, expect, it } from "vitest";
import { containerEnv, type K8sObject, objects, ofKind } from "./support/kustomize.js";

// deploy/create-secrets.sh, the first of the two install commands, run against a stand-in kubectl
// that records what it is asked: every Secret and key the manifests read, with values production takes.

const dir = mkdtempSync(join(tmpdir(), "create-secrets-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const log = join(dir, "calls");
writeFileSync(
  join(dir, "kubectl"),
  `#!/bin/sh\nprintf '%s\\037' "$@" >> "${log}"\necho >> "${log}"\nfor a in "$@"; do [ "$a" = get ] && exit "\${GET_EXIT:-1}"; done\nexit 0\n`,
);
chmodSync(join(dir, "kubectl"), 0o755);

/** Runs the script; answers the Secrets it created, by name, each with its keys and values. */
function run(getExit: number): Map<string, Record<string, string>> {
  writeFileSync(log, "");
  execFileSync("sh", ["deploy/create-secrets.sh", "reservations"], {
    cwd: new URL("..", import.meta.url),
    env: {
      PATH: `${dir}:${process.env.PATH}`,
      GET_EXIT: String(getExit),
      POSTGRES_ADMIN_URL: "postgres://admin:9f3c1e@postgres.example.com:5432/reservations",
      POSTGRES_ADDRESS: "postgres.example.com:5432/reservations?sslmode=verify-full",
      REDIS_URL: "rediss://:password@redis.example.com:6379",
    },
    stdio: "pipe",
  });
  const created = new Map<string, Record<string, string>>();
  for (const line of readFileSync(log, "utf8").split("\n").filter(Boolean)) {
    const args = line.split("\x1f").filter(Boolean);
    if (args.slice(2, 5).join(" ") !== "create secret generic") continue;
    const values = args.slice(6).map((a) => /^--from-literal=([^=]+)=(.*)$/s.exec(a)!);
    created.set(args[5]!, Object.fromEntries(values.map((m) => [m[1], m[2]])));
  }
  return created;
}

/** Every Secret key a container of the production overlay reads, as `secret/key`. */
function readByManifests(all: K8sObject[]): Set<string> {
  const refs = new Set<string>();
  for (const o of [...ofKind(all, "Deployment"), ...ofKind(all, "StatefulSet"), ...ofKind(all, "Job")]) {
    const spec = o.spec.template.spec;
    for (const c of [...spec.containers, ...(spec.initContainers ?? [])])
      for (const e of c.env ?? [])
        if (e.valueFrom?.secretKeyRef)
          refs.add(`${e.valueFrom.secretKeyRef.name}/${e.valueFrom.secretKeyRef.key}`);
  }
  return refs;
}

describe("deploy/create-secrets.sh", () => {
  it("creates every Secret and key the production manifests read, with values each process takes in production", () => {
    const created = run(1);
    const keys = new Set(
      [...created].flatMap(([name, values]) => Object.keys(values).map((k) => `${name}/${k}`)),
    );
    const all = objects("production");
    expect([...keys].sort()).toEqual([...readByManifests(all)].sort());
    const secretOf = (ref: { name: string; key: string }) => created.get(ref.name)![ref.key]!;
    for (const d of ofKind(all, "Deployment")) {
      const container = d.spec.template.spec.containers[0];
      const { env } = containerEnv(
        container,
        new Map(ofKind(all, "ConfigMap").map((c) => [c.metadata.name, c.data ?? {}])),
      );
      for (const e of container.env)
        if (e.valueFrom?.secretKeyRef) env[e.name] = secretOf(e.valueFrom.secretKeyRef);
      expect(
        () => loadConfig(env, d.metadata.name as keyof typeof PROCESS_SECRETS),
        d.metadata.name,
      ).not.toThrow();
    }
  });

  it("makes a Redis user per process at REDIS_URL's host, each with a password of its own", () => {
    const redis = run(1).get("reservations-redis")!;
    expect(redis.admin).toBe("rediss://:password@redis.example.com:6379");
    const urls = REDIS_PROCESSES.map((p) => new URL(redis[p]!));
    for (const [i, p] of REDIS_PROCESSES.entries()) {
      expect(urls[i]!.username, p).toBe(p);
      expect(`${urls[i]!.protocol}//${urls[i]!.host}`, p).toBe("rediss://redis.example.com:6379");
      expect(urls[i]!.password, p).toMatch(/^[0-9a-f]{48}$/);
    }
    expect(new Set(urls.map((u) => u.password)).size).toBe(REDIS_PROCESSES.length);
  });

  it("keeps a Secret that exists: a second run creates nothing", () => {
    expect([...run(0).keys()]).toEqual([]);
  });
});
