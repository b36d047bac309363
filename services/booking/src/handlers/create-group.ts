import {
  AppError,
  type BookingGroup,
  type CallerContext,
  type CreateGroupBody,
  type GroupRoom,
  type groupOps,
  unitsOps,
} from "@reservations/contracts";
import { auditEvent, newId, Reply } from "@reservations/service-kit";
import { holderAsGuest } from "../domain/group-view.js";
import { insufficientCapacity, naming } from "../domain/room-refusal.js";
import { stayOf } from "../saga/stays.js";
import { groupView, refreshGroup } from "../store/group-views.js";
import {
  codeTaken,
  findGroup,
  GROUP_CODE_CONSTRAINT,
  insertGroup,
  insertMemberBooking,
} from "../store/groups.js";
import { finishIn, type Lease } from "../store/idempotency.js";
import { insertAudit, insertBookingEvent } from "../store/outbox.js";
import { type BookingDeps, type OpHandler, ownProperty, revisionActor } from "./context.js";
import { onceIfKeyed } from "./idempotent.js";

/** A hotel's new group: every room allocated (all or nothing), then the group, its members and their events in one transaction. */
export function createGroup(deps: BookingDeps): OpHandler<typeof groupOps.create> {
  const { pool, client, saga } = deps;

  /**
   * A room of a new group that could not be had: a room type asked for more rooms than are free
   * is INSUFFICIENT_CAPACITY; anything else is inventory's own refusal, naming the room.
   */
  const refusal = async (
    err: unknown,
    ctx: CallerContext,
    propertyId: string,
    rooms: readonly GroupRoom[],
    index: number,
    taken: readonly GroupRoom[],
  ): Promise<unknown> => {
    const room = rooms[index]!;
    const label = `rooms[${index}] (unit ${room.unit_id})`;
    if (err instanceof AppError && err.code === "UNIT_NOT_AVAILABLE") {
      const { kinds } = await client.request(
        unitsOps.kinds,
        { tenant_id: ctx.tenant_id!, property_id: propertyId, unit_ids: [room.unit_id] },
        { request_id: ctx.request_id, actor: "system" },
      );
      if (kinds[room.unit_id] === "room_type")
        return insufficientCapacity(label, rooms, index, taken, Number(err.extra.remaining_capacity ?? 0));
    }
    return naming(err, label, `rooms.${index}`);
  };

  return async ({ property_id, group: body, idempotency }, ctx) => {
    const tenant = await ownProperty(deps, ctx, property_id); // another hotel's: 404 PROPERTY_NOT_FOUND
    return onceIfKeyed(deps, tenant, idempotency, newId("grp"), (lease) =>
      create(tenant, property_id, body, ctx, lease),
    );
  };

  /** The group, with its Idempotency-Key's answer when `lease` is given. */
  async function create(
    tenant: string,
    property_id: string,
    body: CreateGroupBody,
    ctx: CallerContext,
    lease: Lease | undefined,
  ): Promise<Reply<{ data: BookingGroup }>> {
    if (await codeTaken(pool, property_id, body.code)) throw new AppError("GROUP_CODE_TAKEN");
    const g = { id: newId("grp"), tenant_id: tenant, property_id };
    const scope = { tenant_id: tenant, property_id };
    const startedAt = Date.now();
    const bookingIds = body.rooms.map(() => newId("bkg"));
    // All or nothing, one room after the other, so the first that cannot be had is the one named.
    const allocations = await saga.allocate(
      ctx,
      scope,
      body.rooms.map((room, i) => stayOf(bookingIds[i]!, room, "hotel")),
      (err, i, taken) =>
        refusal(
          err,
          ctx,
          property_id,
          body.rooms,
          i,
          taken.map((_, j) => body.rooms[j]!),
        ),
    );
    const group = await saga
      .book({
        bookingIds,
        startedAt,
        scope,
        requestId: ctx.request_id,
        run: async (tx) => {
          await insertGroup(tx, {
            ...g,
            code: body.code,
            holder: body.holder,
            billing_rule: body.billing_rule,
          });
          for (const [i, room] of body.rooms.entries())
            await insertMemberBooking(
              tx,
              g,
              bookingIds[i]!,
              allocations[i]!,
              room.occupant ?? holderAsGuest(body.holder),
              revisionActor(ctx),
            );
          const row = (await findGroup(tx, tenant, property_id, g.id))!;
          const answer = new Reply(201, { data: await refreshGroup(tx, row) });
          for (const id of bookingIds) await insertBookingEvent(tx, row, "booking.created", id);
          await insertAudit(tx, auditEvent(ctx, "booking_group.create", g.id));
          if (lease) await finishIn(tx, lease, answer.status, answer.body);
          return answer;
        },
        ifBooked: async () =>
          new Reply(201, {
            data: await groupView(pool, (await findGroup(pool, tenant, property_id, g.id))!),
          }),
      })
      .catch((err) => {
        if ((err as { constraint?: string }).constraint === GROUP_CODE_CONSTRAINT)
          throw new AppError("GROUP_CODE_TAKEN");
        throw err;
      });
    await saga.afterCommit([]);
    return group;
  }
}
