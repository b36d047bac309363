import { randomUUID } from "node:crypto";
import {
  EVENT_KINDS,
  NEWEST_API_VERSION,
  WEBHOOK_EVENTS,
  WebhookEvent,
  type WebhookEventType,
} from "@reservations/contracts";
import { eventStream } from "@reservations/service-kit";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { booker } from "./support/booking.js";
import { eventually } from "./support/hotel.js";
import type { HttpResult } from "./support/http.js";
import { inDays } from "./support/inventory.js";
import { resolveRef, schemaErrors } from "./support/json-schema.js";
import { type Receiver, receiver } from "./support/receiver.js";
import {
  ALL_WRITE,
  call,
  full,
  hotel,
  mesh,
  p1,
  plan,
  receivers,
  subscribe,
  tenant,
  units,
  useWebhooksMesh,
} from "./support/webhooks-mesh.js";

/** Messages no consumer can use, put on the stream as a broken or a newer publisher might. */
async function publishUnusableMessages() {
  const nc = mesh.services.keys.kit.nc;
  const ns = mesh.config.NATS_NAMESPACE;
  const subject = eventStream(ns).subject;
  nc.publish(subject("booking.created"), "{not json");
  nc.publish(subject("booking.created"), JSON.stringify({ type: "booking.created", data: {} }));
  nc.publish(subject("booking.rebooked"), JSON.stringify({ type: "booking.rebooked" }));
  await nc.flush();
}

/**
 * One event of every kind: bookings created, confirmed, changed and cancelled through the API, checked in and
 * out or marked a no-show by the hotel, a unit's housekeeping changed, and a test send to subscription `subId`.
 */
async function oneEventOfEveryKind(subId: string, owner: string) {
  // booking.created and booking.confirmed through the API, and booking.cancelled (reason guest).
  const partner = await hotel.key(tenant.token, {
    property_ids: [p1],
    scopes: ["bookings:write", "bookings:read", "bookings:cancel"],
  });
  const stay = (n: number) => ({
    unit_id: units[3],
    rate_plan_id: plan,
    start_date: inDays(300 + 2 * n),
    end_date: inDays(301 + 2 * n),
  });
  const act = (id: string, verb: string) =>
    call("POST", `/api/v1/bookings/${id}/${verb}`, { token: partner.secret });
  const first = await booker(call, partner.secret)(stay(0));
  expect(first.status).toBe(201);
  expect((await act(first.body.data.id, "confirm")).status).toBe(200);
  // booking.changed: the first stay takes one more night.
  const quote = await call("POST", `/api/v1/bookings/${first.body.data.id}/change-quotes`, {
    token: partner.secret,
    body: { end_date: inDays(302) },
  });
  expect(quote.status, JSON.stringify(quote.body)).toBe(201);
  const changed = await call("POST", `/api/v1/bookings/${first.body.data.id}/change`, {
    token: partner.secret,
    headers: { "idempotency-key": randomUUID() },
    body: {
      change_quote_id: quote.body.data.id,
      expected_total_price: quote.body.data.proposed.total_price + quote.body.data.change_fee,
    },
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  const second = await booker(call, partner.secret)(stay(1));
  expect((await act(second.body.data.id, "cancel")).status).toBe(200);
  // booking.checked_in and booking.checked_out, from the hotel.
  const own = await call("POST", `/api/merchant/properties/${p1}/bookings`, {
    token: tenant.token,
    body: {
      ...stay(2),
      adults: 1,
      guest: { first_name: "Grace", last_name: "Hopper", email: "grace@example.com" },
    },
  });
  expect(own.status).toBe(201);
  for (const verb of ["check-in", "check-out"]) {
    const res = await call("POST", `/api/merchant/properties/${p1}/bookings/${own.body.data.id}/${verb}`, {
      token: tenant.token,
    });
    expect(res.status, verb).toBe(200);
  }
  // booking.no_show, from the hotel: a stay arriving today whose guest never came.
  const missed = await call("POST", `/api/merchant/properties/${p1}/bookings`, {
    token: tenant.token,
    body: {
      unit_id: units[3],
      rate_plan_id: plan,
      start_date: inDays(0),
      end_date: inDays(1),
      adults: 1,
      guest: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" },
    },
  });
  expect(missed.status, JSON.stringify(missed.body)).toBe(201);
  const noShow = await call(
    "POST",
    `/api/merchant/properties/${p1}/bookings/${missed.body.data.id}/no-show`,
    {
      token: tenant.token,
    },
  );
  expect(noShow.status, JSON.stringify(noShow.body)).toBe(200);
  // unit.housekeeping_changed, for a unit as a whole.
  const put = await call("PUT", `/api/merchant/properties/${p1}/units/${units[2]}/housekeeping`, {
    token: tenant.token,
    body: { status: "out_of_service" },
  });
  expect(put.status).toBe(200);
  // webhook.test.
  const test = await call("POST", `/api/v1/webhooks/${subId}/test`, {
    token: owner,
    property: p1,
  });
  expect(test.body.data.delivered).toBe(true);
  return { first, second, own, missed };
}

/** Each kind delivered to `r` (booking.created once per booking), verified with the subscription's secret. */
async function deliveredOfEveryKind(r: Receiver, secret: string, bookings: HttpResult[]) {
  const ids = bookings.map((b) => b.body.data.id as string);
  const ours = (x: { body: string }) =>
    ids.some((id) => x.body.includes(id)) ||
    x.body.includes(units[2]!) ||
    x.body.includes("webhook.test") ||
    (x.body.includes("ari.changed") && x.body.includes(units[3]!));
  const kinds = EVENT_KINDS.map((k) => k.type);
  const typeOf = (x: { body: string }) => (JSON.parse(x.body) as { type: string }).type;
  const delivered = await eventually(
    "a delivery of every kind",
    async () => {
      const seen = r.received.filter(ours);
      const types = seen.map(typeOf);
      // booking.created once per booking (the partner's two and the hotel's two), every other kind at least once.
      const every = kinds.every((k) => types.includes(k));
      return every && types.filter((t) => t === "booking.created").length === ids.length ? seen : undefined;
    },
    10_000,
  );
  return delivered.map(
    (x) => new Webhook(secret).verify(x.body, x.headers as Record<string, string>) as WebhookEvent,
  );
}

const ofTypeIn = (payloads: WebhookEvent[], type: WebhookEventType) =>
  payloads.filter((p) => p.type === type);

/**
 * The served document: a webhooks entry per kind with the signature headers, whose body schema
 * resolves and holds each delivered payload of its kind, and refuses one altered.
 */
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document as JSON
function expectTheDocumentDescribes(doc: any, payloads: WebhookEvent[]) {
  expect(doc.openapi).toMatch(/^3\.1\./);
  expect(Object.keys(doc.webhooks)).toEqual(EVENT_KINDS.map((k) => k.type));
  for (const kind of EVENT_KINDS) {
    const post = doc.webhooks[kind.type].post;
    expect(post.parameters.map((h: { name: string; in: string }) => `${h.in}:${h.name}`)).toEqual([
      "header:webhook-id",
      "header:webhook-timestamp",
      "header:webhook-signature",
    ]);
    expect(post.description).toContain(kind.scope);
    const ref = post.requestBody.content["application/json"].schema.$ref as string;
    const body = resolveRef(doc, ref);
    expect(body.properties, ref).toMatchObject({ type: { const: kind.type }, data: expect.any(Object) });
    for (const payload of ofTypeIn(payloads, kind.type)) {
      expect(schemaErrors(doc, body, payload), `${kind.type} against ${ref}`).toEqual([]);
      const extra = { ...payload, data: { ...payload.data, surprise: true } };
      expect(schemaErrors(doc, body, extra)).toEqual([`$.data.surprise: not allowed`]);
      expect(schemaErrors(doc, body, { ...payload, type: "booking.nope" })).toEqual([
        `$.type: not "${kind.type}"`,
      ]);
      if ("booking" in payload.data) {
        // Down through the $ref to the Booking component.
        const booking = { ...payload.data.booking, total_price: 12.5 };
        expect(schemaErrors(doc, body, { ...payload, data: { ...payload.data, booking } })).toEqual([
          "$.data.booking.total_price: number is not string",
        ]);
      }
    }
  }
}

/** Both consumers dropped the unusable messages and went on: nothing is left pending or waiting for a redelivery. */
async function expectUnusableMessagesDropped() {
  const nc = mesh.services.keys.kit.nc;
  const ns = mesh.config.NATS_NAMESPACE;
  for (const durable of ["webhooks-fanout", "inventory-bookings"]) {
    await eventually(`${durable} settled`, async () => {
      const reply = await nc.request(`$JS.API.CONSUMER.INFO.${eventStream(ns).name}.${ns}_${durable}`);
      const info = reply.json<{ num_pending: number; num_ack_pending: number }>();
      return info.num_pending === 0 && info.num_ack_pending === 0 ? info : undefined;
    });
  }
}

/** Every webhook event kind delivered as its contract says and as the OpenAPI document describes it. */
describe("webhooks", () => {
  useWebhooksMesh();

  describe("delivery", () => {
    it("delivers every kind as its contract says, and the document's webhooks entry of each kind validates what was delivered; unusable stream messages are dropped", async () => {
      const r = await receiver();
      receivers.push(r);
      // Every family's scope: ari.changed needs availability:read.
      const everything = await hotel.key(tenant.token, { scopes: [...ALL_WRITE, "availability:read"] });
      // The contract's schemas are the newest version's: the deliveries take it too.
      const sub = await subscribe(everything.secret, {
        url: r.url,
        events: ["*"],
        api_version: NEWEST_API_VERSION,
      });
      expect(sub.status).toBe(201);
      await publishUnusableMessages();
      const { first, second, own, missed } = await oneEventOfEveryKind(sub.body.data.id, everything.secret);
      const payloads = await deliveredOfEveryKind(r, sub.body.data.secret, [first, second, own, missed]);
      for (const payload of payloads) {
        // The union and the kind's own schema both take it whole: nothing missing, nothing to drop.
        expect(WebhookEvent.parse(payload), payload.type).toEqual(payload);
        const schema = WEBHOOK_EVENTS.find((s) => s.shape.type.value === payload.type);
        expect(schema?.parse(payload), payload.type).toEqual(payload);
      }
      const ofType = (type: WebhookEventType) => ofTypeIn(payloads, type);
      expect(ofType("booking.confirmed")[0]?.data).toMatchObject({
        booking: { id: first.body.data.id, status: "confirmed" },
      });
      expect(ofType("booking.changed")[0]?.data).toMatchObject({
        booking: { id: first.body.data.id, end_date: inDays(302), version: 3 },
        previous: { stay: { end_date: inDays(301), nights: 1 } },
      });
      expect(ofType("booking.cancelled")[0]?.data).toMatchObject({
        booking: { id: second.body.data.id, status: "cancelled", cancellation_reason: "guest" },
        reason: "guest",
      });
      expect(ofType("booking.checked_out")[0]?.data).toMatchObject({
        booking: { id: own.body.data.id, status: "checked_out" },
      });
      expect(ofType("booking.no_show")[0]?.data).toMatchObject({
        booking: { id: missed.body.data.id, status: "no_show", cancellation_fee: expect.any(String) },
      });
      expect(ofType("unit.housekeeping_changed")[0]?.data).toEqual({
        unit_id: units[2],
        room_id: null,
        status: "out_of_service",
      });
      expect(ofType("webhook.test")[0]?.data).toMatchObject({ subscription_id: sub.body.data.id });

      // GET /webhooks/events lists exactly the union's kinds.
      const listed = await call("GET", "/api/v1/webhooks/events", { token: full.secret, property: p1 });
      expect(listed.body.data.map((k: { type: string }) => k.type)).toEqual(
        WebhookEvent.options.map((o) => o.shape.type.value),
      );

      const newest = await call("GET", `/api/v1/openapi.json?version=${NEWEST_API_VERSION}`);
      expectTheDocumentDescribes(newest.body, payloads);
      await expectUnusableMessagesDropped();
    });
  });
});
