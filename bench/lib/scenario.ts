import type { LoadRequest, OperationLoad } from "./load.js";
import type { RunningProcess } from "./processes.js";
import type { Hotel } from "./seed.js";

/** Something to put under load: an HTTP request (autocannon) or an operation the harness loops on. */
export type Target = {
  /** Sends one request and throws unless the answer is the expected status and body; runs before measuring. */
  check(): Promise<void>;
  /** Cleanup after measuring (connections the target opened in the harness). */
  close?(): Promise<void>;
} & ({ request: LoadRequest; operations?: undefined } | { operations: OperationLoad; request?: undefined });

export type BaselineTarget = Target & {
  /** Processes started for the baseline; the harness samples their peak memory and stops them. */
  processes: RunningProcess[];
};

/** What a scenario gets for its mesh half: the running gateway and the seeded hotel. */
export interface MeshContext {
  /** Gateway base URL, e.g. http://127.0.0.1:43123 */
  url: string;
  adminToken: string;
  hotel: Hotel;
  /** The run's environment: bench database, NATS namespace, Redis prefix, raised limits. */
  env: NodeJS.ProcessEnv;
}

/** What a scenario gets for its baseline half (the mesh has been stopped; its database remains). */
export interface BaselineContext {
  hotel: Hotel;
  /** The run's environment: bench database, NATS namespace, Redis prefix, raised limits. */
  env: NodeJS.ProcessEnv;
  /** Load connections (the same for mesh and baseline). */
  connections: number;
  /**
   * Starts a script (`node --import tsx`) with the run's environment plus `extraEnv`; resolves once the
   * process prints a line `ready`, fails if it exits or stays silent.
   */
  start(label: string, file: URL, extraEnv?: Record<string, string>): Promise<RunningProcess>;
  freePort(): Promise<number>;
}

/** What the mesh has to reach against its baseline (a scenario's targets). */
export interface RatioTargets {
  /** Mesh requests/s ÷ baseline requests/s must be at least this. */
  throughputAtLeast?: number;
  /** Mesh p99 ÷ baseline p99 must be at most this. */
  p99AtMost?: number;
}

/**
 * One benchmark: the same load against the mesh and against a baseline that shows what the
 * hops alone cost. Add one as bench/scenarios/<name>.ts and list it in bench/scenarios/index.ts.
 */
export interface Scenario {
  name: string;
  /** What the mesh half measures (markdown, one or two sentences). */
  measures: string;
  /** What the baseline does (markdown, one or two sentences). */
  baselineIs: string;
  targets: RatioTargets;
  /** Every mesh answer in the measured window must have this status, or the run is not valid. */
  meshStatus: number;
  /** Its load moves bookings: oversells are counted after its mesh half (target closed), 0 required. */
  checksOversells?: boolean;
  /** Run by a plain `pnpm bench` too, not only when named (a short scenario whose figure every results file keeps). */
  byDefault?: boolean;
  mesh(ctx: MeshContext): Promise<Target>;
  baseline(ctx: BaselineContext): Promise<BaselineTarget>;
}
