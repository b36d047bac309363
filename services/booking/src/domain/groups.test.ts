import type { BillingRule, BookingStatus } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import {
  type AccountFacts,
  accountLines,
  groupLedger,
  groupStatus,
  type MemberFacts,
  paymentStatus,
  spread,
} from "./groups.js";

describe("derived group status", () => {
  it.each<[string, BookingStatus[], string]>([
    ["every member cancelled", ["cancelled", "cancelled"], "cancelled"],
    ["no member at all", [], "cancelled"],
    ["every member a no-show or cancelled", ["no_show", "cancelled"], "cancelled"],
    ["a no-show beside confirmed members", ["no_show", "confirmed"], "confirmed"],
    ["every live member checked out", ["checked_out", "checked_out", "cancelled"], "completed"],
    ["one member checked in", ["confirmed", "checked_in", "pending"], "in_house"],
    ["some left, others still to arrive", ["checked_out", "confirmed"], "in_house"],
    ["checked in and checked out", ["checked_in", "checked_out"], "in_house"],
    ["every live member confirmed", ["confirmed", "confirmed", "cancelled"], "confirmed"],
    ["one confirmed member", ["confirmed"], "confirmed"],
    ["every member pending", ["pending", "pending"], "tentative"],
    ["partly confirmed", ["confirmed", "pending"], "tentative"],
    ["pending besides cancelled", ["pending", "cancelled"], "tentative"],
  ])("%s → %s", (_name, statuses, expected) => expect(groupStatus(statuses)).toBe(expected));
});

describe("spreading an account's money over its bookings", () => {
  it.each<[string, number[], number, number, number[], number[]]>([
    ["nothing paid", [100, 100], 0, 0, [0, 0], [0, 0]],
    ["fills the first booking first", [100, 100], 150, 0, [100, 50], [0, 0]],
    ["exactly everything", [100, 100], 200, 0, [100, 100], [0, 0]],
    ["an overpayment lands on the last booking", [100, 100], 250, 0, [100, 150], [0, 0]],
    ["refunds come back from the last booking first", [100, 100], 200, 120, [100, 100], [20, 100]],
    ["a refund of everything", [100, 100], 150, 150, [100, 50], [100, 50]],
    ["one booking takes it all", [0], 30, 10, [30], [10]],
    ["no booking keeps the money on the account", [], 30, 10, [], []],
  ])("%s", (_name, amounts, paid, refunded, expectedPaid, expectedRefunded) => {
    expect(spread(amounts, paid, refunded)).toEqual({ paid: expectedPaid, refunded: expectedRefunded });
  });
});

describe("payment status of a booking", () => {
  it.each<[number, number, number, string]>([
    [100, 0, 0, "unpaid"],
    [0, 0, 0, "unpaid"],
    [100, 40, 0, "partially_paid"],
    [100, 100, 0, "paid"],
    [100, 120, 0, "paid"],
    [100, 100, 30, "partially_paid"],
    [100, 100, 100, "refunded"],
    [0, 50, 0, "paid"],
    [0, 50, 50, "refunded"],
  ])("charged %i, paid %i, refunded %i → %s", (charged, paid, refunded, expected) =>
    expect(paymentStatus(charged, paid, refunded)).toBe(expected),
  );
});

// Three rooms (120.00, 80.00, 100.01), the holder, and an occupant account per room.
const members = (statuses: BookingStatus[] = ["pending", "pending", "pending"]): MemberFacts[] =>
  [12_000, 8_000, 10_001].map((total_minor, i) => ({
    booking_id: `b${i}`,
    status: statuses[i]!,
    total_minor,
  }));
const account = (over: Partial<AccountFacts> & Pick<AccountFacts, "id" | "kind">): AccountFacts => ({
  booking_id: null,
  retired: false,
  paid_minor: 0,
  refunded_minor: 0,
  ...over,
});
const accounts = (money: Record<string, [number, number]> = {}, extra: AccountFacts[] = []): AccountFacts[] =>
  [
    account({ id: "holder", kind: "holder" }),
    ...extra,
    ...[0, 1, 2].map((i) => account({ id: `occ${i}`, kind: "occupant", booking_id: `b${i}` })),
  ].map((a) => {
    const [paid_minor, refunded_minor] = money[a.id] ?? [0, 0];
    return { ...a, paid_minor, refunded_minor };
  });

const shown = (rule: BillingRule, m = members(), a = accounts()) =>
  groupLedger(rule, m, a).accounts.map((x) => [x.id, x.charged_minor]);
const perMember = (rule: BillingRule, m = members(), a = accounts()) =>
  groupLedger(rule, m, a).members.map((x) => [x.booking_id, x.balance_due_minor, x.payment_status]);

describe("what each billing rule charges", () => {
  it("holder_pays_all: one holder account charged every live room", () => {
    expect(shown("holder_pays_all")).toEqual([["holder", 30_001]]);
    expect(shown("holder_pays_all", members(["pending", "cancelled", "confirmed"]))).toEqual([
      ["holder", 22_001],
    ]);
  });

  it("occupants_pay_own: one account per live member, charged its own booking", () => {
    expect(shown("occupants_pay_own")).toEqual([
      ["occ0", 12_000],
      ["occ1", 8_000],
      ["occ2", 10_001],
    ]);
    expect(shown("occupants_pay_own", members(["pending", "cancelled", "confirmed"]))).toEqual([
      ["occ0", 12_000],
      ["occ2", 10_001],
    ]);
  });

  it("holder_pays_room: the holder is charged the rooms, each occupant their extras (none yet)", () => {
    expect(shown("holder_pays_room")).toEqual([
      ["holder", 30_001],
      ["occ0", 0],
      ["occ1", 0],
      ["occ2", 0],
    ]);
  });

  it("payers share the holder's part in equal parts, the odd minor units going to the holder", () => {
    const payers = [account({ id: "p1", kind: "payer" }), account({ id: "p2", kind: "payer" })];
    const ledger = groupLedger("holder_pays_all", members(), accounts({}, payers));
    expect(ledger.accounts.map((x) => [x.id, x.charged_minor])).toEqual([
      ["holder", 4_000 + 2_668 + 3_335],
      ["p1", 4_000 + 2_666 + 3_333],
      ["p2", 4_000 + 2_666 + 3_333],
    ]);
    expect(ledger.totals.charged_minor).toBe(30_001);
    // Under occupants_pay_own the holder's part is nothing: the payers are shown, charged 0.
    expect(shown("occupants_pay_own", members(), accounts({}, payers)).slice(0, 2)).toEqual([
      ["p1", 0],
      ["p2", 0],
    ]);
  });

  it("a retired payer is no longer charged, and is shown only while it holds money", () => {
    const retired = account({ id: "p1", kind: "payer", retired: true });
    expect(shown("holder_pays_all", members(), accounts({}, [retired]))).toEqual([["holder", 30_001]]);
    expect(shown("holder_pays_all", members(), accounts({ p1: [500, 0] }, [retired]))).toEqual([
      ["holder", 30_001],
      ["p1", 0],
    ]);
  });

  it("accounts with money stay shown whatever the rule", () => {
    expect(shown("holder_pays_all", members(), accounts({ occ1: [1_000, 0] }))).toEqual([
      ["holder", 30_001],
      ["occ1", 0],
    ]);
    expect(shown("occupants_pay_own", members(), accounts({ holder: [1_000, 0] }))[0]).toEqual(["holder", 0]);
  });

  it("every booking's charge adds up across accounts", () => {
    const payers = [account({ id: "p1", kind: "payer" })];
    for (const rule of ["holder_pays_all", "occupants_pay_own", "holder_pays_room"] as const) {
      const lines = accountLines(rule, members(), accounts({}, payers));
      for (const m of members()) {
        const sum = lines
          .filter((l) => l.booking_id === m.booking_id)
          .reduce((s, l) => s + l.amount_minor, 0);
        expect(sum, `${rule} ${m.booking_id}`).toBe(m.total_minor);
      }
    }
  });
});

describe("member balances under each billing rule", () => {
  it("occupants_pay_own: each occupant owes their booking minus what they paid", () => {
    const a = accounts({ occ0: [12_000, 0], occ1: [3_000, 0], occ2: [10_001, 10_001] });
    expect(perMember("occupants_pay_own", members(), a)).toEqual([
      ["b0", 0, "paid"],
      ["b1", 5_000, "partially_paid"],
      ["b2", 10_001, "refunded"],
    ]);
    const ledger = groupLedger("occupants_pay_own", members(), a);
    expect(ledger.totals).toEqual({
      charged_minor: 30_001,
      paid_minor: 25_001,
      refunded_minor: 10_001,
      balance_due_minor: 15_001,
    });
  });

  it("holder_pays_all: occupants owe nothing; the holder's payments cover the rooms in rooming-list order", () => {
    expect(perMember("holder_pays_all")).toEqual([
      ["b0", 0, "unpaid"],
      ["b1", 0, "unpaid"],
      ["b2", 0, "unpaid"],
    ]);
    expect(perMember("holder_pays_all", members(), accounts({ holder: [15_000, 0] }))).toEqual([
      ["b0", 0, "paid"],
      ["b1", 0, "partially_paid"],
      ["b2", 0, "unpaid"],
    ]);
    // A refund comes back from the last room paid.
    expect(perMember("holder_pays_all", members(), accounts({ holder: [30_001, 10_001] }))).toEqual([
      ["b0", 0, "paid"],
      ["b1", 0, "paid"],
      ["b2", 0, "refunded"],
    ]);
  });

  it("holder_pays_room: occupants owe their extras (none), the holder the rooms", () => {
    const ledger = groupLedger("holder_pays_room", members(), accounts({ holder: [12_000, 0] }));
    expect(ledger.members.map((m) => [m.balance_due_minor, m.payment_status])).toEqual([
      [0, "paid"],
      [0, "unpaid"],
      [0, "unpaid"],
    ]);
    expect(ledger.accounts[0]).toEqual({
      id: "holder",
      charged_minor: 30_001,
      paid_minor: 12_000,
      refunded_minor: 0,
      balance_due_minor: 18_001,
    });
  });

  it("a cancelled member is charged nothing; what was paid for it is a credit until refunded", () => {
    const cancelled = members(["pending", "cancelled", "pending"]);
    expect(perMember("occupants_pay_own", cancelled, accounts({ occ1: [8_000, 0] }))[1]).toEqual([
      "b1",
      -8_000,
      "paid",
    ]);
    expect(perMember("occupants_pay_own", cancelled, accounts({ occ1: [8_000, 8_000] }))[1]).toEqual([
      "b1",
      0,
      "refunded",
    ]);
    // The holder's overpayment after a cancellation shows as a negative balance on the holder's account.
    const ledger = groupLedger("holder_pays_all", cancelled, accounts({ holder: [30_001, 0] }));
    expect(ledger.accounts[0]!.balance_due_minor).toBe(-8_000);
    expect(ledger.members.map((m) => m.payment_status)).toEqual(["paid", "unpaid", "paid"]);
  });

  it("payers' payments count towards the rooms they share", () => {
    const payers = [account({ id: "p1", kind: "payer" })];
    const ledger = groupLedger("holder_pays_all", members(), accounts({ holder: [15_001, 0] }, payers));
    // The holder covers its half of every room; the payer's half is still due.
    expect(ledger.members.map((m) => m.payment_status)).toEqual([
      "partially_paid",
      "partially_paid",
      "partially_paid",
    ]);
    const both = groupLedger(
      "holder_pays_all",
      members(),
      accounts({ holder: [15_001, 0], p1: [15_000, 0] }, payers),
    );
    expect(both.members.map((m) => m.payment_status)).toEqual(["paid", "paid", "paid"]);
    expect(both.totals.balance_due_minor).toBe(0);
  });
});
