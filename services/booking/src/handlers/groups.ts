import {
  type Allocation,
  AppError,
  type BookingGroup,
  type CallerContext,
  FieldValidationError,
  type GroupRoom,
  type GuestInput,
  groupOps,
  type Party,
  propertiesOps,
  todayIn,
  unitsOps,
} from "@reservations/contracts";
import { type Db, inTransaction, newEvent, newId, type PoolClient, Reply } from "@reservations/service-kit";
import type { z } from "zod";
import { groupLedger, groupStatus, type MemberFigures } from "../domain/groups.js";
import { cancelDecision } from "../domain/transitions.js";
import { stayOf } from "../saga/booking-saga.js";
import { confirmByHotel } from "../store/booking-transitions.js";
import { findById, fromAllocation, insertBooking, toBooking } from "../store/bookings.js";
import {
  type AccountRow,
  codeTaken,
  findGroup,
  findPaymentForRefund,
  GROUP_CODE_CONSTRAINT,
  type GroupRow,
  insertGroup,
  insertMember,
  insertPayment,
  insertRefund,
  listGroups,
  loadAccounts,
  loadMembers,
  type MemberRow,
  saveMemberFigures,
  setBillingRule,
  setBookingGuest,
  syncPayers,
} from "../store/groups.js";
import { insertGuest } from "../store/guests.js";
import { insertEvent } from "../store/outbox.js";
import { type BookingDeps, merchantTenant } from "./context.js";

const money = (minor: number) => minor / 100;
const toMinor = (amount: number) => Math.round(amount * 100);

/** The holder is the guest of a room without an occupant; a one-word name is both first and last name. */
export function holderAsGuest(holder: Party): z.infer<typeof GuestInput> {
  const words = holder.name.trim().split(/\s+/);
  const first = words[0]!;
  return { first_name: first, last_name: words.slice(1).join(" ") || first, email: holder.email };
}

/** The group answer (DESIGN) and each member's share, from its rows. */
export function groupAnswer(
  g: GroupRow,
  members: readonly MemberRow[],
  accounts: readonly AccountRow[],
): { group: BookingGroup; figures: MemberFigures[] } {
  const ledger = groupLedger(g.billing_rule, members, accounts);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const occupantOf = new Map(members.map((m) => [m.booking_id, m]));
  const payer = (a: AccountRow) => {
    if (a.kind === "payer") return { name: a.payer_name!, email: a.payer_email! };
    const m = a.booking_id ? occupantOf.get(a.booking_id) : undefined;
    if (a.kind === "occupant" && m) return { name: `${m.first_name} ${m.last_name}`, email: m.email };
    return { name: g.holder_name, email: g.holder_email };
  };
  return {
    group: {
      id: g.id,
      code: g.code,
      holder: { name: g.holder_name, email: g.holder_email },
      billing_rule: g.billing_rule,
      status: groupStatus(members.map((m) => m.status)),
      members: members.map((m, i) => ({
        booking_id: m.booking_id,
        occupant: { first_name: m.first_name, last_name: m.last_name, email: m.email },
        status: m.status,
        total_price: money(m.total_minor),
        balance_due: money(ledger.members[i]!.balance_due_minor),
        payment_status: ledger.members[i]!.payment_status,
      })),
      accounts: ledger.accounts.map((f) => ({
        id: f.id,
        payer: payer(byId.get(f.id)!),
        charged: money(f.charged_minor),
        paid: money(f.paid_minor),
        refunded: money(f.refunded_minor),
        balance_due: money(f.balance_due_minor),
      })),
      totals: {
        charged: money(ledger.totals.charged_minor),
        paid: money(ledger.totals.paid_minor),
        refunded: money(ledger.totals.refunded_minor),
        balance_due: money(ledger.totals.balance_due_minor),
      },
    },
    figures: ledger.members,
  };
}

/**
 * Prefixes a refusal with the room it concerns, so a group that cannot be had names the culprit;
 * field errors move under `field` (the room's place in the body) when the room is not the body itself.
 */
function naming(err: unknown, label: string, field?: string): unknown {
  if (err instanceof AppError)
    return new AppError(err.code, {
      message: `${label}: ${err.message}`,
      extra: err.extra as never,
      headers: err.headers,
    });
  if (err instanceof FieldValidationError && field) {
    const errors = Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [`${field}.${k}`, v]));
    return new FieldValidationError(errors, err.message);
  }
  return err;
}

const overlaps = (a: { start_date: string; end_date: string }, b: { start_date: string; end_date: string }) =>
  a.start_date < b.end_date && b.start_date < a.end_date;

export function registerGroups(deps: BookingDeps): void {
  const { kit, pool, client, cursors, saga, transitions } = deps;

  const views = async (db: Db, groups: readonly GroupRow[]) => {
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
  };

  /** Recomputes the group's money and stores each member's share; the caller holds the group's lock. */
  const refresh = async (tx: PoolClient, g: GroupRow): Promise<BookingGroup> => {
    const fresh = (await findGroup(tx, g.tenant_id, g.property_id, g.id))!;
    const [view] = await views(tx, [fresh]);
    await saveMemberFigures(tx, view!.figures);
    return view!.group;
  };

  const groupOf = async (db: Db, ctx: CallerContext, propertyId: string, groupId: string, lock = false) => {
    const tenant = merchantTenant(ctx, "GROUP_NOT_FOUND");
    const g = await findGroup(db, tenant, propertyId, groupId, lock);
    if (!g) throw new AppError("GROUP_NOT_FOUND");
    return g;
  };

  /** Runs a change to one group under its lock, so changes to a group (and its money) queue. */
  const withGroup = <T>(
    ctx: CallerContext,
    propertyId: string,
    groupId: string,
    fn: (tx: PoolClient, g: GroupRow) => Promise<T>,
  ): Promise<T> => inTransaction(pool, (tx) => withGroupIn(tx, ctx, propertyId, groupId, (g) => fn(tx, g)));

  /** The same inside a transaction the caller runs. */
  const withGroupIn = async <T>(
    tx: PoolClient,
    ctx: CallerContext,
    propertyId: string,
    groupId: string,
    fn: (g: GroupRow) => Promise<T>,
  ): Promise<T> => fn(await groupOf(tx, ctx, propertyId, groupId, true));

  /** Inserts a member booking (pending, made by the hotel) on its allocation, with its occupant as guest. */
  const insertMemberBooking = async (
    tx: PoolClient,
    g: Pick<GroupRow, "id" | "tenant_id">,
    bookingId: string,
    allocation: Allocation,
    occupant: z.infer<typeof GuestInput>,
  ) => {
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
    });
    await insertMember(tx, g.id, bookingId);
  };

  const bookingEvent = async (
    tx: PoolClient,
    g: GroupRow,
    type: "booking.created" | "booking.confirmed",
    bookingId: string,
  ) => {
    const booking = toBooking((await findById(tx, bookingId))!);
    await insertEvent(tx, newEvent(type, { booking }, g));
  };

  /**
   * A room of a new group that could not be had. A room type asked for more rooms than are free
   * is INSUFFICIENT_CAPACITY: `remaining` is what inventory still had free for that room's dates
   * plus what this group had already taken of it (released again), `requested` the rooms of that
   * unit in the request. Anything else is inventory's own refusal, naming the room.
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
      const { data: units } = await client.request(unitsOps.merchantList, { property_id: propertyId }, ctx);
      if (units.find((u) => u.id === room.unit_id)?.kind === "room_type") {
        const free = Number(err.extra.remaining_capacity ?? 0);
        const remaining = free + taken.filter((r) => r.unit_id === room.unit_id && overlaps(r, room)).length;
        const requested = rooms.filter((r) => r.unit_id === room.unit_id).length;
        return new AppError("INSUFFICIENT_CAPACITY", {
          message: `${label}: ${requested} rooms of this unit asked, ${remaining} free for these dates.`,
          extra: { remaining, requested },
        });
      }
    }
    return naming(err, label, `rooms.${index}`);
  };

  kit.rpc.serve(groupOps.create, async ({ property_id, group: body }, ctx) => {
    const tenant = merchantTenant(ctx, "PROPERTY_NOT_FOUND");
    await client.request(propertiesOps.get, { property_id }, ctx); // another hotel's: 404 PROPERTY_NOT_FOUND
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
            );
          const row = (await findGroup(tx, tenant, property_id, g.id))!;
          const view = await refresh(tx, row);
          for (const id of bookingIds) await bookingEvent(tx, row, "booking.created", id);
          return view;
        },
        ifBooked: async () =>
          (await views(pool, [(await findGroup(pool, tenant, property_id, g.id))!]))[0]!.group,
      })
      .catch((err) => {
        if ((err as { constraint?: string }).constraint === GROUP_CODE_CONSTRAINT)
          throw new AppError("GROUP_CODE_TAKEN");
        throw err;
      });
    await saga.afterCommit([]);
    return new Reply(201, { data: group });
  });

  kit.rpc.serve(groupOps.list, async ({ property_id, cursor, limit }, ctx) => {
    const tenant = merchantTenant(ctx, "PROPERTY_NOT_FOUND");
    await client.request(propertiesOps.get, { property_id }, ctx);
    const scope = `groups:${tenant}:${property_id}`;
    const after = cursors.decode<{ t: string; id: string }>(scope, cursor);
    if (after && (typeof after.t !== "string" || typeof after.id !== "string"))
      throw new AppError("INVALID_CURSOR");
    const rows = await listGroups(pool, { tenant_id: tenant, property_id, after, limit });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const next =
      rows.length > limit && last ? cursors.encode(scope, { t: last.created_at_text, id: last.id }) : null;
    return { data: (await views(pool, page)).map((v) => v.group), next_cursor: next };
  });

  kit.rpc.serve(groupOps.get, async ({ property_id, group_id }, ctx) => {
    const g = await groupOf(pool, ctx, property_id, group_id);
    return { data: (await views(pool, [g]))[0]!.group };
  });

  kit.rpc.serve(groupOps.addMember, async ({ property_id, group_id, room }, ctx) => {
    const g = await groupOf(pool, ctx, property_id, group_id);
    const bookingId = newId("bkg");
    const scope = { tenant_id: g.tenant_id, property_id };
    const startedAt = Date.now();
    const [allocation] = await saga.allocate(ctx, scope, [stayOf(bookingId, room, "hotel")], (err) =>
      naming(err, `room (unit ${room.unit_id})`),
    );
    const group = await saga.book({
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
          );
          const view = await refresh(tx, locked);
          await bookingEvent(tx, locked, "booking.created", bookingId);
          return view;
        }),
      ifBooked: async () => (await views(pool, [g]))[0]!.group,
    });
    await saga.afterCommit([]);
    return new Reply(201, { data: group });
  });

  /** Cancels (reason hotel) through the one cancel path, so the room returns to sale as for any booking. */
  const cancelMember = async (g: GroupRow, bookingId: string, ctx: CallerContext) => {
    const which = { id: bookingId, tenant_id: g.tenant_id, property_id: g.property_id };
    if (await transitions.cancel(which, "hotel", ctx.request_id)) return;
    // Nothing changed: cancelled already (left as is), or a started stay (refused).
    const row = await findById(pool, bookingId);
    if (row && cancelDecision(row, todayIn(row.timezone)) === "cancel")
      throw new AppError("BOOKING_NOT_CANCELLABLE");
  };

  kit.rpc.serve(groupOps.removeMember, async ({ property_id, group_id, booking_id }, ctx) => {
    const g = await groupOf(pool, ctx, property_id, group_id);
    const members = await loadMembers(pool, [g.id]);
    if (!members.some((m) => m.booking_id === booking_id)) throw new AppError("BOOKING_NOT_FOUND");
    // A started stay cannot be cancelled: 422 BOOKING_NOT_CANCELLABLE; an already cancelled one is left as is.
    await cancelMember(g, booking_id, ctx);
    const group = await withGroup(ctx, property_id, group_id, (tx, locked) => refresh(tx, locked));
    return { data: group };
  });

  kit.rpc.serve(groupOps.setRoomingList, async ({ property_id, group_id, rooming_list }, ctx) => {
    const group = await withGroup(ctx, property_id, group_id, async (tx, g) => {
      const members = new Set((await loadMembers(tx, [g.id])).map((m) => m.booking_id));
      const errors: Record<string, string[]> = {};
      const seen = new Set<string>();
      rooming_list.members.forEach((m, i) => {
        if (!members.has(m.booking_id)) errors[`members.${i}.booking_id`] = ["is not a member of this group"];
        else if (seen.has(m.booking_id)) errors[`members.${i}.booking_id`] = ["is listed twice"];
        seen.add(m.booking_id);
      });
      if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
      for (const m of rooming_list.members) {
        // A new guest row: the occupant is the booking's guest, and guests are never edited in place.
        const guest = await insertGuest(tx, g, m.occupant);
        await setBookingGuest(tx, m.booking_id, guest.id);
      }
      return refresh(tx, g);
    });
    return { data: group };
  });

  kit.rpc.serve(groupOps.setBilling, async ({ property_id, group_id, billing }, ctx) => {
    const emails = (billing.payers ?? []).map((p) => p.email.toLowerCase());
    const twice = emails.findIndex((e, i) => emails.indexOf(e) !== i);
    if (twice >= 0) throw FieldValidationError.single(`payers.${twice}.email`, "is listed twice");
    const group = await withGroup(ctx, property_id, group_id, async (tx, g) => {
      await setBillingRule(tx, g.id, billing.billing_rule);
      if (billing.payers !== undefined) await syncPayers(tx, g.id, billing.payers);
      return refresh(tx, g);
    });
    return { data: group };
  });

  kit.rpc.serve(groupOps.confirm, async ({ property_id, group_id }, ctx) => {
    const group = await withGroup(ctx, property_id, group_id, async (tx, g) => {
      const confirmed: string[] = [];
      for (const m of await loadMembers(tx, [g.id])) {
        if (m.status !== "pending") continue;
        // Conditional: a check-in may have moved it since the members were read.
        if (
          await confirmByHotel(tx, { id: m.booking_id, tenant_id: g.tenant_id, property_id: g.property_id })
        )
          confirmed.push(m.booking_id);
      }
      const view = await refresh(tx, g);
      for (const id of confirmed) await bookingEvent(tx, g, "booking.confirmed", id);
      return view;
    });
    deps.outbox.kick();
    return { data: group };
  });

  kit.rpc.serve(groupOps.cancel, async ({ property_id, group_id }, ctx) => {
    const g = await groupOf(pool, ctx, property_id, group_id);
    for (const m of await loadMembers(pool, [g.id])) {
      // Only stays that have not started: a guest already in house stays a member as they are.
      const which = { id: m.booking_id, tenant_id: g.tenant_id, property_id: g.property_id };
      await transitions.cancel(which, "hotel", ctx.request_id);
    }
    const group = await withGroup(ctx, property_id, group_id, (tx, locked) => refresh(tx, locked));
    return { data: group };
  });

  kit.rpc.serve(groupOps.recordPayment, async ({ property_id, group_id, payment }, ctx) => {
    const made = await withGroup(ctx, property_id, group_id, async (tx, g) => {
      // Only an account the group shows can be paid into.
      const [view] = await views(tx, [g]);
      if (!view!.group.accounts.some((a) => a.id === payment.account_id))
        throw FieldValidationError.single("account_id", "is not an account of this group");
      const row = await insertPayment(tx, {
        group_id: g.id,
        account_id: payment.account_id,
        amount_minor: toMinor(payment.amount),
        method: payment.method,
      });
      await refresh(tx, g);
      return row;
    });
    return new Reply(201, {
      data: {
        id: made.id,
        account_id: made.account_id,
        amount: money(made.amount_minor),
        method: made.method,
        created_at: made.created_at.toISOString(),
      },
    });
  });

  kit.rpc.serve(groupOps.recordRefund, async ({ property_id, group_id, refund }, ctx) => {
    const made = await withGroup(ctx, property_id, group_id, async (tx, g) => {
      const payment = await findPaymentForRefund(tx, g.id, refund.payment_id);
      if (!payment) throw FieldValidationError.single("payment_id", "is not a payment of this group");
      const left = payment.amount_minor - payment.refunded_minor;
      const amount = toMinor(refund.amount);
      if (amount > left)
        throw FieldValidationError.single(
          "amount",
          `must not exceed what is left to refund of the payment (${money(left)})`,
        );
      const row = await insertRefund(tx, { group_id: g.id, payment_id: payment.id, amount_minor: amount });
      await refresh(tx, g);
      return { ...row, account_id: payment.account_id };
    });
    return new Reply(201, {
      data: {
        id: made.id,
        payment_id: made.payment_id,
        account_id: made.account_id,
        amount: money(made.amount_minor),
        created_at: made.created_at.toISOString(),
      },
    });
  });
}
