import type { BookingGroup } from "@reservations/contracts";
import type { Db, PoolClient } from "@reservations/service-kit";
import { groupAnswer } from "../domain/group-view.js";
import { findGroup, type GroupRow, loadAccounts, loadMembers, saveMemberFigures } from "./groups.js";

/** The answer of each group, and its members' shares, read in two queries whatever their number. */
export async function groupViews(db: Db, groups: readonly GroupRow[]) {
  const ids = groups.map((g) => g.id);
  const members = await loadMembers(db, ids);
  const accounts = await loadAccounts(db, ids);
  return groups.map((g) =>
    groupAnswer(
      g,
      members.filter((m) => m.group_id === g.id),
      accounts.filter((a) => a.group_id === g.id),
    ),
  );
}

/** One group's answer. */
export async function groupView(db: Db, g: GroupRow): Promise<BookingGroup> {
  return (await groupViews(db, [g]))[0]!.group;
}

/** Recomputes the group's money and stores each member's share; the caller holds the group's lock. */
export async function refreshGroup(tx: PoolClient, g: GroupRow): Promise<BookingGroup> {
  const fresh = (await findGroup(tx, g.tenant_id, g.property_id, g.id))!;
  const [view] = await groupViews(tx, [fresh]);
  await saveMemberFigures(tx, view!.figures);
  return view!.group;
}

/** Recomputes the money of the group `bookingId` is a member of, under the group's lock; false: no group's member. */
export async function refreshGroupOfMember(tx: PoolClient, bookingId: string): Promise<boolean> {
  const { rows } = await tx.query<Pick<GroupRow, "tenant_id" | "property_id" | "id">>(
    `SELECT g.tenant_id, g.property_id, g.id
       FROM booking.group_members m JOIN booking.groups g ON g.id = m.group_id WHERE m.booking_id = $1`,
    [bookingId],
  );
  const g = rows[0] && (await findGroup(tx, rows[0].tenant_id, rows[0].property_id, rows[0].id, true));
  if (g) await refreshGroup(tx, g);
  return g !== undefined;
}
