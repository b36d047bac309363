import type { Pool } from "@reservations/service-kit";
import type { Comparison, ComparisonFigures, StartedGateway } from "../lib/comparison.js";
import { CpuMeter } from "../lib/cpu.js";
import { callJson, expectStatus } from "../lib/http.js";
import { type LoadFigures, type LoadRequest, measureLoad } from "../lib/load.js";

/**
 * The order of the measured windows: on, off, off, on, twice, so a drift of the machine weighs on
 * both sides alike; each window is half the run's measured time, so each side is measured as long
 * as a scenario.
 */
const ORDER = [true, false, false, true, true, false, false, true] as const;
/** How long the stored count must stay still before a window counts as flushed (gateways send every 250 ms). */
const QUIET_MS = 750;
/** Processes whose CPU is counted besides the gateway under load and the Postgres backends. */
const SERVICES = ["keys", "inventory"];

const int = (n: number) => Math.round(n).toLocaleString("en-US");

/** The key's stored entries, once the count has stopped moving (the last batches of a window have landed). */
async function settledCount(db: Pool, keyId: string): Promise<number> {
  const count = async () =>
    (
      await db.query<{ n: number }>("SELECT count(*)::integer AS n FROM keys.requests WHERE key_id = $1", [
        keyId,
      ])
    ).rows[0]!.n;
  const deadline = Date.now() + 15_000;
  let last = await count();
  for (;;) {
    await new Promise((r) => setTimeout(r, QUIET_MS));
    const now = await count();
    if (now === last || Date.now() > deadline) return now;
    last = now;
  }
}

interface Window {
  on: boolean;
  figures: LoadFigures;
  stored: number;
  /** CPU ms used by each process from the start of the measured load until its entries were stored. */
  cpu: Record<string, number>;
}

/** CPU ms per request of the windows, by process, and in all. */
function cpuPerRequest(windows: Window[]): { total: number; parts: string } {
  const requests = windows.reduce((a, w) => a + w.figures.requests, 0);
  const labels = Object.keys(windows[0]!.cpu);
  const per = labels.map((l) => [l, windows.reduce((a, w) => a + (w.cpu[l] ?? 0), 0) / requests] as const);
  return {
    total: per.reduce((a, [, v]) => a + v, 0),
    parts: per.map(([l, v]) => `${l} ${v.toFixed(3)}`).join(", "),
  };
}

function side(label: string, windows: Window[]): ComparisonFigures["sides"][number] {
  const rps = windows.reduce((a, w) => a + w.figures.requestsPerSecond, 0) / windows.length;
  const cpu = cpuPerRequest(windows);
  return {
    label,
    value: rps,
    text: `${int(rps)} requests/s`,
    details: [
      ...windows.map(
        (w) =>
          `${int(w.figures.requestsPerSecond)}/s, p50 ${w.figures.p50Ms} ms, p99 ${w.figures.p99Ms} ms, ` +
          `${int(w.figures.requests)} requests, ${int(w.stored)} entries stored`,
      ),
      `CPU per request ${cpu.total.toFixed(3)} ms (${cpu.parts})`,
    ].join("; "),
  };
}

export const requestLog: Comparison = {
  name: "request-log",
  label: "request log on ÷ off",
  of: "requests/s",
  measures:
    "The gateway at full load (32 connections) on authenticated `GET /api/v1/properties`, the lightest " +
    "route, so the log's share of the work is largest: two more gateways on the running mesh, one with " +
    "`REQUEST_LOG_ENABLED=true`, one with `false`, started alike; eight windows in the order on, off, " +
    "off, on, on, off, off, on, each with the run's warm-up and half its measured time; each side's " +
    "figure is the mean of its four windows. With the log on, the keys service stores every call (batches of up to 500) on the same " +
    "2 cores, so the ratio is the whole cost of the log to the machine, not only the gateway's. " +
    "CPU per request is the CPU time (from /proc) of the gateway under load, the keys and inventory " +
    "services and the bench database's Postgres backends, from the start of each measured window until " +
    "its last entries were stored, divided by its requests (NATS and Redis not counted).",
  target: { atLeast: 0.9 },

  async run({ hotel, db, settings, processes, startGateway, say }) {
    const gateways = new Map<boolean, StartedGateway>();
    try {
      gateways.set(true, await startGateway("gateway-log-on", { REQUEST_LOG_ENABLED: "true" }));
      gateways.set(false, await startGateway("gateway-log-off", { REQUEST_LOG_ENABLED: "false" }));
      const services = processes.filter((p) => SERVICES.includes(p.label));
      const windows: Window[] = [];
      for (const on of ORDER) {
        const gateway = gateways.get(on)!;
        const request: LoadRequest = {
          url: `${gateway.url}/api/v1/properties`,
          headers: { authorization: `Bearer ${hotel.keySecret}` },
        };
        expectStatus(
          `request log ${on ? "on" : "off"}: GET /api/v1/properties`,
          await callJson(gateway.url, "GET", "/api/v1/properties", { token: hotel.keySecret }),
          200,
        );
        await measureLoad(request, {
          ...settings,
          warmupSeconds: 0,
          durationSeconds: settings.warmupSeconds,
        });
        const before = await settledCount(db, hotel.keyId);
        const meter = new CpuMeter([{ label: "gateway", pid: gateway.pid }, ...services], db);
        await meter.start();
        const figures = await measureLoad(request, {
          ...settings,
          warmupSeconds: 0,
          durationSeconds: Math.max(1, settings.durationSeconds / 2),
        });
        const stored = (await settledCount(db, hotel.keyId)) - before;
        const cpu = await meter.stop();
        windows.push({ on, figures, stored, cpu });
        say(
          `request log ${on ? "on " : "off"}: ${int(figures.requestsPerSecond)} req/s, p50 ${figures.p50Ms} ms, ` +
            `p99 ${figures.p99Ms} ms, ${figures.errors} errors, ${figures.non2xx} non-2xx; ${int(stored)} entries ` +
            `stored; CPU per request ${cpuPerRequest([windows.at(-1)!]).total.toFixed(3)} ms`,
        );
      }
      const on = windows.filter((w) => w.on);
      const off = windows.filter((w) => !w.on);
      const problems: string[] = [];
      const failed = windows.filter((w) => w.figures.errors > 0 || w.figures.non2xx > 0);
      if (failed.length > 0) problems.push(`${failed.length} window(s) had errors or non-2xx answers`);
      if (off.some((w) => w.stored > 0)) problems.push("entries were stored while the log was off");
      // Every answered call of an on window is one entry; fewer means the log fell behind or dropped some.
      if (on.some((w) => w.stored < 0.99 * w.figures.requests)) {
        problems.push("an on window stored fewer entries than it answered requests");
      }
      const cpuOn = cpuPerRequest(on).total;
      const cpuOff = cpuPerRequest(off).total;
      return {
        sides: [side("log on", on), side("log off", off)],
        notes: [
          `CPU per request, log on ÷ off: ${(cpuOn / cpuOff).toFixed(2)}× (${cpuOn.toFixed(3)} vs ` +
            `${cpuOff.toFixed(3)} ms): the log's own cost, which the throughput ratio shows only through the ` +
            "noise of a shared 2-core machine (compare the windows of one side).",
          "Entries stored counts the key's rows before and after each measured window, once the count had " +
            "settled: the on gateway logged every call, the off gateway none.",
        ],
        invalid: problems.length > 0 ? problems.join("; ") : undefined,
      };
    } finally {
      for (const g of gateways.values()) await g.stop();
    }
  },
};
