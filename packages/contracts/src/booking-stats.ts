import { z } from "zod";
import { Money } from "./money.js";

// What the hotel counts of its bookings: a property's statistics, and what revoke-and-void cancels.

export const Stats = z
  .object({
    from: z.string(),
    to: z.string(),
    bookings_created: z.number().int(),
    guest_cancellations: z.number().int(),
    hotel_cancellations: z.number().int(),
    expired_holds: z.number().int(),
    voided: z.number().int(),
    no_shows: z.number().int().describe("Bookings marked as no-shows on days from..to."),
    cancellation_fees: Money.describe(
      "The fees of the cancellations and no-shows counted, in the property's currency; voids carry none.",
    ),
  })
  .meta({ id: "BookingStats" });

export const VoidSummary = z
  .object({ bookings: z.number().int(), nights: z.number().int(), properties: z.number().int() })
  .meta({ id: "VoidSummary" });
