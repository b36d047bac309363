import type { LoadFigures } from "./load.js";
import { machineLine } from "./machine.js";
import type { MemorySample } from "./memory.js";
import { runsSection, times } from "./report-runs.js";
import type { ComparisonResult, MeasurementResult, Report, ScenarioResult } from "./results.js";

/** One target measured once (a scenario against its baseline, or a measurement) and how the run came out. */
export interface TargetOutcome {
  target: string;
  figure: string;
  required: string;
  met: boolean;
  /** Why the figure cannot be trusted (failed requests, missing samples), if so. */
  invalid?: string;
}

const int = (n: number) => Math.round(n).toLocaleString("en-US");
const ms = (n: number) => (Number.isInteger(n) ? n.toLocaleString("en-US") : n.toFixed(2));
const ratioOf = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);
const ratio = (a: number, b: number) => (b > 0 ? times(a / b) : "n/a");

function codes(f: LoadFigures): string {
  return Object.entries(f.statusCodes)
    .map(([code, n]) => `${code}: ${int(n)}`)
    .join(", ");
}

/** Why a scenario's figures are not a fair comparison: answers other than expected, or failures. */
function scenarioProblem(r: ScenarioResult): string | undefined {
  const problems: string[] = [];
  const wrong = Object.entries(r.mesh.statusCodes).filter(([code]) => code !== String(r.meshStatus));
  if (wrong.length > 0 || r.mesh.errors > 0) {
    problems.push(
      `mesh answers other than ${r.meshStatus}: ${codes(r.mesh) || "none"}; errors ${r.mesh.errors}`,
    );
  }
  if (r.baseline.errors > 0 || r.baseline.non2xx > 0) {
    problems.push(`baseline failures: ${codes(r.baseline)}; errors ${r.baseline.errors}`);
  }
  return problems.length > 0 ? problems.join("; ") : undefined;
}

export function scenarioOutcomes(r: ScenarioResult): TargetOutcome[] {
  const invalid = scenarioProblem(r);
  const out: TargetOutcome[] = [];
  const t = r.targets;
  if (t.throughputAtLeast !== undefined) {
    const x = ratioOf(r.mesh.requestsPerSecond, r.baseline.requestsPerSecond);
    out.push({
      target: `${r.name}: requests/s, mesh ÷ baseline`,
      figure: Number.isNaN(x) ? "n/a" : times(x),
      required: `≥ ${times(t.throughputAtLeast)}`,
      met: !invalid && x >= t.throughputAtLeast,
      invalid,
    });
  }
  if (t.p99AtMost !== undefined) {
    const x = ratioOf(r.mesh.p99Ms, r.baseline.p99Ms);
    out.push({
      target: `${r.name}: p99, mesh ÷ baseline`,
      figure: Number.isNaN(x) ? "n/a" : times(x),
      required: `≤ ${times(t.p99AtMost)}`,
      met: !invalid && x <= t.p99AtMost,
      invalid,
    });
  }
  if (r.oversells !== undefined) {
    out.push({
      target: `${r.name}: oversells (live allocations overlapping on one unit or room, checked after the mesh load)`,
      figure: String(r.oversells),
      required: "0",
      met: r.oversells === 0,
    });
  }
  return out;
}

/** How a measurement came out against its target; undefined for one without a target. */
export function measurementOutcome(m: MeasurementResult): TargetOutcome | undefined {
  if (!m.target) return undefined;
  const f = m.figures;
  const value = m.target.percentile === 50 ? f.p50Ms : f.p99Ms;
  const invalid =
    f.samples < f.expected ? `${f.expected - f.samples} of ${f.expected} samples missing` : undefined;
  return {
    target: `${m.label}: p${m.target.percentile}`,
    figure: `${ms(value)} ms`,
    required: `≤ ${ms(m.target.atMostMs)} ms`,
    met: !invalid && value <= m.target.atMostMs,
    invalid,
  };
}

export function comparisonOutcome(c: ComparisonResult): TargetOutcome {
  const [a, b] = c.figures.sides;
  const x = ratioOf(a.value, b.value);
  const { atLeast, atMost } = c.target;
  const required = [
    atLeast === undefined ? undefined : `≥ ${times(atLeast)}`,
    atMost === undefined ? undefined : `≤ ${times(atMost)}`,
  ]
    .filter(Boolean)
    .join(", ");
  return {
    target: `${c.label}: ${c.of}`,
    figure: Number.isNaN(x) ? "n/a" : times(x),
    required,
    met:
      !c.figures.invalid &&
      !Number.isNaN(x) &&
      (atLeast === undefined || x >= atLeast) &&
      (atMost === undefined || x <= atMost),
    invalid: c.figures.invalid,
  };
}

const verdict = (o: TargetOutcome) => (o.met ? "met" : o.invalid ? "**not met** (see below)" : "**not met**");

export function targetsTable(report: Report): string {
  const outcomes = [
    ...report.scenarios.flatMap(scenarioOutcomes),
    ...report.measurements.flatMap((m) => measurementOutcome(m) ?? []),
    ...report.comparisons.map(comparisonOutcome),
  ];
  return [
    "| target | this run | required | result |",
    "| --- | --: | --: | --- |",
    ...outcomes.map((o) => `| ${o.target} | ${o.figure} | ${o.required} | ${verdict(o)} |`),
  ].join("\n");
}

/** The figures of one scenario: mesh, baseline, and the mesh/baseline ratios against the targets. */
export function scenarioTable(r: ScenarioResult): string {
  const row = (label: string, f: LoadFigures) =>
    `| ${label} | ${int(f.requestsPerSecond)} | ${ms(f.p50Ms)} | ${ms(f.p99Ms)} | ${int(f.requests)} | ${int(f.errors)} | ${int(f.non2xx)} |  |`;
  const targets = scenarioOutcomes(r)
    .map((o) => `${o.target.split(": ")[1]} ${o.required}: ${o.met ? "met" : "**not met**"}`)
    .join("; ");
  return [
    "| run | requests/s | p50 (ms) | p99 (ms) | requests | errors | non-2xx | target |",
    "| --- | --: | --: | --: | --: | --: | --: | --- |",
    row("mesh", r.mesh),
    row("baseline", r.baseline),
    `| mesh / baseline | ${ratio(r.mesh.requestsPerSecond, r.baseline.requestsPerSecond)} | ${ratio(r.mesh.p50Ms, r.baseline.p50Ms)} | ${ratio(r.mesh.p99Ms, r.baseline.p99Ms)} |  |  |  | ${targets} |`,
  ].join("\n");
}

export function measurementsTable(results: MeasurementResult[]): string {
  return [
    "| measurement | samples | p50 (ms) | p99 (ms) | max (ms) | target | result |",
    "| --- | --: | --: | --: | --: | --- | --- |",
    ...results.map((m) => {
      const f = m.figures;
      const o = measurementOutcome(m);
      const target = m.target && o ? `p${m.target.percentile} ${o.required}` : "none";
      return `| ${m.label} | ${int(f.samples)} of ${int(f.expected)} | ${ms(f.p50Ms)} | ${ms(f.p99Ms)} | ${ms(f.maxMs)} | ${target} | ${o ? verdict(o) : "—"} |`;
    }),
  ].join("\n");
}

/** The two sides of a comparison and their ratio against the target. */
export function comparisonTable(c: ComparisonResult): string {
  const o = comparisonOutcome(c);
  return [
    `| side | ${c.of} | details |`,
    "| --- | --: | --- |",
    ...c.figures.sides.map((s) => `| ${s.label} | ${s.text} | ${s.details} |`),
    `| ${c.figures.sides[0].label} ÷ ${c.figures.sides[1].label} | ${o.figure} | required ${o.required}: ${verdict(o)} |`,
  ].join("\n");
}

export function memoryTable(samples: MemorySample[]): string {
  return [
    "| process | part of the run | peak RSS (MiB) |",
    "| --- | --- | --: |",
    ...samples.map(
      (s) => `| ${s.process} | ${s.role} | ${s.peakRssMiB === null ? "not read" : s.peakRssMiB.toFixed(1)} |`,
    ),
  ].join("\n");
}

export function loadLine(report: Report): string {
  const s = report.settings;
  return (
    `autocannon ${report.autocannonVersion} (programmatic, in the harness process), ${s.connections} connections, ` +
    `${s.warmupSeconds} s warm-up (not counted), a 1 s pause (HTTP targets) then ${s.durationSeconds} s measured per target; ` +
    "one target at a time; in the repeated runs the baseline processes run beside the idle mesh (and the mesh beside the idle baselines), and each run starts with ANALYZE (what autovacuum, off on these machines, would have done after the last run's bookings); elsewhere the mesh is stopped before the baselines run; load generator, services, " +
    `Postgres, Redis and NATS share the machine. The whole run took ${Math.round(report.wallSeconds)} s.`
  );
}

/** The whole results file. */
export function renderMarkdown(report: Report): string {
  const parts = [
    `# Benchmarks, ${report.date}`,
    "",
    `Machine: ${machineLine(report.machine)}`,
    "",
    `Load: ${loadLine(report)}`,
    "",
    ...(report.runs ? [...runsSection(report.runs), ""] : []),
    "## Targets measured once: scenarios against their baselines, and measurements",
    "",
    targetsTable(report),
    "",
    "HTTP latencies are autocannon's percentiles over every request (it records whole milliseconds); " +
      "requests/s is the mean of its per-second counts. The raw-insert baseline is timed by the harness " +
      "the same way (per-second counts, latencies to 0.01 ms). Errors are connection errors and timeouts; " +
      "non-2xx are answers with another status.",
  ];
  for (const r of report.scenarios) {
    parts.push("", `## ${r.name}`, "", `Mesh: ${r.measures}`, "", `Baseline: ${r.baselineIs}`, "");
    parts.push(scenarioTable(r));
    for (const [label, f] of [
      ["mesh", r.mesh],
      ["baseline", r.baseline],
    ] as const) {
      if (f.non2xx > 0 || f.errors > 0) {
        parts.push("", `${label} status codes: ${codes(f)}; timeouts: ${int(f.timeouts)}`);
      }
    }
    const problem = scenarioProblem(r);
    if (problem) parts.push("", `Not a valid comparison: ${problem}.`);
  }
  if (report.measurements.length > 0) {
    parts.push(
      "",
      "## Measurements without a baseline",
      "",
      "Taken while the mesh was up, the same run; percentiles are nearest-rank over the samples.",
      "",
      measurementsTable(report.measurements),
      "",
    );
    for (const m of report.measurements) {
      const notes = [...m.figures.notes];
      if (m.overlapped.length > 0) {
        notes.push(`The measured events overlapped the load of: ${m.overlapped.join(", ")}.`);
      } else if (m.figures.window) {
        notes.push("No load scenario ran while they happened.");
      }
      parts.push(`- ${m.label}: ${m.measures} ${notes.join(" ")}`.trimEnd());
    }
  }
  if (report.comparisons.length > 0) {
    parts.push(
      "",
      "## Comparisons in one run",
      "",
      "Two settings of the same thing, measured in the same run while the mesh was up, after the scenarios and measurements.",
    );
    for (const c of report.comparisons) {
      parts.push("", `### ${c.label}`, "", c.measures, "", comparisonTable(c));
      for (const note of c.figures.notes) parts.push("", note);
      if (c.figures.invalid) parts.push("", `Not a valid comparison: ${c.figures.invalid}.`);
    }
  }
  parts.push(
    "",
    "## Peak memory",
    "",
    "VmHWM from /proc/<pid>/status of each process, read just before it was stopped (the mesh after all its scenarios and measurements).",
    "",
    memoryTable(report.memory),
    "",
  );
  return parts.join("\n");
}
