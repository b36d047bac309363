import { z } from "zod";

/** A change's If-Match, as the versions its tags name (`"<version>"`); absent, or `*`, matches any. */
export const IfMatch = {
  if_match: z
    .array(z.number().int().min(1).max(2_147_483_647))
    .max(20)
    .optional()
    .describe("The versions If-Match named; a tag that names no version matches none."),
};

export const REVISION_ACTIONS = [
  "confirm",
  "cancel",
  "hold_expiry",
  "void",
  "check_in",
  "check_out",
  "no_show",
  "conflict",
  "occupant",
  "change",
] as const;

/** Who made a version of a booking. */
export const RevisionActor = z.object({
  type: z.enum(["key", "staff", "merchant_token", "system"]),
  id: z.string().nullable(),
});
export type RevisionActor = z.infer<typeof RevisionActor>;

/** One version of a booking: the first is the booking made; each later one a change of it. */
export const BookingRevision = z
  .object({
    version: z.number().int().min(1),
    at: z.string(),
    actor: RevisionActor,
    action: z.enum(["create", ...REVISION_ACTIONS]),
    changes: z
      .record(z.string(), z.tuple([z.unknown(), z.unknown()]))
      .describe("Each field the change moved, as the booking shows it: [before, after]. Empty for create."),
  })
  .meta({ id: "BookingRevision" });
export type BookingRevision = z.infer<typeof BookingRevision>;
