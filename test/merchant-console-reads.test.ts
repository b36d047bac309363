import { describe, expect, it } from "vitest";
import { booker, guest } from "./support/booking.js";
import { eventually } from "./support/hotel.js";
import { inDays } from "./support/inventory.js";
import {
  call,
  freshUnit,
  merchantBook,
  partner,
  path,
  rt,
  stay,
  stayAction,
  stranger,
  tenant,
  useMerchantBookings,
} from "./support/merchant-bookings.js";

/** The hotel's reads and its cancel that its console relies on: booking search, one booking, sale blocks, housekeeping, a key's log by status class. */
useMerchantBookings();

const ids = (body: { data: { id: string }[] }) => body.data.map((b) => b.id);
const search = (query: string, token = tenant.token) =>
  call("GET", path(`bookings?${query.includes("limit=") ? "" : "limit=100&"}${query}`), { token });

describe("merchant bookings: search and detail", () => {
  it("finds bookings by part of the guest's name in any case, by status and by stay dates", async () => {
    const marta = { ...guest, first_name: "Marta", last_name: "Quintana-Ruiz" };
    const early = await merchantBook({ ...stay(freshUnit(), 50, 2), guest: marta });
    const late = await merchantBook({ ...stay(freshUnit(), 60, 3), guest: marta, status: "pending" });
    const other = await merchantBook(stay(freshUnit(), 50, 2));
    for (const r of [early, late, other]) expect(r.status, JSON.stringify(r.body)).toBe(201);

    expect(ids((await search("guest=quintana")).body).sort()).toEqual(
      [early.body.data.id, late.body.data.id].sort(),
    );
    expect(ids((await search("guest=MARTA%20QUINT")).body)).toHaveLength(2);
    expect(ids((await search("guest=Quintana-Ruiz%20Marta")).body)).toHaveLength(2);
    // Wildcards are taken literally.
    expect((await search("guest=%25")).body.data).toEqual([]);
    expect(ids((await search("guest=quintana&status=pending")).body)).toEqual([late.body.data.id]);
    // Stays meeting [from, to): the early one ends on day 52, the late one starts on day 60.
    expect(ids((await search(`guest=quintana&from=${inDays(51)}&to=${inDays(55)}`)).body)).toEqual([
      early.body.data.id,
    ]);
    expect((await search(`guest=quintana&from=${inDays(52)}&to=${inDays(60)}`)).body.data).toEqual([]);
    expect(ids((await search(`guest=quintana&from=${inDays(62)}`)).body)).toEqual([late.body.data.id]);
  });

  it("pages a search with cursors bound to it, and refuses a range that ends before it starts", async () => {
    const sam = { ...guest, first_name: "Sam", last_name: "Paginate" };
    for (let i = 0; i < 3; i++) await merchantBook({ ...stay(freshUnit(), 70, 1), guest: sam });
    const first = await search("guest=paginate&limit=2");
    expect(first.body.data).toHaveLength(2);
    const cursor = encodeURIComponent(first.body.next_cursor);
    const second = await call("GET", path(`bookings?guest=paginate&limit=2&cursor=${cursor}`), {
      token: tenant.token,
    });
    expect(second.body.data).toHaveLength(1);
    expect(second.body.next_cursor).toBeNull();
    const elsewhere = await call("GET", path(`bookings?guest=other&limit=2&cursor=${cursor}`), {
      token: tenant.token,
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.error_code).toBe("INVALID_CURSOR");
    const backwards = await search(`from=${inDays(10)}&to=${inDays(10)}`);
    expect(backwards.status).toBe(422);
    expect(Object.keys(backwards.body.errors)).toEqual(["to"]);
    const badStatus = await search("status=lost");
    expect(badStatus.status).toBe(422);
    expect(Object.keys(badStatus.body.errors)).toEqual(["status"]);
  });

  it("reads one booking of any channel; another hotel gets 404 BOOKING_NOT_FOUND", async () => {
    const made = await booker(call, partner.secret)(stay(freshUnit()));
    expect(made.status).toBe(201);
    const read = await call("GET", path(`bookings/${made.body.data.id}`), { token: tenant.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: made.body.data.id, origin: "api", guest });
    const foreign = await call("GET", path(`bookings/${made.body.data.id}`), { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_code).toBe("BOOKING_NOT_FOUND");
  });
});

describe("merchant bookings: the hotel's cancel", () => {
  it("cancels a booking of any channel (reason hotel) and returns its room to sale; a repeat answers it as it is", async () => {
    const unit = freshUnit();
    const made = await booker(call, partner.secret)(stay(unit, 80));
    expect(made.status).toBe(201);
    const cancel = () => call("POST", path(`bookings/${made.body.data.id}/cancel`), { token: tenant.token });
    const first = await cancel();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ status: "cancelled", cancellation_reason: "hotel" });
    const again = await cancel();
    expect(again.status).toBe(200);
    expect(again.body.data.cancelled_at).toBe(first.body.data.cancelled_at);
    // The room is free again: the same stay can be sold.
    await eventually("the room to be sold again", async () => {
      const res = await merchantBook(stay(unit, 80));
      return res.status === 201 ? true : undefined;
    });
  });

  it("refuses a started stay (422 BOOKING_NOT_CANCELLABLE) and another hotel's booking (404)", async () => {
    const made = await merchantBook({
      ...stay(freshUnit(), 0, 1),
      start_date: inDays(0),
      end_date: inDays(1),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await stayAction(made.body.data.id, "check-in")).status).toBe(200);
    const started = await call("POST", path(`bookings/${made.body.data.id}/cancel`), { token: tenant.token });
    expect(started.status).toBe(422);
    expect(started.body.error_code).toBe("BOOKING_NOT_CANCELLABLE");
    const other = await merchantBook(stay(freshUnit()));
    const foreign = await call("POST", path(`bookings/${other.body.data.id}/cancel`), {
      token: stranger.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_code).toBe("BOOKING_NOT_FOUND");
  });
});

describe("merchant inventory: sale blocks and housekeeping listed", () => {
  it("lists the property's sale blocks, all or those meeting [from, to)", async () => {
    const unit = freshUnit();
    const block = (from: number, to: number, room?: string) =>
      call("POST", path("sale-blocks"), {
        token: tenant.token,
        body: { unit_id: room ? rt.id : unit, room_id: room, start_date: inDays(from), end_date: inDays(to) },
      });
    const a = await block(100, 103);
    const b = await block(110, 111, rt.rooms[0]!.id);
    expect([a.status, b.status]).toEqual([201, 201]);
    const all = await call("GET", path("sale-blocks"), { token: tenant.token });
    expect(all.status).toBe(200);
    expect(all.body.next_cursor).toBeNull();
    expect(all.body.data).toEqual(expect.arrayContaining([a.body.data, b.body.data]));
    const range = await call("GET", path(`sale-blocks?from=${inDays(103)}&to=${inDays(111)}`), {
      token: tenant.token,
    });
    expect(ids(range.body)).toEqual([b.body.data.id]);
    const foreign = await call("GET", path("sale-blocks"), { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_code).toBe("PROPERTY_NOT_FOUND");
  });

  it("lists the housekeeping of every unit and room", async () => {
    const room = rt.rooms[0]!.id;
    const set = await call("PUT", path(`units/${rt.id}/housekeeping`), {
      token: tenant.token,
      body: { status: "dirty", room_id: room },
    });
    expect(set.status).toBe(200);
    const list = await call("GET", path("housekeeping"), { token: tenant.token });
    expect(list.status).toBe(200);
    const entry = list.body.data.find((h: { unit_id: string }) => h.unit_id === rt.id);
    expect(entry.rooms).toEqual([{ id: room, status: "dirty" }]);
    expect(list.body.data.length).toBeGreaterThan(20);
  });
});

describe("merchant keys: the request log by status class", () => {
  it("keeps only the answers of the class asked for, and pages within it", async () => {
    const get = (p: string) => call("GET", p, { token: partner.secret });
    expect((await get("/api/v1/bookings")).status).toBe(200);
    expect((await get("/api/v1/bookings/bkg_nope")).status).toBe(404);
    expect((await get("/api/v1/bookings/bkg_gone")).status).toBe(404);
    const log = (query: string) =>
      call("GET", `/api/merchant/keys/${partner.id}/requests?${query}`, { token: tenant.token });
    const missing = await eventually("the 404s in the log", async () => {
      const res = await log("status_class=4xx&limit=1");
      return res.body.data.length === 1 && res.body.next_cursor ? res : undefined;
    });
    expect(missing.body.data[0].status).toBe(404);
    const next = await log(`status_class=4xx&limit=1&cursor=${encodeURIComponent(missing.body.next_cursor)}`);
    expect(next.body.data.map((r: { status: number }) => r.status)).toEqual([404]);
    const ok = await log("status_class=2xx&limit=100");
    expect(ok.body.data.length).toBeGreaterThan(0);
    expect(ok.body.data.every((r: { status: number }) => r.status >= 200 && r.status < 300)).toBe(true);
    const bad = await log("status_class=6xx");
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(["status_class"]);
  });
});
