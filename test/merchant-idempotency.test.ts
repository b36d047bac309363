import { randomUUID } from "node:crypto";
import { faults } from "@reservations/service-kit";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "./support/config.js";
import { eventually } from "./support/hotel.js";
import {
  call,
  freshUnit,
  hotel,
  mesh,
  property,
  startHotelMesh,
  tenant,
  units,
} from "./support/hotel-mesh.js";
import { InventoryScript, inDays } from "./support/inventory.js";

/**
 * A hotel's creating calls retried with the same Idempotency-Key after the gateway gave up on them
 * (503: the service answered after the gateway's timeout) happen once: while the first attempt
 * runs, a retry is IDEMPOTENCY_IN_FLIGHT; once it is done, the retry answers its stored answer.
 */
describe("merchant calls retried with an Idempotency-Key", () => {
  let plan: string;
  const guest = { first_name: "Mia", last_name: "Sol", email: "mia.sol@example.com" };
  beforeAll(async () => {
    // The gateway gives up after 1.5 s; a stalled step below takes 3 s.
    await startHotelMesh("Idempotent hotel", { config: testConfig({ NATS_REQUEST_TIMEOUT_MS: "1500" }) });
    const inv = new InventoryScript(hotel, tenant.token, property);
    for (let i = 0; i < 4; i++) units.push((await inv.unit({ name: `Room ${i}` })).id);
    plan = await inv.ratePlan({ unit_ids: units });
  });
  afterAll(() => mesh?.stop());
  afterEach(() => faults.disarmAll());

  const post = (path: string, body: unknown, key?: string) =>
    call("POST", path, {
      token: tenant.token,
      body,
      headers: key ? { "idempotency-key": key } : undefined,
    });
  /** Stalls the first `point` hit for 3 s: the gateway answers 503 while the call goes on. */
  const stallOnce = (point: string) => {
    let stalled = false;
    faults.arm(point, async () => {
      if (stalled) return;
      stalled = true;
      await new Promise((r) => setTimeout(r, 3000));
    });
  };
  /** Retries until the call is no longer in flight; answers the last answer. */
  const retryUntilDone = (send: () => ReturnType<typeof call>) =>
    eventually(
      "the first attempt to finish",
      async () => {
        const res = await send();
        return res.body?.error_code === "IDEMPOTENCY_IN_FLIGHT" ? undefined : res;
      },
      10_000,
    );

  it("a hotel booking answered 503 exists once after its retries, and the retry replays the booking", async () => {
    const unit = freshUnit();
    const body = {
      unit_id: unit,
      rate_plan_id: plan,
      start_date: inDays(30),
      end_date: inDays(32),
      adults: 2,
      guest,
    };
    const path = `/api/merchant/properties/${property}/bookings`;
    const key = randomUUID();
    stallOnce("booking.saga.before-transaction");
    const first = await post(path, body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(503);
    const during = await post(path, body, key);
    expect(during.status).toBe(409);
    expect(during.body.error_code).toBe("IDEMPOTENCY_IN_FLIGHT");
    const reused = await post(path, { ...body, adults: 1 }, key);
    expect(reused.status).toBe(409);
    expect(reused.body.error_code).toBe("IDEMPOTENCY_KEY_REUSED");
    const done = await retryUntilDone(() => post(path, body, key));
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.headers.get("idempotent-replayed")).toBe("true");
    const { rows } = await mesh.db.query("SELECT id FROM booking.bookings WHERE unit_id = $1", [unit]);
    expect(rows.map((r) => r.id)).toEqual([done.body.data.id]);
    // Without a key, a call is simply made: a second booking of another unit is its own.
    const other = await post(path, { ...body, unit_id: freshUnit() });
    expect(other.status).toBe(201);
    expect(other.body.data.id).not.toBe(done.body.data.id);
  });

  it("a group payment answered 503 is recorded once after its retries", async () => {
    const groups = `/api/merchant/properties/${property}/booking-groups`;
    const group = await post(groups, {
      code: `G-${randomUUID().slice(0, 8)}`,
      holder: { name: "Acme", email: "acme@example.com" },
      billing_rule: "holder_pays_all",
      rooms: [
        { unit_id: freshUnit(), rate_plan_id: plan, start_date: inDays(40), end_date: inDays(41), adults: 1 },
      ],
    });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    const payment = { account_id: group.body.data.accounts[0].id, amount: 25.5, method: "card" };
    const path = `${groups}/${group.body.data.id}/payments`;
    const key = randomUUID();
    stallOnce("booking.group-payment.before-commit");
    const first = await post(path, payment, key);
    expect(first.status, JSON.stringify(first.body)).toBe(503);
    const done = await retryUntilDone(() => post(path, payment, key));
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.headers.get("idempotent-replayed")).toBe("true");
    const { rows } = await mesh.db.query("SELECT id FROM booking.group_payments WHERE group_id = $1", [
      group.body.data.id,
    ]);
    expect(rows.map((r) => r.id)).toEqual([done.body.data.id]);
    const view = await call("GET", `${groups}/${group.body.data.id}`, { token: tenant.token });
    expect(view.body.data.totals.paid).toBe(25.5);
  });

  it("a guest created with a key is created once; the replay names the same guest", async () => {
    const path = `/api/merchant/properties/${property}/guests`;
    const key = randomUUID();
    const first = await post(path, guest, key);
    expect(first.status).toBe(201);
    const again = await post(path, guest, key);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.data.id).toBe(first.body.data.id);
    const other = await post(path, { ...guest, first_name: "Eve" }, key);
    expect(other.status).toBe(409);
    expect(other.body.error_code).toBe("IDEMPOTENCY_KEY_REUSED");
  });
});
