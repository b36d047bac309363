import {
  ApiError,
  type Client,
  createClient,
  verifyWebhook,
  WebhookVerificationError,
} from "@reservations/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "./support/config.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { httpClient } from "./support/http.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { type Receiver, receiver } from "./support/receiver.js";

/** A partner managing its webhook subscriptions with the SDK only. */
describe("webhook subscriptions through the SDK", () => {
  let mesh: TestMesh;
  let client: Client;
  let hook: Receiver;

  beforeAll(async () => {
    // The receiver listens on loopback over http, which only a sandbox with this setting delivers to.
    mesh = await startTestMesh({ config: testConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" }) });
    const hotel = new HotelScript(httpClient(mesh.url), mesh.config.PLATFORM_ADMIN_TOKEN!);
    const tenant = await hotel.tenant("SDK webhooks hotel");
    const property = await hotel.property(tenant.token, { timezone: "UTC" });
    const key = await hotel.key(tenant.token, {
      property_ids: [property],
      scopes: ["webhooks:read", "webhooks:write", "bookings:read:all", "housekeeping:read"],
    });
    client = createClient({ baseUrl: mesh.url, apiKey: key.secret });
    hook = await receiver();
  });
  afterAll(async () => {
    await hook?.close();
    await mesh?.stop();
  });

  it("creates, reads, edits, deactivates, activates, tests, rotates and deletes a subscription", async () => {
    const kinds = await client.webhooks.events();
    expect(kinds.map((k) => k.type)).toContain("booking.confirmed");

    const made = await client.webhooks.create({ url: hook.url, events: ["booking.*"] });
    expect(made.secret).toMatch(/^whsec_/);
    expect(made).toMatchObject({ url: hook.url, events: ["booking.*"], active: true });
    expect((await client.webhooks.list()).map((s) => s.id)).toEqual([made.id]);
    expect(await client.webhooks.get(made.id)).not.toHaveProperty("secret");

    const edited = await client.webhooks.update(made.id, { events: ["booking.*", "unit.*"] });
    expect(edited.events).toEqual(["booking.*", "unit.*"]);
    expect((await client.webhooks.deactivate(made.id)).active).toBe(false);
    expect((await client.webhooks.activate(made.id)).active).toBe(true);

    // The test event arrives signed with the subscription's secret, and verifies with it only.
    const tested = await client.webhooks.test(made.id);
    expect(tested).toMatchObject({ delivered: true, status_code: 204 });
    const delivery = await eventually("the test event", async () =>
      hook.received.find((r) => r.headers["webhook-id"] === tested.event_id),
    );
    const event = verifyWebhook(delivery.body, delivery.headers, made.secret);
    expect(event).toMatchObject({ type: "webhook.test", data: { subscription_id: made.id } });

    const rotated = await client.webhooks.rotateSecret(made.id);
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(made.secret);
    const after = await client.webhooks.test(made.id);
    const signed = await eventually("the second test event", async () =>
      hook.received.find((r) => r.headers["webhook-id"] === after.event_id),
    );
    expect(verifyWebhook(signed.body, signed.headers, rotated.secret).type).toBe("webhook.test");
    const other = `whsec_${Buffer.from("a secret this subscription never had").toString("base64")}`;
    expect(() => verifyWebhook(signed.body, signed.headers, other)).toThrow(WebhookVerificationError);

    await client.webhooks.delete(made.id);
    const gone = await client.webhooks.get(made.id).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(ApiError);
    expect(gone).toMatchObject({ status: 404, error_code: "WEBHOOK_SUBSCRIPTION_NOT_FOUND" });
  });

  it("reports a url that is not allowed as a field error on url", async () => {
    const refused = await client.webhooks
      .create({ url: "ftp://example.com/hook", events: ["booking.*"] })
      .catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 422, error_code: undefined });
    expect(Object.keys((refused as ApiError).errors ?? {})).toEqual(["url"]);
  });

  it("lists deliveries, redelivers and recovers: 202 answers typed, an unknown delivery an ApiError", async () => {
    const made = await client.webhooks.create({ url: hook.url, events: ["booking.*"] });
    expect(await client.webhooks.deliveries(made.id, { limit: 5 })).toEqual({ data: [], next_cursor: null });
    const recovered = await client.webhooks.recover(made.id, { since: "2026-01-01T00:00:00Z" });
    expect(recovered).toEqual({ deliveries: 0, more: false });
    const missing = await client.webhooks.redeliver(made.id, "dlv_unknown").catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, error_code: "WEBHOOK_DELIVERY_NOT_FOUND" });
    await client.webhooks.delete(made.id);
  });
});
