import { readFile } from "node:fs/promises";
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

/** The Postgres backends serving `db`'s database (the services' connections), by pid. */
async function backendPids(db: Pool): Promise<number[]> {
  const { rows } = await db.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'",
  );
  return rows.map((r) => r.pid);
}

/**
 * CPU used between start() and stop() by some processes and by the Postgres backends of the bench
 * database (a backend that connects meanwhile counts from zero; one that leaves is not counted).
 * Postgres runs on this machine, so /proc has its backends.
 */
export class CpuMeter {
  private before = new Map<string, number>();
  private backendsBefore = new Map<number, number>();

  constructor(
    private readonly procs: { label: string; pid: number | undefined }[],
    private readonly db: Pool,
  ) {}

  async start(): Promise<void> {
    this.before = new Map();
    for (const p of this.procs) this.before.set(p.label, (await cpuMs(p.pid)) ?? 0);
    this.backendsBefore = new Map();
    for (const pid of await backendPids(this.db)) this.backendsBefore.set(pid, (await cpuMs(pid)) ?? 0);
  }

  /** CPU ms per process label since start(), and `postgres` for the backends. */
  async stop(): Promise<Record<string, number>> {
    const used: Record<string, number> = {};
    for (const p of this.procs) used[p.label] = ((await cpuMs(p.pid)) ?? 0) - (this.before.get(p.label) ?? 0);
    let postgres = 0;
    for (const pid of await backendPids(this.db)) {
      const now = await cpuMs(pid);
      if (now !== null) postgres += now - (this.backendsBefore.get(pid) ?? 0);
    }
    used.postgres = postgres;
    return used;
  }
}
