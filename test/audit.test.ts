import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "./support/config.js";
import { eventually } from "./support/hotel.js";
import { type Call, type HttpResult, httpClient } from "./support/http.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { type SignedIn, type StaffCall, StaffScript, staffClient } from "./support/staff.js";

// One mesh for the file: each test a hotel of its own, its people and the trail they leave.
let mesh: TestMesh;
let call: Call;
let staff: StaffScript;
beforeAll(async () => {
  // Webhooks to a loopback address: none is delivered, the subscription only has to be made.
  mesh = await startTestMesh({ config: testConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" }) });
  call = httpClient(mesh.url);
  staff = new StaffScript(call, mesh.url, mesh.config.PLATFORM_ADMIN_TOKEN!);
});
afterAll(async () => mesh?.stop());

interface Entry {
  id: string;
  at: string;
  actor: { type: string; id: string | null; email: string | null };
  action: string;
  target: { type: string; id: string };
  ip: string | null;
  request_id: string;
  client_request_id: string | null;
}

/** Every entry of the hotel's trail, newest first, read page by page as `as` may read it. */
async function trail(as: StaffCall, query = ""): Promise<Entry[]> {
  const entries: Entry[] = [];
  let cursor: string | null = null;
  do {
    const page: HttpResult = await as(
      "GET",
      `/api/merchant/audit?limit=5${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    entries.push(...page.body.data);
    cursor = page.body.next_cursor;
  } while (cursor);
  return entries;
}

/** The one entry of `action` on `target` (waiting for those that come from another service's outbox). */
async function oneEntry(as: StaffCall, action: string, target: string): Promise<Entry> {
  const found = await eventually(`the ${action} entry of ${target}`, async () => {
    const of = (await trail(as, `&action=${action}`)).filter((e) => e.target.id === target);
    return of.length > 0 ? of : undefined;
  });
  expect(found, JSON.stringify(found)).toHaveLength(1);
  return found[0]!;
}

/** The gateway's ids are its own (UUIDs), whatever the client sent. */
const GATEWAY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const naming = (who: SignedIn) => ({ type: "staff", id: who.staff.id, email: who.staff.email });
const TOKEN = { type: "merchant_token", id: null, email: null };

/** Nothing secret in an entry: no key text, token, invitation, signing secret, cookie or password. */
function noSecretIn(entry: Entry, secrets: string[]): void {
  const text = JSON.stringify(entry);
  expect(text).not.toMatch(/rk_(sandbox|live)_|mt_|inv_|whsec_|correct horse/);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

describe("the audit trail: keys, staff and the merchant token", () => {
  it("issuing, pausing and revoking a key, a staff invite and a token rotation each leave one entry naming who", async () => {
    const { owner, token } = await staff.hotelWithOwner();
    const manager = await staff.person(owner, "manager");
    const asManager = staffClient(mesh.url, manager);
    const asOwner = staffClient(mesh.url, owner);

    const issued = await asManager("POST", "/api/merchant/keys", {
      body: { name: "k", environment: "sandbox", scopes: ["properties:read"] },
    });
    const keyId = issued.body.data.id as string;
    // A client's id that is no good (over 128 characters) is not kept; one that is, is kept apart.
    const paused = await asManager("POST", `/api/merchant/keys/${keyId}/pause`, {
      headers: { "x-request-id": "p".repeat(129) },
    });
    expect(paused.status).toBe(200);
    const revoked = await asManager("POST", `/api/merchant/keys/${keyId}/revoke`, {
      headers: { "x-request-id": "ops run 7 / revoke" },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.headers.get("x-request-id")).toMatch(GATEWAY_ID);
    for (const action of ["key.create", "key.pause", "key.revoke"]) {
      const entry = await oneEntry(asOwner, action, keyId);
      expect(entry).toMatchObject({ actor: naming(manager), target: { type: "key", id: keyId } });
      expect(entry.ip).toBeTruthy();
      noSecretIn(entry, [issued.body.secret, manager.cookie, manager.csrf]);
    }
    expect(await oneEntry(asOwner, "key.revoke", keyId)).toMatchObject({
      request_id: revoked.headers.get("x-request-id"),
      client_request_id: "ops run 7 / revoke",
    });
    expect(await oneEntry(asOwner, "key.pause", keyId)).toMatchObject({
      request_id: paused.headers.get("x-request-id"),
      client_request_id: null,
    });
    expect((await oneEntry(asOwner, "key.create", keyId)).client_request_id).toBeNull();

    const invited = await asOwner("POST", "/api/merchant/staff", {
      body: { email: staff.email("new"), name: "New", role: "viewer" },
    });
    const invite = await oneEntry(asOwner, "staff.invite", invited.body.data.id);
    expect(invite.actor).toEqual(naming(owner));
    noSecretIn(invite, [invited.body.invite_token, invited.body.data.email]);

    const rotated = await call("POST", "/api/merchant/token/rotate", { token });
    expect(rotated.status).toBe(200);
    const rotation = (await trail(asOwner, "&action=token.rotate"))[0]!;
    expect(rotation.actor).toEqual(TOKEN);
    noSecretIn(rotation, [token, rotated.body.data.merchant_token]);
    // The token's entries are read apart.
    expect((await trail(asOwner, "&actor=merchant_token")).map((e) => e.action)).toEqual(["token.rotate"]);
    expect(new Set((await trail(asOwner, `&actor=${manager.staff.id}`)).map((e) => e.action))).toEqual(
      new Set(["staff.accept_invite", "key.create", "key.pause", "key.revoke"]),
    );
  });

  it("revoke-and-void leaves one entry, key.revoke_and_void, and no key.revoke of its own", async () => {
    const { owner } = await staff.hotelWithOwner();
    const asOwner = staffClient(mesh.url, owner);
    const key = await asOwner("POST", "/api/merchant/keys", {
      body: { name: "k", environment: "sandbox", scopes: ["bookings:write"] },
    });
    const keyId = key.body.data.id as string;
    const voided = await asOwner("POST", `/api/merchant/keys/${keyId}/revoke-and-void`, {
      body: { since: "2026-01-01" },
    });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    const entry = await oneEntry(asOwner, "key.revoke_and_void", keyId);
    expect(entry.actor).toEqual(naming(owner));
    const ofKey = (await trail(asOwner)).filter((e) => e.target.id === keyId).map((e) => e.action);
    expect(ofKey).toEqual(["key.revoke_and_void", "key.create"]);
  });
});

describe("the audit trail: changes made in the other services", () => {
  it("a rate plan change leaves one entry, through the inventory service's outbox", async () => {
    const { owner, token } = await staff.hotelWithOwner();
    const manager = await staff.person(owner, "manager");
    const property = await call("POST", "/api/merchant/properties", {
      token,
      body: { name: "Seaside", currency: "EUR", timezone: "Europe/Madrid" },
    });
    const p = property.body.data.id as string;
    const unit = await call("POST", `/api/merchant/properties/${p}/units`, {
      token,
      body: { name: "Room", kind: "single", max_adults: 2 },
    });
    const plan = await call("POST", `/api/merchant/properties/${p}/rate-plans`, {
      token,
      body: { name: "Flex", unit_ids: [unit.body.data.id], prices: [{ adults: 2, nightly_price: 100 }] },
    });
    const planId = plan.body.data.id as string;
    const changed = await staffClient(mesh.url, manager)(
      "PATCH",
      `/api/merchant/properties/${p}/rate-plans/${planId}`,
      {
        body: { prices: [{ adults: 2, nightly_price: 120 }] },
        // A client that sends an id that looks like one of the gateway's gets the gateway's own.
        headers: { "x-request-id": "5f0c8f4e-1111-4222-8333-944455556666" },
      },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.headers.get("x-request-id")).toMatch(GATEWAY_ID);
    expect(changed.headers.get("x-request-id")).not.toBe("5f0c8f4e-1111-4222-8333-944455556666");
    const asOwner = staffClient(mesh.url, owner);
    const entry = await oneEntry(asOwner, "rate_plan.update", planId);
    expect(entry).toMatchObject({ actor: naming(manager), target: { type: "rate_plan", id: planId } });
    expect(entry.request_id).toBe(changed.headers.get("x-request-id"));
    expect(entry.client_request_id).toBe("5f0c8f4e-1111-4222-8333-944455556666");
    expect((await oneEntry(asOwner, "rate_plan.create", planId)).actor).toEqual(TOKEN);
    expect((await oneEntry(asOwner, "property.create", p)).actor).toEqual(TOKEN);
  });

  it("guests, bookings and webhook subscriptions leave theirs, with no guest data", async () => {
    const { owner, token } = await staff.hotelWithOwner();
    const asOwner = staffClient(mesh.url, owner);
    const p = (
      await asOwner("POST", "/api/merchant/properties", {
        body: { name: "Hill", currency: "EUR", timezone: "Europe/Madrid" },
      })
    ).body.data.id as string;
    const unit = await call("POST", `/api/merchant/properties/${p}/units`, {
      token,
      body: { name: "Room", kind: "single", max_adults: 2 },
    });
    const plan = await call("POST", `/api/merchant/properties/${p}/rate-plans`, {
      token,
      body: { name: "Flex", unit_ids: [unit.body.data.id], prices: [{ adults: 2, nightly_price: 100 }] },
    });
    const booked = await asOwner("POST", `/api/merchant/properties/${p}/bookings`, {
      body: {
        unit_id: unit.body.data.id,
        rate_plan_id: plan.body.data.id,
        start_date: "2031-03-01",
        end_date: "2031-03-03",
        adults: 2,
        guest: { first_name: "Gina", last_name: "Guestly", email: "guest.person@example.com" },
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const bookingId = booked.body.data.id as string;
    const checkIn = `/api/merchant/properties/${p}/bookings/${bookingId}/check-in`;
    expect((await asOwner("POST", checkIn)).status).toBe(200);
    const guestEmail = "guest.person@example.com";
    const guest = await asOwner("POST", `/api/merchant/properties/${p}/guests`, {
      body: { first_name: "Gina", last_name: "Guestly", email: guestEmail },
    });
    expect(guest.status, JSON.stringify(guest.body)).toBe(201);
    const hook = await call("POST", "/api/merchant/webhooks", {
      token,
      body: { url: "http://127.0.0.1:9/in", events: ["booking.*"] },
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    const off = await asOwner("POST", `/api/merchant/webhooks/${hook.body.data.id}/deactivate`);
    expect(off.status).toBe(200);

    const created = await oneEntry(asOwner, "guest.create", guest.body.data.id);
    expect(created.actor).toEqual(naming(owner));
    expect(JSON.stringify(created)).not.toMatch(/Gina|Guestly|guest\.person/);
    for (const action of ["booking.create", "booking.check_in"]) {
      const entry = await oneEntry(asOwner, action, bookingId);
      expect(entry.actor).toEqual(naming(owner));
      expect(JSON.stringify(entry)).not.toMatch(/Gina|Guestly|guest\.person/);
    }
    expect((await oneEntry(asOwner, "webhook.create", hook.body.data.id)).actor).toEqual(TOKEN);
    const deactivated = await oneEntry(asOwner, "webhook.deactivate", hook.body.data.id);
    expect(deactivated.actor).toEqual(naming(owner));
    noSecretIn(deactivated, [hook.body.data.secret]);
  });
});
