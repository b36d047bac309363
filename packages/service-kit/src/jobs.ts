import { type JobsOptions, Queue, Worker } from "bullmq";
import { bounded } from "./bounded.js";
import type { ServiceKit } from "./lifecycle.js";
import { watchQueue } from "./metrics.js";

/** How long a caller waits on Redis to add or drop a job before leaving the work to a sweep. */
export const JOB_QUEUE_TIMEOUT_MS = 300;

/**
 * One BullMQ queue and its worker. Jobs are added through the connection that fails at once while
 * Redis is away, so a request never waits on it (its database sweep does the work later); the
 * worker's own connection rides out an outage. Built first (callers can add jobs), started later.
 */
export class JobQueue<D extends Record<string, unknown>> {
  private readonly queue: Queue;
  private worker: Worker | undefined;

  constructor(
    private readonly kit: Pick<ServiceKit, "redis" | "redisFast" | "config" | "log" | "metrics">,
    readonly name: string,
  ) {
    this.queue = new Queue(name, { connection: kit.redisFast(), prefix: kit.config.REDIS_PREFIX });
    this.queue.on("error", (err) => kit.log.warn({ err: err.message, queue: name }, "queue error"));
    watchQueue(kit.metrics, this.queue);
  }

  /** Starts working the queue's jobs, `concurrency` at a time. */
  work(process: (data: D) => Promise<unknown>, concurrency = 20): void {
    this.worker = new Worker(this.name, async (job) => process(job.data as D), {
      connection: this.kit.redis(),
      prefix: this.kit.config.REDIS_PREFIX,
      concurrency,
    });
    this.worker.on("error", (err) =>
      this.kit.log.warn({ err: err.message, queue: this.name }, "worker error"),
    );
  }

  /** Adds a job (`delayMs` from now); throws when Redis cannot take it in time. */
  async add(data: D, options: { jobId: string; delayMs?: number }): Promise<void> {
    const opts: JobsOptions = {
      jobId: options.jobId,
      delay: Math.max(0, options.delayMs ?? 0),
      removeOnComplete: true,
      removeOnFail: 1000,
    };
    await bounded(this.queue.add(this.name, data, opts), JOB_QUEUE_TIMEOUT_MS, `adding a ${this.name} job`);
  }

  /** Drops a job if it is there; a job left behind while Redis is away must find nothing to do. */
  async remove(jobId: string): Promise<void> {
    await bounded(this.queue.remove(jobId), JOB_QUEUE_TIMEOUT_MS, `dropping a ${this.name} job`).catch(
      () => 0,
    );
  }

  async stop(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
  }
}
