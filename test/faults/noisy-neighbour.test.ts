import { createServer as createHttpServer } from "node:http";
import { createServer, type Socket } from "node:net";
import { faults } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../support/config.js";
import { type Call, httpClient } from "../support/http.js";
import { inDays } from "../support/inventory.js";
import { startTestMesh, type TestMesh } from "../support/mesh.js";
import { slowClient } from "../support/raw-http.js";
import { seedHotel, until } from "./support.js";

type Hotel = Awaited<ReturnType<typeof seedHotel>>;

/** A receiver that accepts connections and never answers. */
async function blackHole() {
  const sockets = new Set<Socket>();
  const server = createServer((s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
    s.on("error", () => {});
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`,
    close() {
      for (const s of sockets) s.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** A receiver that answers 204 at once and notes when each booking's booking.created arrived. */
async function timingReceiver() {
  const arrived = new Map<string, number>();
  const server = createHttpServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      const at = Date.now();
      const event = JSON.parse(body) as { type: string; data: { booking: { id: string } } };
      if (event.type === "booking.created" && !arrived.has(event.data.booking.id))
        arrived.set(event.data.booking.id, at);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`,
    arrived,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const guest = { first_name: "Ana", last_name: "Perez", email: "ana@example.com" };
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

let mesh: TestMesh;
let call: Call;
let a: Hotel;
let b: Hotel;
let c: Hotel;
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  mesh = await startTestMesh({ config: testConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" }) });
  call = httpClient(mesh.url);
  const admin = mesh.config.PLATFORM_ADMIN_TOKEN!;
  [a, b, c] = [
    await seedHotel(call, admin, { name: "Hotel A", units: 40 }),
    await seedHotel(call, admin, { name: "Hotel B", units: 10 }),
    await seedHotel(call, admin, { name: "Hotel C", units: 20 }),
  ];
});
afterAll(async () => {
  faults.disarmAll();
  for (const close of closers) await close().catch(() => {});
  await mesh?.stop();
});

const subscribe = async (h: Hotel, url: string) => {
  const res = await call("POST", "/api/v1/webhooks", {
    token: h.key.secret,
    body: { url, events: ["booking.created"] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};
const book = (h: Hotel, n: number, first_name = guest.first_name) =>
  call("POST", "/api/v1/bookings", {
    token: h.key.secret,
    headers: { "idempotency-key": `${h.tenant.id}-${n}-${Math.random()}` },
    body: {
      unit_id: h.units[n % h.units.length],
      rate_plan_id: h.plan,
      start_date: inDays(10 + Math.floor(n / h.units.length)),
      end_date: inDays(11 + Math.floor(n / h.units.length)),
      adults: 1,
      guest: { ...guest, first_name },
    },
  });

/** Hotel C: 20 bookings, 100 deliveries pending (five subscriptions) to a receiver that never answers. */
async function hotelCPending() {
  for (let i = 0; i < 20; i++) expect((await book(c, i)).status).toBe(201);
  await until(
    "hotel C's 100 deliveries",
    async () => {
      const { rows } = await mesh.db.query(
        "SELECT count(*)::int AS n FROM webhooks.deliveries WHERE tenant_id = $1 AND status = 'pending'",
        [c.tenant.id],
      );
      return rows[0].n === 100 ? true : undefined;
    },
    10_000,
  );
}

/**
 * Hotel B, on four lanes until stopped: a booking refused at the edge (a lone surrogate), then one
 * that reaches the shared statement, where a fault point makes its item raise.
 */
function startHotelB() {
  const hits = new Map<string, number>();
  faults.arm("booking.record.item", ({ item }) => {
    const i = item as { tenant_id: string; id: string; first_name: string | null };
    if (i.tenant_id !== b.tenant.id) return;
    hits.set(i.id, (hits.get(i.id) ?? 0) + 1);
    i.first_name = "\ud800";
  });
  let stop = false;
  const bStatuses: number[] = [];
  const noisy = Array.from({ length: 4 }, async (_, lane) => {
    for (let n = lane; !stop; n += 4) {
      bStatuses.push((await book(b, n, "\ud800")).status, (await book(b, n)).status);
    }
  });
  return {
    hits,
    bStatuses,
    async stop() {
      stop = true;
      await Promise.all(noisy);
    },
  };
}

/** Hotel A: 200 bookings, 8 at a time; when each answered 201. */
async function hotelABookings() {
  const answered = new Map<string, number>();
  const aStatuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let n = next++; n < 200; n = next++) {
        const res = await book(a, n);
        aStatuses.push(res.status);
        if (res.status === 201) answered.set(res.body.data.id, Date.now());
      }
    }),
  );
  return { answered, aStatuses };
}

/**
 * Three hotels on one mesh. Hotel B keeps sending bookings that are refused (text that cannot be
 * stored) and bookings whose item of the shared booking statement a fault point makes raise; hotel
 * C's five subscriptions point at a receiver that never answers, with 100 deliveries pending; a
 * client trickles a body. Hotel A's 200 bookings meanwhile answer 201, and their deliveries arrive
 * as fast as on a quiet mesh.
 */
describe("noisy neighbours", () => {
  it("hotel A's 200 bookings answer 201 and their deliveries arrive within 1 s (p99), whatever hotels B and C and a trickling client do", async () => {
    const fast = await timingReceiver();
    const hole = await blackHole();
    closers.push(fast.close, hole.close);
    await subscribe(a, fast.url);
    for (let i = 0; i < 5; i++) await subscribe(c, hole.url);
    await hotelCPending();
    const hotelB = startHotelB();
    const { hits, bStatuses } = hotelB;

    // A client that trickles a body, a byte a second.
    const trickle = slowClient(mesh.url, {
      first: `POST /api/v1/bookings HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${a.key.secret}\r\nIdempotency-Key: trickle\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n`,
      next: () => " ",
      everyMs: 1000,
      timeoutMs: 30_000,
    });

    const { answered, aStatuses } = await hotelABookings();
    await hotelB.stop();

    expect(aStatuses.filter((s) => s !== 201)).toEqual([]);
    expect(bStatuses.length).toBeGreaterThan(0);
    expect(bStatuses.filter((s) => s >= 500)).toEqual([]);
    expect(new Set(bStatuses)).toEqual(new Set([422]));
    // Some of hotel B's items were written in a batch with others, which then went again item by item.
    expect([...hits.values()].some((n) => n >= 2)).toBe(true);

    await until(
      "hotel A's 200 deliveries",
      async () => (fast.arrived.size >= 200 ? true : undefined),
      15_000,
    );
    const delays = [...answered].map(([id, at]) => fast.arrived.get(id)! - at);
    const p99 = percentile(delays, 99);
    console.log(
      `hotel A: 200 bookings, deliveries after the booking's answer p50 ${percentile(delays, 50)} ms, p99 ${p99} ms, max ${Math.max(...delays)} ms; hotel B: ${bStatuses.length} refusals`,
    );
    expect(p99).toBeLessThanOrEqual(1000);

    const seen = await trickle;
    expect(seen.answer?.status).toBe(408);
    expect(seen.closedMs).toBeDefined();
    expect(seen.closedMs!).toBeLessThanOrEqual(15_000);
    // Hotel C's receiver still holds its deliveries: none of them succeeded.
    const { rows } = await mesh.db.query(
      "SELECT count(*)::int AS n FROM webhooks.deliveries WHERE tenant_id = $1 AND status = 'succeeded'",
      [c.tenant.id],
    );
    expect(rows[0].n).toBe(0);
  });
});
