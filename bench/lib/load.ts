import autocannon from "autocannon";

/** What changes from one request to the next (see LoadRequest.vary). */
export interface RequestVariation {
  /** Path and query, replacing the url's. */
  path?: string;
  /** Added to (and overriding) the request's headers. */
  headers?: Record<string, string>;
  body?: string;
}

/** One kind of request the load generator repeats. */
export interface LoadRequest {
  url: string;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  headers?: Record<string, string>;
  body?: string;
  /**
   * Makes every request different (autocannon's `setupRequest` hook): called each time the load
   * generator builds a request, in this process, so a shared counter hands out distinct values.
   * autocannon builds one request per connection ahead of time, so a few values go unsent.
   */
  vary?: () => RequestVariation;
}

export interface LoadSettings {
  connections: number;
  /** Seconds of load before measuring; its figures are thrown away. */
  warmupSeconds: number;
  /** Seconds measured. */
  durationSeconds: number;
}

export interface LoadFigures {
  /** Mean of the per-second request counts (autocannon's "Req/Sec avg"). */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses received in the measured window, whatever their status. */
  requests: number;
  /** Connection errors and timeouts (no response). */
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  durationSeconds: number;
}

function run(request: LoadRequest, connections: number, seconds: number): Promise<autocannon.Result> {
  const vary = request.vary;
  const instance = autocannon({
    url: request.url,
    method: request.method ?? "GET",
    headers: request.headers ?? {},
    body: request.body,
    connections,
    duration: seconds,
    timeout: 10,
    requests: vary
      ? [
          {
            setupRequest: (req) => {
              const v = vary();
              return {
                ...req,
                ...(v.path === undefined ? {} : { path: v.path }),
                ...(v.body === undefined ? {} : { body: v.body }),
                headers: { ...req.headers, ...v.headers },
              };
            },
          },
        ]
      : undefined,
  });
  return Promise.resolve(instance);
}

/** Called around the measured window only (after the warm-up), e.g. to read CPU counters. */
export interface MeasureHooks {
  beforeMeasured?: () => Promise<void>;
  afterMeasured?: () => Promise<void>;
}

/** Pause between warm-up and measurement: requests cut off by the warm-up's end finish first. */
const SETTLE_MS = 1000;

/** Warms the target up (not counted), then measures it for the set duration. */
export async function measureLoad(
  request: LoadRequest,
  settings: LoadSettings,
  hooks: MeasureHooks = {},
): Promise<LoadFigures> {
  if (settings.warmupSeconds > 0) {
    await run(request, settings.connections, settings.warmupSeconds);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
  }
  await hooks.beforeMeasured?.();
  const r = await run(request, settings.connections, settings.durationSeconds);
  await hooks.afterMeasured?.();
  const statusCodes = Object.fromEntries(
    Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, Number(s.count)]),
  );
  return {
    requestsPerSecond: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statusCodes,
    durationSeconds: r.duration,
  };
}

/**
 * Load that is not HTTP: the harness itself loops on `operation()` (e.g. raw SQL for a baseline),
 * as many loops at once as there are connections.
 */
export interface OperationLoad {
  /** One unit of work; a throw counts as an error, a Refused as its answer. */
  operation(): Promise<void>;
  /** The status a completed operation counts as in statusCodes (none: only refusals are counted). */
  status?: number;
}

/** An answer other than the expected one: counted by `answer` (status, code) with non-2xx, not as an error. */
export class Refused extends Error {
  constructor(readonly answer: string) {
    super(`refused: ${answer}`);
  }
}

/** Nearest-rank percentile of ascending `sorted` values; 0 when there are none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Runs `settings.connections` loops on the operation for `seconds`; latencies in ms when recording. */
async function loop(
  ops: OperationLoad,
  connections: number,
  seconds: number,
  record?: {
    latencies: number[];
    perSecond: number[];
    errors: number;
    refused: Record<string, number>;
    start: number;
  },
): Promise<void> {
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        await ops.operation();
        if (record) {
          const t1 = performance.now();
          record.latencies.push(t1 - t0);
          const second = Math.floor((t1 - record.start) / 1000);
          record.perSecond[second] = (record.perSecond[second] ?? 0) + 1;
        }
      } catch (err) {
        if (!record) continue;
        if (err instanceof Refused) record.refused[err.answer] = (record.refused[err.answer] ?? 0) + 1;
        else record.errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
}

/** Warms up (not counted), then measures the operation loops like measureLoad does HTTP. */
export async function measureOperations(
  ops: OperationLoad,
  settings: LoadSettings,
  hooks: MeasureHooks = {},
): Promise<LoadFigures> {
  if (settings.warmupSeconds > 0) await loop(ops, settings.connections, settings.warmupSeconds);
  await hooks.beforeMeasured?.();
  const start = performance.now();
  const record = {
    latencies: [] as number[],
    perSecond: [] as number[],
    errors: 0,
    refused: {} as Record<string, number>,
    start,
  };
  await loop(ops, settings.connections, settings.durationSeconds, record);
  await hooks.afterMeasured?.();
  const duration = (performance.now() - start) / 1000;
  const sorted = record.latencies.sort((a, b) => a - b);
  // Whole seconds only, as autocannon counts them.
  const seconds = Array.from({ length: Math.floor(duration) }, (_, i) => record.perSecond[i] ?? 0);
  const mean =
    seconds.length > 0 ? seconds.reduce((a, b) => a + b, 0) / seconds.length : sorted.length / duration;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    requestsPerSecond: mean,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    requests: sorted.length,
    errors: record.errors,
    timeouts: 0,
    non2xx: Object.values(record.refused).reduce((a, b) => a + b, 0),
    statusCodes: { ...(ops.status === undefined ? {} : { [ops.status]: sorted.length }), ...record.refused },
    durationSeconds: duration,
  };
}
