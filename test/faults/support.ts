import { createServer as createHttpServer, type IncomingHttpHeaders } from "node:http";
import pg from "pg";
import { fileDatabaseUrl } from "../support/config.js";
import { HotelScript } from "../support/hotel.js";
import type { Call, HttpResult } from "../support/http.js";
import { InventoryScript, inDays } from "../support/inventory.js";
import { sleep, until } from "./processes.js";

// The fault tests import from here: the processes and servers they start (re-exported), load
// tallies, a seeded hotel, and a webhook receiver.
export * from "./processes.js";
export * from "./servers.js";

/** The test's own connection to the test database, named so it never matches a service's pool. */
export function testPool(): pg.Pool {
  return new pg.Pool({ connectionString: fileDatabaseUrl(), max: 3, application_name: "faults-test" });
}

/** One HTTP call with its duration; a refused or reset connection is kept as `network`. */
export async function timed(
  fn: () => Promise<HttpResult>,
): Promise<{ res?: HttpResult; err?: Error; ms: number; at: number }> {
  const at = Date.now();
  try {
    const res = await fn();
    return { res, ms: Date.now() - at, at };
  } catch (err) {
    return { err: err as Error, ms: Date.now() - at, at };
  }
}

const pct = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Counts of answers by kind and status, latencies, and a sample of what went wrong. */
export class Tally {
  readonly statuses = new Map<string, number>();
  readonly durations: number[] = [];
  readonly problems: string[] = [];
  network = 0;
  total = 0;
  maxMs = 0;

  add(kind: string, r: { res?: HttpResult; err?: Error; ms: number }): void {
    this.total++;
    this.durations.push(r.ms);
    this.maxMs = Math.max(this.maxMs, r.ms);
    const label = r.res
      ? `${kind} ${r.res.status}${r.res.body?.error_code ? ` ${r.res.body.error_code}` : ""}`
      : `${kind} network`;
    this.statuses.set(label, (this.statuses.get(label) ?? 0) + 1);
    if (!r.res) this.network++;
    const bad = !r.res || r.res.status >= 500;
    if (bad && this.problems.length < 10) {
      this.problems.push(
        `${label} after ${r.ms} ms: ${r.err ? `${r.err.message} ${String((r.err as { cause?: unknown }).cause ?? "")}` : JSON.stringify(r.res!.body)}`,
      );
    }
  }

  count(pred: (label: string) => boolean): number {
    let n = 0;
    for (const [label, c] of this.statuses) if (pred(label)) n += c;
    return n;
  }

  get serverErrors(): number {
    return this.count((l) => / 5\d\d/.test(l));
  }

  summary(): string {
    const sorted = [...this.durations].sort((a, b) => a - b);
    const byStatus = [...this.statuses.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${k}: ${v}`)
      .join(", ");
    return `${this.total} requests (${byStatus}); network errors ${this.network}; latency p50 ${pct(sorted, 0.5)} ms, p99 ${pct(sorted, 0.99)} ms, max ${this.maxMs} ms`;
  }
}

/**
 * POST /api/v1/bookings with one Idempotency-Key until a final answer: 503 and
 * 409 IDEMPOTENCY_IN_FLIGHT (and network errors) are retried with the same key and body.
 */
export async function bookUntilFinal(
  call: Call,
  token: string,
  body: Record<string, unknown>,
  idempotencyKey: string,
  options: {
    tally?: Tally;
    deadlineMs?: number;
    pauseMs?: number;
    onAttempt?: (r: Awaited<ReturnType<typeof timed>>) => void;
  } = {},
): Promise<{ res: HttpResult | undefined; attempts: number; retried: string[]; ms: number }> {
  const started = Date.now();
  const end = started + (options.deadlineMs ?? 60_000);
  const retried: string[] = [];
  let attempts = 0;
  for (;;) {
    attempts++;
    const r = await timed(() =>
      call("POST", "/api/v1/bookings", {
        token,
        headers: { "idempotency-key": idempotencyKey },
        body: {
          guest: { first_name: "Ana", last_name: "Perez", email: "ana@example.com" },
          adults: 2,
          ...body,
        },
      }),
    );
    options.tally?.add("booking", r);
    options.onAttempt?.(r);
    const passing =
      !r.res ||
      r.res.status === 503 ||
      (r.res.status === 409 && r.res.body?.error_code === "IDEMPOTENCY_IN_FLIGHT");
    if (!passing || Date.now() > end) return { res: r.res, attempts, retried, ms: Date.now() - started };
    retried.push(r.res ? `${r.res.status} ${r.res.body?.error_code ?? ""}`.trim() : "network");
    await sleep(options.pauseMs ?? 200);
  }
}

export const PARTNER_SCOPES = [
  "properties:read",
  "availability:read",
  "bookings:read",
  "bookings:write",
  "bookings:cancel",
  "webhooks:read",
  "webhooks:write",
  "bookings:read:all",
];

/** A hotel scripted through the API: a property (UTC), units, one rate plan, a key with high ceilings. */
export async function seedHotel(
  call: Call,
  adminToken: string,
  options: { name: string; units: number; key?: Record<string, unknown> },
) {
  const hotel = new HotelScript(call, adminToken);
  const tenant = await hotel.tenant(options.name);
  const property = await hotel.property(tenant.token, { timezone: "UTC" });
  const inv = new InventoryScript(hotel, tenant.token, property);
  const units: string[] = [];
  for (let i = 0; i < options.units; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, options.units - i) }, (_, j) => inv.unit({ name: `U${i + j}` })),
    );
    units.push(...batch.map((u) => u.id as string));
  }
  const plan = await inv.ratePlan({ unit_ids: units });
  const key = await hotel.key(tenant.token, {
    property_ids: [property],
    scopes: PARTNER_SCOPES,
    max_bookings_per_24h: 1_000_000,
    max_live_holds: 1000,
    ...options.key,
  });
  return { hotel, tenant, property, units, plan, key };
}

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A local webhook receiver; `answer` decides each response from what it has seen so far. */
export async function webhookReceiver(answer: (r: Received, all: Received[]) => number = () => 204) {
  const received: Received[] = [];
  const server = createHttpServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      const r = { headers: req.headers, body, at: Date.now() };
      received.push(r);
      res.writeHead(answer(r, received)).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * The whole way of one booking through a mesh: a subscription to the hotel's booking events, a
 * booking (a hold), its confirmation and its cancellation, and the three events delivered, signed
 * (deliveries run side by side, so in any order). Answers the booking's id.
 */
export async function bookConfirmCancelDelivered(
  call: Call,
  h: Awaited<ReturnType<typeof seedHotel>>,
  receiver: Awaited<ReturnType<typeof webhookReceiver>>,
): Promise<string> {
  const sub = await call("POST", "/api/v1/webhooks", {
    token: h.key.secret,
    body: { url: receiver.url, events: ["booking.*"] },
  });
  if (sub.status !== 201) throw new Error(`subscription: ${sub.status} ${JSON.stringify(sub.body)}`);
  const stay = { unit_id: h.units[0], rate_plan_id: h.plan, start_date: inDays(20), end_date: inDays(22) };
  const booked = await bookUntilFinal(call, h.key.secret, stay, `book-${Date.now()}`);
  if (booked.res?.status !== 201) throw new Error(`booking: ${JSON.stringify(booked.res?.body)}`);
  const id = booked.res.body.data.id as string;
  for (const verb of ["confirm", "cancel"]) {
    const res = await call("POST", `/api/v1/bookings/${id}/${verb}`, { token: h.key.secret });
    if (res.status !== 200) throw new Error(`${verb}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const types = () =>
    receiver.received
      .map((r) => JSON.parse(r.body) as { type: string; data: { booking?: { id: string } } })
      .filter((e) => e.data.booking?.id === id)
      .map((e) => e.type);
  await until(
    "the booking's three events delivered",
    async () => (types().length >= 3 ? true : undefined),
    30_000,
    100,
  );
  if (receiver.received.some((r) => !r.headers["webhook-signature"])) throw new Error("an unsigned delivery");
  if (types().sort().join() !== "booking.cancelled,booking.confirmed,booking.created")
    throw new Error(`delivered: ${types().join()}`);
  return id;
}
