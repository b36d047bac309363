import type { Pool } from "@reservations/service-kit";
import type { LoadSettings } from "./load.js";
import type { Hotel } from "./seed.js";

/** What a comparison gets: the running mesh, the seeded hotel, and a way to start more gateways. */
export interface ComparisonContext {
  /** The mesh gateway's base URL. */
  url: string;
  hotel: Hotel;
  /** The run's environment: bench database, NATS namespace, Redis prefix, raised limits. */
  env: NodeJS.ProcessEnv;
  settings: LoadSettings;
  /** A small pool on the bench database. */
  db: Pool;
  /** The mesh's processes (services and gateway), for CPU accounting. */
  processes: { label: string; pid: number | undefined }[];
  /**
   * One more gateway on the running mesh, with the run's environment plus `extraEnv`, on a port of
   * its own; resolves once its /health says ok. The harness stops it at the end if the comparison
   * did not.
   */
  startGateway(label: string, extraEnv: Record<string, string>): Promise<StartedGateway>;
  say(text: string): void;
}

export interface StartedGateway {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** One side of a comparison: its headline figure and what else was measured. */
export interface ComparisonSide {
  label: string;
  /** The figure the ratio is taken of. */
  value: number;
  /** The figure as it reads, with its unit. */
  text: string;
  /** Other figures of this side (markdown, one line). */
  details: string;
}

export interface ComparisonFigures {
  /** The two sides, measured in the same run; the ratio is the first's value ÷ the second's. */
  sides: [ComparisonSide, ComparisonSide];
  notes: string[];
  /** Why the figures are not a fair comparison (failed requests, a side that did not do its work). */
  invalid?: string;
}

/**
 * Two settings of the same thing measured in one run, interleaved where it can be, and their
 * ratio against a target: what a change costs, on this machine, now. Runs while the mesh is up,
 * after the scenarios and measurements. Add one as bench/comparisons/<name>.ts and list it in
 * bench/comparisons/index.ts.
 */
export interface Comparison {
  name: string;
  /** Row label in the results, e.g. "request log on ÷ off". */
  label: string;
  /** What the ratio is of, e.g. "requests/s". */
  of: string;
  /** How it is measured (markdown, one or two paragraphs). */
  measures: string;
  target: { atLeast?: number; atMost?: number };
  run(ctx: ComparisonContext): Promise<ComparisonFigures>;
}
