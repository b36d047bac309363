import { randomBytes } from "node:crypto";
import { newId, startService } from "@reservations/service-kit";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { webhooksService } from "../services/webhooks/src/service.js";
import { eventually } from "./support/hotel.js";
import { receiver } from "./support/receiver.js";
import {
  book,
  call,
  db,
  full,
  mesh,
  p1,
  receivers,
  subscribe,
  tenant,
  units,
  useWebhooksMesh,
} from "./support/webhooks-mesh.js";

/** Webhook deliveries through the mesh: signed, retried, caught up after a stop, with secrets sealed at rest, disabled on 410, test sends. */
useWebhooksMesh();

describe("webhooks: delivery and retries", () => {
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
    const delivery = await eventually("the delivery listed as succeeded", async () => {
      const res = await call("GET", `/api/v1/webhooks/${sub.body.data.id}/deliveries`, {
        token: full.secret,
        property: p1,
      });
      return res.body.data[0]?.status === "succeeded" ? res.body.data[0] : undefined;
    });
    expect(delivery.event_id).toBe([...ids][0]);
    expect(
      delivery.attempts.map((a: { status_code: number; error: string | null }) => [a.status_code, a.error]),
    ).toEqual([
      [503, "receiver answered 503"],
      [503, "receiver answered 503"],
      [200, null],
    ]);
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
});

describe("webhooks: signing secrets", () => {
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
      expect(() => new Webhook(secret).verify(got.body, got.headers as Record<string, string>)).not.toThrow();
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
});

describe("webhooks: disabled subscriptions and test sends", () => {
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
});
