// Over 300 lines: one soak; its mesh, load, fault injector and ledger checks are the steps of that one run.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { reconcile } from "../../services/inventory/src/jobs/reconciler.js";
import { testConfig } from "../support/config.js";
import { HotelScript } from "../support/hotel.js";
import { type Call, type HttpResult, httpClient } from "../support/http.js";
import { InventoryScript, inDays } from "../support/inventory.js";
import { startTestMesh, type TestMesh } from "../support/mesh.js";
import {
  childEnv,
  Fleet,
  PARTNER_SCOPES,
  PrivateNats,
  sleep,
  Tally,
  testPool,
  timed,
  until,
} from "./support.js";

const BOOKINGS = 2000;
const CLIENTS = 50;
const NIGHTS = 60;
const FAULT_EVERY_MS = 1500;

type Fault = "postgres" | "nats" | "sigkill";

const pool = testPool();
let nats: PrivateNats | undefined;
let mesh: TestMesh | undefined;
let fleet: Fleet | undefined;
afterAll(async () => {
  await fleet?.stopAll();
  await mesh?.stop();
  await nats?.destroy();
  await pool.end();
});

/**
 * A mesh on a NATS server of the test's own, booking as two processes (one is SIGKILLed and
 * replaced), the rest of the mesh in this one.
 */
async function startSoakMesh() {
  nats = await PrivateNats.create();
  await nats.start();
  const config = testConfig({ NATS_URL: nats.url, NATS_REQUEST_TIMEOUT_MS: "2000" });
  // Inside the booking processes, at random: the connection dies with a COMMIT unanswered (3 %),
  // hold scheduling throws after the commit (5 %), an attempt pauses before its transaction (5 %).
  fleet = new Fleet(
    childEnv(config, {
      TEST_FAULTS:
        "booking.saga.commit-sent=cut/50:0.03,booking.holds.schedule=throw:0.05,booking.saga.before-transaction=stall/200:0.05",
    }),
    10,
  );
  mesh = await startTestMesh({ config, without: ["booking"] });
  await Promise.all([fleet.start("booking", "booking#1"), fleet.start("booking", "booking#2")]);
  const call = httpClient(mesh.url);
  const ns = config.NATS_NAMESPACE;
  return { call, config, ns };
}

/** The hotel: four singles, a whole house with two child rooms, a room type of three rooms. */
async function soakHotel(call: Call, adminToken: string) {
  const hotel = new HotelScript(call, adminToken);
  const tenant = await hotel.tenant("Soak");
  const property = await hotel.property(tenant.token, { timezone: "UTC" });
  const inv = new InventoryScript(hotel, tenant.token, property);
  const singles = await Promise.all([1, 2, 3, 4].map((i) => inv.unit({ name: `S${i}` })));
  const house = await inv.unit({ name: "House", kind: "whole_house", max_adults: 6 });
  const children = await Promise.all(
    [1, 2].map((i) => inv.unit({ name: `House room ${i}`, parent_unit_id: house.id })),
  );
  const roomType = await inv.unit({
    name: "Doubles",
    kind: "room_type",
    rooms: [{ name: "D1" }, { name: "D2" }, { name: "D3" }],
  });
  const units = [...singles, house, ...children, roomType];
  const plan = await inv.ratePlan({ unit_ids: units.map((u) => u.id) });
  const key = await hotel.key(tenant.token, {
    property_ids: [property],
    scopes: PARTNER_SCOPES,
    max_bookings_per_24h: 1_000_000,
    max_live_holds: 100_000,
  });
  return { tenant, units, plan, key, house, children, roomType };
}

type SoakHotel = Awaited<ReturnType<typeof soakHotel>>;

/** 2,000 requests for random stays of one to three nights within the first NIGHTS. */
function soakRequests({ units, plan }: SoakHotel) {
  return Array.from({ length: BOOKINGS }, () => {
    const start = 5 + Math.floor(Math.random() * NIGHTS);
    const nights = 1 + Math.floor(Math.random() * 3);
    const unit = units[Math.floor(Math.random() * units.length)]!;
    return {
      idem: randomUUID(),
      body: {
        unit_id: unit.id as string,
        rate_plan_id: plan,
        start_date: inDays(start),
        end_date: inDays(start + nights),
        adults: 1,
        guest: { first_name: "Soak", last_name: "Client", email: "soak@example.com" },
        ...(Math.random() < 0.3 ? { hold_minutes: 30 } : {}),
      },
    };
  });
}

/** Faults at random while the clients run, each kind early on, until stopped. */
function startFaults(ns: string) {
  const faults: { fault: Fault; at: number; detail: string }[] = [];
  let copies = 2;
  let loadDone = false;
  const injector = (async () => {
    const started = Date.now();
    const order: Fault[] = ["postgres", "nats", "sigkill"];
    for (let round = 0; !loadDone; round++) {
      await sleep(FAULT_EVERY_MS * (0.5 + Math.random()));
      if (loadDone) break;
      // Each kind early on, then any at random.
      const fault = round < order.length ? order[round]! : order[Math.floor(Math.random() * order.length)]!;
      const at = Date.now() - started;
      if (fault === "postgres") {
        const { rows } = await pool.query(
          `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
            WHERE application_name IN ($1, $2) AND pid <> pg_backend_pid()`,
          [`${ns}:booking`, `${ns}:inventory`],
        );
        faults.push({ fault, at, detail: `${rows.filter((r) => r.done).length} backends terminated` });
      } else if (fault === "nats") {
        await nats!.kill("SIGKILL");
        await sleep(300);
        const ms = await nats!.start();
        faults.push({ fault, at, detail: `NATS killed and back in ${ms + 300} ms` });
      } else {
        const victim = [...fleet!.copies.keys()].filter((l) => l.startsWith("booking"))[0]!;
        fleet!.kill(victim);
        await fleet!.stop(victim);
        const label = `booking#${++copies}`;
        const { ms } = await fleet!.start("booking", label);
        faults.push({ fault, at, detail: `${victim} SIGKILLed, ${label} ready in ${ms} ms` });
      }
    }
  })();
  return {
    faults,
    async stop() {
      loadDone = true;
      await injector;
    },
  };
}

/** CLIENTS clients, each retrying its request with its Idempotency-Key until the answer is final. */
async function runClients(
  call: Call,
  key: { secret: string },
  requests: ReturnType<typeof soakRequests>,
  faults: { length: number },
) {
  const tally = new Tally();
  const results = new Map<string, { res?: HttpResult; attempts: number }>();
  const queue = [...requests];
  // The last fifth of the requests waits until each kind of fault has struck at least once, so a
  // load that runs fast never ends before all three happened under it.
  const held = Math.floor(BOOKINGS / 5);
  const client = async () => {
    for (let r = queue.shift(); r; r = queue.shift()) {
      if (queue.length < held)
        await until("each kind of fault", async () => (faults.length >= 3 ? true : undefined), 30_000, 20);
      const end = Date.now() + 90_000;
      let attempts = 0;
      for (;;) {
        attempts++;
        const t = await timed(() =>
          call("POST", "/api/v1/bookings", {
            token: key.secret,
            headers: { "idempotency-key": r.idem },
            body: r.body,
          }),
        );
        tally.add("booking", t);
        const passing =
          !t.res ||
          t.res.status >= 500 ||
          (t.res.status === 409 && t.res.body?.error_code === "IDEMPOTENCY_IN_FLIGHT");
        if (!passing || Date.now() > end) {
          results.set(r.idem, { res: t.res, attempts });
          break;
        }
        await sleep(100 + Math.random() * 150);
      }
    }
  };
  const loadStart = Date.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const loadMs = Date.now() - loadStart;
  return { tally, results, loadMs };
}

/** What the clients got, the faults, and what the booking processes logged of their outcomes. */
function logTheLoad(
  results: Awaited<ReturnType<typeof runClients>>["results"],
  faults: ReturnType<typeof startFaults>["faults"],
  tally: Tally,
  loadMs: number,
) {
  const finals = [...results.values()];
  const byAnswer = new Map<string, number>();
  for (const f of finals) {
    const label = f.res ? `${f.res.status} ${f.res.body?.error_code ?? ""}`.trim() : "network";
    byAnswer.set(label, (byAnswer.get(label) ?? 0) + 1);
  }
  console.log(`load: ${BOOKINGS} bookings from ${CLIENTS} clients in ${loadMs} ms`);
  console.log(
    `faults (${faults.length}): ${faults.map((f) => `${f.at} ms ${f.fault}: ${f.detail}`).join("; ")}`,
  );
  console.log(`final answers: ${[...byAnswer.entries()].map(([k, v]) => `${k}: ${v}`).join(", ")}`);
  console.log(`every attempt: ${tally.summary()}`);
  const decided = (fate: string) =>
    fleet!.warnings.filter((l) => l.includes("its outcome decided") && l.includes(`"fate":"${fate}"`)).length;
  const injected = (what: string) => fleet!.warnings.filter((l) => l.includes(what)).length;
  console.log(
    `inside the booking processes: ${injected("injected fault")} hold schedulings failed; failed transactions decided booked ${decided("booked")}, abandoned ${decided("abandoned")}, unknown ${decided("unknown")}`,
  );
  return finals;
}

/** Waits until inventory has taken every booking.created (the relay and the consumer catch up). */
async function inventoryCaughtUp(tenantId: string) {
  const pendingOfLive = async () =>
    (
      await pool.query(
        `SELECT count(*)::int AS n FROM booking.bookings b JOIN inventory.allocations a ON a.booking_id = b.id
          WHERE b.tenant_id = $1 AND b.status <> 'cancelled' AND a.status = 'pending'`,
        [tenantId],
      )
    ).rows[0].n as number;
  await until(
    "inventory to commit every live booking",
    async () => ((await pendingOfLive()) === 0 ? true : undefined),
    60_000,
    250,
  );
}

/** For every unit and night, live bookings within capacity; answers the live bookings. */
async function expectWithinCapacity({ tenant, house, children, roomType }: SoakHotel) {
  const { rows: live } = await pool.query(
    `SELECT id, unit_id, room_id, start_date::text, end_date::text FROM booking.bookings
      WHERE tenant_id = $1 AND status <> 'cancelled'`,
    [tenant.id],
  );
  const perNight = new Map<string, number>();
  const perRoomNight = new Map<string, number>();
  const add = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  for (const b of live) {
    for (let d = new Date(b.start_date); d < new Date(b.end_date); d = new Date(d.getTime() + 86_400_000)) {
      const night = d.toISOString().slice(0, 10);
      add(perNight, `${b.unit_id} ${night}`);
      if (b.room_id) add(perRoomNight, `${b.room_id} ${night}`);
    }
  }
  const capacity = (unitId: string) => (unitId === roomType.id ? 3 : 1);
  const over = [...perNight.entries()].filter(([k, n]) => n > capacity(k.split(" ")[0]!));
  const roomTwice = [...perRoomNight.entries()].filter(([, n]) => n > 1);
  // A whole house is one unit with its rooms: the parent and any child never share a night.
  const houseClash: string[] = [];
  for (let i = 0; i < NIGHTS + 4; i++) {
    const night = inDays(5 + i);
    const parent = perNight.get(`${house.id} ${night}`) ?? 0;
    const kids = children.reduce((n, c) => n + (perNight.get(`${c.id} ${night}`) ?? 0), 0);
    if (parent > 0 && kids > 0) houseClash.push(night);
  }
  const roomless = live.filter((b) => b.unit_id === roomType.id && !b.room_id).map((b) => b.id);
  console.log(
    `live bookings ${live.length}; unit-nights sold ${perNight.size}; over capacity ${over.length}; a room twice ${roomTwice.length}; house and room together ${houseClash.length}`,
  );
  expect(over).toEqual([]);
  expect(roomTwice).toEqual([]);
  expect(houseClash).toEqual([]);
  expect(roomless).toEqual([]);
  return live;
}

/** Every live booking has exactly one allocation that is not released, and it is committed. */
async function expectOneCommittedAllocation(tenantId: string) {
  const { rows: allocs } = await pool.query(
    `SELECT b.id, count(a.*) FILTER (WHERE a.status <> 'released')::int AS live,
            count(a.*) FILTER (WHERE a.status = 'committed')::int AS committed
       FROM booking.bookings b LEFT JOIN inventory.allocations a ON a.booking_id = b.id
      WHERE b.tenant_id = $1 AND b.status <> 'cancelled' GROUP BY b.id`,
    [tenantId],
  );
  const badAllocation = allocs.filter((r) => r.live !== 1 || r.committed !== 1);
  expect(badAllocation).toEqual([]);
  return { allocs, badAllocation };
}

/**
 * The saga soak: 2,000 bookings from 50 clients on a hotel of nine units (singles, a
 * whole house with two rooms, a room type of three), faults injected at random while they run, every
 * client retrying with its Idempotency-Key. Nothing may be sold twice, no live booking may lack its
 * room, and after one reconciler pass no room may be held for a booking that does not exist.
 */
describe("booking saga soak under faults", () => {
  it("2,000 bookings, 50 clients, random faults: never over capacity, every live booking has one committed allocation, no orphan after reconciliation", async () => {
    const { call, config, ns } = await startSoakMesh();
    const hotel = await soakHotel(call, config.PLATFORM_ADMIN_TOKEN!);
    const { tenant } = hotel;
    const injector = startFaults(ns);
    const { faults } = injector;
    const { tally, results, loadMs } = await runClients(call, hotel.key, soakRequests(hotel), faults);
    await injector.stop();
    const finals = logTheLoad(results, faults, tally, loadMs);

    // Every client got a final answer: a booking, or a refusal that the stay cannot be sold.
    const soldOut = new Set(["UNIT_NOT_AVAILABLE", "INVENTORY_SLOT_UNAVAILABLE"]);
    const unexpected = finals.filter((f) => !(f.res?.status === 201 || soldOut.has(f.res?.body?.error_code)));
    expect(unexpected.map((f) => f.res?.body ?? "network")).toEqual([]);
    expect(faults.map((f) => f.fault)).toEqual(expect.arrayContaining(["postgres", "nats", "sigkill"]));

    await inventoryCaughtUp(tenant.id);

    // 1. For every unit and night, live bookings within capacity.
    const live = await expectWithinCapacity(hotel);

    // Each 201 is one live booking, and the one its client's key recorded.
    const answered = finals.filter((f) => f.res?.status === 201).map((f) => f.res!.body.data.id as string);
    const liveIds = new Set(live.map((b) => b.id as string));
    expect(answered.filter((id) => !liveIds.has(id))).toEqual([]);
    expect(new Set(answered).size).toBe(answered.length);

    // 2. Every live booking has exactly one allocation that is not released, and it is committed.
    const { allocs, badAllocation } = await expectOneCommittedAllocation(tenant.id);

    // 3. After one reconciler pass, no allocation without a live booking.
    const pass = await reconcile(mesh!.services.inventory.kit, 0, tenant.id);
    const { rows: orphans } = await pool.query(
      `SELECT a.booking_id, a.status FROM inventory.allocations a
        WHERE a.tenant_id = $1 AND a.status <> 'released'
          AND NOT EXISTS (SELECT 1 FROM booking.bookings b WHERE b.id = a.booking_id AND b.status <> 'cancelled')`,
      [tenant.id],
    );
    console.log(
      `live bookings with one committed allocation: ${allocs.length - badAllocation.length} of ${allocs.length}; reconciler pass ${JSON.stringify(pass)}; orphan allocations after it: ${orphans.length}`,
    );
    expect(orphans).toEqual([]);
    expect(fleet!.crashes).toEqual([]);
  }, 600_000);
});
