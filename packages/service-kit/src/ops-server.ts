import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "./logger.js";
import { type Metrics, processMetrics } from "./metrics.js";

export type CheckStatus = "up" | "down";

export interface OpsServer {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * One process's own health, for an orchestrator's probes: `GET /livez` answers 200 while the
 * process runs its event loop; `GET /readyz` answers 200 when every dependency check is up and the
 * process is not draining, else 503, naming what is down (or "draining" during shutdown). With
 * `metrics`, `GET /metrics` answers them in Prometheus's text format (kept off the public port).
 */
export async function startOpsServer(options: {
  port: number;
  host?: string;
  log: Logger;
  checks: () => Promise<Record<string, CheckStatus>>;
  draining: () => boolean;
  metrics?: Metrics;
}): Promise<OpsServer> {
  if (options.metrics) processMetrics(); // GC and event-loop figures from now, not from the first scrape
  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
      res.end(JSON.stringify(body));
    };
    const path = (req.url ?? "/").split("?")[0];
    if (req.method !== "GET") return send(405, { message: "GET only" });
    if (path === "/livez") return send(200, { status: "live" });
    if (path === "/metrics" && options.metrics) {
      const metrics = options.metrics;
      metrics.expose().then(
        (text) => {
          res.writeHead(200, { "content-type": metrics.contentType, "cache-control": "no-store" });
          res.end(text);
        },
        (err) => send(500, { message: `metrics: ${(err as Error).message}` }),
      );
      return;
    }
    if (path !== "/readyz") return send(404, { message: "not found" });
    if (options.draining()) return send(503, { status: "draining" });
    options.checks().then(
      (checks) => {
        const down = Object.keys(checks).filter((k) => checks[k] !== "up");
        send(down.length === 0 ? 200 : 503, {
          status: down.length === 0 ? "ready" : "not_ready",
          checks,
          down,
        });
      },
      (err) => send(503, { status: "not_ready", error: (err as Error).message }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "0.0.0.0", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  options.log.info(
    { port },
    options.metrics ? "/livez, /readyz and /metrics on the ops port" : "/livez and /readyz on the ops port",
  );
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
