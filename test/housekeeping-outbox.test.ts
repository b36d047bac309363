import { faults } from "@reservations/service-kit";
import { afterEach, describe, expect, it } from "vitest";
import { eventually } from "./support/hotel.js";
import { receiver } from "./support/receiver.js";
import { verified } from "./support/webhook-recovery.js";
import {
  call,
  full,
  p1,
  receivers,
  subscribe,
  tenant,
  units,
  useWebhooksMesh,
} from "./support/webhooks-mesh.js";

// A housekeeping change commits with its event (inventory's outbox): when the event cannot be
// published at once (NATS away; here its publish fails at a fault point), it is published at a
// later round of the relay instead of being lost, and its webhook arrives.

type Housekeeping = { type: string; data: { unit_id: string; status: string } };

describe("a housekeeping change whose event cannot be published at once", () => {
  useWebhooksMesh();
  afterEach(() => faults.disarmAll());

  it("is published later, and its webhook arrives once", async () => {
    const r = await receiver();
    receivers.push(r);
    const sub = await subscribe(full.secret, { url: r.url, events: ["unit.housekeeping_changed"] });
    expect(sub.status).toBe(201);
    let refused = 0;
    faults.arm("events.publish", ({ event }) => {
      if ((event as { type: string }).type !== "unit.housekeeping_changed" || refused >= 3) return;
      refused++;
      throw new Error("injected: NATS away");
    });
    const put = await call("PUT", `/api/merchant/properties/${p1}/units/${units[4]}/housekeeping`, {
      token: tenant.token,
      body: { status: "dirty" },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ unit_id: units[4], status: "dirty" });
    const got = await eventually(
      "the housekeeping webhook",
      async () => {
        const ours = r.received
          .map((x) => verified(sub.body.data.secret as string, x) as unknown as Housekeeping)
          .filter((e) => e.data.unit_id === units[4]);
        return ours.length > 0 ? ours : undefined;
      },
      30_000,
    );
    expect(refused).toBe(3);
    expect(got.map((e) => [e.type, e.data.status])).toEqual([["unit.housekeeping_changed", "dirty"]]);
  }, 60_000);
});
