import {
  AppError,
  type ChangeQuote,
  type ChangeQuoteBody,
  formatMoney,
  type ProposedStay,
  type QuoteChangeInput,
  type Stay,
} from "@reservations/contracts";
import { nightsBetween } from "@reservations/service-kit/dates";
import { toMinor } from "@reservations/service-kit/money";
import { type BookingRow, taxLinesOf } from "../store/bookings.js";

/** The booking's stay as a change quote shows it. */
export const stayView = (
  s: Pick<
    BookingRow,
    "unit_id" | "room_id" | "rate_plan_id" | "start_date" | "end_date" | "adults" | "children"
  >,
): Stay => ({
  unit_id: s.unit_id,
  room_id: s.room_id,
  rate_plan_id: s.rate_plan_id,
  start_date: s.start_date,
  end_date: s.end_date,
  nights: nightsBetween(s.start_date, s.end_date),
  adults: s.adults,
  children: s.children,
});

/** Whether the booking's stay has begun: checked in, or its arrival date is before today at the property. */
export const hasStarted = (row: Pick<BookingRow, "status" | "start_date">, today: string): boolean =>
  row.status === "checked_in" || row.start_date < today;

const notChangeable = (message?: string) =>
  new AppError("BOOKING_NOT_CHANGEABLE", message ? { message } : undefined);

/**
 * Refuses a booking that cannot change: cancelled or checked out, a group's member (its stay moves
 * with the group), and, once its stay has started, anything but a later end_date after today.
 */
export function changeRefusal(
  row: Pick<BookingRow, "status" | "start_date" | "end_date" | "unit_id">,
  proposed: { start_date: string; end_date: string } | undefined,
  today: string,
  member: boolean,
): AppError | undefined {
  if (row.status === "cancelled" || row.status === "checked_out" || row.status === "no_show")
    return notChangeable(`The booking is ${row.status.replace("_", " ")}.`);
  if (member) return notChangeable("A group member's stay changes through its group.");
  if (!proposed || !hasStarted(row, today)) return undefined;
  const { start_date, end_date } = proposed;
  if (start_date !== row.start_date)
    return notChangeable("The stay has started: only its end_date may change, to a date after today.");
  if (end_date <= today)
    return notChangeable("The stay has started: its end_date may only move to a date after today.");
  return undefined;
}

/** The stay a change asks for: the body's fields over the booking's own. */
export function proposedStay(row: BookingRow, body: ChangeQuoteBody): QuoteChangeInput["stay"] {
  const unit = body.unit_id ?? row.unit_id;
  // The booking's room stays asked for only when its unit does; inventory keeps it when it can.
  const room = body.room_id ?? undefined;
  const rate = body.rate_plan_id ?? row.rate_plan_id ?? undefined;
  return {
    unit_id: unit,
    ...(room !== undefined ? { room_id: room } : {}),
    ...(rate !== undefined ? { rate_plan_id: rate } : {}),
    start_date: body.start_date ?? row.start_date,
    end_date: body.end_date ?? row.end_date,
    adults: body.adults ?? row.adults,
    children: body.children ?? row.children,
  };
}

/** A started stay may change only its end_date: any other field sent must be as booked. */
export function startedChangeRefusal(row: BookingRow, body: ChangeQuoteBody): AppError | undefined {
  const stay = stayView(row);
  const same =
    (body.unit_id ?? stay.unit_id) === stay.unit_id &&
    (body.room_id === undefined || body.room_id === stay.room_id) &&
    (body.rate_plan_id ?? stay.rate_plan_id) === stay.rate_plan_id &&
    (body.adults ?? stay.adults) === stay.adults &&
    JSON.stringify(body.children ?? stay.children) === JSON.stringify(stay.children);
  return same ? undefined : notChangeable("The stay has started: only its end_date may change.");
}

/** The quote as answered, from the booking as it is and inventory's priced proposal. */
export function changeQuoteAnswer(o: {
  id: string;
  row: BookingRow;
  expiresAt: Date;
  proposed: ProposedStay;
  changeFeeMinor: number;
}): ChangeQuote {
  const { row, proposed } = o;
  // A change keeps the booking's currency: every amount of the quote is written in it.
  const money = (minor: number) => formatMoney(minor, row.currency);
  return {
    id: o.id,
    booking_id: row.id,
    booking_version: row.version,
    expires_at: o.expiresAt.toISOString(),
    current: {
      stay: stayView(row),
      total_price: money(row.total_minor),
      taxes: taxLinesOf(row.taxes, row.currency),
    },
    proposed: {
      stay: stayView({ ...proposed, children: proposed.children }),
      nightly: proposed.nightly.map((n) => ({ date: n.date, price: money(toMinor(n.price)) })),
      taxes: taxLinesOf(proposed.taxes, row.currency),
      total_price: money(proposed.total_minor),
      cancellation_policy: proposed.cancellation_policy,
      free_cancellation_until: proposed.free_cancellation_until,
    },
    price_difference: money(proposed.total_minor - row.total_minor),
    change_fee: money(o.changeFeeMinor),
  };
}
