import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { booker } from "./booking.js";
import { testConfig } from "./config.js";
import { HotelScript } from "./hotel.js";
import { type Call, httpClient } from "./http.js";
import { InventoryScript, inDays } from "./inventory.js";
import { startTestMesh, type TestMesh } from "./mesh.js";
import { type Receiver, receiver } from "./receiver.js";
import { BOOKING_SCOPES } from "./scopes.js";

/** Quotes live this long in these tests, so their expiry can be watched. */
export const CHANGE_TTL_MS = 20_000;

/**
 * A hotel whose bookings change: twelve single units, a flexible plan and a strict one (free
 * until a year before arrival, so every dropped night is paid for), two partner keys, and a
 * receiver subscribed to booking.changed for the first; `overrides` set the mesh's configuration.
 */
export async function changesHotel(overrides: Parameters<typeof testConfig>[0] = {}) {
  const mesh: TestMesh = await startTestMesh({
    config: testConfig({
      WEBHOOK_ALLOW_PRIVATE_URLS: "true",
      CHANGE_QUOTE_TTL_MS: String(CHANGE_TTL_MS),
      ...overrides,
    }),
  });
  const call: Call = httpClient(mesh.url);
  const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  const tenant = await hotel.tenant("Changes hotel");
  const property = await hotel.property(tenant.token, { timezone: "UTC" });
  const inv = new InventoryScript(hotel, tenant.token, property);
  const units: string[] = [];
  for (let i = 0; i < 12; i++) units.push((await inv.unit({ name: `Room ${i}` })).id);
  const plan = await inv.ratePlan({ unit_ids: units });
  const strict = await inv.ratePlan({
    name: "Strict",
    unit_ids: units,
    cancellation_policy: { free_until_hours: 8784, penalty: "full_stay" },
  });
  const scopes = {
    property_ids: [property],
    scopes: [...BOOKING_SCOPES, "bookings:read:all", "webhooks:write"],
  };
  const key = await hotel.key(tenant.token, scopes);
  const other = await hotel.key(tenant.token, scopes);
  const hook: Receiver = await receiver();
  const sub = await call("POST", "/api/v1/webhooks", {
    token: key.secret,
    body: { url: hook.url, events: ["booking.changed"] },
  });
  expect(sub.status, JSON.stringify(sub.body)).toBe(201);

  /** A booking of `token`'s key on the i-th unit, nights `from`..`to` days ahead. */
  async function book(i: number, from = 10, to = 12, token = key.secret, ratePlan = plan) {
    const res = await booker(
      call,
      token,
    )({ unit_id: units[i], rate_plan_id: ratePlan, start_date: inDays(from), end_date: inDays(to) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  }
  const quote = (
    id: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
    token = key.secret,
  ) => call("POST", `/api/v1/bookings/${id}/change-quotes`, { token, body, headers });
  const change = (
    id: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
    idempotencyKey: string = randomUUID(),
  ) =>
    call("POST", `/api/v1/bookings/${id}/change`, {
      token: key.secret,
      body,
      headers: { "idempotency-key": idempotencyKey, ...headers },
    });
  /** Whether the i-th unit is free for the nights `from`..`to` days ahead, as the other key reads it. */
  async function free(i: number, from: number, to: number): Promise<boolean> {
    const res = await call("GET", `/api/v1/availability?start=${inDays(from)}&end=${inDays(to)}`, {
      token: other.secret,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.find((a: { unit_id: string }) => a.unit_id === units[i]).available;
  }
  return {
    mesh,
    call,
    tenant,
    property,
    units,
    plan,
    strict,
    key,
    other,
    hook,
    book,
    quote,
    change,
    free,
    async stop() {
      await hook.close();
      await mesh.stop();
    },
  };
}
export type ChangesHotel = Awaited<ReturnType<typeof changesHotel>>;

/** The quote's total after the change, as /change expects it. */
export const expectedTotal = (q: { proposed: { total_price: number }; change_fee: number }) =>
  Math.round((q.proposed.total_price + q.change_fee) * 100) / 100;
