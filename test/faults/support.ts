import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { createServer as createHttpServer, type IncomingHttpHeaders } from "node:http";
import { connect as tcpConnect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect } from "@nats-io/transport-node";
import {
  type BaseConfig,
  deleteNamespaceStreams,
  loadConfig,
  serviceDatabaseEnv,
} from "@reservations/service-kit";
import pg from "pg";
import { type MeshProcess, type ProcessName, spawnProcess } from "../../scripts/mesh.js";
import { databasesReady, fileDatabaseUrl } from "../support/config.js";
import { HotelScript } from "../support/hotel.js";
import type { Call, HttpResult } from "../support/http.js";
import { InventoryScript } from "../support/inventory.js";
import { freePort } from "../support/net.js";

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

// Every child this file starts dies with the test process, whatever happens to the test.
const children = new Set<ChildProcess>();
process.once("exit", () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
});
function track(child: ChildProcess): void {
  children.add(child);
  child.once("exit", () => children.delete(child));
}

const alive = (c: ChildProcess) => c.exitCode === null && c.signalCode === null;

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

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly printWarnings = 15,
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
    await databasesReady(loadConfig(this.env));
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

/** Waits until a TCP server on the port answers with something starting with `expect`. */
export async function probeTcp(port: number, send: string | null, expect: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ host: "127.0.0.1", port });
    let text = "";
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => {
      if (send) socket.write(send);
    });
    socket.on("data", (d) => {
      text += d;
      if (text.includes("\n")) done(text.startsWith(expect));
    });
  });
}

/** A server process of the test's own on a free loopback port, which the test may kill and start again. */
export abstract class PrivateServer {
  private child: ChildProcess | undefined;
  readonly port: number;

  protected constructor(port: number) {
    this.port = port;
  }
  protected abstract command(): [string, string[]];
  protected abstract ready(): Promise<boolean>;

  async start(deadlineMs = 15_000): Promise<number> {
    const started = Date.now();
    const [cmd, args] = this.command();
    const child = spawn(cmd, args, { stdio: "ignore" });
    track(child);
    this.child = child;
    await until(
      `${cmd} on port ${this.port}`,
      async () => ((await this.ready()) ? true : undefined),
      deadlineMs,
    );
    return Date.now() - started;
  }

  async kill(signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
    const child = this.child;
    if (!child) return;
    if (alive(child)) {
      child.kill(signal);
      await within("server exit", 10_000, once(child, "exit"));
    }
    this.child = undefined;
  }
}

/** nats-server with JetStream; its storage directory outlives restarts. */
export class PrivateNats extends PrivateServer {
  readonly dir = mkdtempSync(join(tmpdir(), "faults-nats-"));

  static async create(): Promise<PrivateNats> {
    return new PrivateNats(await freePort());
  }
  get url() {
    return `nats://127.0.0.1:${this.port}`;
  }
  protected command(): [string, string[]] {
    return ["/usr/sbin/nats-server", ["-a", "127.0.0.1", "-p", String(this.port), "-js", "-sd", this.dir]];
  }
  protected ready() {
    return probeTcp(this.port, null, "INFO");
  }
  async destroy(): Promise<void> {
    await this.kill("SIGTERM");
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** redis-server that keeps nothing on disk: a restart comes back empty. */
export class PrivateRedis extends PrivateServer {
  static async create(): Promise<PrivateRedis> {
    return new PrivateRedis(await freePort());
  }
  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }
  protected command(): [string, string[]] {
    return [
      "redis-server",
      ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    ];
  }
  protected ready() {
    return probeTcp(this.port, "PING\r\n", "+PONG");
  }
  /** One inline command over a raw connection (no client library, so nothing reconnects behind the test's back); answers the reply line. */
  async send(text: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = tcpConnect({ host: "127.0.0.1", port: this.port });
      socket.setTimeout(2000, () => {
        socket.destroy();
        reject(new Error(`${text}: no answer`));
      });
      socket.on("error", reject);
      socket.on("connect", () => socket.write(`${text}\r\n`));
      socket.on("data", (d) => {
        socket.destroy();
        resolve(String(d).split("\r\n")[0]!);
      });
    });
  }
}

const PG_BIN = (() => {
  const versions = readdirSync("/usr/lib/postgresql").sort();
  return `/usr/lib/postgresql/${versions.at(-1)}/bin`;
})();

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary folder, its own port), which the
 * test may stop and start again: the machine's cluster is shared and must stay up. As root, the
 * cluster runs as the `postgres` user (initdb refuses root).
 */
export class PrivatePostgres {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  private static run(bin: string, args: string[]): Promise<void> {
    const asRoot = process.getuid?.() === 0;
    const [cmd, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", `${PG_BIN}/${bin}`, ...args]]
      : [`${PG_BIN}/${bin}`, args];
    return new Promise((resolve, reject) => {
      execFile(cmd, argv, { timeout: 60_000 }, (err, _out, stderr) =>
        err ? reject(new Error(`${bin} failed: ${stderr || err.message}`)) : resolve(),
      );
    });
  }

  static async create(): Promise<PrivatePostgres> {
    const dir = mkdtempSync(join(tmpdir(), "faults-pg-"));
    if (process.getuid?.() === 0)
      chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString().trim()), -1);
    await PrivatePostgres.run("initdb", ["-D", `${dir}/data`, "-A", "trust", "-U", "postgres", "--no-sync"]);
    return new PrivatePostgres(dir, await freePort());
  }

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async start(): Promise<number> {
    const started = Date.now();
    await this.pgCtlStart().catch((err: Error) => {
      const log = existsSync(`${this.dir}/log`) ? readFileSync(`${this.dir}/log`, "utf8").slice(-2000) : "";
      throw new Error(`${err.message}\n${log}`);
    });
    return Date.now() - started;
  }

  private async pgCtlStart(): Promise<void> {
    await PrivatePostgres.run("pg_ctl", [
      "-D",
      `${this.dir}/data`,
      "-o",
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      "-l",
      `${this.dir}/log`,
      "-w",
      "start",
    ]);
  }

  /** Stops it the way a crash would (immediate: no checkpoint, every connection cut). */
  async stop(): Promise<void> {
    await PrivatePostgres.run("pg_ctl", ["-D", `${this.dir}/data`, "-m", "immediate", "-w", "stop"]);
  }

  async destroy(): Promise<void> {
    await this.stop().catch(() => {});
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The test's own connection to the test database, named so it never matches a service's pool. */
export function testPool(): pg.Pool {
  return new pg.Pool({ connectionString: fileDatabaseUrl(), max: 3, application_name: "faults-test" });
}

/** One HTTP call with its duration; a refused or reset connection is kept as `network`. */
export async function timed(
  fn: () => Promise<HttpResult>,
): Promise<{ res?: HttpResult; err?: Error; ms: number; at: number }> {
  const at = Date.now();
  try {
    const res = await fn();
    return { res, ms: Date.now() - at, at };
  } catch (err) {
    return { err: err as Error, ms: Date.now() - at, at };
  }
}

const pct = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Counts of answers by kind and status, latencies, and a sample of what went wrong. */
export class Tally {
  readonly statuses = new Map<string, number>();
  readonly durations: number[] = [];
  readonly problems: string[] = [];
  network = 0;
  total = 0;
  maxMs = 0;

  add(kind: string, r: { res?: HttpResult; err?: Error; ms: number }): void {
    this.total++;
    this.durations.push(r.ms);
    this.maxMs = Math.max(this.maxMs, r.ms);
    const label = r.res
      ? `${kind} ${r.res.status}${r.res.body?.error_code ? ` ${r.res.body.error_code}` : ""}`
      : `${kind} network`;
    this.statuses.set(label, (this.statuses.get(label) ?? 0) + 1);
    if (!r.res) this.network++;
    const bad = !r.res || r.res.status >= 500;
    if (bad && this.problems.length < 10) {
      this.problems.push(
        `${label} after ${r.ms} ms: ${r.err ? `${r.err.message} ${String((r.err as { cause?: unknown }).cause ?? "")}` : JSON.stringify(r.res!.body)}`,
      );
    }
  }

  count(pred: (label: string) => boolean): number {
    let n = 0;
    for (const [label, c] of this.statuses) if (pred(label)) n += c;
    return n;
  }

  get serverErrors(): number {
    return this.count((l) => / 5\d\d/.test(l));
  }

  summary(): string {
    const sorted = [...this.durations].sort((a, b) => a - b);
    const byStatus = [...this.statuses.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${k}: ${v}`)
      .join(", ");
    return `${this.total} requests (${byStatus}); network errors ${this.network}; latency p50 ${pct(sorted, 0.5)} ms, p99 ${pct(sorted, 0.99)} ms, max ${this.maxMs} ms`;
  }
}

/**
 * POST /api/v1/bookings with one Idempotency-Key until a final answer: 503 and
 * 409 IDEMPOTENCY_IN_FLIGHT (and network errors) are retried with the same key and body.
 */
export async function bookUntilFinal(
  call: Call,
  token: string,
  body: Record<string, unknown>,
  idempotencyKey: string,
  options: {
    tally?: Tally;
    deadlineMs?: number;
    pauseMs?: number;
    onAttempt?: (r: Awaited<ReturnType<typeof timed>>) => void;
  } = {},
): Promise<{ res: HttpResult | undefined; attempts: number; retried: string[]; ms: number }> {
  const started = Date.now();
  const end = started + (options.deadlineMs ?? 60_000);
  const retried: string[] = [];
  let attempts = 0;
  for (;;) {
    attempts++;
    const r = await timed(() =>
      call("POST", "/api/v1/bookings", {
        token,
        headers: { "idempotency-key": idempotencyKey },
        body: {
          guest: { first_name: "Ana", last_name: "Perez", email: "ana@example.com" },
          adults: 2,
          ...body,
        },
      }),
    );
    options.tally?.add("booking", r);
    options.onAttempt?.(r);
    const passing =
      !r.res ||
      r.res.status === 503 ||
      (r.res.status === 409 && r.res.body?.error_code === "IDEMPOTENCY_IN_FLIGHT");
    if (!passing || Date.now() > end) return { res: r.res, attempts, retried, ms: Date.now() - started };
    retried.push(r.res ? `${r.res.status} ${r.res.body?.error_code ?? ""}`.trim() : "network");
    await sleep(options.pauseMs ?? 200);
  }
}

export const PARTNER_SCOPES = [
  "properties:read",
  "availability:read",
  "bookings:read",
  "bookings:write",
  "bookings:cancel",
  "webhooks:read",
  "webhooks:write",
  "bookings:read:all",
];

/** A hotel scripted through the API: a property (UTC), units, one rate plan, a key with high ceilings. */
export async function seedHotel(
  call: Call,
  adminToken: string,
  options: { name: string; units: number; key?: Record<string, unknown> },
) {
  const hotel = new HotelScript(call, adminToken);
  const tenant = await hotel.tenant(options.name);
  const property = await hotel.property(tenant.token, { timezone: "UTC" });
  const inv = new InventoryScript(hotel, tenant.token, property);
  const units: string[] = [];
  for (let i = 0; i < options.units; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, options.units - i) }, (_, j) => inv.unit({ name: `U${i + j}` })),
    );
    units.push(...batch.map((u) => u.id as string));
  }
  const plan = await inv.ratePlan({ unit_ids: units });
  const key = await hotel.key(tenant.token, {
    property_ids: [property],
    scopes: PARTNER_SCOPES,
    max_bookings_per_24h: 1_000_000,
    max_live_holds: 1000,
    ...options.key,
  });
  return { hotel, tenant, property, units, plan, key };
}

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A local webhook receiver; `answer` decides each response from what it has seen so far. */
export async function webhookReceiver(answer: (r: Received, all: Received[]) => number = () => 204) {
  const received: Received[] = [];
  const server = createHttpServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      const r = { headers: req.headers, body, at: Date.now() };
      received.push(r);
      res.writeHead(answer(r, received)).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
