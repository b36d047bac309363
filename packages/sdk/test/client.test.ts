import { describe, expect, it } from "vitest";
import { API_VERSION, createClient, OPERATIONS, PARTNER_CLIENT_PATHS, VERSION } from "../src/index.js";
import { json, scripted } from "./scripted.js";

const event = (id: string) => ({ id, type: "booking.created", timestamp: "", property_id: "p", data: {} });

describe("createClient", () => {
  it("sends the key, X-Property and a User-Agent naming the SDK, and reads the base URL with or without /api/v1", async () => {
    const { fetch, sent } = scripted(json(200, { data: [], next_cursor: null }));
    const client = createClient({
      baseUrl: "http://gw.test/api/v1/",
      apiKey: "rk_sandbox_x",
      property: "prp_1",
      userAgent: "my-channel-manager/2.1",
      fetch,
    });
    expect(await client.properties.list()).toEqual([]);
    expect(sent[0]!.url).toBe("http://gw.test/api/v1/properties");
    expect(sent[0]!.headers.get("authorization")).toBe("Bearer rk_sandbox_x");
    expect(sent[0]!.headers.get("x-property")).toBe("prp_1");
    expect(sent[0]!.headers.get("user-agent")).toBe(
      `my-channel-manager/2.1 reservations-sdk/${VERSION} node/${process.versions.node} (${process.platform}; ${process.arch})`,
    );
  });

  it("sends Api-Version: API_VERSION on every call, over a call's own header, and lists the versions", async () => {
    const versions = { data: [{ version: API_VERSION, status: "current", sunset_on: null }] };
    const { fetch, sent } = scripted(json(200, versions), json(200, { data: { id: "bkg_1" } }));
    const client = createClient({ baseUrl: "http://gw.test", apiKey: "k", fetch });
    expect(await client.versions()).toEqual(versions);
    await client.bookings.get("bkg_1", { headers: { "api-version": "2026-11-21" } });
    expect(sent.map((r) => [r.url, r.headers.get("api-version")])).toEqual([
      ["http://gw.test/api/v1/versions", "2026-12-15"],
      ["http://gw.test/api/v1/bookings/bkg_1", "2026-12-15"],
    ]);
  });

  it("tells onResponse of each answer, with its headers", async () => {
    const { fetch } = scripted(
      json(503, { message: "down" }),
      json(201, { data: { id: "bkg_1" } }, { "idempotent-replayed": "true", "set-cookie": "a=b" }),
    );
    const client = createClient({ baseUrl: "http://gw.test", apiKey: "k", fetch, retry: { baseDelayMs: 1 } });
    const answers: [number, string | null][] = [];
    await client.bookings.create({} as never, {
      onResponse: ({ status, headers }) => answers.push([status, headers.get("idempotent-replayed")]),
    });
    expect(answers).toEqual([
      [503, null],
      [201, "true"],
    ]);
  });

  it("throws a NotFoundError for a 404, with the request id", async () => {
    const { fetch } = scripted(
      json(
        404,
        { message: "Booking not found.", error_code: "BOOKING_NOT_FOUND" },
        { "x-request-id": "r-9" },
      ),
    );
    const client = createClient({ baseUrl: "http://gw.test", apiKey: "k", fetch });
    const err = await client.bookings.get("bkg_x").catch((e: unknown) => e);
    expect(err).toMatchObject({
      name: "NotFoundError",
      status: 404,
      code: "BOOKING_NOT_FOUND",
      requestId: "r-9",
    });
  });

  it("reads the price calendar with its query as given: adults, children's ages, a promo code", async () => {
    const entry = {
      date: "2027-03-01",
      nights: 2,
      total_price: "180.00",
      unit_id: "unt_1",
      rate_plan_id: "rpl_1",
    };
    const { fetch, sent } = scripted(json(200, { data: [entry], next_cursor: null }));
    const client = createClient({ baseUrl: "http://gw.test", apiKey: "k", fetch });
    const query = { from: "2027-03-01", to: "2027-03-02", adults: 2, children: "4,9", promo_code: "SUMMER" };
    expect(await client.calendar(query)).toEqual([entry]);
    const url = new URL(sent[0]!.url);
    expect(`${sent[0]!.method} ${url.pathname}`).toBe("GET /api/v1/calendar");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: "2027-03-01",
      to: "2027-03-02",
      adults: "2",
      children: "4,9",
      promo_code: "SUMMER",
    });
  });

  it("reaches every partner operation of the document, at the method PARTNER_CLIENT_PATHS names", async () => {
    const ids = Object.keys(OPERATIONS).filter((id) => id.startsWith("partner"));
    expect(Object.keys(PARTNER_CLIENT_PATHS).sort()).toEqual(ids.sort());
    for (const [id, where] of Object.entries(PARTNER_CLIENT_PATHS)) {
      const spec = OPERATIONS[id as keyof typeof OPERATIONS];
      const { fetch, sent } = scripted(json(200, { data: [], next_cursor: null }));
      const client = createClient({ baseUrl: "http://gw.test", apiKey: "k", fetch });
      let method: unknown = client;
      for (const part of where.split(".")) method = (method as Record<string, unknown>)[part];
      expect(typeof method, where).toBe("function");
      const args = [...spec.pathParams.map((p) => `${p}-1`), ...(spec.query || spec.body ? [{}] : [])];
      const answer = (method as (...a: unknown[]) => unknown)(...args);
      await (spec.answer === "list" ? (answer as { pages(): AsyncGenerator }).pages().next() : answer);
      const expected = spec.pathParams.reduce<string>(
        (path, p) => path.replace(`{${p}}`, `${p}-1`),
        spec.path,
      );
      expect(`${sent[0]!.method} ${new URL(sent[0]!.url).pathname}`, where).toBe(
        `${spec.method} ${expected}`,
      );
    }
  });
});

describe("lists", () => {
  it("yields every item across pages with for await, and pages with .pages(); await gives the first page", async () => {
    const { fetch, sent } = scripted(
      json(200, { data: [{ id: "a" }, { id: "b" }], next_cursor: "c1" }),
      json(200, { data: [{ id: "c" }], next_cursor: null }),
      json(200, { data: [{ id: "a" }, { id: "b" }], next_cursor: "c1" }),
      json(200, { data: [{ id: "c" }], next_cursor: null }),
      json(200, { data: [{ id: "a" }, { id: "b" }], next_cursor: "c1" }),
    );
    const client = createClient({ baseUrl: "http://gw.test", apiKey: "k", fetch });
    const ids: string[] = [];
    for await (const b of client.bookings.list({ limit: 2 })) ids.push(b.id);
    expect(ids).toEqual(["a", "b", "c"]);
    expect(sent.map((s) => new URL(s.url).search)).toEqual(["?limit=2", "?limit=2&cursor=c1"]);
    const pages: string[][] = [];
    for await (const page of client.bookings.pages({ limit: 2 })) pages.push(page.data.map((b) => b.id));
    expect(pages).toEqual([["a", "b"], ["c"]]);
    const first = await client.bookings.list({ limit: 2 });
    expect(first).toEqual({ data: [{ id: "a" }, { id: "b" }], next_cursor: "c1" });
  });

  it("keeps the cursor of the last page wholly read, so a loop broken mid-page resumes at that page", async () => {
    const { fetch } = scripted(
      json(200, { data: [{ id: "a" }, { id: "b" }], next_cursor: "c1" }),
      json(200, { data: [{ id: "c" }, { id: "d" }], next_cursor: "c2" }),
    );
    const client = createClient({ baseUrl: "http://gw.test", apiKey: "k", fetch });
    const list = client.webhooks.deliveries("wh_1", { limit: 2 });
    const seen: string[] = [];
    for await (const d of list) {
      seen.push(d.id);
      if (d.id === "c") break;
    }
    expect(seen).toEqual(["a", "b", "c"]);
    expect(list.cursor).toBe("c1");
  });

  it("reads the event feed as events up to an empty page, whose cursor resumes later", async () => {
    const { fetch, sent } = scripted(
      json(200, { data: [event("evt_a"), event("evt_b")], next_cursor: "c1" }),
      json(200, { data: [event("evt_c")], next_cursor: "c2" }),
      json(200, { data: [], next_cursor: "c3" }),
    );
    const client = createClient({ baseUrl: "http://gw.test", apiKey: "k", fetch });
    const feed = client.events.list({ types: "booking.*", limit: 2 });
    const ids: string[] = [];
    for await (const e of feed) ids.push(e.id);
    expect(ids).toEqual(["evt_a", "evt_b", "evt_c"]);
    expect(feed.cursor).toBe("c3");
    expect(sent.map((s) => new URL(s.url).searchParams.get("cursor"))).toEqual([null, "c1", "c2"]);
    expect(new URL(sent[0]!.url).searchParams.get("types")).toBe("booking.*");
  });

  it("follows the feed past empty pages until the signal aborts", async () => {
    const { fetch, sent } = scripted(
      json(200, { data: [event("evt_a")], next_cursor: "c1" }),
      json(200, { data: [], next_cursor: "c1" }),
      json(200, { data: [event("evt_b")], next_cursor: "c2" }),
      "hang",
    );
    const client = createClient({ baseUrl: "http://gw.test", apiKey: "k", fetch });
    const controller = new AbortController();
    const feed = client.events.follow({ cursor: "c0" }, { intervalMs: 1, signal: controller.signal });
    const ids: string[] = [];
    for await (const e of feed) {
      ids.push(e.id);
      if (e.id === "evt_b") setTimeout(() => controller.abort(), 5);
    }
    expect(ids).toEqual(["evt_a", "evt_b"]);
    expect(feed.cursor).toBe("c2");
    expect(sent.map((s) => new URL(s.url).searchParams.get("cursor"))).toEqual(["c0", "c1", "c1", "c2"]);
  });
});
