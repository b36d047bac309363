import type { Pool } from "@reservations/service-kit";
import type { Hotel } from "./seed.js";

/** What a measurement gets while the mesh is up. */
export interface MeasurementContext {
  /** Gateway base URL. */
  url: string;
  /** The operator's token, for a measurement that makes accounts of its own. */
  adminToken: string;
  hotel: Hotel;
  /** A small pool on the bench database, for reading what the services wrote. */
  db: Pool;
  freePort(): Promise<number>;
  say(text: string): void;
  /** `--duration` when given: how long a measurement that makes its own load runs it. */
  durationSeconds?: number;
}

export interface MeasurementFigures {
  /** Samples that made it into the percentiles. */
  samples: number;
  /** Samples the measurement set out to take; fewer samples means some never happened (a failure). */
  expected: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** When the measured events happened (epoch ms), to tell whether they overlapped a load scenario. */
  window?: { from: number; to: number };
  notes: string[];
}

export interface PercentileTarget {
  percentile: 50 | 99;
  atMostMs: number;
}

/** Work started once the mesh is up, whose result is collected later. */
export interface PendingMeasurement {
  /** Finishes the measurement (may wait) and returns its figures. */
  collect(): Promise<MeasurementFigures>;
  /** Releases what start() opened; runs after collect, also on failure. */
  close?(): Promise<void>;
}

/**
 * A figure without a throughput baseline (a latency the system promises), taken while the mesh is
 * up. start() runs before the load scenarios and collect() after them, so a long wait (hold expiry)
 * overlaps them. Add one as bench/measurements/<name>.ts and list it in bench/measurements/index.ts.
 */
export interface Measurement {
  name: string;
  /** Row label in the results, e.g. "hold-expiry lateness". */
  label: string;
  /** How it is measured (markdown, one or two sentences). */
  measures: string;
  /** None for a figure reported without a promise behind it (the wide reads). */
  target?: PercentileTarget;
  start(ctx: MeasurementContext): Promise<PendingMeasurement>;
}
