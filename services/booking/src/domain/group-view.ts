import {
  type BillingRule,
  type BookingGroup,
  formatMoney,
  type GuestInput,
  type Party,
} from "@reservations/contracts";
import type { z } from "zod";
import {
  type AccountFacts,
  groupLedger,
  groupStatus,
  type MemberFacts,
  type MemberFigures,
} from "./groups.js";

/** A group as stored: who holds it and how it is billed. */
export interface GroupFacts {
  id: string;
  code: string;
  holder_name: string;
  holder_email: string;
  billing_rule: BillingRule;
  /** The currency of its bookings, which its money is written in. */
  currency: string;
}

/** A member with its occupant (the booking's guest). */
export interface MemberView extends MemberFacts {
  first_name: string;
  last_name: string;
  email: string;
}

/** An account with the payer it names, when it is a payer's. */
export interface AccountView extends AccountFacts {
  payer_name: string | null;
  payer_email: string | null;
}

/** The holder is the guest of a room without an occupant; a one-word name is both first and last name. */
export function holderAsGuest(holder: Party): z.infer<typeof GuestInput> {
  const words = holder.name.trim().split(/\s+/);
  const first = words[0]!;
  return { first_name: first, last_name: words.slice(1).join(" ") || first, email: holder.email };
}

/** The group answer and each member's share, from its rows. */
export function groupAnswer(
  g: GroupFacts,
  members: readonly MemberView[],
  accounts: readonly AccountView[],
): { group: BookingGroup; figures: MemberFigures[] } {
  const ledger = groupLedger(g.billing_rule, members, accounts);
  const money = (minor: number) => formatMoney(minor, g.currency);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const occupantOf = new Map(members.map((m) => [m.booking_id, m]));
  const payer = (a: AccountView) => {
    if (a.kind === "payer") return { name: a.payer_name!, email: a.payer_email! };
    const m = a.booking_id ? occupantOf.get(a.booking_id) : undefined;
    if (a.kind === "occupant" && m) return { name: `${m.first_name} ${m.last_name}`, email: m.email };
    return { name: g.holder_name, email: g.holder_email };
  };
  return {
    group: {
      id: g.id,
      code: g.code,
      holder: { name: g.holder_name, email: g.holder_email },
      billing_rule: g.billing_rule,
      status: groupStatus(members.map((m) => m.status)),
      members: members.map((m, i) => ({
        booking_id: m.booking_id,
        occupant: { first_name: m.first_name, last_name: m.last_name, email: m.email },
        status: m.status,
        total_price: money(m.total_minor),
        balance_due: money(ledger.members[i]!.balance_due_minor),
        payment_status: ledger.members[i]!.payment_status,
      })),
      accounts: ledger.accounts.map((f) => ({
        id: f.id,
        payer: payer(byId.get(f.id)!),
        charged: money(f.charged_minor),
        paid: money(f.paid_minor),
        refunded: money(f.refunded_minor),
        balance_due: money(f.balance_due_minor),
      })),
      totals: {
        charged: money(ledger.totals.charged_minor),
        paid: money(ledger.totals.paid_minor),
        refunded: money(ledger.totals.refunded_minor),
        balance_due: money(ledger.totals.balance_due_minor),
      },
    },
    figures: ledger.members,
  };
}
