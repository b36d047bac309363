import { bookingOps } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import { guest, HotelFixture, uniq } from "./harness.js";

const fx = new HotelFixture(12);

const create = (key: string, body: Record<string, unknown>, idem = uniq(), hash = "h1") =>
  fx.h.call(
    bookingOps.create,
    { idempotency_key: idem, request_hash: hash, body: body as never },
    fx.hotel.partner(key),
  );

describe("a partner's bookings over NATS: create, confirm and cancel", () => {
  it("creates a pending booking on the key's property, replays it for the same Idempotency-Key, and refuses another body", async () => {
    const key = `key_${uniq()}`;
    const body = { ...fx.hotel.stay(fx.unit()), adults: 2, guest };
    const made = await create(key, body, "idem-1");
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({
      status: "pending",
      is_hold: false,
      property_id: fx.hotel.property,
      nights: 2,
      total_price: "200.00",
      balance_due: "200.00",
      payment_status: "unpaid",
      origin: "api",
      guest: { first_name: "Ana" },
    });
    expect(made.body.data.id).toMatch(/^bkg_/);
    const again = await create(key, body, "idem-1");
    expect(again).toMatchObject({ status: 201, headers: { "Idempotent-Replayed": "true" } });
    expect(again.body.data.id).toBe(made.body.data.id);
    const other = await create(key, { ...body, adults: 1 }, "idem-1", "h2");
    expect(other.status).toBe(409);
    expect(other.body.error_code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("confirms and cancels only the calling key's bookings; a cancelled booking owes nothing", async () => {
    const key = `key_${uniq()}`;
    const made = await create(key, { ...fx.hotel.stay(fx.unit()), adults: 1, guest });
    const id = made.body.data.id;
    const stranger = await fx.h.call(
      bookingOps.confirm,
      { booking_id: id },
      fx.hotel.partner(`key_${uniq()}`),
    );
    expect(stranger.status).toBe(404);
    expect(stranger.body.error_code).toBe("BOOKING_NOT_FOUND");
    const confirmed = await fx.h.call(bookingOps.confirm, { booking_id: id }, fx.hotel.partner(key));
    expect(confirmed.body.data.status).toBe("confirmed");
    const cancelled = await fx.h.call(bookingOps.cancel, { booking_id: id }, fx.hotel.partner(key));
    expect(cancelled.body.data).toMatchObject({
      status: "cancelled",
      cancellation_reason: "guest",
      balance_due: "0.00",
    });
    const twice = await fx.h.call(bookingOps.cancel, { booking_id: id }, fx.hotel.partner(key));
    expect(twice.status).toBe(200);
    expect(twice.body.data.cancelled_at).toBe(cancelled.body.data.cancelled_at);
  });

  it("a cancelled booking gives its room back: the same stay can be booked again", async () => {
    const key = `key_${uniq()}`;
    const stay = { ...fx.hotel.stay(fx.unit()), adults: 1, guest };
    const first = await create(key, stay);
    const taken = await create(key, stay);
    expect(taken.status).toBe(409);
    expect(taken.body.error_code).toBe("UNIT_NOT_AVAILABLE");
    await fx.h.call(bookingOps.cancel, { booking_id: first.body.data.id }, fx.hotel.partner(key));
    expect((await create(key, stay)).status).toBe(201);
  });
});

describe("a partner's bookings over NATS: reading, and the hold limit", () => {
  it("shows a key its own bookings, and all of the property's with bookings:read:all", async () => {
    const [mine, theirs] = [`key_${uniq()}`, `key_${uniq()}`];
    const a = await create(mine, { ...fx.hotel.stay(fx.unit()), adults: 1, guest });
    const b = await create(theirs, { ...fx.hotel.stay(fx.unit()), adults: 1, guest });
    const own = await fx.h.call(bookingOps.get, { booking_id: b.body.data.id }, fx.hotel.partner(mine));
    expect(own.status).toBe(404);
    const all = fx.hotel.partner(mine, ["bookings:read", "bookings:read:all"]);
    expect((await fx.h.call(bookingOps.get, { booking_id: b.body.data.id }, all)).status).toBe(200);
    const listed = await fx.h.call(bookingOps.list, { limit: 100 }, fx.hotel.partner(mine));
    expect(listed.body.data.map((x: { id: string }) => x.id)).toEqual([a.body.data.id]);
    const everything = await fx.h.call(bookingOps.list, { limit: 100 }, all);
    expect(everything.body.data.map((x: { id: string }) => x.id)).toContain(b.body.data.id);
  });

  it("pages newest first to the end, and refuses a cursor of another list or a forged one", async () => {
    const key = `key_${uniq()}`;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await create(key, { ...fx.hotel.stay(fx.unit()), adults: 1, guest })).body.data.id);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await fx.h.call(
        bookingOps.list,
        { limit: 2, ...(cursor ? { cursor } : {}) },
        fx.hotel.partner(key),
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((x: { id: string }) => x.id));
      if (!page.body.next_cursor) break;
      cursor = page.body.next_cursor;
    }
    expect(seen).toEqual([...ids].reverse());
    const first = await fx.h.call(bookingOps.list, { limit: 1 }, fx.hotel.partner(key));
    const borrowed = await fx.h.call(
      bookingOps.list,
      { limit: 1, cursor: first.body.next_cursor },
      fx.hotel.partner(`key_${uniq()}`),
    );
    expect(borrowed.body.error_code).toBe("INVALID_CURSOR");
    const [payload, mac] = first.body.next_cursor.split(".");
    const forged = await fx.h.call(
      bookingOps.list,
      { limit: 1, cursor: `${payload}x.${mac}` },
      fx.hotel.partner(key),
    );
    expect(forged.body.error_code).toBe("INVALID_CURSOR");
  });

  it("refuses a hold past the key's live-hold limit with its limit and Retry-After", async () => {
    const key = `key_${uniq()}`;
    const ctx = fx.hotel.partner(key, undefined, { max_live_holds: 1, max_bookings_per_24h: null });
    const hold = (u: string) =>
      fx.h.call(
        bookingOps.create,
        {
          idempotency_key: uniq(),
          request_hash: "h",
          body: { ...fx.hotel.stay(u), adults: 1, guest, hold_minutes: 5 },
        },
        ctx,
      );
    const first = await hold(fx.unit());
    expect(first.body.data).toMatchObject({ is_hold: true, hold_origin: "api" });
    const second = await hold(fx.unit());
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({ error_code: "KEY_HOLD_LIMIT_REACHED", limit: 1 });
    expect(Number(second.headers?.["Retry-After"])).toBeGreaterThan(0);
  });
});
