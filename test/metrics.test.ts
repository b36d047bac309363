import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProcessName } from "../scripts/mesh.js";
import { childEnv, Fleet } from "./faults/support.js";
import { booker, guest } from "./support/booking.js";
import { testConfig } from "./support/config.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { type Call, httpClient } from "./support/http.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import { freePorts } from "./support/net.js";
import { type Exposition, matching, parseExposition, total } from "./support/prometheus.js";
import { type Receiver, receiver } from "./support/receiver.js";

const PROCESSES: ProcessName[] = ["keys", "inventory", "booking", "webhooks", "gateway"];

/**
 * Every process of the mesh on its own (as pnpm start runs them), each with its ops port: the
 * metrics a Prometheus server would scrape, and that they move when a booking is made.
 */
const config = testConfig();
const fleet = new Fleet(childEnv(config, { WEBHOOK_ALLOW_PRIVATE_URLS: "true", HOST: "127.0.0.1" }));
const opsPorts = new Map<ProcessName, number>();
let call: Call;
let gatewayUrl: string;
let hook: Receiver;

const scrape = async (name: ProcessName): Promise<Exposition> => {
  const res = await fetch(`http://127.0.0.1:${opsPorts.get(name)}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await res.text());
};
const scrapeAll = async () =>
  Object.fromEntries(await Promise.all(PROCESSES.map(async (p) => [p, await scrape(p)] as const))) as Record<
    ProcessName,
    Exposition
  >;

beforeAll(async () => {
  const [gatewayPort, ...ops] = await freePorts(1 + PROCESSES.length);
  for (const [i, name] of PROCESSES.entries()) opsPorts.set(name, ops[i]!);
  await Promise.all(
    PROCESSES.map((name) =>
      fleet.start(name, name, {
        OPS_PORT: String(opsPorts.get(name)),
        ...(name === "gateway" ? { PORT: String(gatewayPort) } : {}),
      }),
    ),
  );
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  call = httpClient(gatewayUrl);
  hook = await receiver();
}, 120_000);
afterAll(async () => {
  await hook?.close();
  await fleet.stopAll();
});

describe("Prometheus metrics of every process: where they are served", () => {
  it("serves each process's metrics on its ops port, labelled with its name, and never on the API port", async () => {
    const all = await scrapeAll();
    for (const name of PROCESSES) {
      const exp = all[name];
      expect(exp.types.get("process_cpu_user_seconds_total"), name).toBe("counter");
      const own = exp.samples.filter((s) => !/^(process|nodejs)_/.test(s.name));
      expect(own.length, name).toBeGreaterThan(0);
      expect(
        own.every((s) => s.labels.service === name),
        name,
      ).toBe(true);
    }
    for (const name of ["keys", "inventory", "booking", "webhooks"] as const) {
      expect(matching(all[name], "pg_pool_connections"), name).toHaveLength(1);
      expect(matching(all[name], "pg_pool_waiting_clients"), name).toHaveLength(1);
      expect(all[name].types.get("nats_handler_duration_seconds"), name).toBe("histogram");
      expect(matching(all[name], "nats_handler_requests_in_flight"), name).toHaveLength(1);
    }
    expect(matching(all.booking, "booking_outbox_backlog")).toHaveLength(1);
    expect(
      matching(all.booking, "bullmq_queue_jobs", { queue: "booking-holds", state: "delayed" }),
    ).toHaveLength(1);
    expect(
      matching(all.webhooks, "bullmq_queue_jobs", { queue: "webhook-deliveries", state: "failed" }),
    ).toHaveLength(1);
    expect(
      matching(all.inventory, "jetstream_consumer_pending_messages", { consumer: "inventory-bookings" }),
    ).toHaveLength(1);
    expect(
      matching(all.webhooks, "jetstream_consumer_pending_messages", { consumer: "webhooks-fanout" }),
    ).toHaveLength(1);
    expect(all.gateway.types.get("http_request_duration_seconds")).toBe("histogram");
    expect(matching(all.gateway, "http_requests_in_flight")).toHaveLength(1);
    // Nothing read from a dependency failed on a healthy mesh.
    for (const name of PROCESSES) expect(total(all[name], "metrics_collect_failures_total"), name).toBe(0);

    const open = await fetch(`${gatewayUrl}/metrics`);
    expect(open.status).toBe(404);
    await open.body?.cancel();
  });
});

describe("Prometheus metrics of every process: a booking and its delivery", () => {
  it("moves the booking counter, the route and NATS histograms on a booking, and the delivery metric on its webhook", async () => {
    const hotel = new HotelScript(call, config.PLATFORM_ADMIN_TOKEN!);
    const tenant = await hotel.tenant("Metrics hotel");
    const property = await hotel.property(tenant.token, { timezone: "UTC" });
    const inventory = new InventoryScript(hotel, tenant.token, property);
    const unit = (await inventory.unit({ name: "Double" })).id;
    const plan = await inventory.ratePlan({ unit_ids: [unit] });
    const watcher = await hotel.key(tenant.token, { scopes: ["webhooks:write", "bookings:read:all"] });
    const sub = await call("POST", "/api/v1/webhooks", {
      token: watcher.secret,
      property,
      body: { url: hook.url, events: ["booking.created"] },
    });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    const partner = await hotel.key(tenant.token, { scopes: ["bookings:write", "bookings:read"] });
    const book = booker(call, partner.secret, property);
    const stay = { unit_id: unit, rate_plan_id: plan, start_date: inDays(20), end_date: inDays(22) };

    const before = await scrapeAll();
    const created = await book(stay, "metrics-booking-1");
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // The same Idempotency-Key with another body: refused, and counted by its code.
    const reused = await book({ ...stay, adults: 1 }, "metrics-booking-1");
    expect(reused.body.error_code).toBe("IDEMPOTENCY_KEY_REUSED");
    const after = await scrapeAll();
    const moved = (p: ProcessName, name: string, labels: Record<string, string>) =>
      total(after[p], name, labels) - total(before[p], name, labels);

    expect(moved("booking", "bookings_created_total", { origin: "api" })).toBe(1);
    expect(
      moved("booking", "bookings_refused_total", { origin: "api", error_code: "IDEMPOTENCY_KEY_REUSED" }),
    ).toBe(1);
    const route = { method: "POST", route: "/api/v1/bookings" };
    expect(moved("gateway", "http_request_duration_seconds_count", { ...route, status_code: "201" })).toBe(1);
    expect(moved("gateway", "http_request_duration_seconds_count", { ...route, status_code: "409" })).toBe(1);
    const subject = { subject: "booking.bookings.create" };
    expect(moved("gateway", "nats_request_duration_seconds_count", { ...subject, outcome: "ok" })).toBe(1);
    expect(
      moved("gateway", "nats_request_duration_seconds_count", { ...subject, outcome: "client_error" }),
    ).toBe(1);
    expect(moved("booking", "nats_handler_duration_seconds_count", { ...subject, outcome: "ok" })).toBe(1);
    // The booking's own request to inventory is timed on the booking side.
    const allocate = { subject: "inventory.allocations.create", outcome: "ok" };
    expect(moved("booking", "nats_request_duration_seconds_count", allocate)).toBeGreaterThanOrEqual(1);
    expect(moved("inventory", "nats_handler_duration_seconds_count", allocate)).toBeGreaterThanOrEqual(1);
    // A histogram's sum moves with its count: the latency was observed, not only counted.
    expect(moved("gateway", "http_request_duration_seconds_sum", route)).toBeGreaterThan(0);
    // Both requests claimed their Idempotency-Key (one statement each, asked alone); the booking
    // was written by a statement of one booking.
    expect(after.booking.types.get("booking_write_batch_writes")).toBe("histogram");
    expect(moved("booking", "booking_write_batch_writes_count", { write: "claim" })).toBe(2);
    expect(moved("booking", "booking_write_batch_writes_sum", { write: "claim" })).toBe(2);
    expect(moved("booking", "booking_write_batch_writes_count", { write: "record" })).toBe(1);
    expect(moved("booking", "booking_write_batch_writes_sum", { write: "record" })).toBe(1);
    expect(after.booking.types.get("booking_write_batches_overdue_total")).toBe("counter");
    expect(moved("booking", "booking_write_batches_overdue_total", { write: "record" })).toBe(0);

    // The booking.created webhook reaches the receiver, and the delivery is counted with its latency.
    await eventually("the webhook", async () => (hook.received.length > 0 ? true : undefined), 20_000);
    const delivered = await eventually(
      "the delivery metric",
      async () => {
        const now = await scrape("webhooks");
        return total(now, "webhook_deliveries_total", { outcome: "succeeded" }) >
          total(before.webhooks, "webhook_deliveries_total", { outcome: "succeeded" })
          ? now
          : undefined;
      },
      10_000,
    );
    expect(total(delivered, "webhook_delivery_duration_seconds_count", { outcome: "succeeded" })).toBe(
      total(before.webhooks, "webhook_delivery_duration_seconds_count", { outcome: "succeeded" }) + 1,
    );

    // No key text, token or guest detail reaches any label.
    for (const exp of Object.values(after)) {
      const values = exp.samples.flatMap((s) => Object.values(s.labels)).join("\n");
      for (const secret of [partner.secret, watcher.secret, tenant.token, guest.email, guest.last_name])
        expect(values).not.toContain(secret);
    }
  }, 60_000);
});

describe("Prometheus metrics of every process: reads and refusals", () => {
  it("counts availability reads answered from a kept answer, reports what the memo keeps, and the reads per statement of the version checks", async () => {
    const hotel = new HotelScript(call, config.PLATFORM_ADMIN_TOKEN!);
    const tenant = await hotel.tenant("Memo hotel");
    const property = await hotel.property(tenant.token, { timezone: "UTC" });
    const inventory = new InventoryScript(hotel, tenant.token, property);
    await inventory.ratePlan({ unit_ids: [(await inventory.unit({ name: "Twin" })).id] });
    const key = await hotel.key(tenant.token, { scopes: ["availability:read"] });
    const read = () =>
      call("GET", `/api/v1/availability?start=${inDays(30)}&end=${inDays(33)}`, {
        token: key.secret,
        property,
      });
    const before = await scrape("inventory");
    const first = await read();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await read()).body).toEqual(first.body);
    const after = await scrape("inventory");
    const moved = (result: string) =>
      total(after, "inventory_answer_memo_reads_total", { result }) -
      total(before, "inventory_answer_memo_reads_total", { result });
    expect(after.types.get("inventory_answer_memo_reads_total")).toBe("counter");
    expect(moved("computed")).toBe(1);
    expect(moved("kept")).toBe(1);
    expect(total(after, "inventory_answer_memo_bytes")).toBeGreaterThanOrEqual(
      JSON.stringify(first.body).length,
    );
    expect(total(after, "inventory_answer_memo_answers")).toBeGreaterThanOrEqual(1);
    // Each read's version check, asked alone, went as a statement of one read.
    const batched = (name: string) =>
      total(after, name, { read: "versions" }) - total(before, name, { read: "versions" });
    expect(after.types.get("inventory_read_batch_reads")).toBe("histogram");
    expect(batched("inventory_read_batch_reads_count")).toBe(2);
    expect(batched("inventory_read_batch_reads_sum")).toBe(2);
    expect(after.types.get("inventory_read_batches_overdue_total")).toBe("counter");
    expect(batched("inventory_read_batches_overdue_total")).toBe(0);
  });

  it("counts rate-limit refusals by kind, never by key", async () => {
    const hotel = new HotelScript(call, config.PLATFORM_ADMIN_TOKEN!);
    const tenant = await hotel.tenant("Limited hotel");
    await hotel.property(tenant.token);
    const key = await hotel.key(tenant.token, { requests_per_minute: 1 });
    const before = await scrape("gateway");
    expect((await call("GET", "/api/v1/properties", { token: key.secret })).status).toBe(200);
    expect((await call("GET", "/api/v1/properties", { token: key.secret })).status).toBe(429);
    const after = await scrape("gateway");
    const refusals = matching(after, "gateway_rate_limit_refusals_total");
    expect(refusals.every((s) => Object.keys(s.labels).sort().join() === "kind,service")).toBe(true);
    expect(
      total(after, "gateway_rate_limit_refusals_total", { kind: "key" }) -
        total(before, "gateway_rate_limit_refusals_total", { kind: "key" }),
    ).toBe(1);
  });
});
