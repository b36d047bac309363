import { formatMoney, parseMoney } from "./money.js";

// Booking events kept on the stream, in an outbox or in the feed may carry their amounts as numbers
// (written by an older release): read, they take the decimal strings those numbers stand for.

type Fields = Record<string, unknown>;

const isFields = (v: unknown): v is Fields => typeof v === "object" && v !== null && !Array.isArray(v);

/** An amount kept as a number, as the decimal string of `currency`; anything else as it is. */
export const moneyText = (v: unknown, currency: string): unknown =>
  typeof v === "number" && Number.isFinite(v) ? formatMoney(parseMoney(v), currency) : v;

/** `fields` with each named amount kept as a number written as a string; the same object when none is. */
function withMoneyText(fields: Fields, names: readonly string[], currency: string): Fields {
  const numbers = names.filter((n) => typeof fields[n] === "number");
  if (numbers.length === 0) return fields;
  return { ...fields, ...Object.fromEntries(numbers.map((n) => [n, moneyText(fields[n], currency)])) };
}

const BOOKING_AMOUNTS = ["total_price", "balance_due", "cancellation_fee"] as const;

/** A booking whose amounts may be numbers, every amount a decimal string in its own currency. */
export function bookingWithMoneyText(booking: unknown): unknown {
  if (!isFields(booking) || typeof booking.currency !== "string") return booking;
  const { currency } = booking;
  const out = withMoneyText(booking, BOOKING_AMOUNTS, currency);
  const { taxes } = booking;
  if (!Array.isArray(taxes) || !taxes.some((t) => isFields(t) && typeof t.amount === "number")) return out;
  return {
    ...out,
    taxes: taxes.map((t) => (isFields(t) ? withMoneyText(t, ["amount"], currency) : t)),
  };
}

/**
 * A booking event's data (`{booking, previous?, …}`) whose amounts may be numbers, every amount a
 * decimal string in the booking's currency; other data as it is.
 */
export function bookingDataWithMoneyText(data: unknown): unknown {
  if (!isFields(data) || !isFields(data.booking)) return data;
  const booking = bookingWithMoneyText(data.booking);
  const currency = data.booking.currency;
  const { previous } = data;
  const previousText =
    isFields(previous) && typeof currency === "string"
      ? withMoneyText(previous, ["total_price"], currency)
      : previous;
  if (booking === data.booking && previousText === previous) return data;
  return { ...data, booking, ...(previous === undefined ? {} : { previous: previousText }) };
}
