import {
  AppError,
  type CallerContext,
  FieldValidationError,
  type groupOps,
  todayIn,
} from "@reservations/contracts";
import { auditEvent, newId, Reply } from "@reservations/service-kit";
import { cancelDecision } from "../domain/booking-status.js";
import { holderAsGuest } from "../domain/group-view.js";
import { naming } from "../domain/room-refusal.js";
import { stayOf } from "../saga/stays.js";
import { findById } from "../store/bookings.js";
import { groupView, refreshGroup } from "../store/group-views.js";
import { type GroupRow, insertMemberBooking, loadMembers } from "../store/groups.js";
import { insertGuest } from "../store/guests.js";
import { finishIn } from "../store/idempotency.js";
import { insertAudit, insertBookingEvent } from "../store/outbox.js";
import { changesBy, setBookingGuest } from "../store/status-updates.js";
import {
  type BookingDeps,
  groupOf,
  type OpHandler,
  revisionActor,
  withGroup,
  withGroupIn,
} from "./context.js";
import { onceIfKeyed } from "./idempotent.js";

/** Cancels (reason hotel) through the one cancel path, so the room returns to sale as for any booking. */
async function cancelMember(
  deps: BookingDeps,
  g: GroupRow,
  bookingId: string,
  ctx: CallerContext,
): Promise<void> {
  const which = { id: bookingId, tenant_id: g.tenant_id, property_id: g.property_id, by: revisionActor(ctx) };
  if (await deps.statusChanges.cancel(which, "hotel", ctx.request_id)) return;
  // Nothing changed: cancelled or a no-show already (left as is), or a started stay (refused).
  const row = await findById(deps.pool, bookingId);
  if (row && row.status !== "no_show" && cancelDecision(row, todayIn(row.timezone)) === "cancel")
    throw new AppError("BOOKING_NOT_CANCELLABLE");
}

// A group's rooming list: a room added (through the booking saga), a member removed, occupants named.

export const addGroupMember =
  (deps: BookingDeps): OpHandler<typeof groupOps.addMember> =>
  async ({ property_id, group_id, room, idempotency }, ctx) => {
    const g = await groupOf(deps.pool, ctx, property_id, group_id);
    const freshId = newId("bkg");
    const scope = { tenant_id: g.tenant_id, property_id };
    return onceIfKeyed(
      deps,
      g.tenant_id,
      idempotency,
      freshId,
      async (lease) => {
        const bookingId = lease?.booking_id ?? freshId;
        const startedAt = Date.now();
        const [allocation] = await deps.saga.allocate(ctx, scope, [stayOf(bookingId, room, "hotel")], (err) =>
          naming(err, `room (unit ${room.unit_id})`),
        );
        const answer = await deps.saga.book({
          bookingIds: [bookingId],
          startedAt,
          scope,
          requestId: ctx.request_id,
          run: (tx) =>
            withGroupIn(tx, ctx, property_id, group_id, async (locked) => {
              const holder = { name: locked.holder_name, email: locked.holder_email };
              await insertMemberBooking(
                tx,
                locked,
                bookingId,
                allocation!,
                room.occupant ?? holderAsGuest(holder),
                revisionActor(ctx),
              );
              const added = new Reply(201, { data: await refreshGroup(tx, locked) });
              await insertBookingEvent(tx, locked, "booking.created", bookingId);
              await insertAudit(tx, auditEvent(ctx, "booking_group.add_member", locked.id));
              if (lease) await finishIn(tx, lease, added.status, added.body);
              return added;
            }),
          ifBooked: async () => new Reply(201, { data: await groupView(deps.pool, g) }),
        });
        await deps.saga.afterCommit([]);
        return answer;
      },
      (id) => deps.saga.release([id], scope, ctx.request_id),
    );
  };

export const removeGroupMember =
  (deps: BookingDeps): OpHandler<typeof groupOps.removeMember> =>
  async ({ property_id, group_id, booking_id }, ctx) => {
    const g = await groupOf(deps.pool, ctx, property_id, group_id);
    const members = await loadMembers(deps.pool, [g.id]);
    if (!members.some((m) => m.booking_id === booking_id)) throw new AppError("BOOKING_NOT_FOUND");
    // A started stay is refused (422 BOOKING_NOT_CANCELLABLE); a cancelled or no-show one stays as is.
    await cancelMember(deps, g, booking_id, ctx);
    const group = await withGroup(
      deps.pool,
      ctx,
      property_id,
      group_id,
      refreshGroup,
      "booking_group.remove_member",
    );
    deps.outbox.kick();
    return { data: group };
  };

export const setRoomingList =
  (deps: BookingDeps): OpHandler<typeof groupOps.setRoomingList> =>
  async ({ property_id, group_id, rooming_list }, ctx) => {
    const group = await withGroup(
      deps.pool,
      ctx,
      property_id,
      group_id,
      async (tx, g) => {
        const members = new Set((await loadMembers(tx, [g.id])).map((m) => m.booking_id));
        const errors: Record<string, string[]> = {};
        const seen = new Set<string>();
        rooming_list.members.forEach((m, i) => {
          if (!members.has(m.booking_id))
            errors[`members.${i}.booking_id`] = ["is not a member of this group"];
          else if (seen.has(m.booking_id)) errors[`members.${i}.booking_id`] = ["is listed twice"];
          seen.add(m.booking_id);
        });
        if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
        await changesBy(tx, revisionActor(ctx));
        for (const m of rooming_list.members) {
          // A new guest row: the occupant is the booking's guest, and guests are never edited in place.
          const guest = await insertGuest(tx, g, m.occupant);
          await setBookingGuest(tx, m.booking_id, guest.id);
        }
        return refreshGroup(tx, g);
      },
      "booking_group.set_rooming_list",
    );
    deps.outbox.kick();
    return { data: group };
  };
