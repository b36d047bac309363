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
