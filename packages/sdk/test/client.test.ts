import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import {
  ApiError,
  createClient,
  NetworkError,
  parseRetryAfter,
  retryDelay,
  verifyWebhook,
  WebhookVerificationError,
} from "../src/index.js";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

/** A fetch that answers from a script, one answer per request, and keeps what it was sent. */
function scripted(...answers: (Response | Error)[]) {
  const sent: { method: string; url: string; headers: Headers; body: string }[] = [];
  const fetch = async (request: Request) => {
    sent.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: await request.text(),
    });
    const next = answers.shift();
    if (!next) throw new Error("the script ran out of answers");
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, sent };
}

const stay = {
  unit_id: "unt_1",
  rate_plan_id: "rpl_1",
  start_date: "2027-03-01",
  end_date: "2027-03-03",
  adults: 2,
  guest: { first_name: "Ana", last_name: "Perez", email: "ana@example.com" },
};
const booking = { id: "bkg_1", status: "pending" };

describe("ApiError", () => {
  it("carries a coded error's code and extra fields, typed once narrowed", async () => {
    const err = new ApiError(
      409,
      { message: "No free capacity", error_code: "UNIT_NOT_AVAILABLE", remaining_capacity: 0 },
      new Headers({ "x-request-id": "req-1" }),
    );
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toBe("No free capacity");
    expect(err.requestId).toBe("req-1");
    expect(err.errors).toBeUndefined();
    expect(err.is("BOOKING_NOT_FOUND")).toBe(false);
    if (!err.is("UNIT_NOT_AVAILABLE")) throw new Error("expected UNIT_NOT_AVAILABLE");
    const remaining: number = err.extra.remaining_capacity;
    expect(remaining).toBe(0);
  });

  it("carries a field validation 422's errors, without a code", () => {
    const err = new ApiError(422, {
      message: "The request is not valid.",
      errors: { adults: ["too small"] },
    });
    expect(err.error_code).toBeUndefined();
    expect(err.errors).toEqual({ adults: ["too small"] });
    expect(err.extra).toEqual({});
  });

  it("reads Retry-After as seconds or as a date, for 429s with and without a code", () => {
    const quota = new ApiError(
      429,
      { message: "quota", error_code: "KEY_HOLD_LIMIT_REACHED", limit: 2, used: 2 },
      new Headers({ "retry-after": "540" }),
    );
    expect(quota.retryAfter).toBe(540);
    if (!quota.is("KEY_HOLD_LIMIT_REACHED")) throw new Error("expected KEY_HOLD_LIMIT_REACHED");
    expect([quota.extra.limit, quota.extra.used]).toEqual([2, 2]);
    const rate = new ApiError(429, { message: "Too many requests" }, new Headers({ "retry-after": "7" }));
    expect(rate.error_code).toBeUndefined();
    expect(rate.retryAfter).toBe(7);
    const now = Date.parse("2027-01-01T00:00:00Z");
    expect(parseRetryAfter("Fri, 01 Jan 2027 00:00:30 GMT", now)).toBe(30);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
  });

  it("keeps a body that is not JSON as its message", () => {
    const err = new ApiError(502, "Bad gateway");
    expect(err.message).toBe("Bad gateway");
    expect(new ApiError(500, undefined).message).toBe("HTTP 500");
  });
});

describe("retryDelay", () => {
  it("doubles from the base with jitter between half and all of the step, up to the cap", () => {
    const opts = { baseDelayMs: 100, maxDelayMs: 1000 };
    expect(retryDelay(1, undefined, opts, () => 0)).toBe(50);
    expect(retryDelay(1, undefined, opts, () => 1)).toBe(100);
    expect(retryDelay(3, undefined, opts, () => 1)).toBe(400);
    expect(retryDelay(10, undefined, opts, () => 1)).toBe(1000);
  });

  it("never waits less than Retry-After, and gives up when it is longer than allowed", () => {
    expect(retryDelay(1, 2, { baseDelayMs: 100 }, () => 0)).toBe(2000);
    expect(retryDelay(1, 2, { baseDelayMs: 100 }, () => 1)).toBe(2100);
    expect(retryDelay(1, 60, { maxRetryAfterMs: 30_000 })).toBeUndefined();
  });
});

describe("createClient", () => {
  it("sends the key, X-Property, and reads the base URL with or without /api/v1", async () => {
    const { fetch, sent } = scripted(json(200, { data: [], next_cursor: null }));
    const client = createClient({
      baseUrl: "http://gw.test/api/v1/",
      apiKey: "rk_sandbox_x",
      property: "prp_1",
      fetch,
    });
    expect(await client.properties.list()).toEqual([]);
    expect(sent[0]!.url).toBe("http://gw.test/api/v1/properties");
    expect(sent[0]!.headers.get("authorization")).toBe("Bearer rk_sandbox_x");
    expect(sent[0]!.headers.get("x-property")).toBe("prp_1");
  });

  it("throws an ApiError for a non-2xx answer", async () => {
    const { fetch } = scripted(json(404, { message: "Booking not found.", error_code: "BOOKING_NOT_FOUND" }));
    const client = createClient({ baseUrl: "http://gw.test", apiKey: "k", fetch });
    const err = await client.bookings.get("bkg_x").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, error_code: "BOOKING_NOT_FOUND" });
  });

  it("pages through a list until next_cursor is null", async () => {
    const { fetch, sent } = scripted(
      json(200, { data: [{ id: "a" }, { id: "b" }], next_cursor: "c1" }),
      json(200, { data: [{ id: "c" }], next_cursor: null }),
    );
    const client = createClient({ baseUrl: "http://gw.test", apiKey: "k", fetch });
    const ids: string[] = [];
    for await (const page of client.bookings.pages({ limit: 2 })) ids.push(...page.data.map((b) => b.id));
    expect(ids).toEqual(["a", "b", "c"]);
    expect(sent.map((s) => new URL(s.url).search)).toEqual(["?limit=2", "?limit=2&cursor=c1"]);
  });

  it("pages through the event feed until a page comes back empty, which carries the cursor to resume from", async () => {
    const event = (id: string) => ({
      id,
      type: "booking.created",
      timestamp: "",
      property_id: "p",
      data: {},
    });
    const { fetch, sent } = scripted(
      json(200, { data: [event("evt_a"), event("evt_b")], next_cursor: "c1" }),
      json(200, { data: [event("evt_c")], next_cursor: "c2" }),
      json(200, { data: [], next_cursor: "c3" }),
    );
    const client = createClient({ baseUrl: "http://gw.test", apiKey: "k", fetch });
    const pages = [];
    for await (const page of client.events.list({ types: "booking.*", limit: 2 })) pages.push(page);
    expect(pages.map((p) => p.data.map((e) => e.id))).toEqual([["evt_a", "evt_b"], ["evt_c"], []]);
    expect(pages.at(-1)!.next_cursor).toBe("c3");
    expect(sent.map((s) => new URL(s.url).searchParams.get("cursor"))).toEqual([null, "c1", "c2"]);
    expect(new URL(sent[0]!.url).searchParams.get("types")).toBe("booking.*");
  });
});

describe("createClient: bookings.create", () => {
  const fast = { baseDelayMs: 1, maxDelayMs: 5 };

  it("retries IDEMPOTENCY_IN_FLIGHT, 503 and a lost answer with the same key and body", async () => {
    const inFlight = { message: "not finished", error_code: "IDEMPOTENCY_IN_FLIGHT" };
    const { fetch, sent } = scripted(
      json(409, inFlight),
      json(503, { message: "down", error_code: "SERVICE_UNAVAILABLE" }),
      new TypeError("fetch failed"),
      json(201, { data: booking }),
    );
    const retries: { attempt: number; error: Error }[] = [];
    const client = createClient({ baseUrl: "http://gw.test", apiKey: "k", fetch });
    const made = await client.bookings.create(stay, {
      retry: { ...fast, onRetry: (r) => retries.push(r) },
    });
    expect(made).toEqual(booking);
    expect(sent).toHaveLength(4);
    const keys = new Set(sent.map((s) => s.headers.get("idempotency-key")));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(sent.map((s) => s.body))).toEqual(new Set([JSON.stringify(stay)]));
    expect(retries.map((r) => r.attempt)).toEqual([1, 2, 3]);
    expect(retries[2]!.error).toBeInstanceOf(NetworkError);
  });

  it("uses the caller's key, and a new key for each booking otherwise", async () => {
    const { fetch, sent } = scripted(
      json(201, { data: booking }),
      json(201, { data: booking }),
      json(201, { data: booking }),
    );
    const client = createClient({ baseUrl: "http://gw.test", apiKey: "k", fetch });
    await client.bookings.create(stay, { idempotencyKey: "mine-1" });
    await client.bookings.create(stay);
    await client.bookings.create(stay);
    const keys = sent.map((s) => s.headers.get("idempotency-key"));
    expect(keys[0]).toBe("mine-1");
    expect(new Set(keys).size).toBe(3);
  });

  it("throws at once what a retry cannot change, and stops after its attempts", async () => {
    const taken = { message: "taken", error_code: "UNIT_NOT_AVAILABLE", remaining_capacity: 0 };
    const once = scripted(json(409, taken));
    const client = createClient({ baseUrl: "http://gw.test", apiKey: "k", fetch: once.fetch, retry: fast });
    await expect(client.bookings.create(stay)).rejects.toMatchObject({ error_code: "UNIT_NOT_AVAILABLE" });
    expect(once.sent).toHaveLength(1);

    const inFlight = () => json(409, { message: "not finished", error_code: "IDEMPOTENCY_IN_FLIGHT" });
    const busy = scripted(inFlight(), inFlight(), inFlight(), inFlight());
    const bounded = createClient({ baseUrl: "http://gw.test", apiKey: "k", fetch: busy.fetch });
    await expect(bounded.bookings.create(stay, { retry: { ...fast, attempts: 3 } })).rejects.toMatchObject({
      status: 409,
      error_code: "IDEMPOTENCY_IN_FLIGHT",
    });
    expect(busy.sent).toHaveLength(3);
  });

  it("does not wait for a Retry-After past maxRetryAfterMs", async () => {
    const { fetch, sent } = scripted(
      json(503, { message: "down", error_code: "SERVICE_UNAVAILABLE" }, { "retry-after": "120" }),
    );
    const client = createClient({ baseUrl: "http://gw.test", apiKey: "k", fetch });
    const err = await client.bookings.create(stay).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 503, retryAfter: 120 });
    expect(sent).toHaveLength(1);
  });
});

describe("verifyWebhook", () => {
  const secret = `whsec_${Buffer.from("0123456789abcdef0123456789abcdef").toString("base64")}`;
  const payload = JSON.stringify({
    type: "booking.created",
    timestamp: "2027-01-01T00:00:00Z",
    data: { id: "bkg_1" },
  });
  const signed = (body: string, key = secret) => {
    const at = new Date();
    return {
      "webhook-id": "evt_1",
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": new Webhook(key).sign("evt_1", at, body),
    };
  };

  it("answers the event for a good signature, from fetch Headers or Node's headers", () => {
    const headers = signed(payload);
    expect(verifyWebhook(payload, new Headers(headers), secret)).toEqual(JSON.parse(payload));
    expect(verifyWebhook(new TextEncoder().encode(payload), headers, secret).type).toBe("booking.created");
  });

  it("throws on a changed body, another secret's signature or a missing header", () => {
    const headers = signed(payload);
    expect(() => verifyWebhook(payload.replace("bkg_1", "bkg_2"), headers, secret)).toThrow(
      WebhookVerificationError,
    );
    const other = `whsec_${Buffer.from("another secret of thirty-two b..").toString("base64")}`;
    expect(() => verifyWebhook(payload, signed(payload, other), secret)).toThrow(WebhookVerificationError);
    const { "webhook-signature": _, ...unsigned } = headers;
    expect(() => verifyWebhook(payload, unsigned, secret)).toThrow(WebhookVerificationError);
  });
});
