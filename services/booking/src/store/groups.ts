import type { Allocation, BillingRule, BookingStatus, Party, PaymentStatus } from "@reservations/contracts";
import { type Db, type ListPosition, newId, type PoolClient } from "@reservations/service-kit";
import type { AccountKind } from "../domain/groups.js";
import { fromAllocation, insertBooking, type NewBooking, type NewGuest } from "./bookings.js";

export interface GroupRow {
  id: string;
  tenant_id: string;
  property_id: string;
  code: string;
  holder_name: string;
  holder_email: string;
  billing_rule: BillingRule;
  /** Its first member booking's: every member is a booking of the group's property. */
  currency: string;
  created_at: Date;
  /** The timestamp as Postgres has it (microseconds), for exact cursors. */
  created_at_text: string;
}

const GROUP = `SELECT g.*, g.created_at::text AS created_at_text, (SELECT b.currency FROM booking.group_members m
    JOIN booking.bookings b ON b.id = m.booking_id WHERE m.group_id = g.id ORDER BY m.position LIMIT 1) AS currency
  FROM booking.groups g`;

export const GROUP_CODE_CONSTRAINT = "groups_property_code_key";

export async function insertGroup(
  db: PoolClient,
  g: {
    id: string;
    tenant_id: string;
    property_id: string;
    code: string;
    holder: Party;
    billing_rule: BillingRule;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO booking.groups (id, tenant_id, property_id, code, holder_name, holder_email, billing_rule)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [g.id, g.tenant_id, g.property_id, g.code, g.holder.name, g.holder.email, g.billing_rule],
  );
  await db.query("INSERT INTO booking.group_accounts (id, group_id, kind) VALUES ($1, $2, 'holder')", [
    newId("acc"),
    g.id,
  ]);
}

/** The group of this hotel and property; `forUpdate` serialises every change to one group. */
export async function findGroup(
  db: Db,
  tenantId: string,
  propertyId: string,
  id: string,
  forUpdate = false,
): Promise<GroupRow | undefined> {
  const { rows } = await db.query<GroupRow>(
    `${GROUP} WHERE g.tenant_id = $1 AND g.property_id = $2 AND g.id = $3${forUpdate ? " FOR UPDATE" : ""}`,
    [tenantId, propertyId, id],
  );
  return rows[0];
}

export async function codeTaken(db: Db, propertyId: string, code: string): Promise<boolean> {
  const { rowCount } = await db.query("SELECT 1 FROM booking.groups WHERE property_id = $1 AND code = $2", [
    propertyId,
    code,
  ]);
  return (rowCount ?? 0) > 0;
}

/** Newest first, keyset-paginated on (created_at, id). */
export async function listGroups(
  db: Db,
  f: { tenant_id: string; property_id: string; after?: ListPosition; limit: number },
): Promise<GroupRow[]> {
  const { rows } = await db.query<GroupRow>(
    `${GROUP} WHERE g.tenant_id = $1 AND g.property_id = $2
       AND ($3::timestamptz IS NULL OR (g.created_at, g.id) < ($3::timestamptz, $4::text))
     ORDER BY g.created_at DESC, g.id DESC LIMIT $5`,
    [f.tenant_id, f.property_id, f.after?.t ?? null, f.after?.id ?? null, f.limit + 1],
  );
  return rows;
}

export async function setBillingRule(db: PoolClient, groupId: string, rule: BillingRule): Promise<void> {
  await db.query("UPDATE booking.groups SET billing_rule = $2 WHERE id = $1", [groupId, rule]);
}

/** Inserts a member booking (pending, made by the hotel) on its allocation, with its occupant as guest. */
export async function insertMemberBooking(
  tx: PoolClient,
  g: Pick<GroupRow, "id" | "tenant_id">,
  bookingId: string,
  allocation: Allocation,
  occupant: NewGuest,
  createdBy: NonNullable<NewBooking["created_by"]>,
): Promise<void> {
  await insertBooking(tx, {
    id: bookingId,
    tenant_id: g.tenant_id,
    ...fromAllocation(allocation),
    guest: occupant,
    status: "pending",
    is_hold: false,
    hold_origin: null,
    hold_minutes: null,
    // No key made it: keys see it only with bookings:read:all, and can never confirm or cancel it.
    created_by_key: null,
    origin: "hotel",
    channel: null,
    created_by: createdBy,
  });
  await insertMember(tx, g.id, bookingId);
}

/** Adds a booking at the end of the rooming list, with its occupant's account. */
export async function insertMember(db: PoolClient, groupId: string, bookingId: string): Promise<void> {
  await db.query(
    `INSERT INTO booking.group_members (booking_id, group_id, position)
     SELECT $2, $1, coalesce(max(position), 0) + 1 FROM booking.group_members WHERE group_id = $1`,
    [groupId, bookingId],
  );
  await db.query(
    "INSERT INTO booking.group_accounts (id, group_id, kind, booking_id) VALUES ($1, $2, 'occupant', $3)",
    [newId("acc"), groupId, bookingId],
  );
}

export interface MemberRow {
  group_id: string;
  booking_id: string;
  position: number;
  status: BookingStatus;
  total_minor: number;
  first_name: string;
  last_name: string;
  email: string;
}

/** The members of these groups in rooming-list order, with their booking's state and occupant. */
export async function loadMembers(db: Db, groupIds: string[]): Promise<MemberRow[]> {
  const { rows } = await db.query<MemberRow>(
    `SELECT m.group_id, m.booking_id, m.position, b.status, b.total_minor,
            gu.first_name, gu.last_name, gu.email
       FROM booking.group_members m
       JOIN booking.bookings b ON b.id = m.booking_id
       JOIN booking.guests gu ON gu.id = b.guest_id
      WHERE m.group_id = ANY($1)
      ORDER BY m.group_id, m.position`,
    [groupIds],
  );
  return rows;
}

export interface AccountRow {
  id: string;
  group_id: string;
  kind: AccountKind;
  booking_id: string | null;
  payer_name: string | null;
  payer_email: string | null;
  retired: boolean;
  paid_minor: number;
  refunded_minor: number;
}

/** Every account of these groups (payers in their order) with what was paid and refunded on it. */
export async function loadAccounts(db: Db, groupIds: string[]): Promise<AccountRow[]> {
  const { rows } = await db.query<AccountRow>(
    `SELECT a.id, a.group_id, a.kind, a.booking_id, a.payer_name, a.payer_email, a.retired_at IS NOT NULL AS retired,
            coalesce(p.paid, 0)::bigint AS paid_minor, coalesce(r.refunded, 0)::bigint AS refunded_minor
       FROM booking.group_accounts a
       LEFT JOIN (SELECT account_id, sum(amount_minor) AS paid FROM booking.group_payments
                   WHERE group_id = ANY($1) GROUP BY account_id) p ON p.account_id = a.id
       LEFT JOIN (SELECT p.account_id, sum(r.amount_minor) AS refunded
                    FROM booking.group_refunds r JOIN booking.group_payments p ON p.id = r.payment_id
                   WHERE r.group_id = ANY($1) GROUP BY p.account_id) r ON r.account_id = a.id
      WHERE a.group_id = ANY($1)
      ORDER BY a.group_id, a.position, a.created_at, a.id`,
    [groupIds],
  );
  return rows;
}

/**
 * Makes the payer accounts match the list: a payer already there (same email, any case) keeps
 * its account and id, a new one gets an account, and one left out is retired (kept, since
 * payments may point at it, but no longer charged).
 */
export async function syncPayers(db: PoolClient, groupId: string, payers: readonly Party[]): Promise<void> {
  const { rows } = await db.query<{ id: string; email: string }>(
    "SELECT id, lower(payer_email) AS email FROM booking.group_accounts WHERE group_id = $1 AND kind = 'payer'",
    [groupId],
  );
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  const kept = new Set<string>();
  for (const [i, p] of payers.entries()) {
    const id = byEmail.get(p.email.toLowerCase());
    if (id) {
      kept.add(id);
      await db.query(
        `UPDATE booking.group_accounts SET payer_name = $2, payer_email = $3, position = $4, retired_at = NULL
          WHERE id = $1`,
        [id, p.name, p.email, i + 1],
      );
    } else {
      const created = newId("acc");
      kept.add(created);
      await db.query(
        `INSERT INTO booking.group_accounts (id, group_id, kind, payer_name, payer_email, position)
         VALUES ($1, $2, 'payer', $3, $4, $5)`,
        [created, groupId, p.name, p.email, i + 1],
      );
    }
  }
  await db.query(
    `UPDATE booking.group_accounts SET retired_at = now()
      WHERE group_id = $1 AND kind = 'payer' AND retired_at IS NULL AND NOT (id = ANY($2))`,
    [groupId, [...kept]],
  );
}

/** Stores each member booking's share of the group's money, as a booking read alone shows it. */
export async function saveMemberFigures(
  db: PoolClient,
  figures: readonly { booking_id: string; balance_due_minor: number; payment_status: PaymentStatus }[],
): Promise<void> {
  if (figures.length === 0) return;
  await db.query(
    `UPDATE booking.group_members m SET balance_due_minor = f.due, payment_status = f.status
       FROM unnest($1::text[], $2::bigint[], $3::text[]) AS f(booking_id, due, status)
      WHERE m.booking_id = f.booking_id
        AND (m.balance_due_minor <> f.due OR m.payment_status <> f.status)`,
    [
      figures.map((f) => f.booking_id),
      figures.map((f) => f.balance_due_minor),
      figures.map((f) => f.payment_status),
    ],
  );
}

export interface PaymentRow {
  id: string;
  group_id: string;
  account_id: string;
  amount_minor: number;
  method: string;
  created_at: Date;
}

export async function insertPayment(
  db: PoolClient,
  p: { group_id: string; account_id: string; amount_minor: number; method: string },
): Promise<PaymentRow> {
  const { rows } = await db.query<PaymentRow>(
    `INSERT INTO booking.group_payments (id, group_id, account_id, amount_minor, method)
     VALUES ($1, $2, $3, $4, $5) RETURNING *`,
    [newId("pay"), p.group_id, p.account_id, p.amount_minor, p.method],
  );
  return rows[0]!;
}

/** A payment of the group with what was already refunded of it (the caller holds the group's lock). */
export async function findPaymentForRefund(
  db: PoolClient,
  groupId: string,
  paymentId: string,
): Promise<(PaymentRow & { refunded_minor: number }) | undefined> {
  const { rows } = await db.query<PaymentRow>(
    "SELECT * FROM booking.group_payments WHERE group_id = $1 AND id = $2",
    [groupId, paymentId],
  );
  const payment = rows[0];
  if (!payment) return undefined;
  const { rows: sums } = await db.query<{ refunded: number }>(
    "SELECT coalesce(sum(amount_minor), 0)::bigint AS refunded FROM booking.group_refunds WHERE payment_id = $1",
    [paymentId],
  );
  return { ...payment, refunded_minor: sums[0]!.refunded };
}

export interface RefundRow {
  id: string;
  payment_id: string;
  amount_minor: number;
  created_at: Date;
}

export async function insertRefund(
  db: PoolClient,
  r: { group_id: string; payment_id: string; amount_minor: number },
): Promise<RefundRow> {
  const { rows } = await db.query<RefundRow>(
    `INSERT INTO booking.group_refunds (id, group_id, payment_id, amount_minor)
     VALUES ($1, $2, $3, $4) RETURNING id, payment_id, amount_minor, created_at`,
    [newId("rfd"), r.group_id, r.payment_id, r.amount_minor],
  );
  return rows[0]!;
}
