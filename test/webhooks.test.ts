import { randomBytes } from "node:crypto";
import { EVENT_KINDS, WEBHOOK_EVENTS, WebhookEvent, type WebhookEventType } from "@reservations/contracts";
import { eventStream, newId, startService } from "@reservations/service-kit";
import pg from "pg";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhooksService } from "../services/webhooks/src/service.js";
import { booker } from "./support/booking.js";
import { testConfig } from "./support/config.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { type Call, httpClient } from "./support/http.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import { resolveRef, schemaErrors } from "./support/json-schema.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { receiver } from "./support/receiver.js";

const ALL_WRITE = ["webhooks:read", "webhooks:write", "bookings:read:all", "housekeeping:read"];

describe("webhooks", () => {
  let mesh: TestMesh;
  let call: Call;
  let hotel: HotelScript;
  let tenant: { id: string; token: string };
  let p1: string;
  let p2: string;
  let units: string[];
  let plan: string;
  let full: { id: string; secret: string };
  let bookingKey: { id: string; secret: string };
  let db: pg.Pool;
  const receivers: { close(): Promise<unknown> }[] = [];

  beforeAll(async () => {
    mesh = await startTestMesh({
      // Alone in its database: another mesh's sweep would take these deliveries and refuse them
      // (its key-states bucket knows none of these keys).
      config: testConfig({
        WEBHOOK_ALLOW_PRIVATE_URLS: "true",
        WEBHOOK_RETRY_SCHEDULE_MS: "0,200,200,200,200,200,200,200",
        WEBHOOK_SWEEP_EVERY_MS: "500",
      }),
    });
    db = new pg.Pool({ connectionString: mesh.config.DATABASE_URL, max: 2 });
    call = httpClient(mesh.url);
    hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    tenant = await hotel.tenant("Webhook hotel");
    p1 = await hotel.property(tenant.token, { timezone: "UTC", name: "P1" });
    p2 = await hotel.property(tenant.token, { timezone: "UTC", name: "P2" });
    const inv = new InventoryScript(hotel, tenant.token, p1);
    units = (await Promise.all([0, 1, 2, 3, 4, 5].map((i) => inv.unit({ name: `U${i}` })))).map((u) => u.id);
    plan = await inv.ratePlan({ unit_ids: units });
    full = await hotel.key(tenant.token, { scopes: ALL_WRITE });
    bookingKey = await hotel.key(tenant.token, {
      property_ids: [p1],
      scopes: ["bookings:write", "bookings:read"],
    });
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await db?.end();
    await mesh?.stop();
  });

  const subscribe = async (key: string, body: Record<string, unknown>, property = p1) =>
    call("POST", "/api/v1/webhooks", { token: key, property, body });
  let day = 10;
  const book = () =>
    booker(
      call,
      bookingKey.secret,
    )({ unit_id: units[0], rate_plan_id: plan, start_date: inDays(day), end_date: inDays(++day) });

  describe("scopes and visibility", () => {
    it("needs webhooks:read to read and webhooks:write to change", async () => {
      const readOnly = await hotel.key(tenant.token, { scopes: ["webhooks:read"], property_ids: [p1] });
      expect((await call("GET", "/api/v1/webhooks", { token: readOnly.secret })).status).toBe(200);
      const events = await call("GET", "/api/v1/webhooks/events", { token: readOnly.secret });
      expect(events.status).toBe(200);
      expect(events.body.data.map((e: { type: string }) => e.type)).toContain("booking.cancelled");
      expect(
        events.body.data.find((e: { type: string }) => e.type === "unit.housekeeping_changed").scope,
      ).toBe("housekeeping:read");
      const create = await call("POST", "/api/v1/webhooks", {
        token: readOnly.secret,
        body: { url: "http://127.0.0.1:9/x", events: ["booking.*"] },
      });
      expect(create.status).toBe(403);
      expect(create.body).toMatchObject({ error_code: "APIKEY_SCOPE_MISSING", scope: "webhooks:write" });
      const writeOnly = await hotel.key(tenant.token, { scopes: ["webhooks:write"], property_ids: [p1] });
      expect((await call("GET", "/api/v1/webhooks", { token: writeOnly.secret })).body.error_code).toBe(
        "APIKEY_SCOPE_MISSING",
      );
    });

    it("booking events need bookings:read:all and unit events housekeeping:read, at create and at every later change", async () => {
      const noBookings = await hotel.key(tenant.token, {
        scopes: ["webhooks:read", "webhooks:write", "housekeeping:read"],
        property_ids: [p1],
      });
      for (const events of [["booking.*"], ["booking.created"], ["*"]]) {
        const res = await subscribe(noBookings.secret, { url: "http://127.0.0.1:9/x", events });
        expect(res.status, JSON.stringify(events)).toBe(403);
        expect(res.body.error_code).toBe("WEBHOOK_EVENT_NOT_PERMITTED");
      }
      const noHousekeeping = await hotel.key(tenant.token, {
        scopes: ["webhooks:write", "bookings:read:all"],
        property_ids: [p1],
      });
      expect(
        (await subscribe(noHousekeeping.secret, { url: "http://127.0.0.1:9/x", events: ["unit.*"] })).body
          .error_code,
      ).toBe("WEBHOOK_EVENT_NOT_PERMITTED");
      const ok = await subscribe(noBookings.secret, { url: "http://127.0.0.1:9/x", events: ["unit.*"] });
      expect(ok.status).toBe(201);
      expect(ok.body.data.secret).toMatch(/^whsec_/);
      const change = await call("PATCH", `/api/v1/webhooks/${ok.body.data.id}`, {
        token: noBookings.secret,
        body: { events: ["unit.*", "booking.cancelled"] },
      });
      expect(change.status).toBe(403);
      expect(change.body.error_code).toBe("WEBHOOK_EVENT_NOT_PERMITTED");
    });

    it("answers 404 for a subscription that does not exist, was made by the hotel, or covers properties outside the key", async () => {
      const hotels = await call("POST", "/api/merchant/webhooks", {
        token: tenant.token,
        body: { url: "http://127.0.0.1:9/h", events: ["*"] },
      });
      expect(hotels.status).toBe(201);
      expect(hotels.body.data.created_by).toBe("hotel");
      const both = await subscribe(full.secret, {
        url: "http://127.0.0.1:9/b",
        events: ["booking.*"],
        property_ids: [p1, p2],
      });
      expect(both.status).toBe(201);
      const onlyP1 = await hotel.key(tenant.token, { scopes: ALL_WRITE, property_ids: [p1] });
      for (const id of ["whs_nope", hotels.body.data.id, both.body.data.id]) {
        for (const [method, path] of [
          ["GET", `/api/v1/webhooks/${id}`],
          ["PATCH", `/api/v1/webhooks/${id}`],
          ["DELETE", `/api/v1/webhooks/${id}`],
          ["POST", `/api/v1/webhooks/${id}/deactivate`],
          ["POST", `/api/v1/webhooks/${id}/rotate-secret`],
          ["GET", `/api/v1/webhooks/${id}/deliveries`],
        ] as const) {
          const res = await call(method, path, {
            token: onlyP1.secret,
            body: method === "PATCH" ? { events: ["booking.*"] } : undefined,
          });
          expect(res.status, `${method} ${path}`).toBe(404);
          expect(res.body.error_code).toBe("WEBHOOK_SUBSCRIPTION_NOT_FOUND");
        }
      }
      const listed = await call("GET", "/api/v1/webhooks", { token: onlyP1.secret });
      const ids = listed.body.data.map((s: { id: string }) => s.id);
      expect(ids).not.toContain(hotels.body.data.id);
      expect(ids).not.toContain(both.body.data.id);
      expect(
        (await call("GET", `/api/v1/webhooks/${both.body.data.id}`, { token: full.secret, property: p1 }))
          .status,
      ).toBe(200);
      const merchantList = await call("GET", "/api/merchant/webhooks", { token: tenant.token });
      expect(merchantList.body.data.map((s: { id: string }) => s.id)).toEqual([hotels.body.data.id]);
      // A key may not subscribe beyond its own properties.
      const beyond = await subscribe(onlyP1.secret, {
        url: "http://127.0.0.1:9/b",
        events: ["booking.*"],
        property_ids: [p2],
      });
      expect(beyond.status).toBe(422);
      expect(beyond.body.errors.property_ids).toBeDefined();
    });

    it("another hotel never sees or reaches the subscriptions", async () => {
      const other = await hotel.tenant("Other");
      await hotel.property(other.token);
      const key = await hotel.key(other.token, { scopes: ALL_WRITE });
      const sub = await subscribe(full.secret, { url: "http://127.0.0.1:9/x", events: ["booking.*"] });
      const theirs = await call("GET", `/api/v1/webhooks/${sub.body.data.id}`, { token: key.secret });
      expect(theirs.status).toBe(422); // their key covers several properties: X-Property first
      const mine = await call("GET", `/api/v1/webhooks/${sub.body.data.id}`, {
        token: key.secret,
        property: p1,
      });
      expect(mine.status).toBe(404);
      expect(
        (await call("GET", `/api/merchant/webhooks/${sub.body.data.id}`, { token: other.token })).status,
      ).toBe(404);
    });
  });

  describe("delivery", () => {
    it("delivers a booking made through the gateway, signed so that standardwebhooks verifies it", async () => {
      const r = await receiver();
      receivers.push(r);
      const sub = await subscribe(full.secret, { url: r.url, events: ["booking.created"] });
      const made = await book();
      expect(made.status).toBe(201);
      const got = await eventually("delivery", async () =>
        r.received.find((x) => x.body.includes(made.body.data.id)),
      );
      const payload = new Webhook(sub.body.data.secret).verify(
        got.body,
        got.headers as Record<string, string>,
      ) as {
        type: string;
        data: { booking: { id: string } };
      };
      expect(payload.type).toBe("booking.created");
      expect(payload.data.booking.id).toBe(made.body.data.id);
      expect(got.headers["webhook-id"]).toMatch(/^evt_/);
      expect(() =>
        new Webhook("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw").verify(
          got.body,
          got.headers as Record<string, string>,
        ),
      ).toThrow();
    });

    it("retries a receiver that fails twice and delivers on the third attempt with the same webhook-id", async () => {
      const r = await receiver((n) => (n <= 2 ? { status: 503 } : { status: 200 }));
      receivers.push(r);
      const sub = await subscribe(full.secret, { url: r.url, events: ["booking.*"] });
      await book();
      await eventually("third attempt", async () => (r.received.length >= 3 ? true : undefined));
      const ids = new Set(r.received.slice(0, 3).map((x) => x.headers["webhook-id"]));
      expect(ids.size).toBe(1);
      const log = await eventually("3 attempts listed", async () => {
        const res = await call("GET", `/api/v1/webhooks/${sub.body.data.id}/deliveries`, {
          token: full.secret,
          property: p1,
        });
        return res.body.data.length >= 3 ? res.body.data : undefined;
      });
      expect(
        log
          .slice(0, 3)
          .map((d: { attempt: number; status: string; response_status: number }) => [
            d.attempt,
            d.response_status,
          ]),
      ).toEqual([
        [3, 200],
        [2, 503],
        [1, 503],
      ]);
      expect(log[0].status).toBe("succeeded");
    });

    it("delivers events published while the webhooks service was stopped once it starts again", async () => {
      const r = await receiver();
      receivers.push(r);
      await subscribe(full.secret, { url: r.url, events: ["booking.created"] });
      await mesh.services.webhooks.stop();
      const made = await book();
      expect(made.status).toBe(201);
      await new Promise((res) => setTimeout(res, 300));
      expect(r.received).toHaveLength(0);
      mesh.services.webhooks = await startService(webhooksService, {
        config: mesh.config,
        log: mesh.services.keys.kit.log,
      });
      await eventually(
        "late delivery",
        async () => r.received.find((x) => x.body.includes(made.body.data.id)),
        10_000,
      );
    });

    it("signs with both the old and the new secret for 24 h after rotate-secret", async () => {
      const r = await receiver();
      receivers.push(r);
      const sub = await subscribe(full.secret, { url: r.url, events: ["booking.created"] });
      const rotated = await call("POST", `/api/v1/webhooks/${sub.body.data.id}/rotate-secret`, {
        token: full.secret,
        property: p1,
      });
      expect(rotated.status).toBe(200);
      expect(rotated.body.data.secret).not.toBe(sub.body.data.secret);
      const made = await book();
      const got = await eventually("delivery", async () =>
        r.received.find((x) => x.body.includes(made.body.data.id)),
      );
      expect(String(got.headers["webhook-signature"]).split(" ")).toHaveLength(2);
      for (const secret of [sub.body.data.secret, rotated.body.data.secret]) {
        expect(() =>
          new Webhook(secret).verify(got.body, got.headers as Record<string, string>),
        ).not.toThrow();
      }
    });

    it("keeps secrets sealed at rest: after creates and rotations no column holds whsec_ text, and deliveries still verify", async () => {
      const r = await receiver();
      receivers.push(r);
      const mine = await subscribe(full.secret, { url: r.url, events: ["booking.created"] });
      const own = await call("POST", "/api/merchant/webhooks", {
        token: tenant.token,
        body: { url: r.url, events: ["booking.created"] },
      });
      expect(own.body.data.secret).toMatch(/^whsec_/);
      const rotated = await call("POST", `/api/v1/webhooks/${mine.body.data.id}/rotate-secret`, {
        token: full.secret,
        property: p1,
      });
      const ownRotated = await call("POST", `/api/merchant/webhooks/${own.body.data.id}/rotate-secret`, {
        token: tenant.token,
      });
      expect(ownRotated.status).toBe(200);
      // Every column of every row, not only the secret columns.
      const { rows } = await db.query(
        "SELECT id, secret_key_id, previous_secret_key_id, row_to_json(s)::text AS everything FROM webhooks.subscriptions s",
      );
      expect(rows.length).toBeGreaterThan(2);
      for (const row of rows) expect(row.everything).not.toContain("whsec_");
      for (const id of [mine.body.data.id, own.body.data.id]) {
        expect(rows.find((row) => row.id === id)).toMatchObject({
          secret_key_id: mesh.config.WEBHOOK_SECRET_KEYS[0]!.id,
          previous_secret_key_id: mesh.config.WEBHOOK_SECRET_KEYS[0]!.id,
        });
      }

      const made = await book();
      await eventually("both deliveries", async () =>
        r.received.filter((x) => x.body.includes(made.body.data.id)).length === 2 ? true : undefined,
      );
      const got = r.received.filter((x) => x.body.includes(made.body.data.id));
      // Each delivery verifies with its own subscription's new secret (and the old one, for 24 h).
      for (const secret of [rotated.body.data.secret, ownRotated.body.data.secret]) {
        expect(
          got.filter((x) => {
            try {
              new Webhook(secret).verify(x.body, x.headers as Record<string, string>);
              return true;
            } catch {
              return false;
            }
          }),
        ).toHaveLength(1);
      }
    });

    it("seals a secret still stored in clear when the service starts, and signs with it as before", async () => {
      const r = await receiver();
      receivers.push(r);
      // A hotel subscription as stored before secrets were sealed.
      const id = newId("whs");
      const clear = `whsec_${randomBytes(24).toString("base64")}`;
      await db.query(
        `INSERT INTO webhooks.subscriptions (id, tenant_id, url, events, created_by, secret)
         VALUES ($1, $2, $3, '{booking.created}', 'hotel', $4)`,
        [id, tenant.id, r.url, clear],
      );
      await mesh.services.webhooks.stop();
      mesh.services.webhooks = await startService(webhooksService, {
        config: mesh.config,
        log: mesh.services.keys.kit.log,
      });
      const { rows } = await db.query(
        "SELECT secret, secret_key_id FROM webhooks.subscriptions WHERE id = $1",
        [id],
      );
      expect(rows[0].secret_key_id).toBe(mesh.config.WEBHOOK_SECRET_KEYS[0]!.id);
      expect(rows[0].secret).not.toContain("whsec_");
      const made = await book();
      const got = await eventually("delivery", async () =>
        r.received.find((x) => x.body.includes(made.body.data.id)),
      );
      expect(new Webhook(clear).verify(got.body, got.headers as Record<string, string>)).toMatchObject({
        type: "booking.created",
      });
    });

    it("disables a subscription whose receiver answers 410", async () => {
      const r = await receiver(() => ({ status: 410 }));
      receivers.push(r);
      const sub = await subscribe(full.secret, { url: r.url, events: ["booking.created"] });
      await book();
      const off = await eventually("disabled", async () => {
        const res = await call("GET", `/api/v1/webhooks/${sub.body.data.id}`, {
          token: full.secret,
          property: p1,
        });
        return res.body.data.active === false ? res.body.data : undefined;
      });
      expect(off.disabled_reason).toContain("410");
      expect(r.received).toHaveLength(1);
    });

    it("test sends a signed test event now and answers what the receiver said; deactivate stops deliveries", async () => {
      const r = await receiver(() => ({ status: 202 }));
      receivers.push(r);
      const sub = await subscribe(full.secret, { url: r.url, events: ["unit.*"] });
      const res = await call("POST", `/api/v1/webhooks/${sub.body.data.id}/test`, {
        token: full.secret,
        property: p1,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ delivered: true, status_code: 202, error: null });
      expect(
        new Webhook(sub.body.data.secret).verify(
          r.received[0]!.body,
          r.received[0]!.headers as Record<string, string>,
        ),
      ).toMatchObject({
        type: "webhook.test",
      });
      // Housekeeping changes reach unit.* subscribers.
      const put = await call("PUT", `/api/merchant/properties/${p1}/units/${units[1]}/housekeeping`, {
        token: tenant.token,
        body: { status: "dirty" },
      });
      expect(put.status).toBe(200);
      const unitEvent = await eventually("unit event", async () =>
        r.received.find((x) => x.body.includes("unit.housekeeping_changed")),
      );
      expect(JSON.parse(unitEvent.body).data).toEqual({ unit_id: units[1], room_id: null, status: "dirty" });
      const off = await call("POST", `/api/v1/webhooks/${sub.body.data.id}/deactivate`, {
        token: full.secret,
        property: p1,
      });
      expect(off.body.data.active).toBe(false);
      const before = r.received.length;
      await call("PUT", `/api/merchant/properties/${p1}/units/${units[1]}/housekeeping`, {
        token: tenant.token,
        body: { status: "clean" },
      });
      await new Promise((res) => setTimeout(res, 500));
      expect(r.received).toHaveLength(before);
      const on = await call("POST", `/api/v1/webhooks/${sub.body.data.id}/activate`, {
        token: full.secret,
        property: p1,
      });
      expect(on.body.data.active).toBe(true);
      const del = await call("DELETE", `/api/v1/webhooks/${sub.body.data.id}`, {
        token: full.secret,
        property: p1,
      });
      expect(del.status).toBe(204);
    });

    it("delivers every kind as its contract says, and the document's webhooks entry of each kind validates what was delivered; unusable stream messages are dropped", async () => {
      const r = await receiver();
      receivers.push(r);
      const sub = await subscribe(full.secret, { url: r.url, events: ["*"] });
      expect(sub.status).toBe(201);
      // Messages no consumer can use, put on the stream as a broken or a newer publisher might.
      const nc = mesh.services.keys.kit.nc;
      const ns = mesh.config.NATS_NAMESPACE;
      const subject = eventStream(ns).subject;
      nc.publish(subject("booking.created"), "{not json");
      nc.publish(subject("booking.created"), JSON.stringify({ type: "booking.created", data: {} }));
      nc.publish(subject("booking.rebooked"), JSON.stringify({ type: "booking.rebooked" }));
      await nc.flush();

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
        const res = await call(
          "POST",
          `/api/merchant/properties/${p1}/bookings/${own.body.data.id}/${verb}`,
          {
            token: tenant.token,
          },
        );
        expect(res.status, verb).toBe(200);
      }
      // unit.housekeeping_changed, for a unit as a whole.
      const put = await call("PUT", `/api/merchant/properties/${p1}/units/${units[2]}/housekeeping`, {
        token: tenant.token,
        body: { status: "out_of_service" },
      });
      expect(put.status).toBe(200);
      // webhook.test.
      const test = await call("POST", `/api/v1/webhooks/${sub.body.data.id}/test`, {
        token: full.secret,
        property: p1,
      });
      expect(test.body.data.delivered).toBe(true);

      const ids = [first, second, own].map((b) => b.body.data.id as string);
      const ours = (x: { body: string }) =>
        ids.some((id) => x.body.includes(id)) ||
        x.body.includes(units[2]!) ||
        x.body.includes("webhook.test");
      const kinds = EVENT_KINDS.map((k) => k.type);
      const typeOf = (x: { body: string }) => (JSON.parse(x.body) as { type: string }).type;
      const delivered = await eventually(
        "a delivery of every kind",
        async () => {
          const seen = r.received.filter(ours);
          const types = seen.map(typeOf);
          // booking.created three times (the partner's two and the hotel's), every other kind at least once.
          const every = kinds.every((k) => types.includes(k));
          return every && types.filter((t) => t === "booking.created").length === 3 ? seen : undefined;
        },
        10_000,
      );
      const payloads = delivered.map(
        (x) =>
          new Webhook(sub.body.data.secret).verify(
            x.body,
            x.headers as Record<string, string>,
          ) as WebhookEvent,
      );
      for (const payload of payloads) {
        // The union and the kind's own schema both take it whole: nothing missing, nothing to drop.
        expect(WebhookEvent.parse(payload), payload.type).toEqual(payload);
        const schema = WEBHOOK_EVENTS.find((s) => s.shape.type.value === payload.type);
        expect(schema?.parse(payload), payload.type).toEqual(payload);
      }
      const ofType = (type: WebhookEventType) => payloads.filter((p) => p.type === type);
      expect(ofType("booking.confirmed")[0]?.data).toMatchObject({
        booking: { id: first.body.data.id, status: "confirmed" },
      });
      expect(ofType("booking.cancelled")[0]?.data).toMatchObject({
        booking: { id: second.body.data.id, status: "cancelled", cancellation_reason: "guest" },
        reason: "guest",
      });
      expect(ofType("booking.checked_out")[0]?.data).toMatchObject({
        booking: { id: own.body.data.id, status: "checked_out" },
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

      // The served document: a webhooks entry per kind with the signature headers, whose body schema
      // resolves and holds each delivered payload of its kind, and refuses one altered.
      const doc = (await call("GET", "/api/v1/openapi.json")).body;
      expect(doc.openapi).toMatch(/^3\.1\./);
      expect(Object.keys(doc.webhooks)).toEqual(kinds);
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
        for (const payload of ofType(kind.type)) {
          expect(schemaErrors(doc, body, payload), `${kind.type} against ${ref}`).toEqual([]);
          const extra = { ...payload, data: { ...payload.data, surprise: true } };
          expect(schemaErrors(doc, body, extra)).toEqual([`$.data.surprise: not allowed`]);
          expect(schemaErrors(doc, body, { ...payload, type: "booking.nope" })).toEqual([
            `$.type: not "${kind.type}"`,
          ]);
          if ("booking" in payload.data) {
            // Down through the $ref to the Booking component.
            const booking = { ...payload.data.booking, total_price: "12.50" };
            expect(schemaErrors(doc, body, { ...payload, data: { ...payload.data, booking } })).toEqual([
              "$.data.booking.total_price: string is not number",
            ]);
          }
        }
      }

      // Both consumers dropped the unusable messages and went on: nothing is left pending or
      // waiting for a redelivery.
      for (const durable of ["webhooks-fanout", "inventory-bookings"]) {
        await eventually(`${durable} settled`, async () => {
          const reply = await nc.request(`$JS.API.CONSUMER.INFO.${eventStream(ns).name}.${ns}_${durable}`);
          const info = reply.json<{ num_pending: number; num_ack_pending: number }>();
          return info.num_pending === 0 && info.num_ack_pending === 0 ? info : undefined;
        });
      }
    });
  });
});

describe("webhook url rules", () => {
  let mesh: TestMesh;
  beforeAll(async () => {
    mesh = await startTestMesh();
  });
  afterAll(async () => mesh?.stop());

  it("refuses hostile urls with a 422 field error on url, at create and at edit", async () => {
    const call = httpClient(mesh.url);
    const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    const t = await hotel.tenant();
    const p = await hotel.property(t.token);
    const key = await hotel.key(t.token, { property_ids: [p], scopes: ALL_WRITE });
    const hostile = [
      "http://93.184.216.34/hook",
      "https://127.0.0.1/hook",
      "https://localhost/hook",
      "https://api.localhost/hook",
      "https://[::1]/hook",
      "https://[::ffff:127.0.0.1]/hook",
      "https://[::ffff:7f00:1]/hook",
      "https://2130706433/hook",
      "https://0177.0.0.1/hook",
      "https://0x7f.1/hook",
      "https://127.1/hook",
      "https://10.0.0.8/hook",
      "https://172.16.5.4/hook",
      "https://192.168.1.1/hook",
      "https://169.254.169.254/latest/meta-data",
      "https://[fd00:ec2::254]/hook",
      "https://[fe80::1]/hook",
      "https://[fc00::1]/hook",
      "https://224.0.0.1/hook",
      "https://0.0.0.0/hook",
      "https://100.64.0.1/hook",
      "https://user:pass@93.184.216.34/hook",
      "ftp://93.184.216.34/hook",
      "javascript:alert(1)",
      "not a url",
    ];
    expect(hostile.length).toBeGreaterThanOrEqual(20);
    for (const url of hostile) {
      const res = await call("POST", "/api/v1/webhooks", {
        token: key.secret,
        body: { url, events: ["booking.*"] },
      });
      expect(res.status, url).toBe(422);
      expect(res.body.error_code, url).toBeUndefined();
      expect(Object.keys(res.body.errors), url).toEqual(["url"]);
    }
    const good = await call("POST", "/api/v1/webhooks", {
      token: key.secret,
      body: { url: "https://93.184.216.34/hook", events: ["booking.*"] },
    });
    expect(good.status).toBe(201);
    const edit = await call("PATCH", `/api/v1/webhooks/${good.body.data.id}`, {
      token: key.secret,
      body: { url: "https://[::1]/x" },
    });
    expect(edit.status).toBe(422);
    expect(edit.body.errors.url).toBeDefined();
  });
});
