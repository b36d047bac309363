import { z } from "zod";
import { DateString, Id, listOf } from "./common.js";
import { operation } from "./envelope.js";

export const UNIT_KINDS = ["single", "whole_house", "room_type"] as const;
export const UnitKind = z.enum(UNIT_KINDS);

export const AvailabilityWindow = z
  .object({ start_date: DateString, end_date: DateString })
  .describe("Stays must lie inside [start_date, end_date).");

export const Unit = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: UnitKind,
    parent_unit_id: z.string().nullable(),
    max_adults: z.number().int(),
    count_of_rooms: z.number().int(),
    rooms: z.array(z.object({ id: z.string(), name: z.string() })),
    availability_window: AvailabilityWindow.nullable(),
  })
  .meta({ id: "Unit" });
export type Unit = z.infer<typeof Unit>;

export const UnitIdParams = z.object({ unit_id: Id });

export const unitsOps = {
  /** Partner: the property's exposed units (published, not blocked, with an active api rate plan). */
  list: operation("inventory.units.list", z.object({}), listOf(Unit)),
};
