import createFetchClient, { type Client as FetchClient } from "openapi-fetch";
import { ApiError } from "./errors.js";
import { type FeedPage, feedPages } from "./events.js";
import { NetworkError, type RetryOptions, withRetries } from "./retry.js";
import type { paths } from "./schema.js";

// Types of the partner API, read off the generated document by path, so they follow it.
type JsonOf<T> = T extends { content: { "application/json": infer B } } ? B : never;
type SuccessOf<O> = O extends { responses: infer R }
  ? JsonOf<R[200 & keyof R]> | JsonOf<R[201 & keyof R]> | JsonOf<R[202 & keyof R]>
  : never;
type BodyOf<O> = O extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type DataOf<O> = SuccessOf<O> extends { data: infer D } ? D : never;

export type Property = DataOf<paths["/api/v1/properties"]["get"]>[number];
export type Unit = DataOf<paths["/api/v1/units/{unit_id}"]["get"]>;
export type Housekeeping = DataOf<paths["/api/v1/units/{unit_id}/housekeeping"]["get"]>;
export type AvailabilityQuery = QueryOf<paths["/api/v1/availability"]["get"]>;
export type Availability = DataOf<paths["/api/v1/availability"]["get"]>[number];
export type RatesQuery = QueryOf<paths["/api/v1/rates"]["get"]>;
export type Rates = DataOf<paths["/api/v1/rates"]["get"]>[number];
export type QuoteRequest = BodyOf<paths["/api/v1/quote"]["post"]>;
export type Quote = DataOf<paths["/api/v1/quote"]["post"]>;
export type Booking = DataOf<paths["/api/v1/bookings/{booking_id}"]["get"]>;
export type BookingRequest = BodyOf<paths["/api/v1/bookings"]["post"]>;
export type PageQuery = QueryOf<paths["/api/v1/bookings"]["get"]>;
export type WebhookSubscription = DataOf<paths["/api/v1/webhooks/{subscription_id}"]["get"]>;
export type WebhookSubscriptionWithSecret = DataOf<paths["/api/v1/webhooks"]["post"]>;
export type WebhookSubscriptionRequest = BodyOf<paths["/api/v1/webhooks"]["post"]>;
export type WebhookSubscriptionPatch = BodyOf<paths["/api/v1/webhooks/{subscription_id}"]["patch"]>;
export type WebhookTestResult = DataOf<paths["/api/v1/webhooks/{subscription_id}/test"]["post"]>;
export type WebhookEventKind = DataOf<paths["/api/v1/webhooks/events"]["get"]>[number];
export type WebhookDelivery = DataOf<paths["/api/v1/webhooks/{subscription_id}/deliveries"]["get"]>[number];
export type WebhookRecoverRequest = BodyOf<paths["/api/v1/webhooks/{subscription_id}/recover"]["post"]>;
export type WebhookRecovery = DataOf<paths["/api/v1/webhooks/{subscription_id}/recover"]["post"]>;
export type EventsQuery = QueryOf<paths["/api/v1/events"]["get"]>;

/** One page of a list: `next_cursor` is null on the last. */
export interface Page<T> {
  data: T[];
  next_cursor: string | null;
}

export interface ClientOptions {
  /** Where the gateway answers, e.g. `https://sandbox.example.com` (a trailing `/api/v1` is fine too). */
  baseUrl: string;
  /** The API key (`rk_sandbox_…` or `rk_live_…`), sent as `Authorization: Bearer`. */
  apiKey: string;
  /** X-Property: needed on every call when the key covers several properties. */
  property?: string;
  /** How `bookings.create` retries; see RetryOptions. */
  retry?: RetryOptions;
  /** Another fetch, for tests or a custom transport. */
  fetch?: (request: Request) => Promise<Response>;
}

export interface CreateBookingOptions {
  /** Defaults to a new random UUID per call; pass your own to make a call you repeat idempotent. */
  idempotencyKey?: string;
  /** This call's retries, over the client's. */
  retry?: RetryOptions;
}

/** What openapi-fetch answers: the body on 2xx, else the error body. */
interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The body of a 2xx answer, or an ApiError for any other. */
async function ok<T>(pending: Promise<Answer<T>>): Promise<T> {
  const { data, error, response } = await pending;
  if (!response.ok) throw new ApiError(response.status, error, response.headers);
  return data as T;
}

/** Every page of a list, following next_cursor from `first`. */
async function* pagesOf<T>(
  query: { cursor?: string; limit?: number },
  list: (query: { cursor?: string; limit?: number }) => Promise<Page<T>>,
): AsyncGenerator<Page<T>, void, undefined> {
  let cursor = query.cursor;
  do {
    const page = await list({ ...query, cursor });
    yield page;
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
}

type Http = FetchClient<paths>;

const booking = (booking_id: string) => ({ params: { path: { booking_id } } });
const subscription = (subscription_id: string) => ({ params: { path: { subscription_id } } });

/** A client of the partner API (`/api/v1`) for one API key. Every non-2xx answer throws an ApiError. */
export function createClient(options: ClientOptions) {
  const http = fetchClientFor(options);
  return {
    /** The generated openapi-fetch client, for anything this layer does not wrap. */
    http,
    /** The same key bound to another property (X-Property). */
    withProperty: (property: string) => createClient({ ...options, property }),
    properties: {
      /** The properties the key covers; call first. */
      list: async (): Promise<Property[]> => (await ok(http.GET("/api/v1/properties"))).data,
    },
    units: {
      list: async (): Promise<Unit[]> => (await ok(http.GET("/api/v1/units"))).data,
      get: async (id: string): Promise<Unit> =>
        (await ok(http.GET("/api/v1/units/{unit_id}", { params: { path: { unit_id: id } } }))).data,
      housekeeping: async (id: string): Promise<Housekeeping> =>
        (await ok(http.GET("/api/v1/units/{unit_id}/housekeeping", { params: { path: { unit_id: id } } })))
          .data,
    },
    availability: {
      /** remaining_capacity per unit for the stay `start`..`end` (departure day free). */
      get: async (query: AvailabilityQuery): Promise<Availability[]> =>
        (await ok(http.GET("/api/v1/availability", { params: { query } }))).data,
    },
    rates: {
      /** Prices per night and occupancy, `from`..`to`. */
      get: async (query: RatesQuery): Promise<Rates[]> =>
        (await ok(http.GET("/api/v1/rates", { params: { query } }))).data,
    },
    /** The price of a stay now; nothing is held until bookings.create. */
    quote: async (body: QuoteRequest): Promise<Quote> =>
      (await ok(http.POST("/api/v1/quote", { body }))).data,
    bookings: bookingsOf(http, options),
    webhooks: webhooksOf(http),
    sandbox: sandboxOf(http),
    events: {
      /**
       * The event feed, a page at a time, oldest first: `for await (const page of client.events.list({ types: "booking.*" }))`.
       * Ends with an empty page; keep its next_cursor and pass it as `cursor` later to go on from there.
       */
      list: (query: EventsQuery = {}) =>
        feedPages(
          query,
          (q) => ok(http.GET("/api/v1/events", { params: { query: q } })) as Promise<FeedPage>,
        ),
    },
  };
}

/** The generated client, bound to the key (and property), telling a request with no answer apart. */
function fetchClientFor(options: ClientOptions): Http {
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  return createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, "").replace(/\/api\/v1$/, ""),
    headers: {
      authorization: `Bearer ${options.apiKey}`,
      ...(options.property ? { "x-property": options.property } : {}),
    },
    // A request that got no answer is told apart from one that was answered, for retries.
    fetch: async (request) => {
      try {
        return await baseFetch(request);
      } catch (err) {
        if ((err as Error)?.name === "AbortError") throw err;
        throw new NetworkError(`${request.method} ${new URL(request.url).pathname}: no answer`, {
          cause: err,
        });
      }
    },
  });
}

function bookingsOf(http: Http, options: ClientOptions) {
  const bookings = {
    /** One page of the bookings this key created (all of the property's with bookings:read:all). */
    list: (query: PageQuery = {}): Promise<Page<Booking>> =>
      ok(http.GET("/api/v1/bookings", { params: { query } })),
    /** Every page, in turn: `for await (const page of client.bookings.pages({ limit: 50 }))`. */
    pages: (query: PageQuery = {}) => pagesOf(query, bookings.list),
    get: async (id: string): Promise<Booking> =>
      (await ok(http.GET("/api/v1/bookings/{booking_id}", booking(id)))).data,
    /**
     * Creates a booking (a hold with `hold_minutes`). Sends an Idempotency-Key, and on
     * 409 IDEMPOTENCY_IN_FLIGHT, 503 or no answer sends the same key and body again, with backoff.
     */
    create: async (body: BookingRequest, create: CreateBookingOptions = {}): Promise<Booking> => {
      const idempotencyKey = create.idempotencyKey ?? globalThis.crypto.randomUUID();
      const retry = { ...options.retry, ...create.retry };
      const answer = await withRetries(idempotencyKey, retry, () =>
        ok(
          http.POST("/api/v1/bookings", {
            params: { header: { "idempotency-key": idempotencyKey } },
            body,
          }),
        ),
      );
      return answer.data;
    },
    /** Confirms a pending booking this key created; confirming again answers the same. */
    confirm: async (id: string): Promise<Booking> =>
      (await ok(http.POST("/api/v1/bookings/{booking_id}/confirm", booking(id)))).data,
    /** Cancels a booking this key created; cancelling again answers the same. */
    cancel: async (id: string): Promise<Booking> =>
      (await ok(http.POST("/api/v1/bookings/{booking_id}/cancel", booking(id)))).data,
  };
  return bookings;
}

function webhooksOf(http: Http) {
  return {
    list: async (): Promise<WebhookSubscription[]> => (await ok(http.GET("/api/v1/webhooks"))).data,
    get: async (id: string): Promise<WebhookSubscription> =>
      (await ok(http.GET("/api/v1/webhooks/{subscription_id}", subscription(id)))).data,
    /** Creates a subscription; its `secret` (whsec_…) is in this answer only. */
    create: async (body: WebhookSubscriptionRequest): Promise<WebhookSubscriptionWithSecret> =>
      (await ok(http.POST("/api/v1/webhooks", { body }))).data,
    update: async (id: string, patch: WebhookSubscriptionPatch): Promise<WebhookSubscription> =>
      (await ok(http.PATCH("/api/v1/webhooks/{subscription_id}", { ...subscription(id), body: patch }))).data,
    delete: async (id: string): Promise<void> => {
      await ok(http.DELETE("/api/v1/webhooks/{subscription_id}", subscription(id)));
    },
    activate: async (id: string): Promise<WebhookSubscription> =>
      (await ok(http.POST("/api/v1/webhooks/{subscription_id}/activate", subscription(id)))).data,
    deactivate: async (id: string): Promise<WebhookSubscription> =>
      (await ok(http.POST("/api/v1/webhooks/{subscription_id}/deactivate", subscription(id)))).data,
    /** Sends a signed test event now; answers what the receiver said. */
    test: async (id: string): Promise<WebhookTestResult> =>
      (await ok(http.POST("/api/v1/webhooks/{subscription_id}/test", subscription(id)))).data,
    /** A new secret (in this answer only); the old one also signs for 24 hours. */
    rotateSecret: async (id: string): Promise<WebhookSubscriptionWithSecret> =>
      (await ok(http.POST("/api/v1/webhooks/{subscription_id}/rotate-secret", subscription(id)))).data,
    /** Every event kind, what it carries and the scope it needs. */
    events: async (): Promise<WebhookEventKind[]> => (await ok(http.GET("/api/v1/webhooks/events"))).data,
    /** One page of a subscription's deliveries, newest first, each with its attempts. */
    deliveries: (id: string, query: PageQuery = {}): Promise<Page<WebhookDelivery>> =>
      ok(
        http.GET("/api/v1/webhooks/{subscription_id}/deliveries", {
          params: { path: { subscription_id: id }, query },
        }),
      ),
    /** Sends one delivery again now (same webhook-id, fresh signature); answers it, pending. */
    redeliver: async (id: string, deliveryId: string): Promise<WebhookDelivery> =>
      (
        await ok(
          http.POST("/api/v1/webhooks/{subscription_id}/deliveries/{delivery_id}/redeliver", {
            params: { path: { subscription_id: id, delivery_id: deliveryId } },
          }),
        )
      ).data,
    /**
     * After your receiver was down: sends again every delivery since `since` (ISO date-time) that
     * did not end in a 2xx, each with its original event id as webhook-id; answers how many.
     */
    recover: async (id: string, body: WebhookRecoverRequest): Promise<WebhookRecovery> =>
      (await ok(http.POST("/api/v1/webhooks/{subscription_id}/recover", { ...subscription(id), body }))).data,
  };
}

function sandboxOf(http: Http) {
  return {
    /**
     * Sandbox only: expires one of this key's pending holds now, as its clock running out would
     * (cancelled with `hold_expired`, room back on sale, `booking.cancelled` sent); a later confirm
     * answers 409 BOOKING_HOLD_EXPIRED. A production deployment answers 404 ROUTE_NOT_FOUND.
     */
    expireHold: async (bookingId: string): Promise<Booking> =>
      (await ok(http.POST("/api/v1/sandbox/bookings/{booking_id}/expire-hold", booking(bookingId)))).data,
  };
}

export type Client = ReturnType<typeof createClient>;
