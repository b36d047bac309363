import { describe, expect, it } from "vitest";
import { parseExposition, total } from "../../../test/support/prometheus.js";
import { Metrics, watchQueue } from "./metrics.js";

describe("metrics of one process or service", () => {
  it("keeps two services in one process apart, each labelled with its name", async () => {
    const keys = new Metrics("keys");
    const booking = new Metrics("booking");
    // The same names in both: each service has a registry of its own.
    keys.counter("things_total", "Things", ["kind"]).inc({ kind: "a" });
    booking.counter("things_total", "Things", ["kind"]).inc({ kind: "a" }, 2);
    const a = parseExposition(await keys.expose());
    const b = parseExposition(await booking.expose());
    expect(total(a, "things_total", { service: "keys", kind: "a" })).toBe(1);
    expect(total(b, "things_total", { service: "booking", kind: "a" })).toBe(2);
    expect(total(a, "things_total", { service: "booking" })).toBe(0);
    // Node's own process metrics come once per process, with every service's scrape.
    expect(a.types.get("process_cpu_user_seconds_total")).toBe("counter");
    expect(b.types.get("nodejs_eventloop_lag_seconds")).toBe("gauge");
  });

  it("gives the same metric back when asked twice (two RPC clients of one service share theirs)", () => {
    const m = new Metrics("webhooks");
    expect(m.histogram("h_seconds", "H", ["subject"])).toBe(m.histogram("h_seconds", "H", ["subject"]));
  });

  it("reads in-memory gauges at each scrape", async () => {
    const m = new Metrics("gateway");
    let inFlight = 3;
    m.gauge("in_flight", "In flight", [], () => [{ value: inFlight }]);
    expect(total(parseExposition(await m.expose()), "in_flight")).toBe(3);
    inFlight = 0;
    expect(total(parseExposition(await m.expose()), "in_flight")).toBe(0);
  });

  it("answers within its bound when a dependency hangs or fails, leaving out only what it could not read", async () => {
    const m = new Metrics("booking", 100);
    m.collect("backlog", "Backlog", [], async () => [{ value: 7 }]);
    m.collect("hanging", "Never answers", [], () => new Promise(() => {}));
    m.collect("queue_jobs", "Jobs", ["queue"], async () => [{ labels: { queue: "a" }, value: 1 }]);
    m.collect("queue_jobs", "Jobs", ["queue"], async () => {
      throw new Error("Connection is closed.");
    });
    const exp = parseExposition(await m.expose());
    expect(total(exp, "backlog")).toBe(7);
    expect(exp.types.has("hanging")).toBe(false);
    expect(exp.samples.filter((s) => s.name === "queue_jobs").map((s) => s.labels.queue)).toEqual(["a"]);
    expect(total(exp, "metrics_collect_failures_total", { metric: "hanging" })).toBe(1);
    expect(total(exp, "metrics_collect_failures_total", { metric: "queue_jobs" })).toBe(1);
  });

  it("shows a gauge again once its dependency answers again", async () => {
    const m = new Metrics("webhooks", 100);
    let up = false;
    m.collect("pending", "Pending", ["consumer"], async () => {
      if (!up) throw new Error("no responders");
      return [{ labels: { consumer: "fanout" }, value: 4 }];
    });
    expect(parseExposition(await m.expose()).types.has("pending")).toBe(false);
    up = true;
    expect(total(parseExposition(await m.expose()), "pending", { consumer: "fanout" })).toBe(4);
  });

  it("reports a queue's jobs by state", async () => {
    const m = new Metrics("booking");
    watchQueue(m, {
      name: "booking-holds",
      getJobCounts: async () => ({ waiting: 1, delayed: 5, active: 0, failed: 2, paused: 0 }),
    });
    const exp = parseExposition(await m.expose());
    expect(total(exp, "bullmq_queue_jobs", { queue: "booking-holds", state: "delayed" })).toBe(5);
    expect(total(exp, "bullmq_queue_jobs", { queue: "booking-holds", state: "failed" })).toBe(2);
  });
});
