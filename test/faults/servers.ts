import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { connect as tcpConnect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../support/net.js";
import { alive, track, until, within } from "./processes.js";

// Postgres, Redis and NATS servers of a fault test's own, which it may stop, kill and start again.

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
  /** Variables the server reads besides the test's own environment. */
  protected env(): Record<string, string> {
    return {};
  }

  async start(deadlineMs = 15_000): Promise<number> {
    const started = Date.now();
    const [cmd, args] = this.command();
    const child = spawn(cmd, args, { stdio: "ignore", env: { ...process.env, ...this.env() } });
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

/**
 * nats-server with JetStream; its storage directory outlives restarts. With `config`, it also reads
 * that file (the project's authorization) and `env` (the passwords the file names); its log is kept.
 */
export class PrivateNats extends PrivateServer {
  readonly dir = mkdtempSync(join(tmpdir(), "faults-nats-"));

  private constructor(
    port: number,
    private readonly options: { config?: string; env?: Record<string, string> },
  ) {
    super(port);
  }

  static async create(options: { config?: string; env?: Record<string, string> } = {}): Promise<PrivateNats> {
    return new PrivateNats(await freePort(), options);
  }
  get url() {
    return `nats://127.0.0.1:${this.port}`;
  }
  protected command(): [string, string[]] {
    const args = ["-a", "127.0.0.1", "-p", String(this.port), "-js", "-sd", this.dir];
    if (this.options.config) args.push("-c", this.options.config, "-l", join(this.dir, "server.log"));
    return ["/usr/sbin/nats-server", args];
  }
  protected override env(): Record<string, string> {
    return this.options.env ?? {};
  }
  /** The lines of its log (kept when it reads a config file). */
  log(): string[] {
    const file = join(this.dir, "server.log");
    return existsSync(file) ? readFileSync(file, "utf8").split("\n") : [];
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
