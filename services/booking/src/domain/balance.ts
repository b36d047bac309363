import type { Booking, BookingStatus } from "@reservations/contracts";

/** The money facts of one booking: its total, and its share of its group's money when it is a member. */
export interface BookingMoney {
  status: BookingStatus;
  total_minor: number;
  /** A group member's balance and payment status (domain/groups.ts); null for any other booking. */
  group_balance_due_minor?: number | null;
  group_payment_status?: Booking["payment_status"] | null;
}

/**
 * What a booking still owes, in minor units: a group member its occupant's share of the group;
 * any other booking its total, nothing once cancelled or a no-show (its fee is cancellation_fee).
 */
export function balanceDueMinor(b: BookingMoney): number {
  if (b.group_payment_status != null) return b.group_balance_due_minor ?? 0;
  return b.status === "cancelled" || b.status === "no_show" ? 0 : b.total_minor;
}

/** A group member's payment status; a booking outside any group is unpaid (no payments are kept for it). */
export function paymentStatusOf(b: BookingMoney): Booking["payment_status"] {
  return b.group_payment_status ?? "unpaid";
}
