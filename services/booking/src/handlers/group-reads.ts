import { AppError, groupOps } from "@reservations/contracts";
import { groupView, groupViews } from "../store/group-views.js";
import { listGroups } from "../store/groups.js";
import { type BookingDeps, groupOf, ownProperty } from "./context.js";

/** A hotel's groups of a property, newest first, and one group. */
export function registerGroupReads(deps: BookingDeps): void {
  const { kit, pool, cursors } = deps;

  kit.rpc.serve(groupOps.list, async ({ property_id, cursor, limit }, ctx) => {
    const tenant = await ownProperty(deps, ctx, property_id);
    const scope = `groups:${tenant}:${property_id}`;
    const after = cursors.decode<{ t: string; id: string }>(scope, cursor);
    if (after && (typeof after.t !== "string" || typeof after.id !== "string"))
      throw new AppError("INVALID_CURSOR");
    const rows = await listGroups(pool, { tenant_id: tenant, property_id, after, limit });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const next =
      rows.length > limit && last ? cursors.encode(scope, { t: last.created_at_text, id: last.id }) : null;
    return { data: (await groupViews(pool, page)).map((v) => v.group), next_cursor: next };
  });

  kit.rpc.serve(groupOps.get, async ({ property_id, group_id }, ctx) => ({
    data: await groupView(pool, await groupOf(pool, ctx, property_id, group_id)),
  }));
}
