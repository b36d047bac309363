import type { groupOps } from "@reservations/contracts";
import { groupView, groupViews } from "../store/group-views.js";
import { listGroups } from "../store/groups.js";
import { type BookingDeps, groupOf, listPosition, type OpHandler, ownProperty } from "./context.js";

// A hotel's groups of a property, newest first, and one group.

export const listBookingGroups =
  (deps: BookingDeps): OpHandler<typeof groupOps.list> =>
  async ({ property_id, cursor, limit }, ctx) => {
    const tenant = await ownProperty(deps, ctx, property_id);
    const scope = `groups:${tenant}:${property_id}`;
    const rows = await listGroups(deps.pool, {
      tenant_id: tenant,
      property_id,
      after: deps.cursors.position(scope, cursor),
      limit,
    });
    const page = deps.cursors.page(scope, rows, limit, listPosition, (row) => row);
    return {
      data: (await groupViews(deps.pool, page.data)).map((v) => v.group),
      next_cursor: page.next_cursor,
    };
  };

export const getBookingGroup =
  (deps: BookingDeps): OpHandler<typeof groupOps.get> =>
  async ({ property_id, group_id }, ctx) => ({
    data: await groupView(deps.pool, await groupOf(deps.pool, ctx, property_id, group_id)),
  });
