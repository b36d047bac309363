// Over 300 lines: every case reads the feed of one mesh with two booking and two webhooks copies; split, each part would start its own.
import { createClient, type FeedPage, type FeedEvent as SdkFeedEvent } from "@reservations/sdk";
import { createLogger, type RunningService, startService } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingService } from "../services/booking/src/service.js";
import { webhooksService } from "../services/webhooks/src/service.js";
import { booker } from "./support/booking.js";
import { testConfig } from "./support/config.js";
import { readFeedToEnd } from "./support/feed.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { type Call, httpClient } from "./support/http.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { type Receiver, receiver } from "./support/receiver.js";

interface FeedEvent {
  id: string;
  type: string;
  timestamp: string;
  property_id: string | null;
  data: { booking?: { id: string }; unit_id?: string };
}

/**
 * GET /api/v1/events on the whole mesh, with two copies of the booking service committing events
 * side by side and two copies of the webhooks service writing them to the feed out of order.
 */
let mesh: TestMesh;
let call: Call;
let tenant: { id: string; token: string };
let p1: string;
let p2: string;
let units: string[];
let plan: string;
let p2Unit: string;
let p2Plan: string;
let bookingKey: { id: string; secret: string };
let feedKey: { id: string; secret: string };
let keyOf: (scopes: string[], property_ids?: string[]) => Promise<{ id: string; secret: string }>;
const copies: RunningService[] = [];
const receivers: Receiver[] = [];

beforeAll(async () => {
  mesh = await startTestMesh({
    config: testConfig({
      WEBHOOK_ALLOW_PRIVATE_URLS: "true",
      DEFAULT_MAX_BOOKINGS_PER_24H: "1000",
      DEFAULT_MAX_LIVE_HOLDS: "1000",
    }),
  });
  const silent = createLogger({ name: "copy", level: "silent" });
  copies.push(await startService(bookingService, { config: mesh.config, log: silent }));
  copies.push(await startService(webhooksService, { config: mesh.config, log: silent }));
  call = httpClient(mesh.url);
  const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  tenant = await hotel.tenant("Feed hotel");
  p1 = await hotel.property(tenant.token, { timezone: "UTC", name: "P1" });
  p2 = await hotel.property(tenant.token, { timezone: "UTC", name: "P2" });
  const inv1 = new InventoryScript(hotel, tenant.token, p1);
  units = (await Promise.all(Array.from({ length: 10 }, (_, i) => inv1.unit({ name: `U${i}` })))).map(
    (u) => u.id,
  );
  plan = await inv1.ratePlan({ unit_ids: units });
  const inv2 = new InventoryScript(hotel, tenant.token, p2);
  p2Unit = (await inv2.unit({ name: "V0" })).id;
  p2Plan = await inv2.ratePlan({ unit_ids: [p2Unit] });
  bookingKey = await hotel.key(tenant.token, {
    property_ids: [p1, p2],
    scopes: ["bookings:write", "bookings:read"],
  });
  feedKey = await hotel.key(tenant.token, {
    property_ids: [p1, p2],
    scopes: ["bookings:read:all", "housekeeping:read", "webhooks:write", "webhooks:read"],
  });
  keyOf = (scopes, property_ids = [p1, p2]) => hotel.key(tenant.token, { scopes, property_ids });
}, 60_000);

afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await Promise.all(copies.map((c) => c.stop()));
  await mesh?.stop();
});

let night = 0;
/** A one-night booking on unit `i` of P1 (ten units side by side), each on a night of its own per unit. */
const bookP1 = (i: number) =>
  booker(
    call,
    bookingKey.secret,
    p1,
  )({
    unit_id: units[i % units.length],
    rate_plan_id: plan,
    start_date: inDays(10 + Math.floor(i / units.length)),
    end_date: inDays(11 + Math.floor(i / units.length)),
  });
const bookP2 = () =>
  booker(
    call,
    bookingKey.secret,
    p2,
  )({
    unit_id: p2Unit,
    rate_plan_id: p2Plan,
    start_date: inDays(200 + night),
    end_date: inDays(201 + night++),
  });

const feed = (token: string, property: string | undefined, query: Record<string, string | number>) =>
  call(
    "GET",
    `/api/v1/events?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    {
      token,
      property,
    },
  );

/** Pages from `cursor` until a page comes back empty; answers every event seen and the last cursor. */
const readToEnd = (
  token: string,
  property: string | undefined,
  query: Record<string, string | number>,
  cursor?: string,
) => readFeedToEnd<FeedEvent>(call, token, property, query, cursor);

const bookingIdOf = (e: FeedEvent) => e.data.booking?.id;

describe("the event feed: paging", () => {
  it("pages 200 bookings made at once by two booking copies, limit 7, each booking.created exactly once, during and after", async () => {
    const made: string[] = [];
    const creating = (async () => {
      let next = 0;
      await Promise.all(
        Array.from({ length: 12 }, async () => {
          for (let i = next++; i < 200; i = next++) {
            const res = await bookP1(i);
            expect(res.status, JSON.stringify(res.body)).toBe(201);
            made.push(res.body.data.id);
          }
        }),
      );
    })();
    // Paging while they are made: the horizon must hold back what a copy has not written yet.
    const during: FeedEvent[] = [];
    let cursor: string | undefined;
    const deadline = Date.now() + 60_000;
    let creatingDone = false;
    void creating.then(() => {
      creatingDone = true;
    });
    let pages = 0;
    let seenWhileCreating = 0;
    // Until all are made and 200 seen (or the deadline: then the checks below name what is missing).
    while (!(creatingDone && during.length >= 200) && Date.now() < deadline) {
      const res = await feed(feedKey.secret, p1, {
        limit: 7,
        types: "booking.created",
        ...(cursor ? { cursor } : {}),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(7);
      during.push(...res.body.data);
      if (!creatingDone) seenWhileCreating += res.body.data.length;
      cursor = res.body.next_cursor;
      pages++;
      if (res.body.data.length === 0) await new Promise((r) => setTimeout(r, 20));
    }
    await creating;
    expect(made).toHaveLength(200);
    const duringIds = during.map(bookingIdOf);
    expect(new Set(duringIds).size, "no event twice").toBe(during.length);
    expect(new Set(during.map((e) => e.id)).size).toBe(during.length);
    expect([...duringIds].sort()).toEqual([...made].sort());
    expect(pages).toBeGreaterThan(200 / 7);
    expect(seenWhileCreating, "events read while bookings were still being made").toBeGreaterThan(0);

    // From the start again, once all are in: the same events in the same order.
    const after = await readToEnd(feedKey.secret, p1, { limit: 7, types: "booking.created" });
    expect(after.seen.map((e) => e.id)).toEqual(during.map((e) => e.id));
    for (const e of after.seen) {
      expect(e).toMatchObject({ type: "booking.created", property_id: p1 });
      expect(e.id).toMatch(/^evt_/);
      expect(Number.isNaN(Date.parse(e.timestamp))).toBe(false);
    }
  }, 180_000);
});

describe("the event feed: scopes", () => {
  it("shows each family only with its scope, and a key's properties only", async () => {
    const setHousekeeping = async (status: string) => {
      const res = await call("PUT", `/api/merchant/properties/${p1}/units/${units[0]}/housekeeping`, {
        token: tenant.token,
        body: { status },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    /** Reads `token`'s whole feed until `found` holds of it (a reader's horizon may lag a moment). */
    const readUntil = (
      what: string,
      token: string,
      property: string | undefined,
      found: (e: FeedEvent[]) => boolean,
    ) =>
      eventually(
        what,
        async () => {
          const { seen } = await readToEnd(token, property, { limit: 100 });
          return found(seen) ? seen : undefined;
        },
        10_000,
      );
    await setHousekeeping("dirty");
    const other = await bookP2();
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    // The key with every scope and both properties sees the P2 booking in P2's feed…
    const inP2 = await readUntil("the P2 booking", feedKey.secret, p2, (seen) =>
      seen.some((e) => bookingIdOf(e) === other.body.data.id),
    );
    expect(inP2.every((e) => e.property_id === p2)).toBe(true);
    // …then a P1 booking and a second housekeeping change come after it in the stream: a reader
    // that sees them has read past every booking before them.
    const marker = await bookP1(202);
    expect(marker.status, JSON.stringify(marker.body)).toBe(201);
    await readUntil("the marker booking", feedKey.secret, p1, (seen) =>
      seen.some((e) => bookingIdOf(e) === marker.body.data.id),
    );
    await setHousekeeping("clean");

    // A key without bookings:read:all sees the unit events and no booking event.
    const housekeeping = await keyOf(["housekeeping:read"], [p1]);
    const unitOnly = await readUntil(
      "both housekeeping changes",
      housekeeping.secret,
      undefined,
      (seen) => seen.length >= 2,
    );
    expect(unitOnly.map((e) => [e.type, e.data.unit_id])).toEqual([
      ["unit.housekeeping_changed", units[0]],
      ["unit.housekeeping_changed", units[0]],
    ]);
    // A key with neither scope is refused.
    const neither = await keyOf(["bookings:read", "webhooks:read"], [p1]);
    const refused = await feed(neither.secret, undefined, {});
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe("APIKEY_SCOPE_MISSING");
    // A key of P1 alone sees the P1 bookings and none of P2's, and cannot ask for P2.
    const onlyP1 = await keyOf(["bookings:read:all"], [p1]);
    const seen = await readUntil("the marker booking", onlyP1.secret, undefined, (events) =>
      events.some((e) => bookingIdOf(e) === marker.body.data.id),
    );
    expect(seen.filter((e) => e.type === "booking.created").length).toBeGreaterThanOrEqual(201);
    expect(seen.every((e) => e.property_id === p1 && e.type.startsWith("booking."))).toBe(true);
    expect(seen.some((e) => bookingIdOf(e) === other.body.data.id)).toBe(false);
    const asP2 = await feed(onlyP1.secret, p2, {});
    expect(asP2.status).toBe(404);
    expect(asP2.body.error_code).toBe("PROPERTY_NOT_FOUND");
  }, 60_000);
});

describe("the event feed: filters and cursors", () => {
  it("filters by kind and family, refuses unknown kinds and altered cursors, and resumes after the last event", async () => {
    const created = (await readToEnd(feedKey.secret, p1, { limit: 100, types: "booking.created" })).seen;
    expect(created.length).toBeGreaterThanOrEqual(200);
    expect(created.every((e) => e.type === "booking.created")).toBe(true);
    const family = (await readToEnd(feedKey.secret, p1, { limit: 100, types: "booking.*" })).seen;
    expect(family.every((e) => e.type.startsWith("booking."))).toBe(true);
    expect(family.length).toBeGreaterThanOrEqual(created.length);
    const both = (await readToEnd(feedKey.secret, p1, { limit: 100, types: "booking.created,unit.*" })).seen;
    expect(new Set(both.map((e) => e.type))).toEqual(
      new Set(["booking.created", "unit.housekeeping_changed"]),
    );

    for (const types of ["booking.nope", "webhook.test", "booking.created,", "*"]) {
      const res = await feed(feedKey.secret, p1, { types });
      expect(res.status, types).toBe(422);
      expect(Object.keys(res.body.errors), types).toEqual(["types"]);
    }
    const { cursor } = await readToEnd(feedKey.secret, p1, { limit: 100 });
    const [payload, mac] = cursor.split(".");
    const forged = `${Buffer.from(JSON.stringify({ seq: 0 })).toString("base64url")}.${mac}`;
    for (const bad of [forged, `${payload}.${mac!.slice(1)}x`, "garbage"]) {
      const res = await feed(feedKey.secret, p1, { cursor: bad });
      expect(res.status, bad).toBe(422);
      expect(res.body.error_code).toBe("INVALID_CURSOR");
    }

    // The last page's cursor resumes: a booking made after it is the next call's only event, and
    // its id is the webhook-id of its delivery.
    const r = await receiver();
    receivers.push(r);
    const sub = await call("POST", "/api/v1/webhooks", {
      token: feedKey.secret,
      property: p1,
      body: { url: r.url, events: ["booking.created"] },
    });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    const last = await readToEnd(feedKey.secret, p1, { types: "booking.created" });
    const later = await bookP1(200);
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    const next = await eventually(
      "the new booking after the cursor",
      async () => {
        const res = await feed(feedKey.secret, p1, { types: "booking.created", cursor: last.cursor });
        return res.body.data.length > 0 ? (res.body.data as FeedEvent[]) : undefined;
      },
      10_000,
    );
    expect(next.map(bookingIdOf)).toEqual([later.body.data.id]);
    const delivered = await eventually(
      "the delivery",
      async () => r.received.find((x) => x.body.includes(later.body.data.id)),
      10_000,
    );
    expect(delivered.headers["webhook-id"]).toBe(next[0]!.id);
    expect(JSON.parse(delivered.body)).toEqual({
      type: next[0]!.type,
      timestamp: next[0]!.timestamp,
      data: next[0]!.data,
    });
  }, 60_000);
});

describe("the event feed through the SDK", () => {
  it("the SDK's events.list() yields events up to an empty page, whose cursor resumes later; .pages() yields the pages", async () => {
    const client = createClient({ baseUrl: mesh.url, apiKey: feedKey.secret, property: p1 });
    const pages: FeedPage[] = [];
    for await (const page of client.events.list({ types: "booking.created", limit: 50 }).pages())
      pages.push(page);
    expect(pages.at(-1)!.data).toEqual([]);
    const feed = client.events.list({ types: "booking.created", limit: 50 });
    const ids: string[] = [];
    for await (const event of feed) ids.push(event.id);
    expect(ids.length).toBeGreaterThanOrEqual(201);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(pages.flatMap((p) => p.data.map((e) => e.id)));
    expect(feed.cursor).toBe(pages.at(-1)!.next_cursor);
    const later = await bookP1(201);
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    const resumed = await eventually(
      "the new booking from the saved cursor",
      async () => {
        const next: SdkFeedEvent[] = [];
        for await (const event of client.events.list({ cursor: feed.cursor })) next.push(event);
        return next.length > 0 ? next : undefined;
      },
      10_000,
    );
    expect(resumed.map((e) => e.type === "booking.created" && e.data.booking.id)).toContain(
      later.body.data.id,
    );
  }, 30_000);
});
