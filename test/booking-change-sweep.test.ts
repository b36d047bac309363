import { faults } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChangesHotel, changesHotel } from "./support/booking-changes.js";
import { eventually } from "./support/hotel.js";
import { inDays } from "./support/inventory.js";

// A change quote whose expiry job was never scheduled (Redis refused it) still ends: inventory's
// sweep finds its hold past its time, the booking service says it was never applied, and the
// nights go back on sale.

const TTL_MS = 4_000;

let h: ChangesHotel;
beforeAll(async () => {
  h = await changesHotel({ CHANGE_QUOTE_TTL_MS: String(TTL_MS), RECONCILE_EVERY_MS: "1000" });
});
afterAll(async () => {
  faults.disarmAll();
  await h?.stop();
});

describe("inventory's sweep of change quotes", () => {
  it("frees the hold of a quote whose expiry job was lost, once its time is over", async () => {
    const b = await h.book(0);
    const disarm = faults.arm("booking.change-quotes.schedule", () => {
      throw new Error("the queue is away");
    });
    const q = await h.quote(b.id, { end_date: inDays(13) });
    disarm();
    expect(q.status, JSON.stringify(q.body)).toBe(201);
    expect(await h.free(0, 12, 13)).toBe(false);
    await new Promise((r) => setTimeout(r, TTL_MS));
    await eventually(
      "the swept quote's night freed",
      async () => ((await h.free(0, 12, 13)) ? true : undefined),
      15_000,
    );
    expect(await h.free(0, 10, 12)).toBe(false);
  }, 40_000);
});
