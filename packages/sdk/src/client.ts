import { ariOf } from "./ari.js";
import { eventsOf } from "./events.js";
import { type Body, bindAll, bindOperation, type Data, type Item, type Query } from "./operation.js";
import {
  OPERATIONS,
  PARTNER_METHODS,
  type PartnerOperationId,
  type PartnerOperations,
} from "./operations.js";
import { type Page, PagedList } from "./pagination.js";
import { type CallOptions, Transport, type TransportOptions } from "./transport.js";

// Types of the partner API, read off the generated document by operation, so they follow it.
export type Property = Item<"partnerListProperties">;
export type Unit = Data<"partnerGetUnit">;
export type Housekeeping = Data<"partnerGetUnitHousekeeping">;
export type AvailabilityQuery = Query<"partnerGetAvailability">;
export type Availability = Item<"partnerGetAvailability">;
export type RatesQuery = Query<"partnerGetRates">;
export type Rates = Item<"partnerGetRates">;
export type CalendarQuery = Query<"partnerGetCalendar">;
export type CalendarEntry = Item<"partnerGetCalendar">;
export type QuoteRequest = Body<"partnerCreateQuote">;
export type Quote = Data<"partnerCreateQuote">;
export type Booking = Data<"partnerGetBooking">;
export type BookingRequest = Body<"partnerCreateBooking">;
export type PageQuery = Query<"partnerListBookings">;
export type WebhookSubscription = Data<"partnerGetWebhookSubscription">;
export type WebhookSubscriptionWithSecret = Data<"partnerCreateWebhookSubscription">;
export type WebhookSubscriptionRequest = Body<"partnerCreateWebhookSubscription">;
export type WebhookSubscriptionPatch = Body<"partnerUpdateWebhookSubscription">;
export type WebhookTestResult = Data<"partnerTestWebhookSubscription">;
export type WebhookEventKind = Item<"partnerListWebhookEventKinds">;
export type WebhookDelivery = Item<"partnerListWebhookDeliveries">;
export type WebhookRecoverRequest = Body<"partnerRecoverWebhookDeliveries">;
export type WebhookRecovery = Data<"partnerRecoverWebhookDeliveries">;

/** Bookings changed since a time: the cursor is always set, so the list ends at an empty page, as the event feed does. */
function changedBookings(transport: Transport, query: PageQuery, call: CallOptions | undefined) {
  return new PagedList<Booking, Page<Booking>>(
    (cursor) =>
      transport.call(
        { method: "GET", path: OPERATIONS.partnerListBookings.path, query: { ...query, cursor } },
        call,
      ) as Promise<Page<Booking>>,
    query.cursor,
    (page) => page.data.length === 0,
  );
}

export interface ClientOptions extends TransportOptions {
  /** The API key (`rk_sandbox_…` or `rk_live_…`), sent as `Authorization: Bearer`. */
  apiKey: string;
  /** X-Property: needed on every call when the key covers several properties. */
  property?: string;
}

/** Where each partner operation is in the client: `partnerConfirmBooking` is `client.bookings.confirm`. */
export const PARTNER_CLIENT_PATHS = {
  partnerGetHealth: "health",
  partnerListVersions: "versions",
  partnerListProperties: "properties.list",
  partnerListUnits: "units.list",
  partnerGetUnit: "units.get",
  partnerGetUnitHousekeeping: "units.housekeeping",
  partnerGetAvailability: "availability.get",
  partnerGetRates: "rates.get",
  partnerGetCalendar: "calendar",
  partnerCreateQuote: "quote",
  partnerListBookings: "bookings.list",
  partnerCreateBooking: "bookings.create",
  partnerGetBooking: "bookings.get",
  partnerConfirmBooking: "bookings.confirm",
  partnerCancelBooking: "bookings.cancel",
  partnerListBookingRevisions: "bookings.revisions",
  partnerQuoteBookingChange: "bookings.changeQuote",
  partnerChangeBooking: "bookings.change",
  partnerExpireSandboxHold: "sandbox.expireHold",
  partnerListWebhookSubscriptions: "webhooks.list",
  partnerCreateWebhookSubscription: "webhooks.create",
  partnerListWebhookEventKinds: "webhooks.events",
  partnerGetWebhookSubscription: "webhooks.get",
  partnerUpdateWebhookSubscription: "webhooks.update",
  partnerDeleteWebhookSubscription: "webhooks.delete",
  partnerListWebhookDeliveries: "webhooks.deliveries",
  partnerRedeliverWebhookDelivery: "webhooks.redeliver",
  partnerRecoverWebhookDeliveries: "webhooks.recover",
  partnerActivateWebhookSubscription: "webhooks.activate",
  partnerDeactivateWebhookSubscription: "webhooks.deactivate",
  partnerRotateWebhookSecret: "webhooks.rotateSecret",
  partnerTestWebhookSubscription: "webhooks.test",
  partnerListEvents: "events.list",
  partnerListAriChanges: "ari.changes",
} as const satisfies Record<PartnerOperationId, string>;

/**
 * A client of the partner API (`/api/v1`) for one API key. Every call takes `CallOptions` last
 * (signal, timeoutMs, retry); every answer outside 2xx throws an ApiError of its kind. The reads of
 * properties, units, availability, rates, the calendar and a booking also take `{ etag }`, the last answer's ETag
 * (undefined at first): they answer `{ notModified: true, etag }` while it is current, else
 * `{ notModified: false, etag, data }` (Conditional).
 */
export function createClient(options: ClientOptions) {
  const transport = new Transport(options, () => ({
    authorization: `Bearer ${options.apiKey}`,
    ...(options.property ? { "x-property": options.property } : {}),
  }));
  const ops = bindAll<PartnerOperations>(transport, PARTNER_METHODS, OPERATIONS);
  // Idempotent by the booking's state: confirming or cancelling again answers the same.
  const byState = { retry: true };
  return {
    /** The same key bound to another property (X-Property). */
    withProperty: (property: string) => createClient({ ...options, property }),
    /** The state of the gateway's dependencies and services (no key needed). */
    health: ops.getHealth,
    /** The API's versions and their status (no key needed); the SDK speaks API_VERSION. */
    versions: ops.listVersions,
    properties: {
      /** The properties the key covers; call first. */
      list: ops.listProperties,
    },
    units: { list: ops.listUnits, get: ops.getUnit, housekeeping: ops.getUnitHousekeeping },
    availability: {
      /** remaining_capacity per unit for the stay `start`..`end` (departure day free). */
      get: ops.getAvailability,
    },
    rates: {
      /** Prices per night and occupancy, `from`..`to`. */
      get: ops.getRates,
    },
    /**
     * The lowest price to arrive on each date `from`..`to` (at most 365): the shortest stay allowed
     * then, for `adults` (1 unless given) and `children`; null fields on a date where nothing sells.
     */
    calendar: ops.getCalendar,
    /** The price of a stay now; nothing is held until bookings.create. */
    quote: ops.createQuote,
    bookings: {
      /**
       * The bookings this key created (all of the property's with bookings:read:all), newest first:
       * `for await (const booking of client.bookings.list({ limit: 100 }))`; `await` it for one page.
       * With `updated_since`, the bookings changed since then, oldest change first, to the first empty
       * page; `list.cursor` is where to go on from later, to read the changes made since.
       */
      list: (query: PageQuery = {}, call?: CallOptions) =>
        query.updated_since === undefined
          ? ops.listBookings(query, call)
          : changedBookings(transport, query, call),
      /** Every page, in turn: `for await (const page of client.bookings.pages({ limit: 50 }))`. */
      pages: (query: PageQuery = {}, call?: CallOptions) =>
        (query.updated_since === undefined
          ? ops.listBookings(query, call)
          : changedBookings(transport, query, call)
        ).pages(),
      get: ops.getBooking,
      /**
       * Creates a booking (a hold with `hold_minutes`). Sends an Idempotency-Key (a new UUID, or
       * `idempotencyKey`), so retries send the same key and body and never book twice.
       */
      create: ops.createBooking,
      /** Confirms a pending booking this key created; confirming again answers the same. */
      confirm: bindOperation(
        transport,
        OPERATIONS.partnerConfirmBooking,
        byState,
      ) as PartnerOperations["confirmBooking"],
      /** Cancels a booking this key created; cancelling again answers the same. */
      cancel: bindOperation(
        transport,
        OPERATIONS.partnerCancelBooking,
        byState,
      ) as PartnerOperations["cancelBooking"],
      /**
       * A booking's versions, oldest first, with who made each change. Confirm and cancel take the
       * version as `headers: { "if-match": '"2"' }` to act only on it (else 412 PRECONDITION_FAILED).
       */
      revisions: ops.listBookingRevisions,
      /**
       * Quotes a change of a booking this key created (fields left out stay as booked) and holds
       * the nights it adds for 15 minutes: `proposed`, `price_difference` and `change_fee`.
       */
      changeQuote: ops.quoteBookingChange,
      /**
       * Applies a change quote: `{ change_quote_id, expected_total_price }` (the quote's
       * proposed.total_price + change_fee). Sends an Idempotency-Key, so a retry changes nothing twice.
       */
      change: ops.changeBooking,
    },
    webhooks: webhooksOf(ops),
    sandbox: {
      /**
       * Sandbox only: expires one of this key's pending holds now, as its clock running out would
       * (cancelled with `hold_expired`, room back on sale, `booking.cancelled` sent); a later confirm
       * answers 409 BOOKING_HOLD_EXPIRED. A production deployment answers 404 ROUTE_NOT_FOUND.
       */
      expireHold: ops.expireSandboxHold,
    },
    events: eventsOf(transport),
    ari: ariOf(transport),
  };
}

function webhooksOf(ops: PartnerOperations) {
  return {
    list: ops.listWebhookSubscriptions,
    get: ops.getWebhookSubscription,
    /** Creates a subscription; its `secret` (whsec_…) is in this answer only. */
    create: ops.createWebhookSubscription,
    update: ops.updateWebhookSubscription,
    delete: ops.deleteWebhookSubscription,
    activate: ops.activateWebhookSubscription,
    deactivate: ops.deactivateWebhookSubscription,
    /** Sends a signed test event now; answers what the receiver said. */
    test: ops.testWebhookSubscription,
    /** A new secret (in this answer only); the old one also signs for 24 hours. */
    rotateSecret: ops.rotateWebhookSecret,
    /** Every event kind, what it carries and the scope it needs. */
    events: ops.listWebhookEventKinds,
    /** A subscription's deliveries, newest first, each with its attempts; iterate it, or `await` one page. */
    deliveries: ops.listWebhookDeliveries,
    /** Sends one delivery again now (same webhook-id, fresh signature); answers it, pending. */
    redeliver: ops.redeliverWebhookDelivery,
    /**
     * After your receiver was down: sends again every delivery since `since` (ISO date-time) that
     * did not end in a 2xx, each with its original event id as webhook-id; answers how many.
     */
    recover: ops.recoverWebhookDeliveries,
  };
}

export type Client = ReturnType<typeof createClient>;
