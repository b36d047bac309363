import type { Pool } from "@reservations/service-kit";
import { CpuMeter, sharedServerGroups, type Usage, usageOf } from "./cpu.js";
import { type LoadFigures, type LoadSettings, measureLoad, measureOperations } from "./load.js";
import { type LongStayProperty, sequentialP50s } from "./long-stays.js";
import type { Target } from "./scenario.js";

// The repeated runs: each run puts the same load on its targets in a fixed order and reads the
// CPU every process used in each measured window from /proc, then times the 90-night reads and
// the year's calendar, one read at a time.

/** The load targets of a run, in the order they are measured. */
export const RUN_TARGETS = [
  "ceiling",
  "properties",
  "availability",
  "availability-304",
  "rates",
  "rates-304",
  "calendar",
  "quotes",
  "monolith",
  "bookings",
  "bookings-2000",
  "bookings-rooms",
  // Last: a reference only, it leaves the others' timing within a run as it was without it.
  "ceiling-unbatched",
] as const;
export type RunTargetName = (typeof RUN_TARGETS)[number];

export const RUN_TARGET_LABELS: Record<RunTargetName, string> = {
  ceiling: "ceiling (bare route: Redis limit, NATS request, PK read coalesced as inventory's)",
  "ceiling-unbatched": "unbatched ceiling (the same, one PK SELECT per request; no target uses it)",
  properties: "properties (mesh)",
  availability: "availability 14 nights × 200 units (mesh)",
  "availability-304": "availability 14 nights × 200 units, If-None-Match answered 304 (mesh)",
  rates: "rates 14 nights × 200 units × 2 plans (mesh)",
  "rates-304": "rates 14 nights × 200 units × 2 plans, If-None-Match answered 304 (mesh)",
  calendar: "calendar 365 days × 200 units × 2 plans (mesh)",
  quotes: "quotes of two nights, each another unit, plan and arrival (mesh)",
  monolith: "availability 14 nights × 200 units (monolith, SQL in one process)",
  bookings: "bookings (mesh)",
  "bookings-2000": "bookings, 2,000 single units (mesh)",
  "bookings-rooms": "bookings, a room type of 1,000 rooms (mesh)",
};

export const LOAD_GENERATOR = "load generator";

export interface RunTargetResult {
  figures: LoadFigures;
  /** CPU ms in the measured window per process (or group: postgres, nats-server, redis-server). */
  cpuMs: Record<string, number>;
  /** Read and write system calls in the same window, by the same labels (cpu.ts's ioCalls). */
  ioCalls: Record<string, number>;
  /** Which entries of cpuMs the total counts: the target's own processes and the shared servers. */
  counted: string[];
  /** Why its figures do not count (answers other than expected, failures), if so. */
  invalid?: string;
}

export interface RunResult {
  targets: Record<RunTargetName, RunTargetResult>;
  /** p50 (ms) of sequential 90-night reads on the property with no bookings, and with 30,000. */
  longEmptyP50Ms: number;
  longFullP50Ms: number;
  /** p50 (ms) of sequential reads of a year's calendar on the bench hotel. */
  calendarP50Ms: number;
}

export interface RunTarget {
  target: Target;
  /** Status every answer must have (baselines: any 2xx). */
  status?: number;
  /** The processes serving it, whose CPU the total counts. */
  processes: { label: string; pid: number | undefined }[];
}

export interface RunContext {
  url: string;
  db: Pool;
  settings: LoadSettings;
  targets: Record<RunTargetName, RunTarget>;
  /** Every process to read in each window: the mesh's and the baselines'. */
  allProcesses: { label: string; pid: number | undefined }[];
  long: { empty: LongStayProperty; full: LongStayProperty; sequential: number; warmup: number };
  /** The p50 of sequential reads of a year's calendar (calendarSequentialP50). */
  calendarP50(): Promise<number>;
  /** Checks one answer with guards (crash, timeout), as the single-run scenarios do. */
  check(label: string, target: Target): Promise<void>;
  /** Runs the load with guards. */
  guard<T>(label: string, work: Promise<T>): Promise<T>;
  say(text: string): void;
}

/** CPU per request of a target: total ms over the counted processes, ÷ responses in the window. */
export function cpuPerRequest(r: RunTargetResult): number {
  const total = r.counted.reduce((sum, label) => sum + (r.cpuMs[label] ?? 0), 0);
  return r.figures.requests > 0 ? total / r.figures.requests : Number.NaN;
}

function problem(f: LoadFigures, status: number | undefined): string | undefined {
  const wrong = Object.entries(f.statusCodes).filter(([code]) =>
    status === undefined ? !/^2/.test(code) : code !== String(status),
  );
  // A target that expects a status other than 2xx (a 304) counts its answers as non-2xx.
  if (wrong.length === 0 && f.errors === 0 && (status !== undefined || f.non2xx === 0)) return undefined;
  const codes = Object.entries(f.statusCodes)
    .map(([c, n]) => `${c}: ${n}`)
    .join(", ");
  return `answers ${codes || "none"}; errors ${f.errors}`;
}

/** One run: the targets under load, then the 90-night reads, empty property first. */
export async function oneRun(ctx: RunContext, index: number): Promise<RunResult> {
  // Autovacuum is off on the bench's machines; on a production server it would have analyzed the
  // tables the last run's bookings grew (by 50 rows and 10 % of a table, within a minute), and
  // the services' cached plans would follow. Without it a run's plans are made for the tables as
  // seeded: a foreign-key check that reads the whole guests table on every booking, for one.
  await ctx.db.query("ANALYZE");
  const shared = sharedServerGroups(ctx.db);
  const targets = {} as Record<RunTargetName, RunTargetResult>;
  for (const name of RUN_TARGETS) {
    const t = ctx.targets[name];
    const label = `run ${index}: ${name}`;
    await ctx.check(label, t.target);
    const meter = new CpuMeter(ctx.allProcesses, ctx.db, shared);
    // The load generator is this process: its own usage over the measured window.
    let selfBefore: Usage = { cpu: 0, calls: 0 };
    let selfAfter: Usage = { cpu: 0, calls: 0 };
    const hooks = {
      beforeMeasured: async () => {
        await meter.start();
        selfBefore = await usageOf(process.pid);
      },
      afterMeasured: async () => {
        selfAfter = await usageOf(process.pid);
      },
    };
    const figures = await ctx.guard(
      label,
      t.target.request
        ? measureLoad(t.target.request, ctx.settings, hooks)
        : measureOperations(t.target.operations, ctx.settings, hooks),
    );
    const used = await meter.stop();
    used[LOAD_GENERATOR] = selfAfter.cpu - selfBefore.cpu;
    const calls = { ...meter.calls, [LOAD_GENERATOR]: selfAfter.calls - selfBefore.calls };
    const result: RunTargetResult = {
      figures,
      cpuMs: used,
      ioCalls: calls,
      counted: [...t.processes.map((p) => p.label), ...shared.map((g) => g.label)],
      invalid: problem(figures, t.status),
    };
    targets[name] = result;
    ctx.say(
      `${label}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ` +
        `${cpuPerRequest(result).toFixed(2)} ms CPU/request` +
        (result.invalid ? ` (not valid: ${result.invalid})` : ""),
    );
  }
  const { empty, full, sequential, warmup } = ctx.long;
  const [longEmptyP50Ms, longFullP50Ms] = (await ctx.guard(
    `run ${index}: 90 nights, empty and with 30,000 bookings`,
    sequentialP50s(ctx.url, [empty, full], sequential, warmup),
  )) as [number, number];
  ctx.say(
    `run ${index}: 90 nights sequential p50 ${longEmptyP50Ms} ms with no bookings, ${longFullP50Ms} ms with 30,000 ` +
      `(${(longFullP50Ms / longEmptyP50Ms).toFixed(2)}×)`,
  );
  const calendarP50Ms = await ctx.guard(`run ${index}: calendar 365 days, sequential`, ctx.calendarP50());
  ctx.say(`run ${index}: calendar 365 days sequential p50 ${calendarP50Ms} ms`);
  return { targets, longEmptyP50Ms, longFullP50Ms, calendarP50Ms };
}
