import { describe, expect, it } from "vitest";
import {
  act,
  asPartner,
  call,
  freshUnit,
  get,
  holder,
  made,
  occupant,
  pay,
  reader,
  room,
  sql,
  useGroupsHotel,
} from "./support/groups-hotel.js";

/** A group of two rooms whose occupants pay their own, with the accounts it starts with. */
async function groupOfTwoOccupants() {
  const group = await made({
    billing_rule: "occupants_pay_own",
    rooms: [
      room(freshUnit(), 110, { occupant: occupant(1) }),
      room(freshUnit(), 110, { occupant: occupant(2) }),
    ],
  });
  const [m1, m2] = group.members.map((m: { booking_id: string }) => m.booking_id);
  const [acc1, acc2] = group.accounts.map((a: { id: string }) => a.id);
  expect(group.accounts).toEqual([
    {
      id: acc1,
      payer: { name: "Guest1 Lee", email: occupant(1).email },
      charged: 200,
      paid: 0,
      refunded: 0,
      balance_due: 200,
    },
    {
      id: acc2,
      payer: { name: "Guest2 Lee", email: occupant(2).email },
      charged: 200,
      paid: 0,
      refunded: 0,
      balance_due: 200,
    },
  ]);
  return { group, m1, m2, acc1 };
}

/** Each member's [balance_due, payment_status], as the group shows them. */
const members = async (groupId: string) =>
  (await get(groupId)).members.map((m: { balance_due: number; payment_status: string }) => [
    m.balance_due,
    m.payment_status,
  ]);
/** A member booking's [balance_due, payment_status], as a partner key reads it. */
const partner = async (id: string) => {
  const b = await asPartner(id);
  return [b.balance_due, b.payment_status];
};

/** The first occupant pays in two parts, both refunded (none over what was paid); the second pays nothing. */
async function occupantsPayAndAreRefunded(groupId: string, acc1: string, m1: string, m2: string) {
  const p1 = await pay(groupId, acc1, 50.25);
  expect(p1.status, JSON.stringify(p1.body)).toBe(201);
  expect(p1.body.data).toMatchObject({
    id: expect.stringMatching(/^pay_/),
    account_id: acc1,
    amount: 50.25,
    method: "card",
  });
  expect(await members(groupId)).toEqual([
    [149.75, "partially_paid"],
    [200, "unpaid"],
  ]);
  expect(await partner(m1)).toEqual([149.75, "partially_paid"]);
  expect(await partner(m2)).toEqual([200, "unpaid"]);

  const p2 = await pay(groupId, acc1, 149.75);
  expect(p2.status).toBe(201);
  expect(await partner(m1)).toEqual([0, "paid"]);

  const tooMuch = await act(groupId, "POST", "refunds", { payment_id: p1.body.data.id, amount: 50.26 });
  expect(tooMuch.status).toBe(422);
  expect(tooMuch.body.error_code).toBeUndefined();
  expect(Object.keys(tooMuch.body.errors)).toEqual(["amount"]);
  const r1 = await act(groupId, "POST", "refunds", { payment_id: p1.body.data.id, amount: 50.25 });
  expect(r1.status, JSON.stringify(r1.body)).toBe(201);
  expect(r1.body.data).toMatchObject({
    id: expect.stringMatching(/^rfd_/),
    payment_id: p1.body.data.id,
    account_id: acc1,
    amount: 50.25,
  });
  expect(await partner(m1)).toEqual([50.25, "partially_paid"]);
  const again = await act(groupId, "POST", "refunds", { payment_id: p1.body.data.id, amount: 0.01 });
  expect(again.status).toBe(422);
  expect(Object.keys(again.body.errors)).toEqual(["amount"]);
  const r2 = await act(groupId, "POST", "refunds", { payment_id: p2.body.data.id, amount: 149.75 });
  expect(r2.status).toBe(201);
  expect(await partner(m1)).toEqual([200, "refunded"]);
  expect(await partner(m2)).toEqual([200, "unpaid"]);
  expect((await get(groupId)).totals).toEqual({
    charged: 400,
    paid: 200,
    refunded: 200,
    balance_due: 400,
  });
  return p1;
}

/** Booking groups through the gateway: payments and refunds on the group's accounts, and the balance on each booking. */
describe("booking groups", () => {
  useGroupsHotel();

  describe("money", () => {
    it("a member's GET answers 200, never 304, once a payment moved its balance (its version stays)", async () => {
      const { group, m1, acc1 } = await groupOfTwoOccupants();
      const read = (headers: Record<string, string> = {}) =>
        call("GET", `/api/v1/bookings/${m1}`, { token: reader.secret, headers });
      const first = await read();
      const etag = first.headers.get("etag")!;
      expect(etag).toBe(`"${first.body.data.version}"`);
      expect((await pay(group.id, acc1, 50)).status).toBe(201);
      const again = await read({ "if-none-match": etag });
      expect(again.status).toBe(200);
      expect(again.headers.get("etag")).toBe(etag);
      expect([again.body.data.balance_due, again.body.data.payment_status]).toEqual([150, "partially_paid"]);
    });

    it("payments and refunds move balance_due and payment_status on the right bookings", async () => {
      const { group, m1, m2, acc1 } = await groupOfTwoOccupants();
      const p1 = await occupantsPayAndAreRefunded(group.id, acc1, m1, m2);

      // Every payment and refund is a row of its own, never edited.
      const rows = await sql(
        "SELECT (SELECT count(*)::int FROM booking.group_payments WHERE group_id = $1) AS payments, (SELECT count(*)::int FROM booking.group_refunds WHERE group_id = $1) AS refunds",
        [group.id],
      );
      expect(rows.rows[0]).toEqual({ payments: 2, refunds: 2 });
      await expect(
        sql("UPDATE booking.group_payments SET amount_minor = 1 WHERE id = $1", [p1.body.data.id]),
      ).rejects.toThrow(/never edited/);

      // The holder takes over: occupants owe nothing; the holder's payment covers the rooms in order.
      const billing = await act(group.id, "PUT", "billing", { billing_rule: "holder_pays_all" });
      expect(billing.status).toBe(200);
      const holderAccount = billing.body.data.accounts.find(
        (a: { payer: unknown }) => JSON.stringify(a.payer) === JSON.stringify(holder),
      );
      expect(holderAccount).toMatchObject({ charged: 400, paid: 0, balance_due: 400 });
      expect(await partner(m1)).toEqual([0, "refunded"]);
      expect(await partner(m2)).toEqual([0, "unpaid"]);
      expect((await pay(group.id, holderAccount.id, 300)).status).toBe(201);
      expect(await members(group.id)).toEqual([
        [0, "paid"],
        [0, "partially_paid"],
      ]);
      expect(await partner(m2)).toEqual([0, "partially_paid"]);

      // A payer shares what the holder is charged, in equal parts.
      const withPayer = await act(group.id, "PUT", "billing", {
        billing_rule: "holder_pays_all",
        payers: [{ name: "Acme Finance", email: "finance@acme.example" }],
      });
      expect(withPayer.status, JSON.stringify(withPayer.body)).toBe(200);
      const shares = withPayer.body.data.accounts
        .filter((a: { charged: number }) => a.charged > 0)
        .map((a: { payer: { email: string }; charged: number }) => [a.payer.email, a.charged]);
      expect(shares).toEqual([
        [holder.email, 200],
        ["finance@acme.example", 200],
      ]);
      const payerAccount = (body: { data: { accounts: { id: string; payer: { email: string } }[] } }) =>
        body.data.accounts.find((a) => a.payer.email.toLowerCase() === "finance@acme.example");
      // Named again (same email, any case), the payer keeps its account; left out, it is no longer charged.
      const renamed = await act(group.id, "PUT", "billing", {
        billing_rule: "holder_pays_all",
        payers: [{ name: "Acme Finance Dept", email: "FINANCE@acme.example" }],
      });
      expect(payerAccount(renamed.body)).toMatchObject({
        id: payerAccount(withPayer.body)!.id,
        payer: { name: "Acme Finance Dept" },
        charged: 200,
      });
      const none = await act(group.id, "PUT", "billing", { billing_rule: "holder_pays_all", payers: [] });
      expect(payerAccount(none.body)).toBeUndefined();
      expect(none.body.data.totals).toMatchObject({
        charged: 400,
        paid: 500,
        refunded: 200,
        balance_due: 100,
      });
    });

    it("refuses amounts that are not positive with at most 2 decimals, and accounts or payments of another group", async () => {
      const group = await made({ rooms: [room(freshUnit(), 120)] });
      const other = await made({ rooms: [room(freshUnit(), 120)] });
      const account = group.accounts[0].id;
      for (const amount of [0, -5, 10.005]) {
        const res = await pay(group.id, account, amount);
        expect(res.status).toBe(422);
        expect(Object.keys(res.body.errors)).toEqual(["amount"]);
      }
      const foreign = await pay(group.id, other.accounts[0].id, 10);
      expect(foreign.status).toBe(422);
      expect(Object.keys(foreign.body.errors)).toEqual(["account_id"]);
      const otherPayment = (await pay(other.id, other.accounts[0].id, 10)).body.data.id;
      const refund = await act(group.id, "POST", "refunds", { payment_id: otherPayment, amount: 1 });
      expect(refund.status).toBe(422);
      expect(Object.keys(refund.body.errors)).toEqual(["payment_id"]);
    });
  });
});
