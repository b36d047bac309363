import type { Schemas } from "../api/client.js";

// The restrictions of a rate plan by date, as the rate plan screen shows and edits them: pure, so
// they are tested on their own.

export type RestrictionDay = Schemas["RestrictionDay"];
export type SetRestrictions = Schemas["SetRestrictions"];
type Fields = Omit<SetRestrictions, "from" | "to">;

/** The fields that hold a number: name, label in the editor, and how a day's cell shows it. */
export const NUMBER_FIELDS = [
  { name: "min_stay_arrival", label: "Minimum stay on arrival", tag: (n: number) => `min ${n}` },
  { name: "min_stay_through", label: "Minimum stay through", tag: (n: number) => `thru ${n}` },
  { name: "max_stay", label: "Maximum stay", tag: (n: number) => `max ${n}` },
  { name: "min_advance_days", label: "Booked at least (days ahead)", tag: (n: number) => `≥${n}d` },
  { name: "max_advance_days", label: "Booked at most (days ahead)", tag: (n: number) => `≤${n}d` },
] as const;

/** The fields that are on or off. */
export const FLAG_FIELDS = [
  { name: "closed_to_arrival", label: "Closed to arrival", tag: "CTA" },
  { name: "closed_to_departure", label: "Closed to departure", tag: "CTD" },
  { name: "stop_sell", label: "Stop sell", tag: "stop" },
] as const;

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The short tags of a day's cell: "stop", "CTA", "min 3", … in the order of the fields. */
export function tagsOf(day: RestrictionDay | undefined): string[] {
  if (!day) return [];
  const tags: string[] = [];
  for (const f of FLAG_FIELDS) if (day[f.name]) tags.push(f.tag);
  for (const f of NUMBER_FIELDS) {
    const n = day[f.name];
    if (n !== undefined) tags.push(f.tag(n));
  }
  return tags;
}

/** A day said in full, for a screen reader: "2026-05-03: stop sell, minimum stay on arrival 3". */
export function describeDay(date: string, day: RestrictionDay | undefined): string {
  const parts: string[] = [];
  if (day) {
    for (const f of FLAG_FIELDS) if (day[f.name]) parts.push(f.label.toLowerCase());
    for (const f of NUMBER_FIELDS) {
      const n = day[f.name];
      if (n !== undefined) parts.push(`${f.label.toLowerCase()} ${n}`);
    }
  }
  return `${date}: ${parts.length ? parts.join(", ") : "no restrictions"}`;
}

/**
 * The dates from `from`, `days` of them, laid out in weeks from Monday to Sunday; null before the
 * first date and after the last.
 */
export function weeksOf(from: string, days: number): (string | null)[][] {
  const first = dayNumber(from);
  // 1970-01-01 was a Thursday: Monday is 0 here.
  const lead = (((first + 3) % 7) + 7) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => dateOf(first + i)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A day's number on the calendar; the first day shown and each 1st also name their month. */
export function dayLabel(date: string, first: boolean): string {
  const day = String(Number(date.slice(8)));
  return first || day === "1" ? `${MONTHS[Number(date.slice(5, 7)) - 1]} ${day}` : day;
}

/** Where a click on a day leaves the range: a first click starts it, a later one ends it. */
export function pickDay(
  range: { from: string; to: string; ending: boolean },
  date: string,
): { from: string; to: string; ending: boolean } {
  if (range.ending && date >= range.from) return { from: range.from, to: date, ending: false };
  return { from: date, to: date, ending: true };
}

/**
 * The body of a PUT from the editor's values: a number typed in is set, a number field left blank
 * is left as it is unless `clear` names it (then null clears it); a flag is "yes", "no" (cleared)
 * or "" (left as it is).
 */
export function restrictionBody(values: Record<string, string>, clear: string[]): SetRestrictions {
  const body: SetRestrictions = { from: values.from ?? "", to: values.to ?? "" };
  const fields = body as Fields;
  for (const f of NUMBER_FIELDS) {
    const typed = values[f.name]?.trim();
    if (clear.includes(f.name)) fields[f.name] = null;
    else if (typed) fields[f.name] = Number(typed);
  }
  for (const f of FLAG_FIELDS) {
    const v = values[f.name];
    if (v === "yes") fields[f.name] = true;
    else if (v === "no") fields[f.name] = null;
  }
  return body;
}

/** Every field cleared on the range. */
export function clearAll(from: string, to: string): SetRestrictions {
  const body: SetRestrictions = { from, to };
  for (const f of [...NUMBER_FIELDS, ...FLAG_FIELDS]) (body as Fields)[f.name] = null;
  return body;
}
