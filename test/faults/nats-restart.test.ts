import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { testConfig } from "../support/config.js";
import { type Call, httpClient } from "../support/http.js";
import { inDays } from "../support/inventory.js";
import { startTestMesh, type TestMesh } from "../support/mesh.js";
import {
  bookUntilFinal,
  PrivateNats,
  seedHotel,
  sleep,
  Tally,
  testPool,
  timed,
  until,
  webhookReceiver,
} from "./support.js";

const TIMEOUT_MS = 1500;
const GAP_MS = 4000;

const pool = testPool();
let nats: PrivateNats | undefined;
let mesh: TestMesh | undefined;
let receiver: Awaited<ReturnType<typeof webhookReceiver>> | undefined;
afterAll(async () => {
  await mesh?.stop();
  await nats?.destroy();
  await receiver?.close();
  await pool.end();
});

/** A mesh on a NATS server of the test's own, a hotel, and a subscription to its booking.created. */
async function meshOnPrivateNats() {
  nats = await PrivateNats.create();
  await nats.start();
  const config = testConfig({
    NATS_URL: nats.url,
    NATS_REQUEST_TIMEOUT_MS: String(TIMEOUT_MS),
    WEBHOOK_ALLOW_PRIVATE_URLS: "true",
    WEBHOOK_SWEEP_EVERY_MS: "500",
    WEBHOOK_RETRY_SCHEDULE_MS: "0,500,1000,1000,1000,1000,1000,1000",
  });
  mesh = await startTestMesh({ config });
  const call = httpClient(mesh.url);
  const h = await seedHotel(call, config.PLATFORM_ADMIN_TOKEN!, { name: "Nats", units: 10 });
  receiver = await webhookReceiver();
  const sub = await call("POST", "/api/v1/webhooks", {
    token: h.key.secret,
    body: { url: receiver.url, events: ["booking.created"] },
  });
  expect(sub.status, JSON.stringify(sub.body)).toBe(201);
  return { call, h, nats, receiver };
}

/** One-night stays of the hotel's units, each on a night of its own, and the bookings answered 201. */
function stays(call: Call, h: Awaited<ReturnType<typeof seedHotel>>) {
  let night = 0;
  const created = new Set<string>();
  const stay = () => {
    const d = night++;
    return {
      unit_id: h.units[d % h.units.length]!,
      rate_plan_id: h.plan,
      start_date: inDays(10 + Math.floor(d / h.units.length)),
      end_date: inDays(11 + Math.floor(d / h.units.length)),
    };
  };
  const bookSome = async (n: number) => {
    for (let i = 0; i < n; i++) {
      const r = await bookUntilFinal(call, h.key.secret, stay(), randomUUID(), { deadlineMs: 20_000 });
      expect(r.res?.status, JSON.stringify(r.res?.body)).toBe(201);
      created.add(r.res!.body.data.id);
    }
  };
  return { stay, created, bookSome };
}

/** Load: reads and bookings (no retry, so every answer in the gap is seen), each one timed, until stopped. */
function startLoad(call: Call, token: string, { stay, created }: ReturnType<typeof stays>) {
  const tally = new Tally();
  const seen: { at: number; ms: number; status: number | null; code?: string }[] = [];
  let stop = false;
  const worker = async (kind: "read" | "book") => {
    for (let i = 0; !stop && i < 2000; i++) {
      const r =
        kind === "read"
          ? await timed(() =>
              call("GET", `/api/v1/availability?start=${inDays(10)}&end=${inDays(20)}`, { token }),
            )
          : await timed(() =>
              call("POST", "/api/v1/bookings", {
                token,
                headers: { "idempotency-key": randomUUID() },
                body: {
                  ...stay(),
                  adults: 2,
                  guest: { first_name: "A", last_name: "B", email: "a@b.example" },
                },
              }),
            );
      tally.add(kind, r);
      seen.push({ at: r.at, ms: r.ms, status: r.res?.status ?? null, code: r.res?.body?.error_code });
      if (r.res?.status === 201) created.add(r.res.body.data.id);
      await sleep(50);
    }
  };
  const load = Promise.all([worker("read"), worker("read"), worker("book")]);
  return {
    tally,
    seen,
    async stop() {
      stop = true;
      await load;
    },
  };
}

/** The booking ids the receiver got a booking.created for. */
function deliveredCreated(got: Awaited<ReturnType<typeof webhookReceiver>>): Set<string> {
  const ids = new Set<string>();
  for (const r of got.received) {
    const body = JSON.parse(r.body);
    if (body.type === "booking.created") ids.add(body.data.booking.id);
  }
  return ids;
}

describe("NATS restarted during load", () => {
  it("services and gateway reconnect; calls in the gap answer 503 SERVICE_UNAVAILABLE in time; no event lost", async () => {
    const { call, h, nats, receiver } = await meshOnPrivateNats();
    const token = h.key.secret;
    const booking = stays(call, h);
    const { created } = booking;
    await booking.bookSome(10);
    const load = startLoad(call, token, booking);
    const { tally, seen } = load;
    await sleep(2000);

    const killedAt = Date.now();
    await nats.kill("SIGKILL");
    await sleep(GAP_MS);
    const restartMs = await nats.start();
    const upAt = Date.now();
    const recovered = await until(
      "a read succeeding after the restart",
      async () => {
        const r = await call("GET", `/api/v1/availability?start=${inDays(10)}&end=${inDays(20)}`, { token });
        return r.status === 200 ? Date.now() : undefined;
      },
      30_000,
      100,
    );
    await sleep(3000);
    await load.stop();
    await booking.bookSome(10);

    const inGap = seen.filter((s) => s.at >= killedAt && s.at < upAt);
    const gapFailures = inGap.filter((s) => s.status !== 200 && s.status !== 201);
    const slowest = Math.max(...seen.map((s) => s.ms));
    console.log(
      `nats killed for ${upAt - killedAt} ms (server back in ${restartMs} ms); reads succeed again ${recovered - upAt} ms after it was up`,
    );
    console.log(`load: ${tally.summary()}`);
    console.log(
      `started in the gap: ${inGap.length} (${gapFailures.length} answered 503 SERVICE_UNAVAILABLE: ${gapFailures.filter((s) => s.status === 503 && s.code === "SERVICE_UNAVAILABLE").length}), slowest answer ${slowest} ms (request timeout ${TIMEOUT_MS} ms)`,
    );

    // Every booking made (before, during and after the gap) reaches the receiver as booking.created.
    const { rows } = await pool.query("SELECT id FROM booking.bookings WHERE tenant_id = $1", [h.tenant.id]);
    const inDb = new Set(rows.map((r) => r.id as string));
    const waitStart = Date.now();
    await until(
      "a booking.created delivery for every booking",
      async () => ([...inDb].every((id) => deliveredCreated(receiver).has(id)) ? true : undefined),
      30_000,
      200,
    ).catch(() => undefined);
    const got = deliveredCreated(receiver);
    const missing = [...inDb].filter((id) => !got.has(id));
    console.log(
      `events: ${inDb.size} bookings in the database (${created.size} answered 201), ${got.size} booking.created delivered, ${missing.length} missing (waited ${Date.now() - waitStart} ms), ${receiver.received.length} deliveries in all`,
    );

    expect(tally.network).toBe(0);
    for (const s of seen) {
      if (s.status === 200 || s.status === 201) continue;
      expect(s).toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE" });
    }
    expect(gapFailures.length).toBeGreaterThan(0);
    expect(slowest).toBeLessThanOrEqual(TIMEOUT_MS + 1000);
    expect(recovered - upAt).toBeLessThan(10_000);
    expect(missing).toEqual([]);
    for (const id of created) expect(inDb.has(id)).toBe(true);
  }, 120_000);
});
