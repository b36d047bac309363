import type { ChildProcess } from "node:child_process";
import { appendFileSync } from "node:fs";
import { connect } from "@nats-io/transport-node";
import {
  type BaseConfig,
  deleteNamespaceStreams,
  loadConfig,
  serviceDatabaseEnv,
} from "@reservations/service-kit";
import { type MeshProcess, type ProcessName, spawnProcess } from "../../scripts/mesh.js";
import { databasesReady } from "../support/config.js";

// Waiting with deadlines, and the service processes of a fault test, killed with the test process.

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Polls fn (errors count as "not yet") until it returns a value, or fails after the deadline. */
export async function until<T>(
  what: string,
  fn: () => Promise<T | undefined>,
  deadlineMs: number,
  everyMs = 50,
): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const v = await fn().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out after ${deadlineMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** Resolves with the promise's value, or rejects after ms. */
export async function within<T>(what: string, ms: number, p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a service process needs to join the test's mesh (own namespace and Redis prefix). */
export function childEnv(config: BaseConfig, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: config.DATABASE_URL,
    // Each service as its own role (databasesReady sets them up before a copy starts).
    ...serviceDatabaseEnv(config),
    REDIS_URL: config.REDIS_URL,
    NATS_URL: config.NATS_URL,
    NATS_NAMESPACE: config.NATS_NAMESPACE,
    REDIS_PREFIX: config.REDIS_PREFIX,
    CURSOR_SECRET: config.CURSOR_SECRET,
    PLATFORM_ADMIN_TOKEN: config.PLATFORM_ADMIN_TOKEN!,
    NATS_REQUEST_TIMEOUT_MS: String(config.NATS_REQUEST_TIMEOUT_MS),
    // info only so the fleet sees each copy's "service ready" line; below warn is not printed.
    LOG_LEVEL: "info",
    LOG_FORMAT: "json",
    ...extra,
  };
}

// Every child these files start dies with the test process, whatever happens to the test.
const children = new Set<ChildProcess>();
process.once("exit", () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
});
export function track(child: ChildProcess): void {
  children.add(child);
  child.once("exit", () => children.delete(child));
}

export const alive = (c: ChildProcess) => c.exitCode === null && c.signalCode === null;

/**
 * Service processes (scripts/mesh.ts spawnProcess) started and stopped one copy at a time.
 * A copy counts as started when it logs "<service> service ready" (after its NATS flush).
 * Lines at warn and above are kept (and the first ones printed) for the report.
 */
export class Fleet {
  readonly copies = new Map<string, MeshProcess>();
  readonly warnings: string[] = [];
  /** Copies that exited without being asked to (a crash), with their exit code or signal. */
  readonly crashes: string[] = [];
  private printed = 0;
  private rawPrinted = 0;
  private readonly stopping = new Set<string>();

  /** `setupEnv`: what the setup step, run before each start, connects with (NATS_SETUP_PASSWORD); never the copies'. */
  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly printWarnings = 15,
    private readonly setupEnv: NodeJS.ProcessEnv = {},
  ) {}

  private onLine(label: string, line: string, service: string, ready: () => void) {
    // FAULTS_LOG=<file> keeps every line of every copy, for a closer look after a run.
    if (process.env.FAULTS_LOG) appendFileSync(process.env.FAULTS_LOG, `${label} | ${line}\n`);
    let entry: { level?: number; msg?: string } | undefined;
    try {
      entry = JSON.parse(line);
    } catch {
      entry = undefined;
    }
    if (entry?.msg === `${service} service ready`) ready();
    if (!entry || (entry.level ?? 0) >= 40) {
      this.warnings.push(`${label}: ${line}`);
      // Lines that are not log entries (a crash's stack) are always shown, up to a bound.
      const shown = entry ? this.printed++ < this.printWarnings : this.rawPrinted++ < 60;
      if (shown) console.log(`  [${label}] ${line.slice(0, 400)}`);
    }
  }

  /** Starts one copy and waits until it serves requests; answers how long that took. */
  async start(name: ProcessName, label: string, extra: Record<string, string> = {}, deadlineMs = 60_000) {
    const started = Date.now();
    await databasesReady(loadConfig(this.env), this.setupEnv);
    let ready!: () => void;
    const isReady = new Promise<void>((r) => {
      ready = r;
    });
    const proc = spawnProcess(
      name,
      label,
      { env: this.env, onLine: (l, line) => this.onLine(l, line, name, ready) },
      extra,
    );
    track(proc.child);
    this.copies.set(label, proc);
    void proc.exited.then((code) => {
      if (!this.stopping.has(label)) {
        const crash = `${label} (pid ${proc.child.pid}) exited by itself: code ${code}, signal ${proc.child.signalCode}`;
        this.crashes.push(crash);
        console.log(`  ${crash}`);
      }
    });
    const died = proc.exited.then((code) => {
      throw new Error(`${label} exited with ${code} before it was ready`);
    });
    died.catch(() => {});
    await within(`${label} ready`, deadlineMs, Promise.race([isReady, died]));
    return { proc, ms: Date.now() - started };
  }

  /** Sends the signal and waits for the exit; a copy still running after deadlineMs is killed. */
  async stop(label: string, signal: NodeJS.Signals = "SIGTERM", deadlineMs = 20_000) {
    const proc = this.copies.get(label);
    if (!proc) throw new Error(`no copy ${label}`);
    const started = Date.now();
    this.stopping.add(label);
    if (alive(proc.child)) proc.child.kill(signal);
    const timer = setTimeout(() => proc.child.kill("SIGKILL"), deadlineMs);
    const code = await proc.exited;
    clearTimeout(timer);
    this.copies.delete(label);
    this.stopping.delete(label);
    return { code, signal: proc.child.signalCode, ms: Date.now() - started };
  }

  /** SIGKILL now (a crash the test causes, so not counted in `crashes`); the exit is awaited by stop(). */
  kill(label: string): void {
    const proc = this.copies.get(label);
    if (!proc) throw new Error(`no copy ${label}`);
    this.stopping.add(label);
    proc.child.kill("SIGKILL");
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.copies.keys()].map((label) => this.stop(label, "SIGTERM", 10_000)));
    // The namespace's event stream goes too, so a run leaves nothing on the NATS server (a
    // private server that is gone already has nothing to clean).
    const { NATS_URL, NATS_NAMESPACE } = this.env;
    if (!NATS_URL || !NATS_NAMESPACE) return;
    const nc = await connect({ servers: NATS_URL.split(","), timeout: 1000 }).catch(() => undefined);
    if (!nc) return;
    await deleteNamespaceStreams(nc, NATS_NAMESPACE).catch(() => {});
    await nc.close();
  }
}
