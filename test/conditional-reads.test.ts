import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booker } from "./support/booking.js";
import type { HotelScript } from "./support/hotel.js";
import type { Call } from "./support/http.js";
import { inDays } from "./support/inventory.js";
import type { TestMesh } from "./support/mesh.js";
import { startPartnerHotel } from "./support/partner-hotel.js";
import { parseExposition, total } from "./support/prometheus.js";

// The partner reads answer a strong ETag made of the versions they are read at; If-None-Match naming
// it answers 304 with no body, until a change moves the answer.

let mesh: TestMesh;
let call: Call;
let hotel: HotelScript;
let tenant: { id: string; token: string };
let property: string;
let plan: string;
let key: string;
const units: string[] = [];

beforeAll(async () => {
  const h = await startPartnerHotel("Conditional hotel", { units: 4 });
  ({ mesh, call, hotel, tenant, property, plan } = h);
  key = h.key.secret;
  units.push(...h.units);
});

afterAll(async () => mesh?.stop());

const read = (path: string, ifNoneMatch?: string, token = key) =>
  call("GET", path, { token, headers: ifNoneMatch === undefined ? {} : { "if-none-match": ifNoneMatch } });
const merchant = (method: string, rest: string, body: unknown) =>
  call(method, `/api/merchant/properties/${property}${rest}`, { token: tenant.token, body });
const availability = (from = 20, to = 22) => `/api/v1/availability?start=${inDays(from)}&end=${inDays(to)}`;
const rates = (from = 20, to = 27) => `/api/v1/rates?from=${inDays(from)}&to=${inDays(to)}`;

/** The read's tag, after checking that the tag answers 304 with no body and the same tag. */
async function currentTag(path: string): Promise<string> {
  const first = await read(path);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const etag = first.headers.get("etag")!;
  expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$|^"\d+"$/);
  const again = await read(path, etag);
  expect(again.status).toBe(304);
  expect(again.body).toBeNull();
  expect(again.headers.get("etag")).toBe(etag);
  return etag;
}

/** The read once `old` is no longer current: 200, a body, and a new tag (which is then current). */
async function movedFrom(path: string, old: string): Promise<string> {
  const res = await read(path, old);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data).toBeDefined();
  const etag = res.headers.get("etag")!;
  expect(etag).not.toBe(old);
  expect(await currentTag(path)).toBe(etag);
  return etag;
}

describe("conditional reads: 304 while unchanged", () => {
  it("answers 304 to the tag alone, in a list, weak, or *, and 200 to another tag", async () => {
    const etag = await currentTag("/api/v1/units");
    for (const header of [`"nope", ${etag}`, `W/${etag}`, "*"]) {
      const res = await read("/api/v1/units", header);
      expect(res.status, header).toBe(304);
      expect(res.headers.get("etag")).toBe(etag);
    }
    const other = await read("/api/v1/units", '"nope"');
    expect(other.status).toBe(200);
    expect(other.headers.get("etag")).toBe(etag);
    // The tag is the property's answer, not the key's: another key of the property holds the same.
    const second = (await hotel.key(tenant.token, { property_ids: [property], scopes: ["units:read"] }))
      .secret;
    expect((await read("/api/v1/units", etag, second)).status).toBe(304);
  });

  it("tags each query apart: other dates, another read of the same dates", async () => {
    const near = await currentTag(availability(20, 22));
    expect(await currentTag(availability(20, 23))).not.toBe(near);
    expect((await read(availability(21, 23), near)).status).toBe(200);
    expect(await currentTag(rates(20, 22))).not.toBe(await currentTag(rates(20, 23)));
    // The same dates under another read never share a tag.
    expect((await read(`/api/v1/rates?from=${inDays(20)}&to=${inDays(22)}`, near)).status).toBe(200);
  });

  it("answers a 304 of availability without reading the kept answer, which a repeated 200 still uses", async () => {
    const inventory = mesh.services.inventory.kit.metrics;
    const memoReads = async (result: string) =>
      total(parseExposition(await inventory.expose()), "inventory_answer_memo_reads_total", { result });
    const path = availability(40, 45);
    const first = await read(path);
    const etag = first.headers.get("etag")!;
    const kept = await memoReads("kept");
    const computed = await memoReads("computed");
    const repeated = await read(path);
    expect(repeated.body).toEqual(first.body);
    expect(repeated.headers.get("etag")).toBe(etag);
    expect(await memoReads("kept")).toBe(kept + 1);
    expect((await read(path, etag)).status).toBe(304);
    expect(await memoReads("kept")).toBe(kept + 1);
    expect(await memoReads("computed")).toBe(computed);
  });
});

describe("conditional reads: a new tag once the answer moves", () => {
  it("availability and the booking: a booking made, confirmed and cancelled", async () => {
    const path = availability(30, 32);
    let free = await currentTag(path);
    const made = await booker(
      call,
      key,
    )({
      unit_id: units[0],
      rate_plan_id: plan,
      start_date: inDays(30),
      end_date: inDays(32),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    free = await movedFrom(path, free);
    const bookingPath = `/api/v1/bookings/${made.body.data.id}`;
    const v1 = await currentTag(bookingPath);
    expect(v1).toBe('"1"');
    const confirmed = await call("POST", `${bookingPath}/confirm`, { token: key });
    expect(confirmed.status).toBe(200);
    // Confirming moved the booking, not the nights it takes.
    expect((await read(path, free)).status).toBe(304);
    const v2 = await movedFrom(bookingPath, v1);
    expect(v2).toBe('"2"');
    expect((await call("POST", `${bookingPath}/cancel`, { token: key })).status).toBe(200);
    await movedFrom(path, free);
    expect(await movedFrom(bookingPath, v2)).toBe('"3"');
  });

  it("rates: a price changed", async () => {
    const path = rates();
    const before = await currentTag(path);
    const patched = await merchant("PATCH", `/rate-plans/${plan}`, {
      prices: [
        { adults: 1, nightly_price: 85 },
        { adults: 2, nightly_price: 110 },
      ],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    await movedFrom(path, before);
  });

  it("units and availability: a unit blocked for sale, published back, and a unit made", async () => {
    const tags = { units: await currentTag("/api/v1/units"), free: await currentTag(availability(50, 52)) };
    const step = async (change: () => Promise<{ status: number; body: unknown }>, status: number) => {
      const res = await change();
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      tags.units = await movedFrom("/api/v1/units", tags.units);
      tags.free = await movedFrom(availability(50, 52), tags.free);
    };
    await step(() => merchant("PATCH", `/units/${units[3]}`, { blocked_for_sale: true }), 200);
    await step(() => merchant("PATCH", `/units/${units[3]}`, { blocked_for_sale: false }), 200);
    await step(() => merchant("POST", "/units", { name: "Annex", kind: "single", max_adults: 2 }), 201);
  });

  it("properties: the property's terms changed", async () => {
    const before = await currentTag("/api/v1/properties");
    const patched = await merchant("PATCH", "", { check_in_time: "16:00" });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const after = await movedFrom("/api/v1/properties", before);
    expect((await read("/api/v1/properties", after)).body).toBeNull();
  });

  it("properties of a key of every property: one more property of the hotel", async () => {
    const every = (await hotel.key(tenant.token, { scopes: ["properties:read"] })).secret;
    const first = await read("/api/v1/properties", undefined, every);
    const etag = first.headers.get("etag")!;
    expect((await read("/api/v1/properties", etag, every)).status).toBe(304);
    await hotel.property(tenant.token, { name: "Uplands" });
    const moved = await read("/api/v1/properties", etag, every);
    expect(moved.status).toBe(200);
    expect(moved.body.data).toHaveLength(first.body.data.length + 1);
    // Narrowed by X-Property, the list is another answer with a tag of its own.
    const narrowed = await call("GET", "/api/v1/properties", {
      token: every,
      property,
      headers: { "if-none-match": moved.headers.get("etag")! },
    });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.data.map((p: { id: string }) => p.id)).toEqual([property]);
  });
});

describe("conditional reads: the request limit and the document", () => {
  it("counts a 304 against the key's limit like any call", async () => {
    const limited = await hotel.key(tenant.token, {
      property_ids: [property],
      scopes: ["units:read"],
      requests_per_minute: 3,
    });
    const first = await read("/api/v1/units", undefined, limited.secret);
    const etag = first.headers.get("etag")!;
    const statuses = [first.status];
    for (let i = 0; i < 3; i++) statuses.push((await read("/api/v1/units", etag, limited.secret)).status);
    expect(statuses).toEqual([200, 304, 304, 429]);
  });

  it("reads no If-None-Match past 1024 characters, and none on a read that answers no ETag", async () => {
    const etag = await currentTag("/api/v1/units");
    const long = await read("/api/v1/units", `${'"x", '.repeat(210)}${etag}`);
    expect(long.status).toBe(200);
    expect(long.headers.get("etag")).toBe(etag);
    expect((await read("/api/v1/units", `${'"x", '.repeat(200)}${etag}`)).status).toBe(304);
    const unit = await read(`/api/v1/units/${units[0]}`, "*");
    expect(unit.status).toBe(200);
    expect(unit.headers.get("etag")).toBeNull();
  });
});
