import type { groupOps } from "@reservations/contracts";
import { refreshGroup } from "../store/group-views.js";
import { loadMembers } from "../store/groups.js";
import { insertBookingEvent } from "../store/outbox.js";
import { confirmByHotel } from "../store/status-updates.js";
import { type BookingDeps, groupOf, type OpHandler, revisionActor, withGroup } from "./context.js";

// A group confirmed or cancelled by the hotel, member by member.

export const confirmGroup =
  (deps: BookingDeps): OpHandler<typeof groupOps.confirm> =>
  async ({ property_id, group_id }, ctx) => {
    const group = await withGroup(
      deps.pool,
      ctx,
      property_id,
      group_id,
      async (tx, g) => {
        const confirmed: string[] = [];
        for (const m of await loadMembers(tx, [g.id])) {
          if (m.status !== "pending") continue;
          // Conditional: a check-in may have moved it since the members were read.
          if (
            await confirmByHotel(tx, {
              id: m.booking_id,
              tenant_id: g.tenant_id,
              property_id: g.property_id,
              by: revisionActor(ctx),
            })
          )
            confirmed.push(m.booking_id);
        }
        const view = await refreshGroup(tx, g);
        for (const id of confirmed) await insertBookingEvent(tx, g, "booking.confirmed", id);
        return view;
      },
      "booking_group.confirm",
    );
    deps.outbox.kick();
    return { data: group };
  };

export const cancelGroup =
  (deps: BookingDeps): OpHandler<typeof groupOps.cancel> =>
  async ({ property_id, group_id }, ctx) => {
    const g = await groupOf(deps.pool, ctx, property_id, group_id);
    for (const m of await loadMembers(deps.pool, [g.id])) {
      // Only stays that have not started: a guest already in house stays a member as they are.
      const which = {
        id: m.booking_id,
        tenant_id: g.tenant_id,
        property_id: g.property_id,
        by: revisionActor(ctx),
      };
      await deps.statusChanges.cancel(which, "hotel", ctx.request_id);
    }
    const group = await withGroup(
      deps.pool,
      ctx,
      property_id,
      group_id,
      refreshGroup,
      "booking_group.cancel",
    );
    deps.outbox.kick();
    return { data: group };
  };
