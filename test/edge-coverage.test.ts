import { bookingOps, propertiesOps, unitsOps } from "@reservations/contracts";
import { connectNats, decodeJson, namespaced } from "@reservations/service-kit";
import { describe, expect, it } from "vitest";
import { a, a1, a2, call, hotel, mesh, tomorrow, useEdgeMesh } from "./support/edge-mesh.js";
import { eventually } from "./support/hotel.js";

/** What the gateway sends the services of a key's property coverage, call by call. */
useEdgeMesh();

describe("keys and the gateway edge: a key's coverage in the caller context", () => {
  it("sends a bound call only its own property of the key's coverage, the whole coverage only to an operation that reads it", async () => {
    const multi = await hotel.key(a.token, {
      scopes: ["properties:read", "units:read", "bookings:write"],
      property_ids: [a1, a2],
    });
    const nc = await connectNats(mesh.config.NATS_URL, "test-envelopes");
    const seen = new Map<string, unknown>();
    for (const op of [unitsOps.list, propertiesOps.list, bookingOps.create]) {
      nc.subscribe(namespaced(mesh.config.NATS_NAMESPACE, op.subject), {
        callback: (_err, msg) => {
          const { ctx } = decodeJson(msg.data) as { ctx: { key_id: string; property_ids: unknown } };
          if (ctx.key_id === multi.id) seen.set(op.subject, ctx.property_ids);
        },
      });
    }
    await nc.flush();
    try {
      await call("GET", "/api/v1/units", { token: multi.secret, property: a2 });
      await call("GET", "/api/v1/properties", { token: multi.secret });
      await call("POST", "/api/v1/bookings", {
        token: multi.secret,
        property: a2,
        headers: { "idempotency-key": "coverage-envelope" },
        body: {
          unit_id: "unit_none",
          rate_plan_id: "rp_none",
          start_date: tomorrow(),
          end_date: tomorrow(),
          adults: 1,
          guest: { first_name: "Ana", last_name: "Perez", email: "ana@example.com" },
        },
      });
      await eventually("the three envelopes", async () => (seen.size === 3 ? true : undefined));
      expect(seen.get(unitsOps.list.subject)).toEqual([a2]);
      expect(seen.get(propertiesOps.list.subject)).toEqual([a1, a2]);
      // A booking may attach a guest of any property the key covers.
      expect(seen.get(bookingOps.create.subject)).toEqual([a1, a2]);
    } finally {
      await nc.drain();
    }
  });
});
