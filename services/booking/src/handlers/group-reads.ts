import { groupOps } from "@reservations/contracts";
import { groupView, groupViews } from "../store/group-views.js";
import { listGroups } from "../store/groups.js";
import { type BookingDeps, groupOf, listPosition, ownProperty } from "./context.js";

/** A hotel's groups of a property, newest first, and one group. */
export function registerGroupReads(deps: BookingDeps): void {
  const { kit, pool, cursors } = deps;

  kit.rpc.serve(groupOps.list, async ({ property_id, cursor, limit }, ctx) => {
    const tenant = await ownProperty(deps, ctx, property_id);
    const scope = `groups:${tenant}:${property_id}`;
    const rows = await listGroups(pool, {
      tenant_id: tenant,
      property_id,
      after: cursors.position(scope, cursor),
      limit,
    });
    const page = cursors.page(scope, rows, limit, listPosition, (row) => row);
    return { data: (await groupViews(pool, page.data)).map((v) => v.group), next_cursor: page.next_cursor };
  });

  kit.rpc.serve(groupOps.get, async ({ property_id, group_id }, ctx) => ({
    data: await groupView(pool, await groupOf(pool, ctx, property_id, group_id)),
  }));
}
