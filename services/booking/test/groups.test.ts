import { groupOps } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import { HotelFixture, uniq } from "./harness.js";

const fx = new HotelFixture(16);

const holder = { name: "Ana Perez", email: "ana@example.com" };
const create = (rooms: number, code = `G-${uniq()}`) =>
  fx.h.call(
    groupOps.create,
    {
      property_id: fx.hotel.property,
      group: {
        code,
        holder,
        billing_rule: "holder_pays_all",
        rooms: Array.from({ length: rooms }, () => ({ ...fx.hotel.stay(fx.unit()), adults: 2 })),
      },
    },
    fx.hotel.merchant,
  );
const ids = (g: { group_id?: string; id: string }) => ({ property_id: fx.hotel.property, group_id: g.id });

describe("a hotel's booking groups over NATS: creating, paying and refunding", () => {
  it("creates a group with a pending member per room, the holder as occupant, and the holder charged for all", async () => {
    const res = await create(2);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const g = res.body.data;
    expect(g).toMatchObject({ holder, billing_rule: "holder_pays_all", status: "tentative" });
    expect(g.members).toHaveLength(2);
    for (const m of g.members)
      expect(m).toMatchObject({
        status: "pending",
        occupant: { first_name: "Ana", last_name: "Perez" },
        total_price: "200.00",
        balance_due: "0.00",
      });
    expect(g.totals).toEqual({ charged: "400.00", paid: "0.00", refunded: "0.00", balance_due: "400.00" });
    const got = await fx.h.call(groupOps.get, ids(g), fx.hotel.merchant);
    expect(got.body.data).toEqual(g);
  });

  it("refuses a code the property already has, and another hotel's group is not found", async () => {
    const code = `G-${uniq()}`;
    const first = await create(1, code);
    expect((await create(1, code)).body.error_code).toBe("GROUP_CODE_TAKEN");
    const stranger = { actor: "merchant" as const, tenant_id: `ten_${uniq()}` };
    const res = await fx.h.call(groupOps.get, ids(first.body.data), stranger);
    expect(res.status).toBe(404);
    expect(res.body.error_code).toBe("GROUP_NOT_FOUND");
  });

  it("records a payment and a refund on the holder's account, and refuses a refund beyond the payment", async () => {
    const g = (await create(1)).body.data;
    const account = g.accounts[0].id;
    const paid = await fx.h.call(
      groupOps.recordPayment,
      { ...ids(g), payment: { account_id: account, amount: "150", method: "card" } },
      fx.hotel.merchant,
    );
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ account_id: account, amount: "150.00", method: "card" });
    const refunded = await fx.h.call(
      groupOps.recordRefund,
      { ...ids(g), refund: { payment_id: paid.body.data.id, amount: "50.00" } },
      fx.hotel.merchant,
    );
    expect(refunded.body.data).toMatchObject({
      payment_id: paid.body.data.id,
      account_id: account,
      amount: "50.00",
    });
    const beyond = await fx.h.call(
      groupOps.recordRefund,
      { ...ids(g), refund: { payment_id: paid.body.data.id, amount: "100.01" } },
      fx.hotel.merchant,
    );
    expect(beyond.status).toBe(422);
    expect(beyond.body.errors).toEqual({
      amount: ["must not exceed what is left to refund of the payment (100.00)"],
    });
    const now = await fx.h.call(groupOps.get, ids(g), fx.hotel.merchant);
    expect(now.body.data.totals).toEqual({
      charged: "200.00",
      paid: "150.00",
      refunded: "50.00",
      balance_due: "100.00",
    });
  });
});

describe("a hotel's booking groups over NATS: members and pages", () => {
  it("confirms every pending member, then cancels them all", async () => {
    const g = (await create(2)).body.data;
    const confirmed = await fx.h.call(groupOps.confirm, ids(g), fx.hotel.merchant);
    expect(confirmed.body.data.status).toBe("confirmed");
    expect(confirmed.body.data.members.map((m: { status: string }) => m.status)).toEqual([
      "confirmed",
      "confirmed",
    ]);
    const cancelled = await fx.h.call(groupOps.cancel, ids(g), fx.hotel.merchant);
    expect(cancelled.body.data.status).toBe("cancelled");
    expect(cancelled.body.data.totals.charged).toBe("0.00");
  });

  it("adds a member on a new room and removes one, whose room then returns to sale", async () => {
    const g = (await create(1)).body.data;
    const room = { ...fx.hotel.stay(fx.unit()), adults: 1 };
    const added = await fx.h.call(groupOps.addMember, { ...ids(g), room }, fx.hotel.merchant);
    expect(added.status).toBe(201);
    expect(added.body.data.members).toHaveLength(2);
    const member = added.body.data.members[1].booking_id;
    const removed = await fx.h.call(
      groupOps.removeMember,
      { ...ids(g), booking_id: member },
      fx.hotel.merchant,
    );
    expect(removed.body.data.members[1].status).toBe("cancelled");
    const again = await fx.h.call(groupOps.addMember, { ...ids(g), room }, fx.hotel.merchant);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it("pages the property's groups newest first and refuses another list's cursor", async () => {
    const made: string[] = [];
    for (let i = 0; i < 2; i++) made.push((await create(1)).body.data.id);
    const first = await fx.h.call(
      groupOps.list,
      { property_id: fx.hotel.property, limit: 1 },
      fx.hotel.merchant,
    );
    expect(first.body.data.map((g: { id: string }) => g.id)).toEqual([made[1]]);
    const second = await fx.h.call(
      groupOps.list,
      { property_id: fx.hotel.property, limit: 1, cursor: first.body.next_cursor },
      fx.hotel.merchant,
    );
    expect(second.body.data.map((g: { id: string }) => g.id)).toEqual([made[0]]);
    const other = await fx.h.hotel(0);
    const borrowed = await fx.h.call(
      groupOps.list,
      { property_id: other.property, limit: 1, cursor: first.body.next_cursor },
      other.merchant,
    );
    expect(borrowed.body.error_code).toBe("INVALID_CURSOR");
  });
});
