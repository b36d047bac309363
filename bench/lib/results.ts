import type { Comparison, ComparisonFigures } from "./comparison.js";
import type { LoadFigures, LoadSettings } from "./load.js";
import type { Machine } from "./machine.js";
import type { Measurement, MeasurementFigures } from "./measurement.js";
import type { MemorySample } from "./memory.js";
import type { RunsReport } from "./report-runs.js";
import type { RatioTargets } from "./scenario.js";

// What one bench run produced: the figures of each scenario, measurement and comparison.

export interface ScenarioResult {
  name: string;
  measures: string;
  baselineIs: string;
  targets: RatioTargets;
  meshStatus: number;
  mesh: LoadFigures;
  baseline: LoadFigures;
  /** Oversells counted after the mesh half, for a scenario that checks them. */
  oversells?: number;
}

export interface MeasurementResult {
  name: string;
  label: string;
  measures: string;
  target: Measurement["target"];
  figures: MeasurementFigures;
  /** Load scenarios whose measured window overlapped the measured events. */
  overlapped: string[];
}

export interface ComparisonResult {
  name: string;
  label: string;
  of: string;
  measures: string;
  target: Comparison["target"];
  figures: ComparisonFigures;
}

export interface Report {
  /** UTC date of the run, YYYY-MM-DD. */
  date: string;
  machine: Machine;
  settings: LoadSettings;
  autocannonVersion: string;
  scenarios: ScenarioResult[];
  measurements: MeasurementResult[];
  comparisons: ComparisonResult[];
  memory: MemorySample[];
  /** The repeated runs, when they ran. */
  runs?: RunsReport;
  /** Seconds from start to the results. */
  wallSeconds: number;
}
