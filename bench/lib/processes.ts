import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { createInterface } from "node:readline";

/** A child process the harness started (mesh processes from scripts/mesh.ts have the same shape). */
export interface RunningProcess {
  label: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** Keeps the last lines each process printed, counts warnings and errors, and lets callers wait for a line. */
export class LogBook {
  private readonly tails = new Map<string, string[]>();
  private readonly problems = new Map<string, { count: number; last: string }>();
  private readonly waiters = new Set<{ label: string; test: (line: string) => boolean; resolve(): void }>();

  constructor(private readonly keep = 40) {}

  readonly onLine = (label: string, line: string): void => {
    const tail = this.tails.get(label) ?? [];
    tail.push(line);
    if (tail.length > this.keep) tail.shift();
    this.tails.set(label, tail);
    if (isProblem(line)) {
      const p = this.problems.get(label) ?? { count: 0, last: "" };
      p.count++;
      p.last = line;
      this.problems.set(label, p);
    }
    for (const w of this.waiters) {
      if (w.label === label && w.test(line)) {
        this.waiters.delete(w);
        w.resolve();
      }
    }
  };

  /** Resolves when `label` prints a line matching `test`. */
  waitFor(label: string, test: (line: string) => boolean): Promise<void> {
    return new Promise((resolve) => this.waiters.add({ label, test, resolve }));
  }

  tail(label: string): string[] {
    return this.tails.get(label) ?? [];
  }

  labels(): string[] {
    return [...this.tails.keys()];
  }

  /** Warnings, errors and lines that are not JSON log records (stack traces), per process. */
  problemSummary(): { label: string; count: number; last: string }[] {
    return [...this.problems].map(([label, p]) => ({ label, ...p }));
  }
}

/** A JSON log record at warn or above, or raw output (uncaught errors print as plain text). */
function isProblem(line: string): boolean {
  if (line.trim() === "" || line.trim() === "ready") return false;
  try {
    const record = JSON.parse(line) as { level?: unknown };
    return typeof record.level === "number" ? record.level >= 40 : false;
  } catch {
    return true;
  }
}

/**
 * Starts `node [nodeArgs] --import tsx <file>` in its own process group, its output going to
 * `onLine`. nodeArgs are for flags NODE_OPTIONS refuses, such as --cpu-prof on Node 20.
 */
export function spawnScript(
  label: string,
  file: string,
  options: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    onLine: (label: string, line: string) => void;
    nodeArgs?: string[];
  },
): RunningProcess {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "--import", "tsx", file], {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on("line", (line) => options.onLine(label, line));
  }
  const exited = once(child, "exit").then(([code]) => code as number | null);
  return { label, child, exited };
}

const alive = (p: RunningProcess) => p.child.exitCode === null && p.child.signalCode === null;

/** SIGTERM to each process still running, SIGKILL after the timeout; waits for all. */
export async function stopProcesses(procs: RunningProcess[], timeoutMs = 10_000): Promise<void> {
  for (const p of procs) if (alive(p)) p.child.kill("SIGTERM");
  const timer = setTimeout(() => {
    for (const p of procs) if (alive(p)) p.child.kill("SIGKILL");
  }, timeoutMs);
  await Promise.all(procs.map((p) => p.exited));
  clearTimeout(timer);
}

/** Last resort on exit: kills whatever is still running. */
export function killNow(procs: RunningProcess[]): void {
  for (const p of procs) if (alive(p)) p.child.kill("SIGKILL");
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  await once(server, "close");
  if (address === null || typeof address === "string") throw new Error("could not find a free port");
  return address.port;
}

/** Rejects as soon as one of the processes exits while `expected()` is false. */
export function watchForExit(procs: RunningProcess[], expected: () => boolean): Promise<never> {
  const watch = new Promise<never>((_, reject) => {
    for (const p of procs) {
      void p.exited.then((code) => {
        if (!expected()) reject(new Error(`${p.label} exited unexpectedly (code ${code})`));
      });
    }
  });
  watch.catch(() => {});
  return watch;
}

/** Runs `step`, failing early if a watched process dies or the deadline passes. */
export async function withGuards<T>(
  what: string,
  step: Promise<T>,
  guards: { crashed?: Promise<never>; timeoutMs?: number },
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const racers: Promise<T>[] = [step];
  if (guards.crashed) racers.push(guards.crashed);
  if (guards.timeoutMs !== undefined) {
    racers.push(
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${what}: no success within ${guards.timeoutMs} ms`)),
          guards.timeoutMs,
        );
      }),
    );
  }
  try {
    return await Promise.race(racers);
  } finally {
    clearTimeout(timer);
  }
}
