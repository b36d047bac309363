import { type CallerContextInput, keysOps, type RequestLogRecord } from "@reservations/contracts";
import type { Logger, RpcClient } from "@reservations/service-kit";
import type { FastifyInstance } from "fastify";
import type { GatewayDeps } from "../deps.js";

const FLUSH_MS = 250;
const BATCH = 500;
const MAX_BUFFER = 20_000;

/**
 * Collects request-log entries off the request path and hands them to the keys service in
 * batches: a batch as soon as BATCH entries are waiting, the rest every FLUSH_MS. A failed batch
 * goes back to the buffer (bounded) and is retried on the next tick.
 */
export class RequestLogBuffer {
  private buffer: RequestLogRecord[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private dropped = 0;

  constructor(
    private readonly rpc: RpcClient,
    private readonly log: Logger,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  add(entry: RequestLogRecord): void {
    this.buffer.push(entry);
    if (this.buffer.length > MAX_BUFFER) {
      this.buffer.splice(0, this.buffer.length - MAX_BUFFER);
      this.dropped++;
      if (this.dropped % 100 === 1) this.log.warn({ dropped: this.dropped }, "request log buffer full");
    }
    if (this.buffer.length >= BATCH) void this.flush(false);
  }

  /**
   * Sends what is waiting in batches; with `partial` false, full batches only. Entries that arrive
   * meanwhile go only in full batches: under load, sending whatever arrived during the last batch's
   * round trip would send a stream of batches of a few entries, each one a statement for the keys
   * service, so they wait for the next tick instead.
   */
  flush(partial = true): Promise<void> {
    this.flushing ??= this.send(partial ? this.buffer.length : 0).finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async send(waiting: number): Promise<void> {
    while (this.buffer.length >= BATCH || waiting > 0) {
      const batch = this.buffer.splice(0, BATCH);
      waiting -= batch.length;
      const ctx: CallerContextInput = { request_id: "request-log", actor: "system" };
      try {
        await this.rpc.request(keysOps.recordRequests, { entries: batch }, ctx);
      } catch (err) {
        this.buffer.unshift(...batch);
        this.log.warn(
          { err: (err as Error).message, pending: this.buffer.length },
          "request log not delivered yet",
        );
        return;
      }
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    // A flush of full batches may be running: the remainder goes after it.
    await this.flushing;
    await this.flush();
  }
}

/** The URL's path, at most 2048 characters: sliced once, without splitting the query apart. */
function pathOf(url: string): string {
  const query = url.indexOf("?");
  return url.slice(0, Math.min(query < 0 ? url.length : query, 2048));
}

/** The request log: every call made with a valid key, recorded off the request path. */
export function registerRequestLog(app: FastifyInstance, deps: GatewayDeps): void {
  const requestLog = new RequestLogBuffer(deps.rpc, deps.log);
  requestLog.start();
  app.addHook("onClose", async () => requestLog.stop());
  app.addHook("onResponse", (request, reply, done) => {
    const principal = request.principal;
    if (!principal) return done();
    requestLog.add({
      key_id: principal.key_id,
      tenant_id: principal.tenant_id,
      method: request.method,
      path: pathOf(request.url),
      status: reply.statusCode,
      duration_ms: Math.round(reply.elapsedTime * 100) / 100,
      ip: request.ip ?? null,
      occurred_at: new Date().toISOString(),
    });
    done();
  });
}
