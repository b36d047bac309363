import { expect } from "vitest";
import { testConfig } from "../../support/config.js";
import { builtConsole } from "../../support/console.js";
import { HotelScript } from "../../support/hotel.js";
import type { Call } from "../../support/http.js";
import { InventoryScript, inDays } from "../../support/inventory.js";
import { startTestMesh, type TestMesh } from "../../support/mesh.js";
import { freePort } from "../../support/net.js";
import { type SignedIn, signIn, staffClient } from "../../support/staff.js";

/** A person of the hotel as the tests sign them in. */
export interface Person {
  email: string;
  password: string;
  name: string;
}

export const OWNER: Person = {
  email: "olga@seaside.example",
  password: "correct horse battery",
  name: "Olga Owner",
};
export const VIEWER: Person = {
  email: "victor@seaside.example",
  password: "battery staple horse",
  name: "Victor Viewer",
};

/**
 * The mesh the console tests open in Chromium, serving this run's console build. Its gateway listens
 * on the origin it is configured with (PUBLIC_BASE_URL), since a browser sends that `Origin` with
 * every write and the gateway refuses any other.
 */
export async function consoleMesh(): Promise<TestMesh> {
  // The compiled mesh (pnpm test:compiled) serves the console its image holds.
  const dir = process.env.TEST_MESH_DIST ? undefined : (await builtConsole()).dir;
  const port = await freePort();
  return startTestMesh({
    config: testConfig({
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      // Its subscription points at a closed local port, so its deliveries fail and show their attempts.
      WEBHOOK_ALLOW_PRIVATE_URLS: "true",
      ...(dir ? { CONSOLE_DIR: dir } : {}),
    }),
  });
}

/** The hotel the console tests look at: units of the four configurations, a rate plan, a group, a subscription. */
export interface ConsoleHotel {
  /** The hotel's merchant token: the test's own scripts set the hotel up with it, never the console. */
  token: string;
  property: string;
  plan: string;
  single: string;
  group: string;
}

/** A hotel whose first owner (OWNER) the operator invited and who accepted with a password. */
async function hotelWithOwner(call: Call, adminToken: string): Promise<string> {
  const made = await call("POST", "/api/admin/tenants", {
    token: adminToken,
    body: { name: "Console hotel", owner: { email: OWNER.email, name: OWNER.name } },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const accepted = await call("POST", "/api/merchant/staff/accept-invite", {
    body: { invite_token: made.body.data.owner_invite_token, password: OWNER.password },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return made.body.data.merchant_token;
}

export async function consoleHotel(call: Call, adminToken: string): Promise<ConsoleHotel> {
  const token = await hotelWithOwner(call, adminToken);
  const hotel = new HotelScript(call, adminToken);
  const property = await hotel.property(token, { name: "Seaside", timezone: "UTC" });
  const inv = new InventoryScript(hotel, token, property);
  const single = (await inv.unit({ name: "Garden Studio" })).id;
  const villa = (await inv.unit({ name: "Villa Mar", kind: "whole_house", max_adults: 6 })).id;
  const parts = [];
  for (const side of ["A", "B"])
    parts.push((await inv.unit({ name: `Villa Mar, room ${side}`, parent_unit_id: villa })).id);
  const doubles = await inv.unit({
    name: "Doubles",
    kind: "room_type",
    rooms: ["101", "102", "103", "104"].map((name) => ({ name })),
  });
  const plan = await inv.ratePlan({ unit_ids: [single, villa, ...parts, doubles.id] });
  await inv.saleBlock({
    unit_id: doubles.id,
    room_id: doubles.rooms[3].id,
    start_date: inDays(6),
    end_date: inDays(9),
  });
  const group = await call("POST", `/api/merchant/properties/${property}/booking-groups`, {
    token,
    body: {
      code: "WEDDING",
      holder: { name: "Lucia Marin", email: "lucia@example.com" },
      billing_rule: "holder_pays_all",
      rooms: [0, 1].map((i) => ({
        unit_id: doubles.id,
        rate_plan_id: plan,
        start_date: inDays(10),
        end_date: inDays(12),
        adults: 2,
        occupant: { first_name: `Guest ${i + 1}`, last_name: "Marin", email: `guest${i + 1}@example.com` },
      })),
    },
  });
  expect(group.status, JSON.stringify(group.body)).toBe(201);
  const sub = await call("POST", "/api/merchant/webhooks", {
    token,
    body: { url: "http://127.0.0.1:9/reservations", events: ["booking.*"] },
  });
  expect(sub.status, JSON.stringify(sub.body)).toBe(201);
  return { token, property, plan, single, group: group.body.data.id };
}

/** `person` invited by the owner (signed in outside the browser) with `role`, and accepted. */
export async function invited(baseUrl: string, call: Call, person: Person, role: string): Promise<void> {
  const owner: SignedIn = await signIn(baseUrl, OWNER.email, OWNER.password);
  const made = await staffClient(baseUrl, owner)("POST", "/api/merchant/staff", {
    body: { email: person.email, name: person.name, role },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  await acceptInvite(call, made.body.invite_token, person);
}

export async function acceptInvite(call: Call, inviteToken: string, person: Person): Promise<void> {
  const accepted = await call("POST", "/api/merchant/staff/accept-invite", {
    body: { invite_token: inviteToken, password: person.password },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
}
