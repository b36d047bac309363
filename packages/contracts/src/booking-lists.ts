import { z } from "zod";
import { PageQuery } from "./common.js";

// The lists of bookings changed since a time, for a client keeping a copy of them.

/** Bookings changed since a time, for a client keeping a copy: oldest change first, a cursor always. */
export const UpdatedSince = {
  updated_since: z.iso
    .datetime({ offset: true })
    .optional()
    .describe(
      "Only bookings changed at or after this time, oldest change first; next_cursor is always set, and followed later it reads the changes made since. A booking that changes again comes again.",
    ),
};

/** A key's bookings: newest first, or changed since a time. */
export const BookingListQuery = PageQuery.extend(UpdatedSince);
