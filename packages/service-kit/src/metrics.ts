import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { bounded } from "./bounded.js";
import type { BatchSent } from "./coalesce.js";

export type { Counter, Gauge, Histogram } from "prom-client";

/** One value of a gauge, with its labels. */
export interface Sample<L extends string = string> {
  labels?: Partial<Record<L, string | number>>;
  value: number;
}

/** Seconds, from a NATS request inside the mesh (about a millisecond) up to a request's time bound. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Node's own process metrics (CPU, memory, event loop, GC), once per process whatever runs in it:
 * started by the first ops server (or scrape), so processes nobody scrapes watch nothing.
 */
let processRegistry: Registry | undefined;
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

interface Collected {
  gauge: Gauge;
  readers: (() => Promise<Sample[]>)[];
}

/**
 * One process's (or, in the in-process test mesh, one service's) Prometheus metrics: a registry
 * of its own labelled `service`, so several services in one process never collide. Gauges that
 * need I/O are read at scrape time, each read bounded: one that fails or is late is left out of
 * that scrape (and counted), so a scrape answers within the bound whatever is down.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly collected = new Map<string, Collected>();
  private readonly failures: Counter<"metric">;
  private exposing: Promise<string> | undefined;

  constructor(
    readonly service: string,
    private readonly collectTimeoutMs = 500,
  ) {
    this.registry.setDefaultLabels({ service });
    this.failures = this.counter(
      "metrics_collect_failures_total",
      "Scrape-time reads that failed or missed METRICS_COLLECT_TIMEOUT_MS (that gauge was left out)",
      ["metric"],
    );
  }

  /** The metric of that name, made on first use (two RPC clients of one service share theirs). */
  private existing<T>(name: string, make: () => T): T {
    return (this.registry.getSingleMetric(name) as T | undefined) ?? make();
  }

  counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    return this.existing(name, () => new Counter({ name, help, labelNames, registers: [this.registry] }));
  }

  histogram<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[] = [],
    buckets: number[] = LATENCY_BUCKETS,
  ): Histogram<L> {
    return this.existing(
      name,
      () => new Histogram({ name, help, labelNames, buckets, registers: [this.registry] }),
    );
  }

  /** A gauge set at each scrape from what this process holds in memory (no I/O, so nothing to bound). */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: () => Sample<L>[],
  ): Gauge<L> {
    return this.existing(
      name,
      () =>
        new Gauge({
          name,
          help,
          labelNames,
          registers: [this.registry],
          collect() {
            this.reset();
            for (const s of read()) this.set(s.labels ?? {}, s.value);
          },
        }),
    );
  }

  /**
   * A gauge read from a dependency at each scrape (a count in Postgres, Redis or JetStream). Several
   * readers may fill one gauge (a label each, one per queue): a reader that fails or is late leaves
   * only its own samples out; when every reader fails the gauge is absent from that scrape.
   */
  collect<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: () => Promise<Sample<L>[]>,
  ): void {
    let entry = this.collected.get(name);
    if (!entry) {
      entry = { gauge: new Gauge({ name, help, labelNames, registers: [] }), readers: [] };
      this.collected.set(name, entry);
    }
    entry.readers.push(read as () => Promise<Sample[]>);
  }

  /**
   * Reads every collected gauge (in parallel, each read bounded), then renders the exposition text.
   * Scrapes that arrive meanwhile share the one under way (its gauges are not reset under it).
   */
  expose(): Promise<string> {
    this.exposing ??= this.render().finally(() => {
      this.exposing = undefined;
    });
    return this.exposing;
  }

  private async render(): Promise<string> {
    await Promise.all(
      [...this.collected].map(async ([name, { gauge, readers }]) => {
        const results = await Promise.allSettled(
          readers.map((read) => bounded(read(), this.collectTimeoutMs, `reading ${name}`)),
        );
        const failed = results.filter((r) => r.status === "rejected").length;
        if (failed > 0) this.failures.inc({ metric: name }, failed);
        gauge.reset();
        if (failed === readers.length) {
          this.registry.removeSingleMetric(name);
          return;
        }
        for (const r of results) {
          if (r.status === "fulfilled") for (const s of r.value) gauge.set(s.labels ?? {}, s.value);
        }
        if (!this.registry.getSingleMetric(name)) this.registry.registerMetric(gauge);
      }),
    );
    return `${await this.registry.metrics()}\n${await processMetrics().metrics()}`;
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** Job counts of one BullMQ queue, read at each scrape (the queue's own connection fails at once while Redis is away). */
export function watchQueue(
  metrics: Metrics,
  queue: { name: string; getJobCounts(...types: string[]): Promise<Record<string, number>> },
): void {
  metrics.collect(
    "bullmq_queue_jobs",
    "Jobs in a BullMQ queue by state (waiting, delayed, active, failed)",
    ["queue", "state"],
    async () => {
      const counts = await queue.getJobCounts("waiting", "delayed", "active", "failed");
      return Object.entries(counts).map(([state, value]) => ({
        labels: { queue: queue.name, state },
        value,
      }));
    },
  );
}

/**
 * The metrics of a service's coalesced statements (coalesce.ts), by `label` (which statement): how
 * many calls one statement answers (a histogram), and how many batches were sent overdue, after
 * waiting for a statement still under way (a counter: a slow or stuck database).
 */
export function batchMetrics<V extends string>(
  metrics: Metrics,
  o: { label: string; calls: { name: string; help: string }; overdue: { name: string; help: string } },
): (value: V) => (batch: BatchSent) => void {
  const calls = metrics.histogram(o.calls.name, o.calls.help, [o.label], [1, 2, 5, 10, 20, 50, 100]);
  const overdue = metrics.counter(o.overdue.name, o.overdue.help, [o.label]);
  return (value) => (batch) => {
    calls.observe({ [o.label]: value }, batch.reads);
    if (batch.overdue) overdue.inc({ [o.label]: value });
  };
}
