import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const SERVICE_NAMES = ["keys", "inventory", "booking", "webhooks"] as const;
export const PROCESS_NAMES = ["gateway", ...SERVICE_NAMES] as const;
export type ProcessName = (typeof PROCESS_NAMES)[number];

const COLORS: Record<string, string> = {
  gateway: "\x1b[36m",
  keys: "\x1b[33m",
  inventory: "\x1b[32m",
  booking: "\x1b[35m",
  webhooks: "\x1b[34m",
};

export interface MeshProcess {
  name: ProcessName;
  label: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Where it serves /livez, /readyz and /metrics, when its OPS_PORT names a port. */
  opsPort?: number;
}

export interface MeshOptions {
  env: NodeJS.ProcessEnv;
  /** Copies of each service (queue groups share the load); gateways get ports PORT, PORT+1… */
  replicas?: number;
  gateways?: number;
  /** Where each output line goes; defaults to stdout with a coloured label. */
  onLine?: (label: string, line: string) => void;
  color?: boolean;
  /**
   * The compiled processes (`pnpm build`'s output beside a production install, as in the image)
   * instead of the TypeScript under tsx.
   */
  dist?: string;
  /** Settings of one process only (its own Redis user's REDIS_URL), over `env`. */
  perProcess?: Partial<Record<ProcessName, NodeJS.ProcessEnv>>;
}

/** How a process starts: its TypeScript under tsx, or the image's launcher with the compiled file. */
function command(name: ProcessName, options: MeshOptions): { file: string; args: string[]; path?: string } {
  if (options.dist) {
    // serve.sh runs the `node` on PATH: this one, whichever Node the machine has first on PATH.
    const path = [dirname(process.execPath), options.env.PATH ?? process.env.PATH].join(":");
    return { file: "sh", args: [join(options.dist, "serve.sh"), name], path };
  }
  return { file: process.execPath, args: [...NODE_ARGS, `${ROOT}services/${name}/src/main.ts`] };
}

/**
 * How every process of the mesh is started: TypeScript through tsx, and the OpenTelemetry
 * instrumentations registered before the service's modules load (they patch pg and ioredis as
 * those load; nothing is hooked unless OTEL_EXPORTER_OTLP_ENDPOINT is set).
 */
export const NODE_ARGS = ["--import", "tsx", "--import", "@reservations/service-kit/instrument"];

/** Starts one process of the mesh; it lives in its own process group so Ctrl-C reaches it once. */
export function spawnProcess(
  name: ProcessName,
  label: string,
  options: MeshOptions,
  extraEnv = {},
): MeshProcess {
  const { file, args, path } = command(name, options);
  const child = spawn(file, args, {
    cwd: ROOT,
    // stdin is a pipe nobody writes to: it closes when this process dies however it dies, and the
    // child then stops (EXIT_WITH_PARENT, runMain), so a killed supervisor leaves no service behind.
    env: {
      ...options.env,
      ...options.perProcess?.[name],
      ...extraEnv,
      ...(path ? { PATH: path } : {}),
      EXIT_WITH_PARENT: "1",
    },
    stdio: ["pipe", "pipe", "pipe"],
    detached: true,
  });
  const color = options.color ? (COLORS[name] ?? "") : "";
  const reset = options.color ? "\x1b[0m" : "";
  const write =
    options.onLine ??
    ((l: string, line: string) => process.stdout.write(`${color}${l.padEnd(12)}${reset}| ${line}\n`));
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on("line", (line) => write(label, line));
  }
  const exited = once(child, "exit").then(([code]) => code as number | null);
  const opsPort = Number(({ ...options.env, ...extraEnv } as NodeJS.ProcessEnv).OPS_PORT ?? 0);
  return { name, label, child, exited, ...(opsPort > 0 ? { opsPort } : {}) };
}

/**
 * Starts every service (times replicas) and the gateways. An OPS_PORT names the first process's
 * ops port (/livez, /readyz, /metrics); the others take the ports after it, in start order.
 */
export function spawnMesh(options: MeshOptions): MeshProcess[] {
  const replicas = Math.max(1, options.replicas ?? 1);
  const gateways = Math.max(1, options.gateways ?? 1);
  const procs: MeshProcess[] = [];
  const baseOps = Number(options.env.OPS_PORT ?? 0);
  // OPS_PORT=0 stays 0 for each (any free port, logged); unset, none.
  const ops = () => (baseOps > 0 ? { OPS_PORT: String(baseOps + procs.length) } : {});
  for (const name of SERVICE_NAMES) {
    for (let i = 1; i <= replicas; i++) {
      procs.push(spawnProcess(name, replicas > 1 ? `${name}#${i}` : name, options, ops()));
    }
  }
  const basePort = Number(options.env.PORT ?? 3000);
  for (let i = 0; i < gateways; i++) {
    procs.push(
      spawnProcess("gateway", gateways > 1 ? `gateway#${i + 1}` : "gateway", options, {
        PORT: String(basePort + i),
        ...ops(),
      }),
    );
  }
  return procs;
}

/**
 * Asks every process to stop (SIGTERM: drain, finish in-flight work) and waits for all: the
 * gateways first, then the services, so what a gateway still sends while it drains (the calls in
 * flight, the request log's last entries) finds the services up. SIGKILL for whatever is left
 * after `timeoutMs` in all.
 */
export async function stopMesh(procs: MeshProcess[], timeoutMs = 15_000): Promise<(number | null)[]> {
  const term = (group: MeshProcess[]) => {
    for (const p of group) {
      if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGTERM");
    }
    return Promise.all(group.map((p) => p.exited));
  };
  const timer = setTimeout(() => {
    for (const p of procs) if (p.child.exitCode === null) p.child.kill("SIGKILL");
  }, timeoutMs);
  await term(procs.filter((p) => p.name === "gateway"));
  await term(procs.filter((p) => p.name !== "gateway"));
  const codes = await Promise.all(procs.map((p) => p.exited));
  clearTimeout(timer);
  return codes;
}
