import { todayIn } from "@reservations/contracts";
import { isoInZone, zonedInstant } from "@reservations/service-kit/zoned";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guest } from "./support/booking.js";
import { testConfig } from "./support/config.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { type Call, httpClient } from "./support/http.js";
import { InventoryScript } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { zoneAtNoon } from "./support/noon-zone.js";
import { type Receiver, receiver } from "./support/receiver.js";
import { type SignedIn, StaffScript, staffClient } from "./support/staff.js";
import { plusDays } from "./support/stay-terms.js";

// No-shows on the real mesh: POST /api/merchant/properties/{p}/bookings/{b}/no-show from the
// arrival day until 48 h after it began (property time), its fee, the nights back on sale, its
// event on a subscription and on the feed, its audit entry, and who may call it.

const ZONE = zoneAtNoon();

let mesh: TestMesh;
let call: Call;
let hotel: { id: string; token: string; owner: SignedIn };
let property: string;
let units: string[];
/** A plan whose late cancellation costs 30 % of the charge, and one with no policy. */
let withPolicy: string;
let noPolicy: string;
let partner: { id: string; secret: string };
let hook: Receiver;
let today: string;
let nextUnit = 0;

beforeAll(async () => {
  mesh = await startTestMesh({ config: testConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" }) });
  call = httpClient(mesh.url);
  const staff = new StaffScript(call, mesh.url, mesh.config.PLATFORM_ADMIN_TOKEN!);
  hotel = await staff.hotelWithOwner();
  const script = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  property = await script.property(hotel.token, { name: "No-show inn", timezone: ZONE });
  const inv = new InventoryScript(script, hotel.token, property);
  units = [];
  for (let i = 0; i < 16; i++) units.push((await inv.unit({ name: `Room ${i}` })).id);
  withPolicy = await inv.ratePlan({
    name: "Standard",
    unit_ids: units,
    cancellation_policy: { free_until_hours: 24, penalty: "percent", percent: 30 },
  });
  noPolicy = await inv.ratePlan({ name: "No policy", unit_ids: units });
  partner = await script.key(hotel.token, {
    property_ids: [property],
    scopes: ["availability:read", "bookings:read", "bookings:read:all", "webhooks:read", "webhooks:write"],
  });
  hook = await receiver();
  const sub = await call("POST", "/api/v1/webhooks", {
    token: partner.secret,
    property,
    body: { url: hook.url, events: ["booking.no_show"] },
  });
  expect(sub.status, JSON.stringify(sub.body)).toBe(201);
  today = todayIn(ZONE);
});
afterAll(async () => {
  await hook?.close();
  await mesh?.stop();
});

const path = (rest: string) => `/api/merchant/properties/${property}/${rest}`;
const noShow = (id: string, token = hotel.token, headers: Record<string, string> = {}) =>
  call("POST", path(`bookings/${id}/no-show`), { token, headers });

/** A confirmed hotel booking of `nights` nights from `from` days after today (property time), on a unit of its own. */
async function book(o: { plan?: string | null; from?: number; nights?: number } = {}) {
  const { plan = withPolicy, from = 0, nights = 2 } = o;
  const unit = units[nextUnit++]!;
  const start = plusDays(today, from);
  const res = await call("POST", path("bookings"), {
    token: hotel.token,
    body: {
      unit_id: unit,
      ...(plan ? { rate_plan_id: plan } : {}),
      start_date: start,
      end_date: plusDays(start, nights),
      adults: 2,
      guest,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.data.id as string, unit, start, end: plusDays(start, nights) };
}

/** Whether `unit` is free for the stay [start, end), as partners see it. */
async function free(unit: string, start: string, end: string): Promise<boolean> {
  const res = await call("GET", `/api/v1/availability?start=${start}&end=${end}`, {
    token: partner.secret,
    property,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.find((x: { unit_id: string }) => x.unit_id === unit).available;
}

/** The window a stay arriving `start` may be marked a no-show in, as the refusal gives it. */
const windowOf = (start: string) => ({
  allowed_from: isoInZone(zonedInstant(start, "00:00", ZONE), ZONE),
  allowed_until: isoInZone(zonedInstant(plusDays(start, 2), "00:00", ZONE), ZONE),
});

describe("no-shows: the window", () => {
  it("refuses a stay arriving tomorrow with NO_SHOW_OUTSIDE_WINDOW and its window", async () => {
    const b = await book({ from: 1 });
    const res = await noShow(b.id);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toMatchObject({ error_code: "NO_SHOW_OUTSIDE_WINDOW", ...windowOf(b.start) });
    const got = await call("GET", path(`bookings/${b.id}`), { token: hotel.token });
    expect(got.body.data).toMatchObject({ status: "confirmed", cancellation_fee: null });
  });

  it("takes a stay that arrived yesterday, and refuses one that arrived 2 days ago (48 h after its day began)", async () => {
    const shift = (id: string, days: number) =>
      mesh.services.booking.kit.pool.query(
        "UPDATE booking.bookings SET start_date = start_date - $2::int, end_date = end_date - $2::int WHERE id = $1",
        [id, days],
      );
    const yesterday = await book();
    await shift(yesterday.id, 1);
    const ok = await noShow(yesterday.id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.status).toBe("no_show");

    const late = await book();
    await shift(late.id, 2);
    const res = await noShow(late.id);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toMatchObject({
      error_code: "NO_SHOW_OUTSIDE_WINDOW",
      ...windowOf(plusDays(today, -2)),
    });
  });

  it("refuses a cancelled or checked-in booking on status, as check-in does", async () => {
    const cancelled = await book();
    expect((await call("POST", path(`bookings/${cancelled.id}/cancel`), { token: hotel.token })).status).toBe(
      200,
    );
    const res = await noShow(cancelled.id);
    expect(res.status).toBe(422);
    expect(res.body.errors.status).toEqual(["cannot mark a cancelled booking as a no-show"]);
    const arrived = await book();
    expect(
      (await call("POST", path(`bookings/${arrived.id}/check-in`), { token: hotel.token })).body.data.status,
    ).toBe("checked_in");
    const again = await noShow(arrived.id);
    expect(again.status).toBe(422);
    expect(again.body.errors.status).toEqual(["cannot mark a checked in booking as a no-show"]);
    // And a no-show cannot be checked in or cancelled afterwards.
    const gone = await book();
    expect((await noShow(gone.id)).status).toBe(200);
    const checkIn = await call("POST", path(`bookings/${gone.id}/check-in`), { token: hotel.token });
    expect(checkIn.body.errors.status).toEqual(["cannot check in a no show booking"]);
    const cancel = await call("POST", path(`bookings/${gone.id}/cancel`), { token: hotel.token });
    expect(cancel.body.error_code).toBe("BOOKING_NOT_CANCELLABLE");
  });
});

describe("no-shows: on the arrival day", () => {
  it("marks it, frees its nights, charges the policy's fee, sends booking.no_show and leaves an audit entry", async () => {
    const b = await book({ plan: withPolicy });
    expect(await free(b.unit, b.start, b.end)).toBe(false);
    const res = await noShow(b.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get("etag")).toBe(`"${res.body.data.version}"`);
    // 2 nights at 100: 30 % is 60.
    expect(res.body.data).toMatchObject({ id: b.id, status: "no_show", is_hold: false });
    expect(Number(res.body.data.cancellation_fee)).toBe(60);
    expect(Number(res.body.data.balance_due)).toBe(0);
    // A repeat answers the booking as it is.
    const again = await noShow(b.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);

    await eventually(
      "the nights back on sale",
      async () => (await free(b.unit, b.start, b.end)) || undefined,
    );

    const delivered = await eventually("booking.no_show delivered", async () =>
      hook.received.map((r) => JSON.parse(r.body)).find((e) => e.data?.booking?.id === b.id),
    );
    expect(delivered.type).toBe("booking.no_show");
    expect(delivered.data.booking).toMatchObject({ id: b.id, status: "no_show" });

    const feed = await eventually("booking.no_show on the feed", async () => {
      const page = await call("GET", "/api/v1/events?types=booking.no_show&limit=100", {
        token: partner.secret,
        property,
      });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      return page.body.data.find((e: { data: { booking: { id: string } } }) => e.data.booking.id === b.id);
    });
    expect(feed.type).toBe("booking.no_show");

    const entry = await eventually("the audit entry", async () => {
      const page = await call("GET", "/api/merchant/audit?action=booking.no_show&limit=100", {
        token: hotel.token,
      });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      return page.body.data.find((e: { target: { id: string } }) => e.target.id === b.id);
    });
    expect(entry).toMatchObject({ action: "booking.no_show", target: { type: "booking", id: b.id } });

    const revisions = await call("GET", `/api/v1/bookings/${b.id}/revisions`, {
      token: partner.secret,
      property,
    });
    expect(revisions.body.data.at(-1)).toMatchObject({
      action: "no_show",
      actor: { type: "merchant_token" },
    });
  });

  it("charges the first night without a policy, nothing at no price, and counts them in the stats", async () => {
    const plain = await book({ plan: noPolicy, nights: 3 });
    const res = await noShow(plain.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Number(res.body.data.cancellation_fee)).toBe(100);

    const unpriced = await book({ plan: null });
    const zero = await noShow(unpriced.id);
    expect(zero.status, JSON.stringify(zero.body)).toBe(200);
    expect(zero.body.data).toMatchObject({ status: "no_show", rate_plan_id: null });
    expect(Number(zero.body.data.cancellation_fee)).toBe(0);

    const stats = await call("GET", path(`stats?from=${plusDays(today, -1)}&to=${plusDays(today, 1)}`), {
      token: hotel.token,
    });
    expect(stats.status, JSON.stringify(stats.body)).toBe(200);
    expect(stats.body.data.no_shows).toBeGreaterThanOrEqual(2);
    const listed = await call("GET", path("bookings?status=no_show&limit=100"), { token: hotel.token });
    expect(listed.body.data.map((x: { id: string }) => x.id)).toEqual(
      expect.arrayContaining([plain.id, unpriced.id]),
    );
  });

  it("needs a manager: a viewer gets 403, a manager marks it; If-Match guards it", async () => {
    const staff = new StaffScript(call, mesh.url, mesh.config.PLATFORM_ADMIN_TOKEN!);
    const viewer = staffClient(mesh.url, await staff.person(hotel.owner, "viewer"));
    const manager = staffClient(mesh.url, await staff.person(hotel.owner, "manager"));
    const b = await book();
    const refused = await viewer("POST", path(`bookings/${b.id}/no-show`));
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    const stale = await manager("POST", path(`bookings/${b.id}/no-show`), { headers: { "if-match": '"7"' } });
    expect(stale.status, JSON.stringify(stale.body)).toBe(412);
    expect(stale.body.error_code).toBe("PRECONDITION_FAILED");
    const ok = await manager("POST", path(`bookings/${b.id}/no-show`), { headers: { "if-match": '"1"' } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.status).toBe("no_show");
  });
});

describe("no-shows: a group's member", () => {
  it("leaves its group's money as a cancelled member does: the group charges the others only", async () => {
    const room = () => {
      const unit = units[nextUnit++]!;
      return {
        unit_id: unit,
        rate_plan_id: noPolicy,
        start_date: today,
        end_date: plusDays(today, 2),
        adults: 2,
      };
    };
    const made = await call("POST", path("booking-groups"), {
      token: hotel.token,
      body: {
        code: "NO-SHOW",
        holder: { name: "Acme Travel", email: "groups@acme.example" },
        billing_rule: "occupants_pay_own",
        rooms: [room(), room()],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const [missed, other] = made.body.data.members as { booking_id: string }[];
    const res = await noShow(missed!.booking_id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe("no_show");
    expect(Number(res.body.data.cancellation_fee)).toBe(100);
    expect(Number(res.body.data.balance_due)).toBe(0);
    const group = await call("GET", path(`booking-groups/${made.body.data.id}`), { token: hotel.token });
    expect(group.body.data.status).toBe("tentative");
    expect(Number(group.body.data.totals.charged)).toBe(200);
    expect(group.body.data.members.map((m: { status: string }) => m.status)).toEqual(["no_show", "pending"]);
    const stays = await call("GET", path(`bookings/${other!.booking_id}`), { token: hotel.token });
    expect(Number(stays.body.data.balance_due)).toBe(200);
    const gone = path(`booking-groups/${made.body.data.id}/members/${missed!.booking_id}`);
    expect((await call("DELETE", gone, { token: hotel.token })).status).toBe(200);
  });
});
