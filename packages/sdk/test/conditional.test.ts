import { describe, expect, it } from "vitest";
import { type Conditional, createClient, OPERATIONS } from "../src/index.js";
import { booking, json, scripted } from "./scripted.js";

const notModified = (etag: string) => new Response(null, { status: 304, headers: { etag } });
const clientWith = (fetch: ReturnType<typeof scripted>["fetch"]) =>
  createClient({ baseUrl: "http://gw.test", apiKey: "k", fetch, retry: { baseDelayMs: 1 } });

describe("conditional reads", () => {
  it("reads with no tag at first, then sends the tag as If-None-Match and says when nothing changed", async () => {
    const { fetch, sent } = scripted(
      json(200, { data: [{ unit_id: "unt_1" }], next_cursor: null }, { etag: '"t1"' }),
      notModified('"t1"'),
      json(200, { data: [], next_cursor: null }, { etag: '"t2"' }),
    );
    const client = clientWith(fetch);
    const query = { start: "2027-03-01", end: "2027-03-03" };
    let etag: string | undefined;
    const seen: Conditional<unknown[]>[] = [];
    for (let i = 0; i < 3; i++) {
      const read = await client.availability.get(query, { etag });
      seen.push(read);
      etag = read.etag;
    }
    expect(seen).toEqual([
      { notModified: false, etag: '"t1"', data: [{ unit_id: "unt_1" }] },
      { notModified: true, etag: '"t1"' },
      { notModified: false, etag: '"t2"', data: [] },
    ]);
    expect(sent.map((s) => s.headers.get("if-none-match"))).toEqual([null, '"t1"', '"t1"']);
    expect(new URL(sent[1]!.url).search).toBe("?start=2027-03-01&end=2027-03-03");
  });

  it("takes { etag } on every tagged read, a booking's too, and answers its data unwrapped", async () => {
    const { fetch, sent } = scripted(
      notModified('"h"'),
      notModified('"u"'),
      json(200, { from: "2027-03-01", data: [], next_cursor: null }, { etag: '"r"' }),
      json(200, { data: booking }, { etag: '"3"' }),
    );
    const client = clientWith(fetch);
    expect(await client.properties.list({ etag: '"h"' })).toEqual({ notModified: true, etag: '"h"' });
    expect(await client.units.list({ etag: '"u"' })).toEqual({ notModified: true, etag: '"u"' });
    const rates = await client.rates.get({ from: "2027-03-01", to: "2027-03-02" }, { etag: undefined });
    expect(rates).toEqual({ notModified: false, etag: '"r"', data: [] });
    const read = await client.bookings.get("bkg_1", { etag: '"2"', timeoutMs: 1000 });
    expect(read.notModified).toBe(false);
    if (!read.notModified) expect(read.data).toEqual(booking);
    expect(read.etag).toBe('"3"');
    expect(sent.map((s) => new URL(s.url).pathname)).toEqual([
      "/api/v1/properties",
      "/api/v1/units",
      "/api/v1/rates",
      "/api/v1/bookings/bkg_1",
    ]);
  });

  it("keeps the plain calls as they were: the data itself, no If-None-Match", async () => {
    const { fetch, sent } = scripted(
      json(200, { data: [{ id: "unt_1" }], next_cursor: null }, { etag: '"u"' }),
      json(200, { data: booking }, { etag: '"1"' }),
    );
    const client = clientWith(fetch);
    expect(await client.units.list({ timeoutMs: 1000 })).toEqual([{ id: "unt_1" }]);
    expect(await client.bookings.get("bkg_1")).toEqual(booking);
    expect(sent.every((s) => !s.headers.has("if-none-match"))).toBe(true);
  });

  it("retries a conditional read as any GET, and still throws errors as ApiErrors", async () => {
    const { fetch, sent } = scripted(
      json(503, { message: "down", error_code: "SERVICE_UNAVAILABLE" }),
      notModified('"u"'),
      json(404, { message: "Booking not found.", error_code: "BOOKING_NOT_FOUND" }),
    );
    const client = clientWith(fetch);
    expect(await client.units.list({ etag: '"u"' })).toEqual({ notModified: true, etag: '"u"' });
    expect(sent.map((s) => s.headers.get("if-none-match"))).toEqual(['"u"', '"u"']);
    const err = await client.bookings.get("bkg_x", { etag: '"1"' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: "NotFoundError", status: 404 });
  });

  it("marks the tagged reads of the document, and only them, as conditional", () => {
    const conditional = Object.entries(OPERATIONS)
      .filter(([, spec]) => (spec as { conditional?: boolean }).conditional)
      .map(([id]) => id)
      .sort();
    expect(conditional).toEqual([
      "partnerGetAvailability",
      "partnerGetBooking",
      "partnerGetCalendar",
      "partnerGetRates",
      "partnerListProperties",
      "partnerListUnits",
    ]);
  });
});
