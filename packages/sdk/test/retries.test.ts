import { describe, expect, it } from "vitest";
import {
  createClient,
  NetworkError,
  RateLimitError,
  type RetryEvent,
  retryDelay,
  TimeoutError,
  UnavailableError,
} from "../src/index.js";
import { booking, json, scripted, stay } from "./scripted.js";

const fast = { baseDelayMs: 1, maxDelayMs: 5 };
const down = () => json(503, { message: "down", error_code: "SERVICE_UNAVAILABLE" });
const clientWith = (fetch: ReturnType<typeof scripted>["fetch"], extra = {}) =>
  createClient({ baseUrl: "http://gw.test", apiKey: "k", fetch, retry: fast, ...extra });

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

describe("retries", () => {
  it("retries a GET on no answer, 429, 502, 503 and 504, then answers", async () => {
    const { fetch, sent } = scripted(
      new TypeError("fetch failed"),
      json(429, { message: "Too many requests" }, { "retry-after": "0" }),
      json(502, { message: "bad gateway" }),
      down(),
      json(504, { message: "gateway timeout" }),
      json(200, { data: booking }),
    );
    const retries: RetryEvent[] = [];
    const client = clientWith(fetch);
    const got = await client.bookings.get("bkg_1", {
      retry: { attempts: 6, onRetry: (r) => retries.push(r) },
    });
    expect(got).toEqual(booking);
    expect(sent).toHaveLength(6);
    expect(retries.map((r) => r.attempt)).toEqual([1, 2, 3, 4, 5]);
    expect(retries[0]!.error).toBeInstanceOf(NetworkError);
    expect(retries.slice(1).map((r) => (r.error as unknown as { status: number }).status)).toEqual([
      429, 502, 503, 504,
    ]);
    expect(retries[0]).toMatchObject({
      method: "GET",
      path: "/api/v1/bookings/bkg_1",
      idempotencyKey: undefined,
    });
  });

  it("retries create with one Idempotency-Key and body, IDEMPOTENCY_IN_FLIGHT included", async () => {
    const { fetch, sent } = scripted(
      json(409, { message: "not finished", error_code: "IDEMPOTENCY_IN_FLIGHT" }),
      down(),
      new TypeError("fetch failed"),
      json(201, { data: booking }),
    );
    expect(await clientWith(fetch).bookings.create(stay)).toEqual(booking);
    expect(sent).toHaveLength(4);
    const keys = new Set(sent.map((s) => s.headers.get("idempotency-key")));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(sent.map((s) => s.body))).toEqual(new Set([JSON.stringify(stay)]));
  });

  it("uses the caller's Idempotency-Key, and a new key for each call otherwise", async () => {
    const { fetch, sent } = scripted(...[1, 2, 3].map(() => json(201, { data: booking })));
    const client = clientWith(fetch);
    await client.bookings.create(stay, { idempotencyKey: "mine-1" });
    await client.bookings.create(stay);
    await client.bookings.create(stay);
    const keys = sent.map((s) => s.headers.get("idempotency-key"));
    expect(keys[0]).toBe("mine-1");
    expect(new Set(keys).size).toBe(3);
  });

  it("retries confirm and cancel, idempotent by the booking's state, but not a webhook's creation", async () => {
    const { fetch, sent } = scripted(
      down(),
      json(200, { data: booking }),
      down(),
      json(200, { data: booking }),
    );
    const client = clientWith(fetch);
    await client.bookings.confirm("bkg_1");
    await client.bookings.cancel("bkg_1");
    expect(sent.map((s) => `${s.method} ${new URL(s.url).pathname}`)).toEqual([
      "POST /api/v1/bookings/bkg_1/confirm",
      "POST /api/v1/bookings/bkg_1/confirm",
      "POST /api/v1/bookings/bkg_1/cancel",
      "POST /api/v1/bookings/bkg_1/cancel",
    ]);
    const once = scripted(down());
    const err = await clientWith(once.fetch)
      .webhooks.create({ url: "https://h.example/x", events: ["booking.*"] })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnavailableError);
    expect(once.sent).toHaveLength(1);
  });
});

describe("what is not retried, and the bounds of retrying", () => {
  it("throws at once what a retry cannot change, and stops after its attempts", async () => {
    const taken = { message: "taken", error_code: "UNIT_NOT_AVAILABLE", remaining_capacity: 0 };
    const once = scripted(json(409, taken));
    await expect(clientWith(once.fetch).bookings.create(stay)).rejects.toMatchObject({
      code: "UNIT_NOT_AVAILABLE",
    });
    expect(once.sent).toHaveLength(1);
    const busy = scripted(down(), down(), down(), down());
    await expect(
      clientWith(busy.fetch, { retry: { ...fast, attempts: 3 } }).units.list(),
    ).rejects.toBeInstanceOf(UnavailableError);
    expect(busy.sent).toHaveLength(3);
  });

  it("does not wait for a Retry-After past maxRetryAfterMs, nor past maxElapsedMs", async () => {
    const long = scripted(json(429, { message: "Too many requests" }, { "retry-after": "120" }));
    const err = await clientWith(long.fetch)
      .units.list()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err).toMatchObject({ status: 429, retryAfter: 120 });
    expect(long.sent).toHaveLength(1);

    const budget = scripted(...Array.from({ length: 50 }, down));
    const client = clientWith(budget.fetch, {
      retry: { baseDelayMs: 20, maxDelayMs: 20, attempts: 50, maxElapsedMs: 150 },
    });
    const started = Date.now();
    await expect(client.units.list()).rejects.toBeInstanceOf(UnavailableError);
    expect(Date.now() - started).toBeLessThan(400);
    expect(budget.sent.length).toBeGreaterThan(2);
    expect(budget.sent.length).toBeLessThan(15);
  });
});

describe("timeouts and signals", () => {
  it("gives each attempt the call's timeout (over the client's), retrying a GET that timed out", async () => {
    const { fetch, sent } = scripted("hang", "hang", json(200, { data: [] }));
    const client = clientWith(fetch, { timeoutMs: 60_000 });
    expect(await client.units.list({ timeoutMs: 30 })).toEqual([]);
    expect(sent).toHaveLength(3);
    const slow = scripted("hang", "hang");
    const err = await clientWith(slow.fetch, { timeoutMs: 30, retry: { ...fast, attempts: 2 } })
      .units.list()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TimeoutError);
    expect(err).toBeInstanceOf(NetworkError);
    expect(err).toMatchObject({ timeoutMs: 30 });
    expect(slow.sent).toHaveLength(2);
  });

  it("aborts a call in flight, or waiting to retry, with the signal's reason and no further attempt", async () => {
    const { fetch, sent } = scripted("hang");
    const controller = new AbortController();
    const pending = clientWith(fetch).units.list({ signal: controller.signal });
    controller.abort(new Error("the user left"));
    await expect(pending).rejects.toThrow("the user left");

    const waiting = scripted(json(503, { message: "down" }, { "retry-after": "5" }));
    const later = new AbortController();
    const retrying = clientWith(waiting.fetch).units.list({
      signal: later.signal,
      retry: { onRetry: () => later.abort(new Error("stop waiting")) },
    });
    await expect(retrying).rejects.toThrow("stop waiting");
    expect(waiting.sent).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });
});
