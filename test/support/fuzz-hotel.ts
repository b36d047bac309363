import { SCOPES } from "@reservations/contracts";
import fc from "fast-check";
import { expect } from "vitest";
import { booker, guest } from "./booking.js";
import type { FuzzRun } from "./fuzz-run.js";
import type { ValueHints } from "./fuzz-schemas.js";
import { eventually, HotelScript } from "./hotel.js";
import type { Call } from "./http.js";
import { InventoryScript, inDays } from "./inventory.js";

// The fuzz test's hotel: one of everything a route takes an id of (units of every kind, plans, a
// sale block, bookings, a guest, a group with a payment, subscriptions with a delivery), another
// hotel's property, and the values its random bodies draw from.

export const HOOK_URL = "https://93.184.216.34/hook";

/** Two properties: singles, a whole house with two rooms and a room type on the first; plans and a block. */
async function fuzzInventory(hotel: HotelScript, token: string) {
  const p1 = await hotel.property(token, { name: "Fuzz P1", timezone: "UTC" });
  const p2 = await hotel.property(token, { name: "Fuzz P2", timezone: "Europe/Madrid" });
  const inv1 = new InventoryScript(hotel, token, p1);
  const inv2 = new InventoryScript(hotel, token, p2);
  const singles = await Promise.all([1, 2, 3, 4].map((i) => inv1.unit({ name: `Single ${i}` })));
  const house = await inv1.unit({ name: "House", kind: "whole_house", max_adults: 6 });
  const houseRooms = await Promise.all(
    [1, 2].map((i) => inv1.unit({ name: `House room ${i}`, parent_unit_id: house.id })),
  );
  const roomType = await inv1.unit({
    name: "Doubles",
    kind: "room_type",
    rooms: [{ name: "101" }, { name: "102" }, { name: "103" }],
  });
  const p2Unit = await inv2.unit({ name: "P2 single" });
  const unitIds = [...singles, house, ...houseRooms, roomType].map((u) => u.id as string);
  const plan = await inv1.ratePlan({ unit_ids: unitIds });
  const plan2 = await inv2.ratePlan({ unit_ids: [p2Unit.id] });
  const block = await inv1.saleBlock({
    unit_id: singles[3].id,
    start_date: inDays(60),
    end_date: inDays(62),
  });
  return { p1, p2, singles, house, roomType, p2Unit, unitIds, plan, plan2, block };
}

type Inventory = Awaited<ReturnType<typeof fuzzInventory>>;

/** A partner booking, a hotel booking, a guest, and a group with one room and a payment. */
async function fuzzBookings(call: Call, keySecret: string, token: string, inv: Inventory) {
  const { p1, singles, plan } = inv;
  const booking = await booker(
    call,
    keySecret,
    p1,
  )({
    unit_id: singles[0].id,
    rate_plan_id: plan,
    start_date: inDays(20),
    end_date: inDays(22),
  });
  expect(booking.status, JSON.stringify(booking.body)).toBe(201);
  const merchantBooking = await call("POST", `/api/merchant/properties/${p1}/bookings`, {
    token,
    body: {
      unit_id: singles[1].id,
      rate_plan_id: plan,
      start_date: inDays(20),
      end_date: inDays(23),
      adults: 2,
      guest,
    },
  });
  expect(merchantBooking.status, JSON.stringify(merchantBooking.body)).toBe(201);
  const guestRes = await call("POST", `/api/merchant/properties/${p1}/guests`, {
    token,
    body: { first_name: "Bea", last_name: "Lopez", email: "bea.lopez@example.com" },
  });
  expect(guestRes.status, JSON.stringify(guestRes.body)).toBe(201);
  const group = await call("POST", `/api/merchant/properties/${p1}/booking-groups`, {
    token,
    body: {
      code: "FUZZ",
      holder: { name: "Holder", email: "holder@example.com" },
      billing_rule: "holder_pays_all",
      rooms: [
        {
          unit_id: singles[2].id,
          rate_plan_id: plan,
          start_date: inDays(30),
          end_date: inDays(32),
          adults: 1,
        },
      ],
    },
  });
  expect(group.status, JSON.stringify(group.body)).toBe(201);
  const account = group.body.data.accounts[0].id as string;
  const payment = await call(
    "POST",
    `/api/merchant/properties/${p1}/booking-groups/${group.body.data.id}/payments`,
    {
      token,
      body: { account_id: account, amount: 10, method: "card" },
    },
  );
  expect(payment.status, JSON.stringify(payment.body)).toBe(201);
  return {
    booking_id: [booking.body.data.id, merchantBooking.body.data.id, group.body.data.members[0].booking_id],
    guest_id: [guestRes.body.data.id],
    group_id: [group.body.data.id],
    account_id: [account],
    payment_id: [payment.body.data.id],
  };
}

/** A partner and a hotel subscription, and a delivery for the partner's. */
async function fuzzWebhooks(call: Call, keySecret: string, token: string, inv: Inventory) {
  const { p1, singles, plan } = inv;
  const sub = await call("POST", "/api/v1/webhooks", {
    token: keySecret,
    property: p1,
    body: { url: HOOK_URL, events: ["booking.*"] },
  });
  expect(sub.status, JSON.stringify(sub.body)).toBe(201);
  const merchantSub = await call("POST", "/api/merchant/webhooks", {
    token,
    body: { url: HOOK_URL, events: ["*"] },
  });
  expect(merchantSub.status, JSON.stringify(merchantSub.body)).toBe(201);
  // A booking after the subscriptions gives each a delivery (made by the fan-out, shortly after).
  const delivered = await booker(
    call,
    keySecret,
    p1,
  )({ unit_id: singles[3].id, rate_plan_id: plan, start_date: inDays(24), end_date: inDays(25) });
  expect(delivered.status, JSON.stringify(delivered.body)).toBe(201);
  const delivery = await eventually("a delivery for the fuzz subscription", async () => {
    const list = await call("GET", `/api/v1/webhooks/${sub.body.data.id}/deliveries`, {
      token: keySecret,
      property: p1,
    });
    return list.body?.data?.[0]?.id as string | undefined;
  });
  return { subscription_id: [sub.body.data.id, merchantSub.body.data.id], delivery_id: [delivery] };
}

/** Seeds the hotel through `call`, and gives `run` its credentials, ids and another hotel's property. */
export async function seedFuzzHotel(call: Call, run: FuzzRun): Promise<void> {
  const hotel = new HotelScript(call, run.secrets.admin);
  const tenant = await hotel.tenant("Fuzz hotel");
  run.secrets.merchant = tenant.token;
  const inv = await fuzzInventory(hotel, tenant.token);
  const key = await hotel.key(tenant.token, { scopes: [...SCOPES], property_ids: [inv.p1, inv.p2] });
  run.secrets.partner = key.secret;
  // The operator's and merchant's destructive calls (pause, revoke, deactivate) get these ids.
  const spareKey = await hotel.key(tenant.token, { scopes: ["properties:read"] });
  const other = await hotel.tenant("Other hotel");
  run.otherProperty = await hotel.property(other.token, { name: "Elsewhere" });
  // A person of the hotel's staff, invited, for the staff calls' paths.
  const invited = await call("POST", "/api/merchant/staff", {
    token: tenant.token,
    body: { email: `fuzz.${Date.now()}@hotel.test`, name: "Fuzz", role: "viewer" },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const bookings = await fuzzBookings(call, key.secret, tenant.token, inv);
  const webhooks = await fuzzWebhooks(call, key.secret, tenant.token, inv);
  Object.assign(run.ids, {
    property_id: [inv.p1, inv.p2],
    unit_id: [...inv.unitIds, inv.p2Unit.id],
    parent_unit_id: [inv.house.id],
    room_id: inv.roomType.rooms.map((r: { id: string }) => r.id),
    rate_plan_id: [inv.plan, inv.plan2],
    parent_rate_plan_id: [inv.plan],
    ...bookings,
    block_id: [inv.block],
    key_id: [spareKey.id],
    tenant_id: [other.id],
    staff_id: [invited.body.data.id],
    ...webhooks,
  });
}

/** The values random bodies draw from: the hotel's ids, near dates, and fields with fixed choices. */
export function fuzzHints(ids: Record<string, string[]>): ValueHints {
  return {
    ids,
    startDates: [inDays(40), inDays(41)],
    endDates: [inDays(42), inDays(44)],
    fixed: {
      url: fc.constantFrom(HOOK_URL, "http://127.0.0.1/hook", "https://10.0.0.1/x"),
      events: fc.constantFrom(["booking.*"], ["unit.*"], ["*"], ["booking.created", "booking.cancelled"]),
      environment: fc.constantFrom("sandbox", "production"),
      scopes: fc.subarray([...SCOPES], { minLength: 1 }),
      since: fc.constantFrom(inDays(-1), inDays(0)),
      // An occupancy every unit takes and the one quantity there is, so more near-valid stays
      // get past the stay rules to the services' storage.
      adults: fc.constantFrom(1, 2),
      quantity: fc.constant(1),
    },
  };
}
