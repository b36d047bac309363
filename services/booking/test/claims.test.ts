import type { BatchSent } from "@reservations/service-kit";
import { describe, expect, it } from "vitest";
import { Claims } from "../src/store/idempotency.js";
import { HotelFixture, uniq } from "./harness.js";

describe("Idempotency-Key claims asked together", () => {
  const fx = new HotelFixture(1);

  it("go as one statement; of two claims of one key the first wins, and the other is answered the record", async () => {
    const batches: BatchSent[] = [];
    const claims = new Claims(fx.h.db, 30_000, (b) => batches.push(b));
    const key = `key_${uniq()}`;
    const claim = (idem: string, booking: string) =>
      claims.claim({ key_id: key, idempotency_key: idem, request_hash: "h", booking_id: booking });
    // Asked in one turn with nothing under way: one statement (service-kit's coalesce tests check
    // that claims asked while one is under way wait for it and go together next).
    const [first, ...rest] = await Promise.all([
      claim("a", "bkg_a"),
      claim("b", "bkg_b"),
      claim("c", "bkg_c1"),
      claim("c", "bkg_c2"),
      claim("a", "bkg_a2"),
    ]);
    expect(batches.map((b) => b.reads)).toEqual([5]);
    expect(first).toMatchObject({ claimed: true, lease: { booking_id: "bkg_a", attempt: 1 } });
    const [b, c1, c2, a2] = rest;
    expect(b).toMatchObject({ claimed: true, lease: { booking_id: "bkg_b" } });
    expect(c1).toMatchObject({ claimed: true, lease: { booking_id: "bkg_c1" } });
    expect(c2).toMatchObject({ claimed: false, record: { booking_id: "bkg_c1", state: "in_flight" } });
    expect(a2).toMatchObject({ claimed: false, record: { booking_id: "bkg_a", request_hash: "h" } });
    const { rows } = await fx.h.db.query(
      "SELECT idempotency_key, booking_id FROM booking.idempotency WHERE key_id = $1 ORDER BY 1",
      [key],
    );
    expect(rows).toEqual([
      { idempotency_key: "a", booking_id: "bkg_a" },
      { idempotency_key: "b", booking_id: "bkg_b" },
      { idempotency_key: "c", booking_id: "bkg_c1" },
    ]);
  });
});
