import { connectNats, createLogger, KeyStates, type NatsConnection } from "@reservations/service-kit";
import pg from "pg";
import { afterAll, beforeAll, expect } from "vitest";
import { booker } from "./booking.js";
import { testConfig } from "./config.js";
import { eventually, HotelScript } from "./hotel.js";
import { type Call, httpClient } from "./http.js";
import { InventoryScript, inDays } from "./inventory.js";
import { startTestMesh, type TestMesh } from "./mesh.js";
import { type Receiver, receiver } from "./receiver.js";

export const SUBSCRIBER_SCOPES = ["webhooks:read", "webhooks:write", "bookings:read:all", "bookings:read"];
export const RETRY_MS = 600;
export const CAP = 3;
export const today = () => new Date().toISOString().slice(0, 10);
export const silent = createLogger({ name: "webhooks", level: "silent" });

/**
 * Asserting that something did NOT arrive cannot be a poll: after the control has received the
 * same event (so the fan-out and the sends are done), give a stray delivery this long to show up.
 */
export const quietFor = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Key = { id: string; secret: string };
export type Subscriber = { key: Key; sub: { id: string; secret: string }; inbox: Receiver };

// The webhook authority tests share one fixture: a mesh alone in its database with fast retries and a
// low subscription cap, a hotel, key B whose bookings are the events, and the receivers. Live
// bindings: set by useAuthorityMesh's beforeAll, read by the tests.
export let mesh: TestMesh;
export let call: Call;
export let hotel: HotelScript;
export let db: pg.Pool;
export let nc: NatsConnection;
export let states: KeyStates;
export let tenant: { id: string; token: string };
export let p1: string;
export let units: string[];
export let plan: string;
export let bookingKey: Key;
export const receivers: Receiver[] = [];

/** Starts the mesh and the hotel before the file's tests, stops them after. */
export function useAuthorityMesh() {
  beforeAll(async () => {
    mesh = await startTestMesh({
      // Alone in its database: another mesh's sweep would take these deliveries and refuse them
      // (its key-states bucket knows none of these keys), another keys service would publish
      // these keys' states into its own bucket.
      config: testConfig({
        WEBHOOK_ALLOW_PRIVATE_URLS: "true",
        WEBHOOK_RETRY_SCHEDULE_MS: `0,${RETRY_MS},${RETRY_MS},${RETRY_MS}`,
        WEBHOOK_SWEEP_EVERY_MS: "500",
        WEBHOOK_MAX_SUBSCRIPTIONS_PER_KEY: String(CAP),
      }),
    });
    db = new pg.Pool({ connectionString: mesh.config.DATABASE_URL, max: 2 });
    nc = await connectNats(mesh.config.NATS_URL, "webhook-authority-test");
    states = await KeyStates.open(nc, mesh.config.NATS_NAMESPACE);
    call = httpClient(mesh.url);
    hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    tenant = await hotel.tenant("Authority hotel");
    p1 = await hotel.property(tenant.token, { timezone: "UTC", name: "P1" });
    const inv = new InventoryScript(hotel, tenant.token, p1);
    units = (await Promise.all([0, 1, 2, 3].map((i) => inv.unit({ name: `U${i}` })))).map((u) => u.id);
    plan = await inv.ratePlan({ unit_ids: units });
    // "B": the third key, whose bookings are the events.
    bookingKey = await hotel.key(tenant.token, {
      property_ids: [p1],
      scopes: ["bookings:write", "bookings:read"],
    });
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await nc?.drain();
    await db?.end();
    await mesh?.stop();
  });
}

export const listen = async (answer?: Parameters<typeof receiver>[0]) => {
  const r = await receiver(answer);
  receivers.push(r);
  return r;
};

/** A key of the hotel (webhooks and bookings:read:all) subscribed to booking.* with a receiver of its own. */
export const subscriber = async (
  answer?: Parameters<typeof receiver>[0],
  t: { token: string } = tenant,
  property = p1,
): Promise<Subscriber> => {
  const key = await hotel.key(t.token, { property_ids: [property], scopes: SUBSCRIBER_SCOPES });
  const inbox = await listen(answer);
  const res = await call("POST", "/api/v1/webhooks", {
    token: key.secret,
    body: { url: inbox.url, events: ["booking.*"] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { key, sub: { id: res.body.data.id, secret: res.body.data.secret }, inbox };
};

export let day = 5;
/** A booking by key B on its own night (each call takes the next one, so none collides). */
export const book = async (key: Key = bookingKey, unit = units[0], ratePlan = plan, extra = {}) => {
  const res = await booker(
    call,
    key.secret,
  )({ unit_id: unit, rate_plan_id: ratePlan, start_date: inDays(day), end_date: inDays(++day), ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
};

export const find = (inbox: Receiver, bookingId: string, type = "booking.created") =>
  inbox.received.find((x) => x.body.includes(bookingId) && JSON.parse(x.body).type === type);
export const arrives = (inbox: Receiver, bookingId: string, type = "booking.created") =>
  eventually(`${type} of ${bookingId}`, async () => find(inbox, bookingId, type));

/** Delivery rows made for a subscription about one booking: none means the fan-out refused it. */
export const deliveriesAbout = async (
  subscriptionId: string,
  bookingId: string,
  type = "booking.created",
) => {
  const { rows } = await db.query(
    `SELECT id FROM webhooks.deliveries
      WHERE subscription_id = $1 AND event_type = $3 AND payload::text LIKE '%' || $2 || '%'`,
    [subscriptionId, bookingId, type],
  );
  return rows.length;
};

export const merchant = (method: string, path: string, body?: unknown) =>
  call(method, path, { token: tenant.token, body });

export const setExpiry = async (key: Key, expiresOn: string | null) => {
  // Time passes: the API only takes an expiry of tomorrow or later, so the day is set in SQL.
  // The keys service's trigger gives the key a new state version and its sync job writes that
  // state to the bucket within about a second; wait until the bucket shows it.
  await db.query("UPDATE keys.api_keys SET expires_on = $2 WHERE id = $1", [key.id, expiresOn]);
  await eventually("the expiry in the key-states bucket", async () =>
    (await states.key(key.id))?.expires_on === expiresOn ? true : undefined,
  );
};
