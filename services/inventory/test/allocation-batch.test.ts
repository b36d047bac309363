// Over 300 lines: every case runs on one fixture, a hotel whose units a test locks from outside so that the stays asked meanwhile form one batch.
import type { Socket } from "node:net";
import { allocationOps } from "@reservations/contracts";
import { createPool, faults, type Pool, type PoolClient } from "@reservations/service-kit";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ALONE_LOCK_TIMEOUT_MS } from "../src/store/placings.js";
import {
  type Answer,
  eventually,
  type Hotel,
  type InventoryHarness,
  inDays,
  startInventory,
} from "./harness.js";

/**
 * Allocations asked while one is under way go together in the next transaction
 * (store/placings.ts). Each test holds a unit's row lock from outside, so that a first
 * allocation of that unit waits under way while the others are asked, and they form one batch.
 * The lock is held for less than the batch's own lock timeout where a test needs the batch whole.
 */
let h: InventoryHarness;
let hotel: Hotel;
let singles: string[];
let plan: string | undefined;
let db: Pool;
let seq = 0;
const run = Date.now().toString(36);

let roomType: { id: string; rooms: string[] };

beforeAll(async () => {
  h = await startInventory();
  hotel = await h.hotel("Batch hotel");
  singles = [];
  for (let i = 0; i < 6; i++) singles.push((await hotel.unit({ name: `Single ${i}` })).id);
  const rt = await hotel.unit({
    name: "Doubles",
    kind: "room_type",
    rooms: [{ name: "201" }, { name: "202" }, { name: "203" }],
  });
  roomType = { id: rt.id, rooms: rt.rooms.map((r: { id: string }) => r.id) };
  plan = await hotel.ratePlan({
    name: "Singles",
    unit_ids: [...singles, roomType.id],
    min_stay: 1,
    max_stay: 14,
  });
  await h.call(
    allocationOps.allocate,
    {
      booking_id: `bkg_warm_${run}`,
      unit_id: singles[0]!,
      rate_plan_id: plan,
      start_date: inDays(400),
      end_date: inDays(401),
      adults: 1,
    },
    hotel.partner,
  ); // the property's catalog is kept from here on
  await h.call(allocationOps.release, { booking_id: `bkg_warm_${run}` }, hotel.partner);
  db = createPool(h.config.DATABASE_URL, { max: 4 });
});
afterEach(() => faults.disarmAll());
afterAll(async () => {
  await db?.end();
  await h?.stop();
});

const stay = (unit: string, days = 60, booking = `bkg_batch_${run}_${seq++}`) => ({
  booking_id: booking,
  unit_id: unit,
  rate_plan_id: plan,
  start_date: inDays(days),
  end_date: inDays(days + 2),
  adults: 1,
});
const call = (input: ReturnType<typeof stay>): Promise<Answer> =>
  h.call(allocationOps.allocate, input, hotel.partner);

/** A client of its own holding the unit's row lock until `release`. */
async function lockUnit(unit: string): Promise<{ client: PoolClient; release(): Promise<void> }> {
  const client = await db.connect();
  await client.query("BEGIN");
  await client.query("SELECT 1 FROM inventory.units WHERE id = $1 FOR UPDATE", [unit]);
  return {
    client,
    async release() {
      await client.query("COMMIT");
      client.release();
    },
  };
}

/** The pid of the allocation transaction waiting on a lock, whose statement names `text`. */
const waitingOn = (text: string) =>
  eventually(async () => {
    const { rows } = await db.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%' || $1 || '%'
        AND query LIKE '%inventory.%'`,
      [text],
    );
    if (!rows[0]) throw new Error(`no allocation waiting on a lock (${text})`);
    return rows[0].pid;
  });

/** The transaction ids that wrote these bookings' allocations, by booking id. */
async function writers(bookingIds: string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ booking_id: string; xmin: string }>(
    "SELECT booking_id, xmin::text FROM inventory.allocations WHERE booking_id = ANY ($1)",
    [bookingIds],
  );
  return new Map(rows.map((r) => [r.booking_id, r.xmin]));
}

const batchSizes = async () => {
  const metric = h.service.kit.metrics.registry.getSingleMetric("inventory_write_batch_writes");
  const { values } = await metric!.get();
  const of = (name: string) =>
    (values as { metricName?: string; labels: Record<string, unknown>; value: number }[]).find(
      (v) => v.metricName === name && v.labels.write === "allocate",
    )?.value ?? 0;
  return { count: of("inventory_write_batch_writes_count"), sum: of("inventory_write_batch_writes_sum") };
};

describe("allocations placed together: each decided on its own rows", () => {
  it("places stays in one transaction, each decided on its own rows and the batch's stays before it: a stay of a unit taken is refused, an id allocated already answers its allocation, and a second stay of a unit the batch takes is refused", async () => {
    const taken = stay(singles[5]!, 60);
    expect((await call(taken)).status).toBe(200);
    const kept = stay(singles[4]!, 70);
    const first = await call(kept);
    expect(first.status).toBe(200);

    const lock = await lockUnit(singles[0]!);
    const leader = call(stay(singles[0]!, 60));
    await waitingOn(singles[0]!);
    const before = await batchSizes();
    const fresh = [stay(singles[1]!, 60), stay(singles[2]!, 60), stay(singles[3]!, 60)];
    const sameUnit = stay(singles[1]!, 61); // overlaps fresh[0]'s nights, placed before it in the batch
    const refused = stay(singles[5]!, 61); // overlaps `taken`
    const asked = [...fresh, sameUnit, refused, kept].map(call); // `kept`: the same booking id again

    await lock.release();
    expect((await leader).status).toBe(200);
    const answers = await Promise.all(asked);
    for (const a of answers.slice(0, 3)) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(answers[3]!.body.error_code).toBe("UNIT_NOT_AVAILABLE");
    expect(answers[4]!.body.error_code).toBe("UNIT_NOT_AVAILABLE");
    expect(answers[5]!.status).toBe(200);
    expect(answers[5]!.body.data.id).toBe(first.body.data.id);

    // The six were asked together; the three fresh stays were written by one transaction.
    const after = await batchSizes();
    expect(after.count - before.count).toBe(1);
    expect(after.sum - before.sum).toBe(6);
    const xids = await writers(fresh.map((s) => s.booking_id));
    expect(xids.size).toBe(3);
    expect(new Set(xids.values()).size).toBe(1);
    const { rows } = await db.query(
      "SELECT count(*)::int AS n FROM inventory.allocations WHERE booking_id = ANY ($1)",
      [[sameUnit.booking_id, refused.booking_id]],
    );
    expect(rows[0].n).toBe(0);
  });

  it("places many stays of one room type in one transaction, each on a room the batch's stays before it left free, and refuses the stays past its rooms", async () => {
    const lock = await lockUnit(roomType.id);
    const leader = call(stay(roomType.id, 65));
    await waitingOn(roomType.id);
    const asked = [65, 66, 65, 65, 66].map((day) => call(stay(roomType.id, day)));
    await lock.release();
    expect((await leader).status).toBe(200);
    const answers = await Promise.all(asked);
    // Two-night stays: the leader and the first take nights 65–66 on two rooms, the second 66–67 on
    // the third; then night 66 is full, and the last three are refused.
    expect(answers.map((a) => a.status)).toEqual([200, 200, 409, 409, 409]);
    for (const a of answers.slice(2)) expect(a.body.error_code).toBe("UNIT_NOT_AVAILABLE");
    const rooms = [await leader, answers[0], answers[1]].map((a) => a!.body.data.room_id);
    expect(new Set(rooms)).toEqual(new Set(roomType.rooms));
    const xids = await writers([answers[0], answers[1]].map((a) => a!.body.data.booking_id));
    expect(new Set(xids.values()).size).toBe(1);
  });

  it("places each stay of a batch again on its own when an insert of the batch raises: here the booking id allocated meanwhile by another copy", async () => {
    // Another copy's allocation of `raced`'s booking id, inserted but not committed when the batch reads.
    const raced = stay(singles[3]!, 80);
    const other = await db.connect();
    await other.query("BEGIN");
    await other.query(
      `INSERT INTO inventory.allocations (id, booking_id, tenant_id, property_id, unit_id, start_date, end_date,
         adults, currency, nightly, total_minor, status, origin, conflict)
       VALUES ($7, $1, $2, $3, $4, $5, $6, 1, 'EUR', '[]', 0, 'pending', 'api', false)`,
      [
        raced.booking_id,
        hotel.tenantId,
        hotel.propertyId,
        singles[4],
        inDays(90),
        inDays(91),
        `alc_other_${run}`,
      ],
    );
    const lock = await lockUnit(singles[0]!);
    const leader = call(stay(singles[0]!, 80));
    await waitingOn(singles[0]!);
    const fresh = [stay(singles[1]!, 80), stay(singles[2]!, 80)];
    const asked = [...fresh, raced].map(call);
    await lock.release();
    expect((await leader).status).toBe(200);
    // The batch's insert of `raced` waits on the other copy's; that one commits first.
    await waitingOn("alc_");
    await other.query("COMMIT");
    other.release();

    const answers = await Promise.all(asked);
    for (const a of answers.slice(0, 2)) expect(a.status, JSON.stringify(a.body)).toBe(200);
    // Alone, the raced stay finds its booking id's allocation: the other copy's, answered as it is.
    expect(answers[2]!.status).toBe(200);
    expect(answers[2]!.body.data).toMatchObject({ id: `alc_other_${run}`, unit_id: singles[4] });
    // The fresh stays were placed again, each in a transaction of its own.
    const xids = await writers(fresh.map((s) => s.booking_id));
    expect(new Set(xids.values()).size).toBe(2);
  });
});

describe("allocations placed together: a held unit, another hotel's error, a lost COMMIT", () => {
  it("a batch that waits on one unit held elsewhere gives up after BATCH_LOCK_TIMEOUT_MS: the other stays are placed on their own meanwhile, and the held unit's when it is free", async () => {
    const lock = await lockUnit(singles[0]!);
    const leader = call(stay(singles[0]!, 100));
    await waitingOn(singles[0]!);
    // Held by another transaction for as long as this test says.
    const held = await lockUnit(singles[2]!);
    const batch = [stay(singles[1]!, 100), stay(singles[2]!, 100), stay(singles[3]!, 100)];
    const asked = batch.map(call);
    await lock.release();
    expect((await leader).status).toBe(200);
    // With the held unit still locked, the stays of the other units are answered.
    const [first, , third] = asked;
    expect((await first!).status).toBe(200);
    expect((await third!).status).toBe(200);
    const xids = await writers([batch[0]!.booking_id, batch[2]!.booking_id]);
    expect(new Set(xids.values()).size).toBe(2); // each on its own
    await held.release();
    expect((await asked[1]!).status).toBe(200);
  });

  it("a stay whose unit is held longer than ALONE_LOCK_TIMEOUT_MS answers 503 with Retry-After when the wait ends, and is placed once the unit is free", async () => {
    const held = await lockUnit(singles[4]!);
    const asked = stay(singles[4]!, 110);
    const started = Date.now();
    const refused = await call(asked);
    const waited = Date.now() - started;
    expect(refused.status).toBe(503);
    expect(refused.body.error_code).toBe("SERVICE_UNAVAILABLE");
    expect(refused.headers?.["Retry-After"]).toBe("1");
    expect(waited).toBeGreaterThanOrEqual(ALONE_LOCK_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(ALONE_LOCK_TIMEOUT_MS + 1000);
    await held.release();
    expect((await call(asked)).status).toBe(200);
  });

  it("places another hotel's stays of a batch when one hotel's insert raises for a value of its own: only that stay is refused, with a 422", async () => {
    const other = await h.hotel("Batch hotel B");
    const otherUnit = (await other.unit({ name: "B single" })).id;
    const otherPlan = await other.ratePlan({ name: "B", unit_ids: [otherUnit], min_stay: 1, max_stay: 14 });
    const otherStay = (days: number, booking?: string) => ({
      ...stay(otherUnit, days, booking),
      rate_plan_id: otherPlan,
    });
    // Hotel B's catalog is kept from here on, so its next stay goes in a batch.
    const warm = otherStay(400, `bkg_warm_b_${run}`);
    expect((await h.call(allocationOps.allocate, warm, other.partner)).status).toBe(200);
    await h.call(allocationOps.release, { booking_id: warm.booking_id }, other.partner);
    let hits = 0;
    faults.arm("inventory.allocate.item", ({ insert }) => {
      const i = insert as { tenant_id: string; start_date: string };
      if (i.tenant_id !== other.tenantId) return;
      hits++;
      i.start_date = "0000-01-01"; // a date Postgres cannot hold: the insert, and with it the batch, raises
    });
    const lock = await lockUnit(singles[0]!);
    const leader = call(stay(singles[0]!, 120));
    await waitingOn(singles[0]!);
    const fresh = [stay(singles[1]!, 120), stay(singles[2]!, 120), stay(singles[3]!, 120)];
    const asked = [...fresh.map(call), h.call(allocationOps.allocate, otherStay(120), other.partner)];
    await lock.release();
    expect((await leader).status).toBe(200);
    const answers = await Promise.all(asked);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 422]);
    expect(hits).toBe(2); // in the batch, then alone
    expect((await writers(fresh.map((s) => s.booking_id))).size).toBe(3);
  });

  it("fails every stay of a batch whose COMMIT's answer is lost (503), and a retry of each answers the allocation the COMMIT wrote", async () => {
    const lock = await lockUnit(singles[0]!);
    const leader = call(stay(singles[0]!, 110));
    await waitingOn(singles[0]!);
    const batch = [stay(singles[1]!, 110), stay(singles[2]!, 110)];
    let cut = 0;
    const disarm = faults.arm("inventory.allocate.batch-commit-sent", async (info) => {
      disarm();
      const stream = (info.client as PoolClient & { connection: { stream: Socket } }).connection.stream;
      stream.pause(); // the COMMIT's answer stays unread
      // Seen from another connection, the transaction committed; then this one dies.
      await eventually(async () => {
        if ((await writers(batch.map((s) => s.booking_id))).size < 2) throw new Error("not committed yet");
      });
      stream.destroy();
      cut++;
    });
    const asked = batch.map(call);
    await lock.release();
    expect((await leader).status).toBe(200);
    const answers = await Promise.all(asked);
    expect(cut).toBe(1);
    expect(answers.map((a) => a.status)).toEqual([503, 503]);
    const written = await writers(batch.map((s) => s.booking_id));
    expect(new Set(written.values()).size).toBe(1); // one transaction wrote both
    for (const s of batch) {
      const again = await call(s);
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ booking_id: s.booking_id, unit_id: s.unit_id });
    }
    expect((await writers(batch.map((s) => s.booking_id))).size).toBe(2); // nothing written twice
  });
});
