// Over 300 lines: one case per event kind, each with data that parses and data that must not.
import { describe, expect, it } from "vitest";
import type { Booking } from "./bookings.js";
import {
  DomainEvent,
  EVENT_FAMILIES,
  EVENT_KINDS,
  STREAM_EVENT_TYPES,
  WEBHOOK_EVENTS,
  WebhookEvent,
  type WebhookEventType,
  webhookEvent,
} from "./events.js";
import { EVENT_KIND_LIST, EventPattern } from "./webhooks.js";

/** A booking shaped like those the booking service puts in its events. */
const booking: Booking = {
  id: "bkg_01JD3Z8Q2W5N7K4M6R9T1V3X5Y",
  status: "pending",
  is_hold: true,
  hold_origin: "api",
  hold_expires_at: "2026-11-22T10:15:00.000Z",
  property_id: "prp_01JD3Z8PZZ1A2B3C4D5E6F7G8H",
  unit_id: "unt_01JD3Z8Q0A1B2C3D4E5F6G7H8J",
  room_id: null,
  rate_plan_id: "rpl_01JD3Z8Q1K2L3M4N5P6Q7R8S9T",
  start_date: "2026-12-01",
  end_date: "2026-12-03",
  nights: 2,
  adults: 2,
  quantity: 1,
  guest: { id: "gst_01JD3Z8Q2A", first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" },
  currency: "EUR",
  total_price: "240.00",
  balance_due: "240.00",
  payment_status: "unpaid",
  origin: "api",
  conflict: false,
  cancellation_reason: null,
  created_at: "2026-11-22T10:05:00.000Z",
  confirmed_at: null,
  cancelled_at: null,
  version: 1,
  updated_at: "2027-02-20T10:00:00.000Z",
  children: [],
  taxes: [],
  cancellation_policy: null,
  free_cancellation_until: null,
  cancellation_fee: null,
  promo_code: null,
};
const cancelled: Booking = {
  ...booking,
  status: "cancelled",
  cancellation_reason: "guest",
  cancelled_at: "2026-11-22T10:07:00.000Z",
};

/** Per kind: data a real event carries, and data that must be refused. */
const cases: Record<WebhookEventType, { good: unknown; bad: [string, unknown][] }> = {
  "booking.created": {
    good: { booking },
    bad: [
      ["no booking", {}],
      ["a booking without its guest", { booking: { ...booking, guest: undefined } }],
      ["an unknown status", { booking: { ...booking, status: "maybe" } }],
      ["a price that is no amount", { booking: { ...booking, total_price: "about 240" } }],
    ],
  },
  "booking.confirmed": {
    good: { booking: { ...booking, status: "confirmed", is_hold: false, hold_origin: null } },
    bad: [
      ["no booking", { reason: "guest" }],
      ["a quantity of 2", { booking: { ...booking, quantity: 2 } }],
    ],
  },
  "booking.cancelled": {
    good: { booking: cancelled, reason: "guest" },
    bad: [
      ["no reason", { booking: cancelled }],
      ["an unknown reason", { booking: cancelled, reason: "bored" }],
      ["no booking", { reason: "hotel" }],
    ],
  },
  "booking.changed": {
    good: {
      booking,
      previous: {
        stay: {
          unit_id: booking.unit_id,
          room_id: booking.room_id,
          rate_plan_id: booking.rate_plan_id,
          start_date: booking.start_date,
          end_date: booking.start_date,
          nights: 1,
          adults: booking.adults,
          children: [],
        },
        total_price: "120.00",
      },
      change_quote_id: "bcq_01JD3Z8Q",
    },
    bad: [
      ["no previous", { booking, change_quote_id: "bcq_01JD3Z8Q" }],
      [
        "a previous total only",
        { booking, previous: { total_price: "120.00" }, change_quote_id: "bcq_01JD3Z8Q" },
      ],
    ],
  },
  "booking.checked_in": {
    good: { booking: { ...booking, status: "checked_in", is_hold: false, hold_origin: null } },
    bad: [["a booking id only", { booking_id: booking.id }]],
  },
  "booking.checked_out": {
    good: { booking: { ...booking, status: "checked_out", is_hold: false, hold_origin: null } },
    bad: [["a null booking", { booking: null }]],
  },
  "booking.no_show": {
    good: {
      booking: {
        ...booking,
        status: "no_show",
        is_hold: false,
        hold_origin: null,
        cancellation_fee: "120.00",
      },
    },
    bad: [
      ["no booking", {}],
      [
        "a fee that is no amount",
        { booking: { ...booking, status: "no_show", cancellation_fee: "a night" } },
      ],
    ],
  },
  "unit.housekeeping_changed": {
    good: { unit_id: booking.unit_id, room_id: null, status: "dirty" },
    bad: [
      ["an unknown status", { unit_id: booking.unit_id, room_id: null, status: "sparkling" }],
      ["no room_id (null is the unit itself)", { unit_id: booking.unit_id, status: "clean" }],
      ["a booking instead", { booking }],
    ],
  },
  "ari.changed": {
    good: {
      id: "ari_812",
      at: "2026-11-22T10:07:00.000Z",
      kind: "availability",
      kinds: ["availability"],
      unit_ids: [booking.unit_id],
      rate_plan_id: null,
      from: booking.start_date,
      to: booking.end_date,
    },
    bad: [
      [
        "an unknown kind",
        {
          id: "ari_1",
          at: "2026-11-22T10:07:00.000Z",
          kind: "prices",
          kinds: [],
          unit_ids: [],
          rate_plan_id: null,
          from: null,
          to: null,
        },
      ],
      [
        "no units",
        {
          id: "ari_1",
          at: "2026-11-22T10:07:00.000Z",
          kind: "rates",
          kinds: ["rates"],
          rate_plan_id: null,
          from: null,
          to: null,
        },
      ],
    ],
  },
  "webhook.test": {
    good: { subscription_id: "whs_01JD3Z8Q", message: "This is a test event." },
    bad: [
      ["no subscription", { message: "This is a test event." }],
      ["a number as message", { subscription_id: "whs_01JD3Z8Q", message: 1 }],
    ],
  },
};

const envelope = {
  id: "evt_01JD3Z8Q2W",
  occurred_at: "2026-11-22T10:05:00.000Z",
  tenant_id: "tnt_01JD3Z8P",
  property_id: booking.property_id,
  trace: { traceparent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01" },
};
const timestamp = envelope.occurred_at;

describe("events as contracts", () => {
  it("has a case for every kind, and every kind's payload is a named component", () => {
    expect(Object.keys(cases).sort()).toEqual(EVENT_KINDS.map((k) => k.type).sort());
    expect(WEBHOOK_EVENTS.map((s) => s.meta()?.id)).toEqual([
      "BookingCreatedEvent",
      "BookingConfirmedEvent",
      "BookingCancelledEvent",
      "BookingChangedEvent",
      "BookingCheckedInEvent",
      "BookingCheckedOutEvent",
      "BookingNoShowEvent",
      "UnitHousekeepingChangedEvent",
      "AriChangedEvent",
      "WebhookTestEvent",
    ]);
    expect(WebhookEvent.meta()?.id).toBe("WebhookEvent");
  });

  for (const [type, { good, bad }] of Object.entries(cases) as [
    WebhookEventType,
    (typeof cases)[WebhookEventType],
  ][]) {
    describe(type, () => {
      it("parses a real example, as a payload and (for the stream's kinds) as a stream event", () => {
        expect(WebhookEvent.parse({ type, timestamp, data: good })).toEqual({ type, timestamp, data: good });
        expect(webhookEvent(type, good as never, timestamp)).toEqual({ type, timestamp, data: good });
        const onStream = DomainEvent.safeParse({ ...envelope, type, data: good });
        expect(onStream.success).toBe(type !== "webhook.test");
        if (onStream.success) expect(onStream.data).toEqual({ ...envelope, type, data: good });
      });

      it.each(bad)("refuses %s", (_why, data) => {
        expect(WebhookEvent.safeParse({ type, timestamp, data }).success).toBe(false);
        expect(() => webhookEvent(type, data as never, timestamp)).toThrow();
        expect(DomainEvent.safeParse({ ...envelope, type, data }).success).toBe(false);
      });
    });
  }

  it("refuses an unknown kind and a broken envelope, and drops what the contract does not name", () => {
    const good = { ...envelope, type: "booking.created", data: { booking } };
    expect(DomainEvent.safeParse({ ...good, type: "booking.exploded" }).success).toBe(false);
    expect(DomainEvent.safeParse({ ...good, id: undefined }).success).toBe(false);
    expect(DomainEvent.safeParse({ ...good, tenant_id: 7 }).success).toBe(false);
    expect(DomainEvent.safeParse({ ...good, occurred_at: "yesterday" }).success).toBe(false);
    expect(WebhookEvent.safeParse({ type: "booking.created", data: { booking } }).success).toBe(false);
    // What is not in the contract never reaches a subscriber.
    const extra = webhookEvent(
      "booking.created",
      { booking: { ...booking, internal_note: "x" } as Booking },
      timestamp,
    );
    expect(extra.data.booking).not.toHaveProperty("internal_note");
  });

  it("lists in GET /webhooks/events exactly the union's kinds, with each family's scope", () => {
    expect(EVENT_KIND_LIST.map((k) => k.type)).toEqual(WebhookEvent.options.map((o) => o.shape.type.value));
    expect([...STREAM_EVENT_TYPES, "audit.recorded"]).toEqual(
      DomainEvent.options.map((o) => o.shape.type.value),
    );
    for (const k of EVENT_KIND_LIST) {
      const family = k.type.split(".")[0] as string;
      expect(k.scope).toBe(
        family in EVENT_FAMILIES ? EVENT_FAMILIES[family as keyof typeof EVENT_FAMILIES] : "webhooks:write",
      );
    }
    expect(EVENT_KIND_LIST.find((k) => k.type === "booking.cancelled")?.carries).toBe("booking, reason");
    expect(EVENT_KIND_LIST.find((k) => k.type === "unit.housekeeping_changed")?.carries).toBe(
      "unit_id, room_id, status",
    );
  });

  it("reads a booking event kept with number amounts as the strings they stand for", () => {
    const kept = { ...booking, total_price: 240, balance_due: 0.5, cancellation_fee: 12.3 };
    const good = cases["booking.changed"].good as { previous: { stay: unknown } };
    const data = {
      booking: kept,
      previous: { ...good.previous, total_price: 120 },
      change_quote_id: "bcq_1",
    };
    const parsed = DomainEvent.parse({ ...envelope, type: "booking.changed", data });
    if (parsed.type !== "booking.changed") throw new Error(parsed.type);
    expect(parsed.data.booking).toMatchObject({
      total_price: "240.00",
      balance_due: "0.50",
      cancellation_fee: "12.30",
    });
    expect(parsed.data.previous.total_price).toBe("120.00");
    // What a subscriber receives is built from the parsed event: numbers never pass there.
    expect(
      WebhookEvent.safeParse({ type: "booking.created", timestamp, data: { booking: kept } }).success,
    ).toBe(false);
  });

  it("reads a booking event kept before promo codes existed as a booking made with none", () => {
    const { promo_code: _none, ...kept } = booking;
    const parsed = DomainEvent.parse({ ...envelope, type: "booking.created", data: { booking: kept } });
    if (parsed.type !== "booking.created") throw new Error(parsed.type);
    expect(parsed.data.booking.promo_code).toBeNull();
    const coded = {
      ...envelope,
      type: "booking.created",
      data: { booking: { ...booking, promo_code: "SUMMER" } },
    };
    expect(DomainEvent.parse(coded).data).toMatchObject({ booking: { promo_code: "SUMMER" } });
  });

  it("lets subscriptions name every kind of the stream, but not the test", () => {
    for (const type of STREAM_EVENT_TYPES) expect(EventPattern.safeParse(type).success).toBe(true);
    for (const p of ["booking.*", "unit.*", "*"]) expect(EventPattern.safeParse(p).success).toBe(true);
    for (const p of ["webhook.test", "webhook.*", "booking.exploded"])
      expect(EventPattern.safeParse(p).success).toBe(false);
  });
});
