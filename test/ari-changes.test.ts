import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AriEntry, AriFollower } from "./support/ari.js";
import { booker } from "./support/booking.js";
import { testConfig } from "./support/config.js";
import { eventually, type HotelScript } from "./support/hotel.js";
import type { Call } from "./support/http.js";
import { type InventoryScript, inDays } from "./support/inventory.js";
import type { TestMesh } from "./support/mesh.js";
import { startPartnerHotel } from "./support/partner-hotel.js";
import { BOOKING_SCOPES } from "./support/scopes.js";

// Every writer of the ARI change log: its change is in GET /ari/changes within 1 s of its answer,
// with its kind, units, plan and dates; and the log's cursors.

let mesh: TestMesh;
let call: Call;
let hotel: HotelScript;
let tenant: { id: string; token: string };
let property: string;
let inv: InventoryScript;
let plan: string;
let key: { id: string; secret: string };
let follower: AriFollower;
const units: string[] = [];

beforeAll(async () => {
  const h = await startPartnerHotel("ARI hotel", {
    units: 6,
    mesh: { config: testConfig({ HOLD_SWEEP_EVERY_MS: "300" }) },
  });
  ({ mesh, call, hotel, tenant, property, inv, plan, key } = h);
  units.push(...h.units);
  follower = new AriFollower(call, key.secret);
  await follower.start();
});

afterAll(async () => {
  await mesh?.stop();
});

const merchant = (method: string, rest: string, body?: unknown) =>
  call(method, `/api/merchant/properties/${property}${rest}`, { token: tenant.token, body });
const partner = (method: string, path: string, body?: unknown) =>
  call(method, path, { token: key.secret, body, headers: { "idempotency-key": randomUUID() } });

/** Runs a write, checks its answer, and expects its entry in the log within 1 s of that answer. */
async function logged(
  write: () => Promise<{ status: number; body: unknown }>,
  expected: Partial<AriEntry>,
  status = 200,
): Promise<AriEntry> {
  const res = await write();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const answered = Date.now();
  const { entry, ms } = await follower.until((e) => matches(e, expected), answered);
  expect(ms).toBeLessThan(1000);
  return entry;
}

const matches = (e: AriEntry, expected: Partial<AriEntry>) =>
  Object.entries(expected).every(([k, v]) =>
    k === "unit_ids" ? (v as string[]).every((u) => e.unit_ids.includes(u)) : e[k as keyof AriEntry] === v,
  );

const book = (unit: number, from: number, to: number, extra: Record<string, unknown> = {}) =>
  booker(
    call,
    key.secret,
  )({ unit_id: units[unit], rate_plan_id: plan, start_date: inDays(from), end_date: inDays(to), ...extra });

describe("the writers of availability", () => {
  it("a hold, its cancel and its expiry; a booking's change", async () => {
    const stay = { kind: "availability" as const, unit_ids: [units[0]!], rate_plan_id: null };
    let id = "";
    await logged(
      async () => {
        const r = await book(0, 10, 12, { hold_minutes: 5 });
        id = r.body.data?.id;
        return r;
      },
      { ...stay, from: inDays(10), to: inDays(12) },
      201,
    );
    await logged(() => partner("POST", `/api/v1/bookings/${id}/cancel`), {
      ...stay,
      from: inDays(10),
      to: inDays(12),
    });

    const held = await book(1, 20, 22, { hold_minutes: 5 });
    await follower.follow();
    await mesh.services.booking.kit.pool.query(
      "UPDATE booking.bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1",
      [held.body.data.id],
    );
    await eventually("the expired hold's unit free again", async () =>
      (await free(1, 20, 22)) ? true : undefined,
    );
    const freed = Date.now();
    const { ms } = await follower.until(
      (e) => matches(e, { unit_ids: [units[1]!], from: inDays(20) }),
      freed,
    );
    expect(ms).toBeLessThan(1000);

    const b = await book(2, 30, 32);
    await follower.follow();
    const quote = await partner("POST", `/api/v1/bookings/${b.body.data.id}/change-quotes`, {
      end_date: inDays(33),
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);
    // The quote holds the night it adds; the change moves the stay over it.
    await follower.until(
      (e) => matches(e, { unit_ids: [units[2]!], from: inDays(32), to: inDays(33) }),
      Date.now(),
    );
    await logged(
      () =>
        partner("POST", `/api/v1/bookings/${b.body.data.id}/change`, {
          change_quote_id: quote.body.data.id,
          expected_total_price: quote.body.data.proposed.total_price,
        }),
      { kind: "availability", unit_ids: [units[2]!], from: inDays(30), to: inDays(33) },
    );
  });

  it("a void: the key revoked, its bookings freed", async () => {
    const other = await hotel.key(tenant.token, { property_ids: [property], scopes: [...BOOKING_SCOPES] });
    const b = await booker(
      call,
      other.secret,
    )({ unit_id: units[3], rate_plan_id: plan, start_date: inDays(40), end_date: inDays(41) });
    expect(b.status).toBe(201);
    await follower.follow();
    const revoked = await call("POST", `/api/merchant/keys/${other.id}/revoke-and-void`, {
      token: tenant.token,
      body: { since: inDays(-1) },
    });
    expect(revoked.status).toBe(200);
    await eventually("the voided booking's unit free again", async () =>
      (await free(3, 40, 41)) ? true : undefined,
    );
    const { ms } = await follower.until(
      (e) => matches(e, { unit_ids: [units[3]!], from: inDays(40) }),
      Date.now(),
    );
    expect(ms).toBeLessThan(1000);
  });

  it("a sale block made and removed; an availability window", async () => {
    const block = { kind: "availability" as const, unit_ids: [units[4]!], from: inDays(50), to: inDays(53) };
    let blockId = "";
    await logged(
      async () => {
        const r = await merchant("POST", "/sale-blocks", {
          unit_id: units[4],
          start_date: inDays(50),
          end_date: inDays(53),
        });
        blockId = r.body.data?.id;
        return r;
      },
      block,
      201,
    );
    await logged(() => merchant("DELETE", `/sale-blocks/${blockId}`), block, 204);
    await logged(
      () =>
        merchant("PATCH", `/units/${units[4]}`, {
          availability_window: { start_date: inDays(1), end_date: inDays(300) },
        }),
      { kind: "availability", unit_ids: [units[4]!], from: null, to: null },
    );
  });
});

describe("the writers of units, rates and restrictions", () => {
  it("a unit made, unpublished, blocked; a plan deactivated, given other channels", async () => {
    let made = "";
    await logged(
      async () => {
        const r = await merchant("POST", "/units", { name: "New", kind: "single", max_adults: 2 });
        made = r.body.data?.id;
        return r;
      },
      { kind: "units", from: null, to: null },
      201,
    );
    expect(follower.seen.at(-1)!.unit_ids).toContain(made);
    await logged(() => merchant("PATCH", `/units/${units[5]}`, { published: false }), {
      kind: "units",
      unit_ids: [units[5]!],
    });
    await logged(() => merchant("PATCH", `/units/${units[5]}`, { blocked_for_sale: true }), {
      kind: "units",
      unit_ids: [units[5]!],
    });
    const other = await inv.ratePlan({ name: "Other", unit_ids: [units[0]] });
    await follower.follow();
    await logged(() => merchant("PATCH", `/rate-plans/${other}`, { active: false }), {
      kind: "units",
      rate_plan_id: other,
      unit_ids: [units[0]!],
    });
    await logged(() => merchant("PATCH", `/rate-plans/${other}`, { sales_channels: ["api", "ota"] }), {
      kind: "units",
      rate_plan_id: other,
    });
  });

  it("prices and restrictions", async () => {
    await logged(
      () =>
        merchant("PATCH", `/rate-plans/${plan}`, {
          prices: [
            { adults: 1, nightly_price: 90 },
            { adults: 2, nightly_price: 110 },
          ],
        }),
      { kind: "rates", rate_plan_id: plan, unit_ids: units, from: null, to: null },
    );
    await logged(
      () =>
        merchant("PUT", `/rate-plans/${plan}/restrictions`, {
          from: inDays(60),
          to: inDays(62),
          stop_sell: true,
        }),
      { kind: "restrictions", rate_plan_id: plan, unit_ids: units, from: inDays(60), to: inDays(63) },
    );
    // A year of dates in one call is one entry over them all.
    const before = follower.seen.length;
    await logged(
      () =>
        merchant("PUT", `/rate-plans/${plan}/restrictions`, {
          from: inDays(100),
          to: inDays(464),
          min_stay_arrival: 2,
        }),
      { kind: "restrictions", rate_plan_id: plan, from: inDays(100), to: inDays(465) },
    );
    expect(follower.seen.slice(before).filter((e) => e.kind === "restrictions")).toHaveLength(1);
  });
});

/** Whether /availability shows the unit free for [from, to). */
async function free(unit: number, from: number, to: number): Promise<boolean> {
  const res = await call("GET", `/api/v1/availability?start=${inDays(from)}&end=${inDays(to)}`, {
    token: key.secret,
  });
  const entry = res.body.data.find((e: { unit_id: string }) => e.unit_id === units[unit]);
  return entry.available === true;
}
