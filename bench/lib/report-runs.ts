import {
  cpuPerRequest,
  LOAD_GENERATOR,
  RUN_TARGET_LABELS,
  RUN_TARGETS,
  type RunResult,
  type RunTargetName,
} from "./runs.js";

// The repeated runs' part of the results: their targets with how many runs met each, the
// median and range of every figure, a table per run, and CPU per request per process.

/** A target is met when at least this share of the runs met it (4 of 5). */
const MET_SHARE = 0.8;

interface RunTargetCheck {
  target: string;
  required: string;
  /** The run's figure, and whether it met the target (false when a figure it uses is invalid). */
  of(r: RunResult): { value: number; met: boolean };
  format(x: number): string;
}

/** A ratio as the results print it: `0.85×`, or n/a when there is none. */
export const times = (n: number) => (Number.isFinite(n) ? `${n.toFixed(2)}×` : "n/a");
const msText = (n: number) => (Number.isFinite(n) ? `${n.toFixed(2)} ms` : "n/a");
const rps = (r: RunResult, t: RunTargetName) => r.targets[t].figures.requestsPerSecond;
const valid = (r: RunResult, ...t: RunTargetName[]) => t.every((n) => !r.targets[n].invalid);

function ratioTarget(target: string, a: RunTargetName, b: RunTargetName, atLeast: number): RunTargetCheck {
  return {
    target,
    required: `≥ ${times(atLeast)}`,
    of(r) {
      const value = rps(r, a) / rps(r, b);
      return { value, met: valid(r, a, b) && value >= atLeast };
    },
    format: times,
  };
}

/** A conditional read answered 304 against the ceiling, required to do at least as well as properties. */
function atLeastProperties(target: string, a: RunTargetName): RunTargetCheck {
  return {
    target,
    required: "≥ properties ÷ ceiling",
    of(r) {
      const value = rps(r, a) / rps(r, "ceiling");
      return {
        value,
        met: valid(r, a, "ceiling", "properties") && value >= rps(r, "properties") / rps(r, "ceiling"),
      };
    },
    format: times,
  };
}

export const RUN_TARGET_CHECKS: RunTargetCheck[] = [
  ratioTarget("properties ÷ ceiling, requests/s", "properties", "ceiling", 0.85),
  ratioTarget("availability 14 × 200 ÷ ceiling, requests/s", "availability", "ceiling", 0.7),
  ratioTarget("availability 14 × 200 ÷ monolith, requests/s", "availability", "monolith", 1.0),
  atLeastProperties(
    "availability 304 ÷ ceiling, requests/s (an answer that did not move)",
    "availability-304",
  ),
  ratioTarget("rates 14 × 200 × 2 plans ÷ ceiling, requests/s", "rates", "ceiling", 0.05),
  atLeastProperties("rates 304 ÷ ceiling, requests/s (an answer that did not move)", "rates-304"),
  {
    target: "calendar 365 days × 200 units × 2 plans, p50 (sequential)",
    required: "≤ 300 ms",
    of: (r) => ({ value: r.calendarP50Ms, met: r.calendarP50Ms <= 300 }),
    format: msText,
  },
  {
    target: "availability 90 nights, p50 with 30,000 bookings ÷ with none (sequential)",
    required: "≤ 1.50×",
    of: (r) => {
      const value = r.longFullP50Ms / r.longEmptyP50Ms;
      return { value, met: value <= 1.5 };
    },
    format: times,
  },
  ratioTarget("bookings ÷ ceiling, requests/s", "bookings", "ceiling", 0.15),
  {
    target: "bookings: CPU per booking, all processes (load generator excluded)",
    required: "≤ 8 ms",
    of: (r) => {
      const value = cpuPerRequest(r.targets.bookings);
      return { value, met: valid(r, "bookings") && value <= 8 };
    },
    format: msText,
  },
  ratioTarget("bookings on 2,000 single units ÷ on 200 units, requests/s", "bookings-2000", "bookings", 0.8),
  ratioTarget(
    "bookings on a room type of 1,000 rooms ÷ on 200 units, requests/s",
    "bookings-rooms",
    "bookings",
    0.8,
  ),
  {
    target: "CPU per booking on 2,000 single units ÷ on 200 units",
    required: "≤ 1.20×",
    of: (r) => {
      const value = cpuPerRequest(r.targets["bookings-2000"]) / cpuPerRequest(r.targets.bookings);
      return { value, met: valid(r, "bookings", "bookings-2000") && value <= 1.2 };
    },
    format: times,
  },
  {
    target: "every target: only the expected status, no errors (no 5xx); figure: targets invalid per run",
    required: "all runs",
    of: (r) => {
      const bad = RUN_TARGETS.filter((t) => r.targets[t].invalid).length;
      return { value: bad, met: bad === 0 };
    },
    format: (n) => String(n),
  },
];

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** "median (min–max)" of a figure over the runs. */
function spread(xs: number[], format: (x: number) => string): string {
  if (xs.length === 1) return format(xs[0]!);
  return `${format(median(xs))} (${format(Math.min(...xs))}–${format(Math.max(...xs))})`;
}

const num = (digits: number) => (n: number) =>
  Number.isFinite(n) ? n.toLocaleString("en-US", { maximumFractionDigits: digits }) : "n/a";

/** Each target: median and range over the runs, how many runs met it, the verdict. */
export function runTargetsTable(runs: RunResult[], oversells: number): string {
  const needed = Math.ceil(MET_SHARE * runs.length);
  const rows = RUN_TARGET_CHECKS.map((t) => {
    const outcomes = runs.map((r) => t.of(r));
    const met = outcomes.filter((o) => o.met).length;
    const verdict = met >= needed ? "met" : "**not met**";
    return `| ${t.target} | ${spread(
      outcomes.map((o) => o.value),
      t.format,
    )} | ${t.required} | ${met} of ${runs.length}: ${verdict} |`;
  });
  rows.push(
    `| zero oversells (live allocations overlapping on one unit or room, checked after the runs) | ${oversells} | 0 | ${oversells === 0 ? "met" : "**not met**"} |`,
  );
  return [
    `| target of the repeated runs | median (range) of ${runs.length} runs | required | runs that met it |`,
    "| --- | --: | --: | --- |",
    ...rows,
  ].join("\n");
}

/** Requests/s, p50, p99 and CPU per request of each target: median (range). */
export function figuresTable(runs: RunResult[]): string {
  const rows = RUN_TARGETS.map((t) => {
    const of = (f: (r: RunResult) => number, format: (x: number) => string) => spread(runs.map(f), format);
    return (
      `| ${RUN_TARGET_LABELS[t]} | ${of((r) => r.targets[t].figures.requestsPerSecond, num(0))} | ` +
      `${of((r) => r.targets[t].figures.p50Ms, num(2))} | ${of((r) => r.targets[t].figures.p99Ms, num(2))} | ` +
      `${of((r) => cpuPerRequest(r.targets[t]), num(2))} |`
    );
  });
  const sequential = (label: string, p50: (r: RunResult) => number) =>
    `| ${label}, sequential | | ${spread(runs.map(p50), num(2))} | | |`;
  rows.push(
    sequential("availability 90 nights, no bookings", (r) => r.longEmptyP50Ms),
    sequential("availability 90 nights, 30,000 bookings", (r) => r.longFullP50Ms),
    sequential("calendar 365 days × 200 units × 2 plans", (r) => r.calendarP50Ms),
  );
  return [
    "| target | requests/s | p50 (ms) | p99 (ms) | CPU per request (ms) |",
    "| --- | --: | --: | --: | --: |",
    ...rows,
  ].join("\n");
}

/** One row per run: requests/s of each target, the 90-night p50s, the CPU per booking. */
export function perRunTable(runs: RunResult[]): string {
  return [
    `| run | ${RUN_TARGETS.join(" req/s | ")} req/s | 90 nights p50 none / 30,000 (ms) | CPU per booking (ms) | invalid |`,
    `| --: |${" --: |".repeat(RUN_TARGETS.length + 2)} --- |`,
    ...runs.map((r, i) => {
      const bad = RUN_TARGETS.filter((t) => r.targets[t].invalid).map((t) => `${t}: ${r.targets[t].invalid}`);
      return (
        `| ${i + 1} | ${RUN_TARGETS.map((t) => num(0)(rps(r, t))).join(" | ")} | ` +
        `${num(2)(r.longEmptyP50Ms)} / ${num(2)(r.longFullP50Ms)} | ${num(2)(cpuPerRequest(r.targets.bookings))} | ` +
        `${bad.join("; ") || "none"} |`
      );
    }),
  ].join("\n");
}

/** The table's head and one row per process label: `field` per request, median of the runs. */
function perProcessRows(
  runs: RunResult[],
  field: "cpuMs" | "ioCalls",
  digits: number,
  labels: string[],
): string[] {
  const first = runs[0]!;
  const cell = (t: RunTargetName, label: string) => {
    const per = runs.map((r) => (r.targets[t][field][label] ?? 0) / r.targets[t].figures.requests);
    const text = num(digits)(median(per));
    return first.targets[t].counted.includes(label) ? text : `(${text})`;
  };
  return [
    `| process | ${RUN_TARGETS.join(" | ")} |`,
    `| --- |${" --: |".repeat(RUN_TARGETS.length)}`,
    ...labels.map((l) => `| ${l} | ${RUN_TARGETS.map((t) => cell(t, l)).join(" | ")} |`),
  ];
}

/** CPU ms per request of every process in each target's measured window, median of the runs. */
export function cpuTable(runs: RunResult[]): string {
  const first = runs[0];
  if (!first) return "";
  const labels = Object.keys(first.targets.ceiling.cpuMs).filter((l) => l !== LOAD_GENERATOR);
  return [
    ...perProcessRows(runs, "cpuMs", 3, labels),
    `| **total** (load generator excluded) | ${RUN_TARGETS.map((t) => `**${num(3)(median(runs.map((r) => cpuPerRequest(r.targets[t]))))}**`).join(" | ")} |`,
    `| ${LOAD_GENERATOR} (the harness: autocannon) | ${RUN_TARGETS.map((t) => `(${num(3)(median(runs.map((r) => r.targets[t].cpuMs[LOAD_GENERATOR]! / r.targets[t].figures.requests)))})`).join(" | ")} |`,
  ].join("\n");
}

/**
 * Read and write system calls per request of the Node processes, nats-server and redis-server in
 * each target's measured window, median of the runs. Postgres is left out: it uses recv and send
 * on its sockets, which /proc/<pid>/io does not count, and its reads and writes are files.
 */
export function ioCallsTable(runs: RunResult[]): string {
  const first = runs[0];
  if (!first) return "";
  const labels = Object.keys(first.targets.ceiling.ioCalls).filter((l) => l !== "postgres");
  const counted = (t: RunTargetName) =>
    median(
      runs.map(
        (r) =>
          r.targets[t].counted
            .filter((l) => l !== "postgres")
            .reduce((sum, l) => sum + (r.targets[t].ioCalls[l] ?? 0), 0) / r.targets[t].figures.requests,
      ),
    );
  return [
    ...perProcessRows(runs, "ioCalls", 1, labels),
    `| **total** (Postgres and the load generator excluded) | ${RUN_TARGETS.map((t) => `**${num(1)(counted(t))}**`).join(" | ")} |`,
  ].join("\n");
}

export interface RunsReport {
  results: RunResult[];
  oversells: number;
  /** How the 90-night properties were made, for the notes. */
  notes: string[];
}

/** The whole repeated-runs section of the results file. */
export function runsSection(r: RunsReport): string[] {
  return [
    `## Repeated runs: ${r.results.length} runs`,
    "",
    runTargetsTable(r.results, r.oversells),
    "",
    `A target is met when at least ${Math.round(MET_SHARE * 100)} % of the runs met it (4 of 5). Figures are the median of the runs with the range.`,
    "",
    "### Figures, median (range)",
    "",
    figuresTable(r.results),
    "",
    "### Each run",
    "",
    perRunTable(r.results),
    "",
    "### CPU per request, by process (ms, median of the runs)",
    "",
    cpuTable(r.results),
    "",
    "CPU is user + system time from /proc/<pid>/stat over each measured window (10 ms ticks), ÷ the " +
      "responses in that window. postgres is every backend of the bench database plus the WAL writer, " +
      "checkpointer and background writer; nats-server and redis-server are the machine's (found by " +
      "/proc/*/comm), shared with anything else using them. The total counts the target's own processes " +
      "and those three; figures in parentheses are processes the total does not count (the other side, " +
      "idle, and the load generator).",
    "",
    "### System calls per request, by process (reads and writes, median of the runs)",
    "",
    ioCallsTable(r.results),
    "",
    "From `syscr` + `syscw` of /proc/<pid>/io over the same windows: the read, readv, write and " +
      "writev calls through which each message and round trip passes. Unlike CPU time they do not " +
      "move with the machine's speed of the moment, so they compare two commits on a noisy machine. " +
      "Postgres is not in the table: it uses recv and send on its sockets, which are not counted there.",
    "",
    ...r.notes.map((n) => `- ${n}`),
  ];
}
