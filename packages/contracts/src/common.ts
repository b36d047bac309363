import { z } from "zod";

/** The eleven scopes of SPEC, chosen one by one; there is no all-scope. */
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

export const ENVIRONMENTS = ["sandbox", "production"] as const;
export const Environment = z.enum(ENVIRONMENTS);
export type Environment = z.infer<typeof Environment>;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date `YYYY-MM-DD` (2026-02-30 is refused). */
export const DateString = z
  .string()
  .regex(DATE_RE, "must be a date in the form YYYY-MM-DD")
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, "must be a real calendar date")
  .meta({ format: "date", example: "2026-12-01" });

/** Postgres text cannot hold U+0000: a string that reaches the database refuses it as a field error. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is the character refused
const NO_NUL = /^[^\u0000]*$/;
export const noNul = (s: z.ZodString) => s.regex(NO_NUL, "must not contain the character U+0000");

export const Id = noNul(z.string().min(1).max(64));

/** A name or label people type: trimmed, 1 to max characters. */
export const Text = (max: number) => noNul(z.string().trim().min(1).max(max));

/** Single resource body `{data}` (DESIGN). */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
/** List body `{data: [...], next_cursor}` (DESIGN). */
export const listOf = <T extends z.ZodType>(schema: T) =>
  z.object({ data: z.array(schema), next_cursor: z.string().nullable() });

/** Cursor pagination query: `cursor`, `limit` 1..100 default 25 (DESIGN). */
export const PageQuery = z.object({
  cursor: z.string().max(512).optional(),
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
