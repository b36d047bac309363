import { z } from "zod";
import { STAFF_ROLES } from "./merchant-roles.js";

/** The eleven scopes a key may hold, chosen one by one; there is no all-scope. */
export const SCOPES = [
  "properties:read",
  "units:read",
  "housekeeping:read",
  "availability:read",
  "rates:read",
  "bookings:read",
  "bookings:read:all",
  "bookings:write",
  "bookings:cancel",
  "webhooks:read",
  "webhooks:write",
] as const;
export const Scope = z.enum(SCOPES);
export type Scope = z.infer<typeof Scope>;

export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

export const ENVIRONMENTS = ["sandbox", "production"] as const;
export const Environment = z.enum(ENVIRONMENTS);
export type Environment = z.infer<typeof Environment>;

/** The dates taken in: four-digit years from 1970, on which Postgres and the services' date arithmetic agree. */
const FIRST_DATE = "1970-01-01";
const LAST_DATE = "9999-12-31";
const DATE_RE = /^(?:19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}$/;
const DATE_RULE = `must be a date from ${FIRST_DATE} to ${LAST_DATE} in the form YYYY-MM-DD`;

/** A real calendar date `YYYY-MM-DD` from 1970 to 9999 (2026-02-30 is refused). */
export const DateString = z
  .string()
  .regex(DATE_RE, DATE_RULE)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, "must be a real calendar date")
  .meta({ format: "date", example: "2026-12-01" });

/** An instant with its offset (`2026-12-01T10:00:00Z`) whose date lies in the years of DateString. */
export const Timestamp = z.iso
  .datetime({ offset: true })
  .refine(
    (s) => s.slice(0, 10) >= FIRST_DATE && s.slice(0, 10) <= LAST_DATE,
    `must be a time from ${FIRST_DATE} to ${LAST_DATE}`,
  );

/**
 * Text Postgres can store: well-formed Unicode, so no lone UTF-16 surrogate (jsonb and UTF-8 text
 * refuse one) and no U+0000 (text refuses it). A pattern rather than isWellFormed(), so the
 * document states the rule too.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is one of the characters refused
const WELL_FORMED = /^(?:[^\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
export const wellFormed = (s: z.ZodString) =>
  s.regex(WELL_FORMED, "must be well-formed text, without U+0000 or a lone surrogate");

export const Id = wellFormed(z.string().min(1).max(64));

/** A name or label people type: trimmed, 1 to max characters. */
export const Text = (max: number) => wellFormed(z.string().trim().min(1).max(max));

/** Single resource body `{data}`. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
/** List body `{data: [...], next_cursor}`. */
export const listOf = <T extends z.ZodType>(schema: T) =>
  z.object({ data: z.array(schema), next_cursor: z.string().nullable() });

/** Cursor pagination query: `cursor`, `limit` 1..100 default 25. */
export const PageQuery = z.object({
  cursor: wellFormed(z.string().max(512)).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type PageQuery = z.infer<typeof PageQuery>;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date in a time zone, `YYYY-MM-DD` (one formatter per zone: building one is costly). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}
