// Over 300 lines: the saga races share one seeded 520-unit mesh and its ledger checks; split, each part would seed its own.
import { randomUUID } from "node:crypto";
import type { Socket } from "node:net";
import { faults, type Pool, type PoolClient } from "@reservations/service-kit";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { reconcile } from "../services/inventory/src/jobs/reconciler.js";
import { booker, guest } from "./support/booking.js";
import { captureLogger, testConfig } from "./support/config.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { type HttpResult, httpClient } from "./support/http.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";

const SCOPES = ["bookings:read", "bookings:write", "bookings:cancel", "availability:read"];
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A hotel of `units` single units (UTC), one rate plan and a key with room to book. */
async function seed(mesh: TestMesh, units: number, name: string) {
  const call = httpClient(mesh.url);
  const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  const tenant = await hotel.tenant(name);
  const property = await hotel.property(tenant.token, { timezone: "UTC" });
  const inv = new InventoryScript(hotel, tenant.token, property);
  const ids: string[] = [];
  for (let i = 0; i < units; i += 20) {
    const made = await Promise.all(
      Array.from({ length: Math.min(20, units - i) }, (_, j) => inv.unit({ name: `U${i + j}` })),
    );
    ids.push(...made.map((u) => u.id as string));
  }
  const plan = await inv.ratePlan({ unit_ids: ids });
  const key = await hotel.key(tenant.token, {
    property_ids: [property],
    scopes: SCOPES,
    max_bookings_per_24h: 100_000,
    max_live_holds: 10_000,
  });
  const stay = (unit: string, from = 20) => ({
    unit_id: unit,
    rate_plan_id: plan,
    start_date: inDays(from),
    end_date: inDays(from + 2),
  });
  return { call, hotel, tenant, property, inv, units: ids, plan, key, stay, book: booker(call, key.secret) };
}

/** Live bookings and live (unreleased) allocations of one stay, read straight from both schemas. */
async function ledgerOf(pool: Pool, unit: string, start: string) {
  const { rows } = await pool.query(
    `SELECT (SELECT count(*)::int FROM booking.bookings WHERE unit_id = $1 AND start_date = $2 AND status <> 'cancelled') AS bookings,
            (SELECT count(*)::int FROM inventory.allocations WHERE unit_id = $1 AND start_date = $2 AND status <> 'released') AS allocations`,
    [unit, start],
  );
  return rows[0] as { bookings: number; allocations: number };
}

/** Every live booking of the tenant without a live allocation, and every live allocation without a live booking. */
async function mismatches(pool: Pool, tenant: string) {
  const { rows: withoutRoom } = await pool.query(
    `SELECT b.id FROM booking.bookings b WHERE b.tenant_id = $1 AND b.status <> 'cancelled'
        AND NOT EXISTS (SELECT 1 FROM inventory.allocations a WHERE a.booking_id = b.id AND a.status <> 'released')`,
    [tenant],
  );
  const { rows: orphans } = await pool.query(
    `SELECT a.booking_id FROM inventory.allocations a WHERE a.tenant_id = $1 AND a.status <> 'released'
        AND NOT EXISTS (SELECT 1 FROM booking.bookings b WHERE b.id = a.booking_id AND b.status <> 'cancelled')`,
    [tenant],
  );
  return { withoutRoom: withoutRoom.map((r) => r.id), orphans: orphans.map((r) => r.booking_id) };
}

/** Books until a final answer, retrying 503 and IDEMPOTENCY_IN_FLIGHT with the same Idempotency-Key. */
async function bookUntilFinal(
  book: ReturnType<typeof booker>,
  body: Record<string, unknown>,
  idemKey: string,
  deadlineMs = 60_000,
): Promise<{ res: HttpResult; retries: string[] }> {
  const end = Date.now() + deadlineMs;
  const retries: string[] = [];
  for (;;) {
    const res = await book(body, idemKey);
    const passing = res.status === 503 || res.body?.error_code === "IDEMPOTENCY_IN_FLIGHT";
    if (!passing || Date.now() > end) return { res, retries };
    retries.push(`${res.status} ${res.body?.error_code ?? ""}`);
    await sleep(50);
  }
}

/** The outbox events of one booking, by type. */
async function eventsOf(pool: Pool, bookingId: string): Promise<string[]> {
  const { rows } = await pool.query(
    "SELECT event->>'type' AS type FROM booking.outbox WHERE event->'data'->'booking'->>'id' = $1 ORDER BY seq",
    [bookingId],
  );
  return rows.map((r) => r.type as string);
}

const booking = captureLogger("booking", "warn");
let mesh: TestMesh;
let pool: Pool;
let h: Awaited<ReturnType<typeof seed>>;
let next = 0;
const unit = () => h.units[next++]!;

beforeAll(async () => {
  mesh = await startTestMesh({ config: testConfig({ HOLD_SWEEP_EVERY_MS: "300" }), log: booking.log });
  pool = mesh.db;
  h = await seed(mesh, 520, "Saga hotel");
});
afterEach(() => faults.disarmAll());
afterAll(async () => mesh?.stop());

/** A booking group of the hotel's, one room on each unit, from `from` days ahead. */
const makeGroup = (code: string, rooms: string[], from: number) =>
  h.call("POST", `/api/merchant/properties/${h.property}/booking-groups`, {
    token: h.tenant.token,
    body: {
      code,
      holder: { name: "Ana Perez", email: "ana@example.com" },
      billing_rule: "holder_pays_all",
      rooms: rooms.map((u) => ({ ...h.stay(u, from), adults: 2 })),
    },
  });

/** A second booking of the same stay with another Idempotency-Key: it must find the room taken. */
const expectTaken = async (body: Record<string, unknown>) => {
  const again = await h.book(body);
  expect(again.status, JSON.stringify(again.body)).toBe(409);
  expect(again.body.error_code).toBe("UNIT_NOT_AVAILABLE");
};

describe("the booking saga under unclear outcomes: the connection dies after the COMMIT", () => {
  it("the connection dies right after the COMMIT is sent: the booking is answered, exists once, and keeps its room", async () => {
    const body = h.stay(unit());
    let cut = 0;
    const disarm = faults.arm("booking.saga.commit-sent", async (info) => {
      disarm();
      const stream = (info.client as PoolClient & { connection: { stream: Socket } }).connection.stream;
      const [id] = info.bookingIds as string[];
      stream.pause(); // the COMMIT's answer stays unread
      // Seen from another connection, the transaction committed; then this one dies.
      await eventually("the commit", async () =>
        (await mesh.db.query("SELECT 1 FROM booking.bookings WHERE id = $1", [id])).rowCount === 1
          ? true
          : undefined,
      );
      stream.destroy();
      cut++;
    });
    const res = await h.book(body);
    expect(cut).toBe(1);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await ledgerOf(pool, body.unit_id, body.start_date)).toEqual({ bookings: 1, allocations: 1 });
    await expectTaken(body);
    // The answer is the booking that exists.
    const read = await h.call("GET", `/api/v1/bookings/${res.body.data.id}`, { token: h.key.secret });
    expect(read.status).toBe(200);
  });

  it("the same for a group of three rooms: every member keeps its room", async () => {
    const rooms = [unit(), unit(), unit()];
    let cut = 0;
    const disarm = faults.arm("booking.saga.commit-sent", async (info) => {
      disarm();
      const stream = (info.client as PoolClient & { connection: { stream: Socket } }).connection.stream;
      stream.pause();
      await sleep(200); // the COMMIT is long done by then
      stream.destroy();
      cut++;
    });
    const res = await makeGroup("CUT-1", rooms, 20);
    expect(cut).toBe(1);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.members).toHaveLength(3);
    for (const u of rooms) {
      expect(await ledgerOf(pool, u, h.stay(u).start_date)).toEqual({ bookings: 1, allocations: 1 });
      await expectTaken(h.stay(u));
    }
  });
});

describe("the booking saga under unclear outcomes: an outcome that cannot be decided, a hold that cannot be scheduled", () => {
  it("an outcome that cannot be decided (database away) releases nothing: a retry reuses the room, or the reconciler frees it", async () => {
    const fail = () => {
      throw new Error("the database cannot be reached");
    };
    // The transaction fails, and so does deciding its outcome.
    faults.arm("booking.saga.before-transaction", fail);
    faults.arm("booking.saga.settle", fail);
    const retried = h.stay(unit());
    const idem = randomUUID();
    const first = await h.book(retried, idem);
    expect(first.status, JSON.stringify(first.body)).toBe(503);
    expect(await ledgerOf(pool, retried.unit_id, retried.start_date)).toEqual({
      bookings: 0,
      allocations: 1,
    });
    faults.disarmAll();
    // The client's retry takes the key over with the same booking id and its allocation.
    const again = await h.book(retried, idem);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(await ledgerOf(pool, retried.unit_id, retried.start_date)).toEqual({
      bookings: 1,
      allocations: 1,
    });

    // Without a retry, the reconciler settles it: given up, its room back on sale.
    faults.arm("booking.saga.before-transaction", fail);
    faults.arm("booking.saga.settle", fail);
    const lone = h.stay(unit());
    expect((await h.book(lone)).status).toBe(503);
    faults.disarmAll();
    expect(await ledgerOf(pool, lone.unit_id, lone.start_date)).toEqual({ bookings: 0, allocations: 1 });
    expect(await reconcile(mesh.services.inventory.kit, 0, h.tenant.id)).toMatchObject({ released: 1 });
    expect(await ledgerOf(pool, lone.unit_id, lone.start_date)).toEqual({ bookings: 0, allocations: 0 });
    expect((await h.book(lone)).status).toBe(201);
  });

  it("hold scheduling throws after the commit: the hold is answered and kept, and the sweep expires it later", async () => {
    const body = { ...h.stay(unit()), hold_minutes: 5 };
    let thrown = 0;
    faults.arm("booking.holds.schedule", () => {
      thrown++;
      throw new Error("the queue is gone");
    });
    const res = await h.book(body);
    expect(thrown).toBe(1);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.is_hold).toBe(true);
    expect(await ledgerOf(pool, body.unit_id, body.start_date)).toEqual({ bookings: 1, allocations: 1 });
    await expectTaken(body);
    expect(booking.lines.some((l) => l.includes("hold expiry not scheduled"))).toBe(true);
    // No job: the sweep (every 300 ms here) expires it once its time has come.
    faults.disarmAll();
    await pool.query(
      "UPDATE booking.bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1",
      [res.body.data.id],
    );
    await eventually(
      "the sweep",
      async () => ((await ledgerOf(pool, body.unit_id, body.start_date)).bookings === 0 ? true : undefined),
      5000,
    );
    expect(await eventsOf(pool, res.body.data.id)).toEqual(["booking.created", "booking.cancelled"]);
  });
});

describe("the booking saga under unclear outcomes: a stalled first attempt, a reconciler racing commits", () => {
  it("a retry takes the key over while the first attempt is stalled past the lease: one booking, answered to both", async () => {
    const body = h.stay(unit());
    const idem = randomUUID();
    let release!: () => void;
    const stalled = new Promise<void>((r) => {
      release = r;
    });
    let reached = false;
    const disarm = faults.arm("booking.saga.before-transaction", async () => {
      disarm();
      reached = true;
      await stalled; // the first attempt, allocated, stops here until the test lets it go
    });
    const first = h.book(body, idem);
    await eventually("the first attempt to stall", async () => (reached ? true : undefined));
    // Past the lease (30 s here), a retry may take the key over: make it so without waiting.
    await pool.query(
      "UPDATE booking.idempotency SET lease_until = now() - interval '1 millisecond' WHERE idempotency_key = $1",
      [idem],
    );
    const retry = await h.book(body, idem);
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    release();
    const late = await first;
    // The stalled attempt finds the booking made by the retry, with the same id, and answers it.
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    expect(late.body.data.id).toBe(retry.body.data.id);
    expect(await ledgerOf(pool, body.unit_id, body.start_date)).toEqual({ bookings: 1, allocations: 1 });
    await expectTaken(body);
  });

  it("the reconciler runs while bookings commit, raced 200 times: every booking exists once and keeps its room", async () => {
    const clients = Array.from({ length: 200 }, () => ({ body: h.stay(unit(), 40), idem: randomUUID() }));
    // Each saga waits a moment between its allocation and its transaction, the window the reconciler
    // races; one in five waits 20 ms, which a pass every few ms is sure to meet, loaded machine or not.
    faults.arm("booking.saga.before-transaction", () => sleep(Math.random() < 0.2 ? 20 : Math.random() * 5));
    let running = true;
    let passes = 0;
    let released = 0;
    const reconciler = (async () => {
      while (running || passes < 200) {
        // Grace 0: every pending allocation is a candidate, those of sagas still running included.
        const r = await reconcile(mesh.services.inventory.kit, 0, h.tenant.id);
        released += r.released;
        passes++;
        await sleep(Math.random() * 5);
      }
    })();
    const queue = [...clients];
    const results: { res: HttpResult; retries: string[] }[] = [];
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let c = queue.shift(); c; c = queue.shift())
          results.push(await bookUntilFinal(h.book, c.body, c.idem));
      }),
    );
    running = false;
    await reconciler;
    const retries = results.reduce((n, r) => n + r.retries.length, 0);
    console.log(
      `200 bookings raced ${passes} reconciler passes in ${Date.now() - started} ms: ${released} allocations of sagas in flight released, ${retries} retries`,
    );
    // The race happened: the reconciler gave up sagas in flight, and their clients' retries made it.
    expect(released).toBeGreaterThan(0);
    expect(passes).toBeGreaterThanOrEqual(200);
    expect(results.filter((r) => r.res.status !== 201).map((r) => r.res.body)).toEqual([]);
    // One more pass commits what the relay has not yet, and releases nothing of a live booking.
    await reconcile(mesh.services.inventory.kit, 0, h.tenant.id);
    for (const c of clients) {
      expect(await ledgerOf(pool, c.body.unit_id, c.body.start_date)).toEqual({
        bookings: 1,
        allocations: 1,
      });
    }
    expect(await mismatches(pool, h.tenant.id)).toEqual({ withoutRoom: [], orphans: [] });
    for (const c of clients) await expectTaken(c.body);
  }, 120_000);
});

describe("the booking saga under unclear outcomes: confirm and expiry raced", () => {
  it("confirm and expiry of one hold raced 200 times: one outcome and one event each", async () => {
    const redis = new Redis(mesh.config.REDIS_URL, { maxRetriesPerRequest: null });
    const jobs = new Queue("booking-holds", { connection: redis, prefix: mesh.config.REDIS_PREFIX });
    try {
      const holds: string[] = [];
      for (let i = 0; i < 200; i += 20) {
        const made = await Promise.all(
          Array.from({ length: 20 }, () => h.book({ ...h.stay(unit(), 60), hold_minutes: 10 })),
        );
        holds.push(...made.map((r) => r.body.data.id as string));
      }
      const outcomes = await Promise.all(
        holds.map(async (id, i) => {
          await sleep(i * 5);
          // The clock runs out 150 ms from now; confirms go from 30 to 270 ms from now (wide, so some
          // land on each side even on a loaded machine), the expiry job at 150 to 154.
          await pool.query(
            "UPDATE booking.bookings SET hold_expires_at = now() + interval '150 milliseconds' WHERE id = $1",
            [id],
          );
          const [confirm] = await Promise.all([
            (async () => {
              await sleep(30 + (i % 25) * 10);
              return h.call("POST", `/api/v1/bookings/${id}/confirm`, { token: h.key.secret });
            })(),
            (async () => {
              await sleep(150 + (i % 5));
              // The expiry job, due in ten minutes, runs now (it may have run already: then nothing to do).
              await (await jobs.getJob(id))?.promote().catch(() => {});
            })(),
          ]);
          return { id, status: confirm.status, code: confirm.body?.error_code as string | undefined };
        }),
      );
      // Whatever the job missed (it ran a moment early), the sweep expires.
      for (const o of outcomes) {
        const final = await eventually(
          `${o.id} settled`,
          async () => {
            const { rows } = await pool.query("SELECT status FROM booking.bookings WHERE id = $1", [o.id]);
            return rows[0].status === "pending" ? undefined : (rows[0].status as string);
          },
          5000,
        );
        const events = (await eventsOf(pool, o.id)).filter((t) => t !== "booking.created");
        const { rows } = await pool.query("SELECT unit_id, start_date FROM booking.bookings WHERE id = $1", [
          o.id,
        ]);
        const stay = { unit_id: rows[0].unit_id, rate_plan_id: h.plan, start_date: rows[0].start_date };
        const again = { ...stay, end_date: inDays(62) };
        if (o.status === 200) {
          expect(final).toBe("confirmed");
          expect(events).toEqual(["booking.confirmed"]);
          // Confirmed: the room stays sold.
          await expectTaken(again);
        } else {
          expect(o.code).toBe("BOOKING_HOLD_EXPIRED");
          expect(final).toBe("cancelled");
          expect(events).toEqual(["booking.cancelled"]);
          // Expired: the room is back on sale, once.
          expect((await h.book(again)).status).toBe(201);
          await expectTaken(again);
        }
      }
      const confirmed = outcomes.filter((o) => o.status === 200).length;
      console.log(`confirm against expiry: ${confirmed} confirmed, ${200 - confirmed} expired`);
      expect(confirmed).toBeGreaterThan(0);
      expect(confirmed).toBeLessThan(200);
    } finally {
      await jobs.close();
      await redis.quit();
    }
  }, 120_000);
});

describe("the booking saga under unclear outcomes: cancels raced", () => {
  it("cancels by the key, hold expiry and revoke-and-void race: each booking is cancelled once, with one event", async () => {
    const key = await h.hotel.key(h.tenant.token, {
      property_ids: [h.property],
      scopes: SCOPES,
      max_live_holds: 100,
    });
    const book = booker(h.call, key.secret);
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      const r = await book({ ...h.stay(unit(), 80), hold_minutes: 10 });
      expect(r.status).toBe(201);
      ids.push(r.body.data.id);
    }
    // Their clocks ran out: the sweep (every 300 ms here) goes for them too.
    await pool.query(
      "UPDATE booking.bookings SET hold_expires_at = now() - interval '1 second' WHERE id = ANY($1)",
      [ids],
    );
    await Promise.all([
      ...ids.flatMap((id) => [
        h.call("POST", `/api/v1/bookings/${id}/cancel`, { token: key.secret }),
        h.call("POST", `/api/v1/bookings/${id}/cancel`, { token: key.secret }),
      ]),
      h.call("POST", `/api/merchant/keys/${key.id}/revoke-and-void`, {
        token: h.tenant.token,
        body: { since: inDays(-1) },
      }),
    ]);
    for (const id of ids) {
      const events = (await eventsOf(pool, id)).filter((t) => t === "booking.cancelled");
      expect(events, id).toEqual(["booking.cancelled"]);
    }
  });

  it("a group's cancel and the removal of each member race: each member is cancelled once, with one event", async () => {
    const rooms = Array.from({ length: 10 }, () => unit());
    const made = await makeGroup("RACE-1", rooms, 90);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const group = `/api/merchant/properties/${h.property}/booking-groups/${made.body.data.id}`;
    const members = made.body.data.members.map((m: { booking_id: string }) => m.booking_id) as string[];
    const answers = await Promise.all([
      h.call("POST", `${group}/cancel`, { token: h.tenant.token }),
      ...members.map((id) => h.call("DELETE", `${group}/members/${id}`, { token: h.tenant.token })),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    for (const id of members) {
      expect(await eventsOf(pool, id), id).toEqual(["booking.created", "booking.cancelled"]);
    }
  });
});

describe("the booking saga under unclear outcomes: a key reused, an allocation released", () => {
  it("the same Idempotency-Key and body for another property answers 409 IDEMPOTENCY_KEY_REUSED", async () => {
    const second = await h.hotel.property(h.tenant.token, { timezone: "UTC" });
    const inv2 = new InventoryScript(h.hotel, h.tenant.token, second);
    const u2 = await inv2.unit({ name: "Other" });
    await inv2.ratePlan({ unit_ids: [u2.id] });
    const both = await h.hotel.key(h.tenant.token, { property_ids: [h.property, second], scopes: SCOPES });
    const body = { ...h.stay(unit()), guest, adults: 2 };
    const idem = randomUUID();
    const send = (property: string) =>
      h.call("POST", "/api/v1/bookings", {
        token: both.secret,
        property,
        headers: { "idempotency-key": idem },
        body,
      });
    const first = await send(h.property);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const other = await send(second);
    expect(other.status).toBe(409);
    expect(other.body.error_code).toBe("IDEMPOTENCY_KEY_REUSED");
    // The same property again is a replay.
    const replay = await send(h.property);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
  });

  it("booking.created that finds its allocation released flags the booking as a conflict and logs an error", async () => {
    const body = h.stay(unit());
    const res = await h.book(body);
    const id = res.body.data.id as string;
    // The consumer committed the allocation; a released one is what this guards against.
    await eventually("the commit", async () => {
      const { rows } = await pool.query("SELECT status FROM inventory.allocations WHERE booking_id = $1", [
        id,
      ]);
      return rows[0]?.status === "committed" ? true : undefined;
    });
    await pool.query("UPDATE inventory.allocations SET status = 'released' WHERE booking_id = $1", [id]);
    const { rows } = await pool.query(
      "SELECT event FROM booking.outbox WHERE event->>'type' = 'booking.created' AND event->'data'->'booking'->>'id' = $1",
      [id],
    );
    // The same event once more, as a redelivery would bring it (a new message id, so JetStream takes it).
    await pool.query("INSERT INTO booking.outbox (event_id, event) VALUES ($1, $2)", [
      `evt_again_${id}`,
      { ...rows[0].event, id: `evt_again_${id}` },
    ]);
    const flagged = await eventually(
      "the conflict flag",
      async () => {
        const r = await h.call("GET", `/api/v1/bookings/${id}`, { token: h.key.secret });
        return r.body.data.conflict ? r.body.data : undefined;
      },
      5000,
    );
    expect(flagged.conflict).toBe(true);
    const errors = booking.lines.filter((l) => l.includes(id) && l.includes('"level":50'));
    expect(errors.length).toBeGreaterThan(0);
  });
});

/** A second mesh whose lease is 3 s: stalls past it are cheap to cause. */
describe("an attempt stalled by a lock it needs, past its lease", () => {
  let mesh: TestMesh;
  let h: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    mesh = await startTestMesh({ config: testConfig({ IDEMPOTENCY_LEASE_MS: "3000" }) });
    h = await seed(mesh, 2, "Stalled hotel");
  });
  afterAll(async () => mesh?.stop());

  it("gives up well before the lease ends, lets the retry take over, and ends with one booking", async () => {
    const body = h.stay(h.units[0]!);
    const idem = randomUUID();
    const pool = mesh.services.booking.kit.pool;
    // The test holds the key's lock (taken by the booking transaction's last statement) for 4.5 s.
    const lock = await pool.connect();
    await lock.query("BEGIN");
    await lock.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 7))", [h.key.id]);
    const started = Date.now();
    const answers: string[] = [];
    const client = (async () => {
      for (;;) {
        const res = await h.book(body, idem);
        answers.push(`${Date.now() - started} ms: ${res.status} ${res.body?.error_code ?? ""}`.trim());
        if (res.status !== 503 && res.body?.error_code !== "IDEMPOTENCY_IN_FLIGHT") return res;
        await sleep(100);
      }
    })();
    await sleep(4500);
    await lock.query("ROLLBACK");
    lock.release();
    const final = await client;
    console.log(`attempts under the held lock: ${answers.join(", ")}`);
    expect(final.status, JSON.stringify(final.body)).toBe(201);
    // Each attempt gave up (503) within its bounds instead of outliving the lease.
    const first = answers[0]!;
    expect(first).toMatch(/503/);
    expect(Number(first.split(" ")[0])).toBeLessThan(3000);
    expect(await ledgerOf(mesh.db, body.unit_id, body.start_date)).toEqual({ bookings: 1, allocations: 1 });
    expect(await mismatches(mesh.db, h.tenant.id)).toEqual({ withoutRoom: [], orphans: [] });
    const again = await h.book(body);
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe("UNIT_NOT_AVAILABLE");
  }, 30_000);
});
