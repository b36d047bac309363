import { bookingOps } from "@reservations/contracts";
import { faults } from "@reservations/service-kit";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/support/config.js";
import { eventually } from "../../../test/support/service-harness.js";
import { type BookingHarness, guest, type Hotel, startBooking, uniq } from "./harness.js";

/**
 * Two hotels' bookings written by one statement (and their Idempotency-Keys claimed by one): a
 * fault point makes hotel B's item raise in Postgres, as a value it cannot store would. The batch
 * goes again item by item, so only hotel B's booking fails, with a 422; hotel A's are all booked.
 */
describe("a batch of two hotels' bookings with one item at fault", () => {
  let h: BookingHarness;
  let a: Hotel;
  let b: Hotel;
  let nextUnit = 0;
  beforeAll(async () => {
    // A long lease: the held statement's lock wait is cut off only after 6 s.
    h = await startBooking({ config: testConfig({ IDEMPOTENCY_LEASE_MS: "60000" }) });
    [a, b] = [await h.hotel(12), await h.hotel(4)];
  });
  afterAll(() => h?.stop());
  afterEach(() => faults.disarmAll());

  const book = (hotel: Hotel, key: string, unit: string, first_name = guest.first_name) =>
    h.call(
      bookingOps.create,
      {
        idempotency_key: uniq(),
        request_hash: "h",
        body: { ...hotel.stay(unit), adults: 1, guest: { ...guest, first_name } } as never,
      },
      hotel.partner(key),
    );
  const unitOf = (hotel: Hotel) => hotel.units[nextUnit++ % hotel.units.length]!;
  const allocationOf = async (unit: string) =>
    (
      await h.db.query("SELECT status FROM inventory.allocations WHERE unit_id = $1 ORDER BY created_at", [
        unit,
      ])
    ).rows.map((r) => r.status);

  /** Holds the key's lock so that its booking's statement stays under way while the others are asked. */
  const holdStatement = async (key: string) => {
    const locker = await h.db.connect();
    await locker.query("SELECT pg_advisory_lock(hashtextextended($1, 7))", [key]);
    const blocked = book(a, key, unitOf(a));
    await eventually(async () => {
      const { rows } = await h.db.query(
        "SELECT 1 FROM pg_stat_activity WHERE wait_event = 'advisory' AND query LIKE '%record_bookings%'",
      );
      expect(rows).toHaveLength(1);
    });
    return async () => {
      await locker.query("SELECT pg_advisory_unlock(hashtextextended($1, 7))", [key]);
      locker.release();
      return blocked;
    };
  };

  it("books every booking of hotel A and refuses only hotel B's, whose room returns to sale", async () => {
    const hits = new Map<string, number>();
    faults.arm("booking.record.item", ({ item }) => {
      const i = item as { tenant_id: string; id: string; first_name: string | null };
      if (i.tenant_id !== b.tenant) return;
      hits.set(i.id, (hits.get(i.id) ?? 0) + 1);
      i.first_name = "\ud800"; // jsonb refuses a lone surrogate: the whole statement fails
    });
    const release = await holdStatement(`key_${uniq()}`);
    const bUnit = unitOf(b);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => book(a, `key_${uniq()}`, unitOf(a))),
      book(b, `key_${uniq()}`, bUnit),
    ]).finally(async () => expect((await release()).status).toBe(201));
    expect(answers.slice(0, 4).map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const refused = answers[4]!;
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body).toEqual({
      message: "The request is not valid.",
      errors: { body: ["holds a value that cannot be stored"] },
    });
    // Written with the others once, then alone.
    expect([...hits.values()]).toEqual([2]);
    await eventually(async () => expect(await allocationOf(bUnit)).toEqual(["released"]));
  });

  it("claims every Idempotency-Key of hotel A and refuses only hotel B's request", async () => {
    const blocker = `key_${uniq()}`;
    let open!: () => void;
    const gate = new Promise<void>((r) => {
      open = r;
    });
    let held = false;
    const hits = new Map<string, number>();
    faults.arm("booking.claim.item", async ({ claim }) => {
      const c = claim as { key_id: string; idempotency_key: string };
      if (c.key_id === blocker) {
        // This claim's statement stays under way while the others are asked.
        held = true;
        await gate;
      } else if (c.key_id.startsWith("keyb_")) {
        hits.set(c.key_id, (hits.get(c.key_id) ?? 0) + 1);
        c.idempotency_key = `${c.idempotency_key}\u0000`; // text refuses U+0000: the whole INSERT fails
      }
    });
    const blocked = book(a, blocker, unitOf(a));
    await eventually(() => expect(held).toBe(true));
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => book(a, `key_${uniq()}`, unitOf(a))),
      book(b, `keyb_${uniq()}`, unitOf(b)),
    ]).finally(open);
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 422]);
    expect([...hits.values()]).toEqual([2]);
    expect((await blocked).status).toBe(201);
  });
});
