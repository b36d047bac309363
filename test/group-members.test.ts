import { describe, expect, it } from "vitest";
import {
  act,
  asPartner,
  call,
  freshUnit,
  get,
  liveAllocations,
  made,
  occupant,
  property,
  room,
  tenant,
  useGroupsHotel,
} from "./support/groups-hotel.js";

/** Booking groups through the gateway: the rooming list, members added and removed, and the status derived from them. */
useGroupsHotel();

describe("booking groups: rooming list and members", () => {
  it("changes occupants through the rooming list", async () => {
    const group = await made({
      billing_rule: "occupants_pay_own",
      rooms: [
        room(freshUnit(), 70, { occupant: occupant(1) }),
        room(freshUnit(), 70, { occupant: occupant(2) }),
      ],
    });
    const [m1, m2] = group.members.map((m: { booking_id: string }) => m.booking_id);
    const res = await act(group.id, "PUT", "rooming-list", {
      members: [{ booking_id: m2, occupant: occupant(9) }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.members.map((m: { occupant: unknown }) => m.occupant)).toEqual([
      occupant(1),
      occupant(9),
    ]);
    // The occupant pays their own: their account now bills them.
    expect(res.body.data.accounts.map((a: { payer: unknown }) => a.payer)).toEqual([
      { name: "Guest1 Lee", email: occupant(1).email },
      { name: "Guest9 Lee", email: occupant(9).email },
    ]);
    expect((await asPartner(m2)).guest).toMatchObject(occupant(9));
    expect((await asPartner(m1)).guest).toMatchObject(occupant(1));

    const stranger = await act(group.id, "PUT", "rooming-list", {
      members: [{ booking_id: "bkg_nope", occupant: occupant(3) }],
    });
    expect(stranger.status).toBe(422);
    expect(Object.keys(stranger.body.errors)).toEqual(["members.0.booking_id"]);
    expect((await get(group.id)).members[1].occupant).toEqual(occupant(9));
  });

  it("adds a member (201) and removes one: its booking is cancelled (reason hotel) and the room is free again", async () => {
    const group = await made({ rooms: [room(freshUnit(), 80)] });
    const unit = freshUnit();
    const added = await act(group.id, "POST", "members", room(unit, 80, { occupant: occupant(5) }));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data.members).toHaveLength(2);
    const newcomer = added.body.data.members[1];
    expect(newcomer).toMatchObject({ occupant: occupant(5), status: "pending", total_price: 200 });
    expect(added.body.data.totals.charged).toBe(400);
    expect(await liveAllocations(unit)).toEqual([newcomer.booking_id]);

    // The same room again cannot be had: refused, naming it, and the group is unchanged.
    const twice = await act(group.id, "POST", "members", room(unit, 80));
    expect(twice.status).toBe(409);
    expect(twice.body.error_code).toBe("UNIT_NOT_AVAILABLE");
    expect(twice.body.message).toContain(unit);
    expect((await get(group.id)).members).toHaveLength(2);

    const removed = await act(group.id, "DELETE", `members/${newcomer.booking_id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data.members[1]).toMatchObject({
      booking_id: newcomer.booking_id,
      status: "cancelled",
      balance_due: 0,
    });
    expect(removed.body.data.totals.charged).toBe(200);
    expect(await liveAllocations(unit)).toEqual([]);
    expect(await asPartner(newcomer.booking_id)).toMatchObject({
      status: "cancelled",
      cancellation_reason: "hotel",
    });
    // Again: nothing more to do.
    expect((await act(group.id, "DELETE", `members/${newcomer.booking_id}`)).status).toBe(200);
    const notMember = await act(group.id, "DELETE", "members/bkg_nope");
    expect(notMember.status).toBe(404);
    expect(notMember.body.error_code).toBe("BOOKING_NOT_FOUND");
  });
});

describe("booking groups: status", () => {
  it("is derived: tentative, confirmed, in house on check-in, completed when all left", async () => {
    const group = await made({
      rooms: [room(freshUnit(), 90), room(freshUnit(), 90), room(freshUnit(), 90)],
    });
    const [a, b, c] = group.members.map((m: { booking_id: string }) => m.booking_id);
    expect(group.status).toBe("tentative");
    const confirmed = await act(group.id, "POST", "confirm");
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.status).toBe("confirmed");
    expect(confirmed.body.data.members.map((m: { status: string }) => m.status)).toEqual([
      "confirmed",
      "confirmed",
      "confirmed",
    ]);
    expect((await asPartner(a)).confirmed_at).not.toBeNull();

    const stay = (id: string, verb: string) =>
      call("POST", `/api/merchant/properties/${property}/bookings/${id}/${verb}`, { token: tenant.token });
    expect((await stay(a, "check-in")).status).toBe(200);
    expect((await get(group.id)).status).toBe("in_house");

    // Cancelling the group leaves the guest in house and cancels the others.
    const cancelled = await act(group.id, "POST", "cancel");
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.members.map((m: { status: string }) => m.status)).toEqual([
      "checked_in",
      "cancelled",
      "cancelled",
    ]);
    expect(cancelled.body.data.status).toBe("in_house");
    for (const id of [b, c]) expect((await asPartner(id)).cancellation_reason).toBe("hotel");
    const started = await act(group.id, "DELETE", `members/${a}`);
    expect(started.status).toBe(422);
    expect(started.body.error_code).toBe("BOOKING_NOT_CANCELLABLE");

    expect((await stay(a, "check-out")).status).toBe(200);
    expect((await get(group.id)).status).toBe("completed");
  });

  it("is cancelled once every member is; confirm then has nothing to act on", async () => {
    const units2 = [freshUnit(), freshUnit()];
    const group = await made({ rooms: units2.map((u) => room(u, 100)) });
    const res = await act(group.id, "POST", "cancel");
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("cancelled");
    expect(res.body.data.totals).toEqual({ charged: 0, paid: 0, refunded: 0, balance_due: 0 });
    for (const u of units2) expect(await liveAllocations(u)).toEqual([]);
    const confirm = await act(group.id, "POST", "confirm");
    expect(confirm.status).toBe(200);
    expect(confirm.body.data.status).toBe("cancelled");
  });
});
