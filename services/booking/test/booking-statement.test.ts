import { bookingOps } from "@reservations/contracts";
import { faults, newEvent } from "@reservations/service-kit";
import { afterEach, describe, expect, it } from "vitest";
import { eventually } from "../../../test/support/service-harness.js";
import { type NewBooking, renderNew } from "../src/store/bookings.js";
import { ceilingRefusal } from "../src/store/key-usage.js";
import { type BookingToRecord, recordBookings } from "../src/store/record-booking.js";
import { guest, HotelFixture, uniq } from "./harness.js";

// A 3 s Idempotency-Key lease: the booking statement's lock waits are cut off after 300 ms.
const fx = new HotelFixture(8, { IDEMPOTENCY_LEASE_MS: "3000" });

const create = (key: string, body: Record<string, unknown>, idem = uniq()) =>
  fx.h.call(
    bookingOps.create,
    { idempotency_key: idem, request_hash: "h1", body: body as never },
    fx.hotel.partner(key),
  );
afterEach(() => faults.disarmAll());
const bookingsOf = async (key: string) =>
  (await fx.h.db.query("SELECT count(*)::int AS n FROM booking.bookings WHERE created_by_key = $1", [key]))
    .rows[0].n;
const readAll = (key: string) => fx.hotel.partner(key, ["bookings:read", "bookings:read:all"]);
const eventsOf = async (id: string) =>
  (
    await fx.h.db.query("SELECT event FROM booking.outbox WHERE event->'data'->'booking'->>'id' = $1", [id])
  ).rows.map((r) => r.event);
/** Holds the key's lock, as booking.count_key_booking takes it, on a connection of its own. */
const lockKey = async (key: string) => {
  const locker = await fx.h.db.connect();
  await locker.query("SELECT pg_advisory_lock(hashtextextended($1, 7))", [key]);
  return async () => {
    await locker.query("SELECT pg_advisory_unlock(hashtextextended($1, 7))", [key]);
    locker.release();
  };
};

/** A stay's booking to write directly (no allocation): of `key`, or the hotel's with `hotelWide`. */
const item = (
  key: string,
  unit: string,
  { hotelWide = false, bookingLimit = 3, id = `bkg_${uniq()}` } = {},
): BookingToRecord => {
  const stay = fx.hotel.stay(unit);
  const booking: NewBooking = {
    id,
    tenant_id: fx.hotel.tenant,
    property_id: fx.hotel.property,
    unit_id: unit,
    room_id: null,
    rate_plan_id: stay.rate_plan_id,
    start_date: stay.start_date,
    end_date: stay.end_date,
    adults: 2,
    currency: "EUR",
    timezone: "UTC",
    total_minor: 20000,
    conflict: false,
    guest,
    status: "pending",
    is_hold: false,
    hold_origin: null,
    hold_minutes: null,
    created_by_key: hotelWide ? null : key,
    origin: "api",
    channel: null,
    children: [],
    taxes: [],
    cancellation_policy: null,
    free_cancellation_until: null,
    late_cancellation_fee_minor: 0,
    first_night_minor: 10000,
    promo_code: null,
  };
  const rendered = renderNew(booking, { id: `gst_${uniq()}`, ...guest });
  const event = newEvent(
    "booking.created",
    { booking: rendered },
    { tenant_id: fx.hotel.tenant, property_id: fx.hotel.property },
  );
  return {
    booking,
    rendered,
    event,
    count: hotelWide ? undefined : { hold: false, holdLimit: 10, bookingLimit },
  };
};

describe("a stay's booking, written by one statement: what it answers and writes", () => {
  it("answers the booking as stored: its replay, its read and its event say the same, on a new guest with a hold and on an existing guest", async () => {
    const key = `key_${uniq()}`;
    const idem = uniq();
    const heldBody = { ...fx.hotel.stay(fx.unit()), adults: 2, guest, hold_minutes: 15 };
    const held = await create(key, heldBody, idem);
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    expect(held.body.data.hold_expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(held.body.data.guest).toMatchObject(guest);
    const known = { first_name: "Bo", last_name: "Li", email: "bo.li@example.com" };
    const existing = await fx.h.call(
      bookingOps.createGuest,
      { property_id: fx.hotel.property, guest: known },
      fx.hotel.merchant,
    );
    const onGuest = await create(key, {
      ...fx.hotel.stay(fx.unit()),
      adults: 1,
      guest_id: existing.body.data.id,
    });
    expect(onGuest.status, JSON.stringify(onGuest.body)).toBe(201);
    expect(onGuest.body.data.guest).toEqual({ id: existing.body.data.id, ...known });
    for (const made of [held, onGuest]) {
      const id = made.body.data.id;
      const read = await fx.h.call(bookingOps.get, { booking_id: id }, fx.hotel.partner(key));
      expect(read.body.data).toEqual(made.body.data);
      expect(await eventsOf(id)).toEqual([
        expect.objectContaining({ type: "booking.created", data: { booking: made.body.data } }),
      ]);
    }
    const replay = await create(key, heldBody, idem);
    expect(replay.headers).toMatchObject({ "Idempotent-Replayed": "true" });
    expect(replay.body.data).toEqual(held.body.data);
  });

  it("answers a hotel's confirmed booking as stored, its confirmation time included", async () => {
    const made = await fx.h.call(
      bookingOps.merchantCreate,
      { property_id: fx.hotel.property, booking: { ...fx.hotel.stay(fx.unit()), adults: 2, guest } as never },
      fx.hotel.merchant,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.confirmed_at).toBe(made.body.data.created_at);
    const id = made.body.data.id;
    const read = await fx.h.call(bookingOps.get, { booking_id: id }, readAll(`key_${uniq()}`));
    expect(read.body.data).toEqual(made.body.data);
    expect((await eventsOf(id))[0].data.booking).toEqual(made.body.data);
  });

  it("writes the booking, its answer and its event in one statement, whose last step, the key's count, is what waits on the key's lock", async () => {
    const key = `key_${uniq()}`;
    const unlock = await lockKey(key);
    const answer = create(key, { ...fx.hotel.stay(fx.unit()), adults: 2, guest });
    const waiting = await eventually(async () => {
      const { rows } = await fx.h.db.query(
        `SELECT query,
                (SELECT count(*)::int FROM booking.bookings b WHERE b.created_by_key = $1) AS bookings_seen
           FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event = 'advisory' AND query LIKE '%record_booking%'`,
        [key],
      );
      if (rows.length !== 1) throw new Error(`${rows.length} booking statements waiting`);
      return rows[0];
    });
    await unlock();
    expect(waiting).toEqual({
      // Values travel as parameters: the text Postgres would log for a refused booking names no guest.
      query: "SELECT * FROM booking.record_bookings($1, $2)",
      bookings_seen: 0, // written but not committed while the count waits
    });
    expect((await answer).status).toBe(201);
  });
});

describe("a stay's booking, written by one statement: a key's lock held past the bound", () => {
  it("a key's lock held past the bound: 503, nothing booked, and the retry of its Idempotency-Key books the room", async () => {
    const key = `key_${uniq()}`;
    const body = { ...fx.hotel.stay(fx.unit()), adults: 2, guest };
    const idem = uniq();
    const unlock = await lockKey(key);
    let refused: Awaited<ReturnType<typeof create>>;
    try {
      refused = await create(key, body, idem);
    } finally {
      await unlock();
    }
    expect(refused.status, JSON.stringify(refused.body)).toBe(503);
    expect(refused.body.error_code).toBe("SERVICE_UNAVAILABLE");
    const { rows } = await fx.h.db.query(
      "SELECT count(*)::int AS n FROM booking.bookings WHERE created_by_key = $1",
      [key],
    );
    expect(rows[0].n).toBe(0);
    // The room was given back and the Idempotency-Key's lease ended: the retry books it, once.
    const retry = await create(key, body, idem);
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    const after = await fx.h.db.query(
      "SELECT count(*)::int AS n FROM booking.bookings WHERE created_by_key = $1",
      [key],
    );
    expect(after.rows[0].n).toBe(1);
  });
});

describe("a stay's booking, written by one statement: an Idempotency-Key taken over", () => {
  it("an attempt whose Idempotency-Key was taken over meanwhile writes nothing and answers IDEMPOTENCY_IN_FLIGHT; the attempt that took it over books", async () => {
    const key = `key_${uniq()}`;
    const idem = uniq();
    const body = { ...fx.hotel.stay(fx.unit()), adults: 2, guest };
    const gate = () => {
      let open!: () => void;
      const promise = new Promise<void>((r) => {
        open = r;
      });
      return { promise, open };
    };
    const gates = [gate(), gate()];
    let reached = 0;
    // Each attempt, allocated, stops before its booking statement until the test lets it go.
    faults.arm("booking.saga.before-transaction", () => gates[reached++]!.promise);
    const first = create(key, body, idem);
    await eventually(() => expect(reached).toBe(1));
    // Past the lease, a retry may take the key over (the same booking id): make it so without waiting.
    await fx.h.db.query(
      "UPDATE booking.idempotency SET lease_until = now() - interval '1 millisecond' WHERE key_id = $1 AND idempotency_key = $2",
      [key, idem],
    );
    const retry = create(key, body, idem);
    await eventually(() => expect(reached).toBe(2));
    gates[0]!.open();
    const late = await first;
    expect(late.status, JSON.stringify(late.body)).toBe(409);
    expect(late.body.error_code).toBe("IDEMPOTENCY_IN_FLIGHT");
    expect(await bookingsOf(key)).toBe(0);
    gates[1]!.open();
    const won = await retry;
    expect(won.status, JSON.stringify(won.body)).toBe(201);
    expect(await bookingsOf(key)).toBe(1);
    expect((await eventsOf(won.body.data.id)).map((e) => e.type)).toEqual(["booking.created"]);
  });
});

describe("a stay's booking, written by one statement: several stays at once", () => {
  it("writes several stays' bookings in one statement, each decided alone: past its key's ceiling one is undone and refused, and the others commit", async () => {
    const [capped, other] = [`key_${uniq()}`, `key_${uniq()}`];
    // No allocation is made: the statement writes the booking service's side alone.
    const unit = fx.hotel.units[0]!;
    const items = [
      ...Array.from({ length: 5 }, () => item(capped, unit)),
      item(other, unit),
      item(other, unit, { hotelWide: true }),
    ];
    const answers = await recordBookings(fx.h.db, items, 1000);
    const refused = answers.filter((a) => a instanceof Error);
    expect(refused).toHaveLength(2);
    for (const err of refused)
      expect(ceilingRefusal(err)).toMatchObject({ code: "KEY_BOOKING_QUOTA_EXCEEDED", used: 3 });
    // The three first of the capped key in the items' order, and both of the other: booked, as answered.
    expect(answers.map((a) => a instanceof Error)).toEqual([false, false, false, true, true, false, false]);
    const { rows } = await fx.h.db.query("SELECT id FROM booking.bookings WHERE id = ANY ($1) ORDER BY id", [
      items.map((i) => i.booking.id),
    ]);
    const booked = answers.flatMap((a, i) => (a instanceof Error ? [] : [items[i]!.booking.id]));
    expect(rows.map((r) => r.id)).toEqual([...booked].sort());
    const outcomes = await fx.h.db.query(
      "SELECT count(*)::int AS n FROM booking.saga_outcomes WHERE booking_id = ANY ($1)",
      [items.map((i) => i.booking.id)],
    );
    expect(outcomes.rows[0].n).toBe(5); // a refused booking's outcome row was undone with it
    for (const id of booked) expect(await eventsOf(id)).toHaveLength(1);
  });

  it("keeps an id's outcome row when one of its two items in a statement is written, and takes it away when neither is", async () => {
    const unit = fx.hotel.units[0]!;
    const outcomeOf = async (id: string) =>
      (await fx.h.db.query("SELECT outcome FROM booking.saga_outcomes WHERE booking_id = $1", [id])).rows[0]
        ?.outcome;
    // The same id twice (a retry took the key over): the first is written, the second meets it.
    const kept = item(`key_${uniq()}`, unit);
    const [written, twice] = await recordBookings(
      fx.h.db,
      [kept, { ...kept, event: { ...kept.event, id: `evt_${uniq()}` } }],
      1000,
    );
    expect(written).not.toBeInstanceOf(Error);
    expect(twice).toBeInstanceOf(Error);
    expect(await outcomeOf(kept.booking.id)).toBe("booked");
    // The same id twice, each refused by its key's ceiling: no booking, no outcome.
    const id = `bkg_${uniq()}`;
    const refused = await recordBookings(
      fx.h.db,
      [
        item(`key_${uniq()}`, unit, { id, bookingLimit: 0 }),
        item(`key_${uniq()}`, unit, { id, bookingLimit: 0 }),
      ],
      1000,
    );
    expect(refused.map((r) => ceilingRefusal(r)?.code)).toEqual([
      "KEY_BOOKING_QUOTA_EXCEEDED",
      "KEY_BOOKING_QUOTA_EXCEEDED",
    ]);
    expect(await outcomeOf(id)).toBeUndefined();
  });
});
