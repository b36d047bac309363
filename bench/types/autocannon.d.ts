// Minimal types for the parts of autocannon's programmatic API the harness uses
// (the package ships none and @types/autocannon is not installed).
declare module "autocannon" {
  namespace autocannon {
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
    }

    /** What setupRequest receives and returns: the request autocannon is about to build. */
    interface RequestParams {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      [option: string]: unknown;
    }

    interface Request extends RequestParams {
      /** Called each time the request is built; a falsy result restarts from the first request. */
      setupRequest?: (
        request: RequestParams,
        context: Record<string, unknown>,
      ) => RequestParams | null | undefined;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    }

    interface Options {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      pipelining?: number;
      /** Seconds before a request counts as a timeout. */
      timeout?: number;
      title?: string;
      /** Requests each connection loops over, in order. */
      requests?: Request[];
    }

    interface Result {
      title?: string;
      url: string;
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      /** Seconds. */
      duration: number;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      resets: number;
      connections: number;
      statusCodeStats: Record<string, { count: number }>;
      start: Date;
      finish: Date;
    }

    interface Instance extends PromiseLike<Result> {
      stop(): void;
      on(event: "done", listener: (result: Result) => void): this;
      on(event: "error", listener: (err: Error) => void): this;
      on(event: string, listener: (...args: unknown[]) => void): this;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
