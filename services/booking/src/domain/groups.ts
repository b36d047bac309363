import type { BillingRule, BookingStatus, GroupStatus, PaymentStatus } from "@reservations/contracts";

/**
 * Booking groups: the derived status and the money. Everything is in minor units (integers),
 * so sums and splits are exact; the answer divides by 100 only at the edge.
 */

const started = (s: BookingStatus) => s === "checked_in" || s === "checked_out";
/** A member still coming or staying: a cancelled one and a no-show (whose nights are back on sale) are not. */
const alive = (s: BookingStatus) => s !== "cancelled" && s !== "no_show";

/**
 * The group's status, derived from its members, in its order. A member who has checked out has also checked in, so
 * a group whose first guests left while others are still to arrive is in house, not tentative.
 * A group with no member left alive (or none at all) is cancelled; a no-show member counts as a cancelled one.
 */
export function groupStatus(statuses: readonly BookingStatus[]): GroupStatus {
  const live = statuses.filter(alive);
  if (live.length === 0) return "cancelled";
  if (live.every((s) => s === "checked_out")) return "completed";
  if (live.some(started)) return "in_house";
  if (live.every((s) => s === "confirmed")) return "confirmed";
  return "tentative";
}

export type AccountKind = "holder" | "occupant" | "payer";

export interface MemberFacts {
  booking_id: string;
  status: BookingStatus;
  total_minor: number;
}

export interface AccountFacts {
  id: string;
  kind: AccountKind;
  /** The booking an occupant account belongs to. */
  booking_id: string | null;
  /** A payer dropped from the payers list: shown only while it holds money. */
  retired: boolean;
  paid_minor: number;
  refunded_minor: number;
}

/** One booking's charge on one account. */
export interface Line {
  account_id: string;
  booking_id: string;
  amount_minor: number;
}

/**
 * What each account is charged, booking by booking (members in rooming-list order; cancelled ones
 * nothing). The holder's part is split equally between the holder and the current payers, odd minor
 * units to the holder so the parts add up; an occupant's account carries its own booking under
 * occupants_pay_own, and its extras under holder_pays_room (0 while the platform sells none).
 */
export function accountLines(
  rule: BillingRule,
  members: readonly MemberFacts[],
  accounts: readonly AccountFacts[],
): Line[] {
  const holderSide = [
    ...accounts.filter((a) => a.kind === "holder"),
    ...accounts.filter((a) => a.kind === "payer" && !a.retired),
  ];
  const lines: Line[] = [];
  for (const m of members) {
    const live = alive(m.status);
    const holderPart = live && rule !== "occupants_pay_own" ? m.total_minor : 0;
    if (holderPart > 0 && holderSide.length > 0) {
      const share = Math.floor(holderPart / holderSide.length);
      const odd = holderPart - share * holderSide.length;
      holderSide.forEach((a, i) => {
        lines.push({ account_id: a.id, booking_id: m.booking_id, amount_minor: share + (i === 0 ? odd : 0) });
      });
    }
    const own = accounts.find((a) => a.kind === "occupant" && a.booking_id === m.booking_id);
    const occupantPart = live && rule === "occupants_pay_own" ? m.total_minor : 0; // extras: none yet
    if (own) lines.push({ account_id: own.id, booking_id: m.booking_id, amount_minor: occupantPart });
  }
  return lines;
}

/**
 * Spreads one account's money over the lines it carries, in their (rooming-list) order: what
 * was paid fills each line up to its amount, and whatever is left over (an overpayment) goes
 * to the last line; refunds are taken back from the last line first. So the first rooms of a
 * shared account are the first paid and the last refunded. An account with no lines keeps its
 * money to itself.
 */
export function spread(
  amounts: readonly number[],
  paid: number,
  refunded: number,
): { paid: number[]; refunded: number[] } {
  let left = paid;
  const gross = amounts.map((a, i) => {
    const take = i === amounts.length - 1 ? left : Math.min(a, left);
    left -= take;
    return take;
  });
  let back = refunded;
  const refunds = new Array<number>(amounts.length).fill(0);
  for (let i = amounts.length - 1; i >= 0 && back > 0; i--) {
    refunds[i] = Math.min(gross[i]!, back);
    back -= refunds[i]!;
  }
  return { paid: gross, refunded: refunds };
}

/**
 * unpaid: nothing was paid towards it; refunded: all that was paid was given back; paid:
 * nothing of its charge is left to pay; partially_paid otherwise.
 */
export function paymentStatus(charged: number, paid: number, refunded: number): PaymentStatus {
  if (paid === 0) return "unpaid";
  const net = paid - refunded;
  if (net === 0) return "refunded";
  return net >= charged ? "paid" : "partially_paid";
}

export interface AccountFigures {
  id: string;
  charged_minor: number;
  paid_minor: number;
  refunded_minor: number;
  balance_due_minor: number;
}

export interface MemberFigures {
  booking_id: string;
  balance_due_minor: number;
  payment_status: PaymentStatus;
}

export interface GroupLedger {
  /** The accounts to show, holder first, then payers, then occupants in rooming-list order. */
  accounts: AccountFigures[];
  members: MemberFigures[];
  totals: Omit<AccountFigures, "id">;
}

/** Whether an account is shown: the rule charges it, it is a current payer, or it holds money. */
function shown(rule: BillingRule, a: AccountFacts, live: ReadonlySet<string>): boolean {
  if (a.paid_minor > 0) return true;
  if (a.kind === "holder") return rule !== "occupants_pay_own";
  if (a.kind === "payer") return !a.retired;
  return rule !== "holder_pays_all" && a.booking_id !== null && live.has(a.booking_id);
}

/**
 * The group's money under its billing rule: each account's charge, payments and signed balance
 * (negative: paid beyond the charge, to give back); per member booking, balance_due is what its
 * occupant still owes (0 when the holder pays the room) and payment_status how much of the
 * booking's whole charge is paid, whoever paid it (the holder's payments spread in rooming-list order).
 */
export function groupLedger(
  rule: BillingRule,
  members: readonly MemberFacts[],
  accounts: readonly AccountFacts[],
): GroupLedger {
  const lines = accountLines(rule, members, accounts);
  const perBooking = new Map(
    members.map((m) => [m.booking_id, { charged: 0, paid: 0, refunded: 0, occupantDue: 0 }]),
  );
  const figures: AccountFigures[] = [];
  for (const a of accounts) {
    const own = lines.filter((l) => l.account_id === a.id);
    const split = spread(
      own.map((l) => l.amount_minor),
      a.paid_minor,
      a.refunded_minor,
    );
    own.forEach((l, i) => {
      const b = perBooking.get(l.booking_id)!;
      const paid = split.paid[i]!;
      const refunded = split.refunded[i]!;
      b.charged += l.amount_minor;
      b.paid += paid;
      b.refunded += refunded;
      if (a.kind === "occupant") b.occupantDue += l.amount_minor - paid + refunded;
    });
    const charged = own.reduce((s, l) => s + l.amount_minor, 0);
    figures.push({
      id: a.id,
      charged_minor: charged,
      paid_minor: a.paid_minor,
      refunded_minor: a.refunded_minor,
      balance_due_minor: charged - a.paid_minor + a.refunded_minor,
    });
  }
  const live = new Set(members.filter((m) => alive(m.status)).map((m) => m.booking_id));
  const order: Record<AccountKind, number> = { holder: 0, payer: 1, occupant: 2 };
  const position = new Map(members.map((m, i) => [m.booking_id, i]));
  const rank = (a: AccountFacts) => [order[a.kind], a.booking_id ? position.get(a.booking_id)! : 0];
  const listed = accounts
    .map((a, i) => ({ a, i }))
    .filter(({ a }) => shown(rule, a, live))
    .sort((x, y) => {
      const [kx, px] = rank(x.a);
      const [ky, py] = rank(y.a);
      return kx! - ky! || px! - py! || x.i - y.i;
    })
    .map(({ i }) => figures[i]!);
  const totals = { charged_minor: 0, paid_minor: 0, refunded_minor: 0, balance_due_minor: 0 };
  for (const f of figures) {
    totals.charged_minor += f.charged_minor;
    totals.paid_minor += f.paid_minor;
    totals.refunded_minor += f.refunded_minor;
    totals.balance_due_minor += f.balance_due_minor;
  }
  return {
    accounts: listed,
    members: members.map((m) => {
      const b = perBooking.get(m.booking_id)!;
      return {
        booking_id: m.booking_id,
        balance_due_minor: b.occupantDue,
        payment_status: paymentStatus(b.charged, b.paid, b.refunded),
      };
    }),
    totals,
  };
}
