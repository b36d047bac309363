import { expect } from "vitest";
import { HotelScript } from "../../support/hotel.js";
import type { Call } from "../../support/http.js";
import { InventoryScript, inDays } from "../../support/inventory.js";

/** The hotel the console tests look at: units of the four configurations, a rate plan, a group, a subscription. */
export interface ConsoleHotel {
  token: string;
  property: string;
  plan: string;
  single: string;
  group: string;
}

export async function consoleHotel(call: Call, adminToken: string): Promise<ConsoleHotel> {
  const hotel = new HotelScript(call, adminToken);
  const tenant = await hotel.tenant("Console hotel");
  const property = await hotel.property(tenant.token, { name: "Seaside", timezone: "UTC" });
  const inv = new InventoryScript(hotel, tenant.token, property);
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
    token: tenant.token,
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
    token: tenant.token,
    body: { url: "http://127.0.0.1:9/reservations", events: ["booking.*"] },
  });
  expect(sub.status, JSON.stringify(sub.body)).toBe(201);
  return { token: tenant.token, property, plan, single, group: group.body.data.id };
}
