import { z } from "zod";
import { DateString, dataOf, Id } from "./common.js";
import { operation } from "./envelope.js";
import { Money } from "./money.js";
import { PromoCode } from "./rates.js";

/** The longest stay the calendar looks for on one arrival date. */
export const CALENDAR_MAX_NIGHTS = 30;

/** The most children one stay takes (as Children). */
const MAX_CHILDREN = 20;

const AGES_RE = /^(?:\d{1,2}(?:,\d{1,2})*)?$/;

/** `4,9`: the children's ages, comma-separated as the query takes them; empty is no child. */
export function childAgesOf(text: string | undefined): number[] {
  if (text === undefined || text === "") return [];
  return text.split(",").map(Number);
}

const agesRule = (text: string) => {
  if (!AGES_RE.test(text)) return false;
  const ages = childAgesOf(text);
  return ages.length <= MAX_CHILDREN && ages.every((a) => a <= 17);
};

export const CalendarQuery = z.object({
  from: DateString.describe("The first arrival date."),
  to: DateString.describe("The day after the last arrival date: at most 365 days after from."),
  adults: z.coerce.number().int().min(1).max(100).default(1).describe("Adults of the stay; 1 when unsaid."),
  children: z
    .string()
    .max(100)
    .refine(agesRule, `must be the children's ages (0 to 17), comma-separated, at most ${MAX_CHILDREN}`)
    .optional()
    .describe("The age of each child, comma-separated (children=4,9); unsaid: no child."),
  promo_code: PromoCode.optional().describe(
    "Prices private rate plans that take this code too; a code no plan of the property takes is PROMO_CODE_INVALID.",
  ),
});
export type CalendarQuery = z.infer<typeof CalendarQuery>;

export const CalendarEntry = z
  .object({
    date: z.string().describe("The arrival date."),
    nights: z
      .number()
      .int()
      .nullable()
      .describe("The stay priced: the shortest the rate plan's rules allow arriving that date."),
    total_price: Money.nullable().describe(
      "What a quote of that stay charges: its nights, children, length-of-stay discount and taxes.",
    ),
    unit_id: z.string().nullable(),
    rate_plan_id: z.string().nullable(),
  })
  .describe("The lowest price of a stay arriving that date; every field but date null when nothing sells.")
  .meta({ id: "CalendarEntry" });
export type CalendarEntry = z.infer<typeof CalendarEntry>;

const CalendarAnswer = dataOf(z.array(CalendarEntry));

export const calendarOps = {
  calendar: operation("inventory.calendar.get", CalendarQuery, CalendarAnswer, {
    errors: ["DATE_RANGE_TOO_LONG", "PROPERTY_NOT_FOUND", "PROMO_CODE_INVALID"],
  }),
  merchantCalendar: operation(
    "inventory.calendar.merchant-get",
    CalendarQuery.extend({ property_id: Id }),
    CalendarAnswer,
    { errors: ["DATE_RANGE_TOO_LONG", "PROPERTY_NOT_FOUND", "PROMO_CODE_INVALID"] },
  ),
};
