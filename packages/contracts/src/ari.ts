import { z } from "zod";
import { DateString, wellFormed } from "./common.js";
import { operation } from "./envelope.js";

// The ARI change log: what changed in a property's availability, units, rates and restrictions, in
// commit order, for a client that keeps a copy of the answers of /availability, /units and /rates.

export const ARI_KINDS = ["availability", "units", "rates", "restrictions"] as const;
export const AriKind = z
  .enum(ARI_KINDS)
  .describe(
    "availability: units taken or freed, availability windows; units: a unit or rate plan appeared, changed, was published, blocked or unblocked, a plan activated or given other channels; rates: prices and price terms; restrictions: a plan's restrictions or stays.",
  );
export type AriKind = z.infer<typeof AriKind>;

/** The kinds each scope shows. */
export const ARI_KIND_SCOPES = {
  availability: "availability:read",
  units: "availability:read",
  rates: "rates:read",
  restrictions: "rates:read",
} as const satisfies Record<AriKind, string>;

export const AriChange = z
  .object({
    id: z.string(),
    at: z.iso.datetime({ offset: true }).describe("When the change was made."),
    kind: AriKind,
    unit_ids: z.array(z.string()).describe("The units whose answers may have changed."),
    rate_plan_id: z.string().nullable().describe("The rate plan, for kinds about one; else null."),
    from: DateString.nullable().describe(
      "First date whose answers may have changed; null: every date before `to`.",
    ),
    to: DateString.nullable().describe(
      "The date after the last one that may have changed ([from, to)); null: no end.",
    ),
  })
  .meta({ id: "AriChange" });
export type AriChange = z.infer<typeof AriChange>;

/** The data of an ari.changed event: the property's entries since its last one, merged. */
export const AriChanged = AriChange.extend({
  id: z.string().describe("The last entry merged: follow /ari/changes for each of them."),
  kind: z
    .enum([...ARI_KINDS, "mixed"])
    .describe("The kind of every entry merged; mixed when there were several."),
  kinds: z.array(AriKind).describe("The kinds of the entries merged."),
  rate_plan_id: z
    .string()
    .nullable()
    .describe("The rate plan of every entry merged, when they share one; else null."),
});
export type AriChanged = z.infer<typeof AriChanged>;

export const AriChangesQuery = z.object({
  cursor: wellFormed(z.string().max(512))
    .optional()
    .describe("Without it: no entries and a next_cursor that follows from now."),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const AriChangesPage = z.object({
  data: z.array(AriChange),
  next_cursor: z.string().describe("Always set: followed later, it reads the changes made since."),
});

export const ariOps = {
  changes: operation("inventory.ari.changes", AriChangesQuery, AriChangesPage, {
    errors: ["INVALID_CURSOR", "ARI_CURSOR_EXPIRED", "PROPERTY_NOT_FOUND"],
  }),
};
