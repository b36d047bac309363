import { readdir, readFile } from "node:fs/promises";
import type { Pool } from "@reservations/service-kit";

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const MS_PER_TICK = 10;

/** CPU time (user + system) a live process has used so far, ms, from /proc/<pid>/stat; null if gone. */
export async function cpuMs(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // Fields after "(comm)", which may hold spaces: state is the first, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return null;
  }
}

/**
 * Read and write system calls a live process has made so far (`syscr` + `syscw` of
 * /proc/<pid>/io: read, readv, write, writev and their kin; not recv or send, which Postgres uses
 * on its sockets); null if gone or unreadable.
 */
export async function ioCalls(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const io = await readFile(`/proc/${pid}/io`, "utf8");
    const field = (name: string) => Number(new RegExp(`^${name}: (\\d+)$`, "m").exec(io)?.[1] ?? Number.NaN);
    const calls = field("syscr") + field("syscw");
    return Number.isFinite(calls) ? calls : null;
  } catch {
    return null;
  }
}

/** Pids of the machine's processes whose /proc/<pid>/comm is `comm` (e.g. nats-server). */
export async function pidsByComm(comm: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const name = await readFile(`/proc/${entry}/comm`, "utf8").catch(() => "");
    if (name.trim() === comm) pids.push(Number(entry));
  }
  return pids;
}

/**
 * The Postgres processes that work for `db`'s database: its backends (the services' connections,
 * autovacuum on it) and the server's WAL writer, checkpointer and background writer, by pid.
 */
async function postgresPids(db: Pool): Promise<number[]> {
  const { rows } = await db.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity
      WHERE datname = current_database()
         OR backend_type IN ('walwriter', 'checkpointer', 'background writer')`,
  );
  return rows.map((r) => r.pid);
}

/** A group of processes whose CPU is summed under one label; `pids` is read at start and at stop. */
export interface CpuGroup {
  label: string;
  pids: () => Promise<number[]>;
}

/** The machine's NATS and Redis servers and the bench database's Postgres processes, as groups. */
export function sharedServerGroups(db: Pool): CpuGroup[] {
  return [
    { label: "postgres", pids: () => postgresPids(db) },
    { label: "nats-server", pids: () => pidsByComm("nats-server") },
    { label: "redis-server", pids: () => pidsByComm("redis-server") },
  ];
}

/**
 * CPU used between start() and stop() by some processes and by the Postgres backends of the bench
 * database (a backend that connects meanwhile counts from zero; one that leaves is not counted).
 * Postgres runs on this machine, so /proc has its backends. `groups` adds more, e.g. the machine's
 * nats-server and redis-server (sharedServerGroups).
 */
/** What a process has used so far: CPU ms and read/write system calls. */
export interface Usage {
  cpu: number;
  calls: number;
}

const NONE: Usage = { cpu: 0, calls: 0 };

/** A live process's usage so far; null if it is gone. */
async function liveUsage(pid: number | undefined): Promise<Usage | null> {
  const cpu = await cpuMs(pid);
  return cpu === null ? null : { cpu, calls: (await ioCalls(pid)) ?? 0 };
}

/** A process's usage so far, nothing if it is gone. */
export async function usageOf(pid: number | undefined): Promise<Usage> {
  return (await liveUsage(pid)) ?? NONE;
}

export class CpuMeter {
  private before = new Map<string, Usage>();
  private groupsBefore = new Map<string, Map<number, Usage>>();
  private readonly groups: CpuGroup[];
  /** System calls per label between start() and the last stop() (see ioCalls). */
  calls: Record<string, number> = {};

  constructor(
    private readonly procs: { label: string; pid: number | undefined }[],
    db: Pool,
    groups?: CpuGroup[],
  ) {
    this.groups = groups ?? [{ label: "postgres", pids: () => postgresPids(db) }];
  }

  async start(): Promise<void> {
    this.before = new Map();
    for (const p of this.procs) this.before.set(p.label, await usageOf(p.pid));
    this.groupsBefore = new Map();
    for (const g of this.groups) {
      const pids = new Map<number, Usage>();
      for (const pid of await g.pids()) pids.set(pid, await usageOf(pid));
      this.groupsBefore.set(g.label, pids);
    }
  }

  /**
   * CPU ms per process label since start(), and one entry per group (`postgres` by default); the
   * system calls of the same window are left in `calls`.
   */
  async stop(): Promise<Record<string, number>> {
    const used: Record<string, number> = {};
    const calls: Record<string, number> = {};
    for (const p of this.procs) {
      const [now, then] = [await usageOf(p.pid), this.before.get(p.label) ?? NONE];
      used[p.label] = now.cpu - then.cpu;
      calls[p.label] = now.calls - then.calls;
    }
    for (const g of this.groups) {
      const before = this.groupsBefore.get(g.label) ?? new Map<number, Usage>();
      let cpu = 0;
      let n = 0;
      for (const pid of await g.pids()) {
        // A process gone meanwhile is not counted; one that started counts from zero.
        const now = await liveUsage(pid);
        if (now === null) continue;
        const then = before.get(pid) ?? NONE;
        cpu += now.cpu - then.cpu;
        n += now.calls - then.calls;
      }
      used[g.label] = cpu;
      calls[g.label] = n;
    }
    this.calls = calls;
    return used;
  }
}
