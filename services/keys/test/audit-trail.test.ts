import { auditActionOwner, keysOps, publishedEventSubject, type ServiceName } from "@reservations/contracts";
import { auditRecord, encodeJson, namespaced, newEvent } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, type KeysHarness, merchant, startKeys } from "./harness.js";

let h: KeysHarness;
beforeAll(async () => {
  h = await startKeys();
});
afterAll(async () => h?.stop());

/** An audit entry another service sent, as its outbox relay publishes it. */
function entryEvent(
  tenantId: string,
  action: "rate_plan.update" | "webhook.create" | "key.create" | "booking.create",
  target: string,
  at?: string,
) {
  const record = auditRecord(
    {
      merchant: { type: "staff", id: "stf_1", email: "manager@hotel.test", role: "manager" },
      ip: "10.0.0.1",
      request_id: `req-${target}`,
      client_request_id: `client ${target}`,
    },
    action,
    target,
  );
  const event = newEvent("audit.recorded", record, { tenant_id: tenantId, property_id: null });
  return at ? { ...event, occurred_at: at } : event;
}

/**
 * A plain NATS publish on the subject of the service that sends it (by default the owner of the
 * entry's action): the stream keeps it, with no id to drop a copy by.
 */
async function publish(
  event: { data: { action: string } },
  sender: ServiceName = auditActionOwner(event.data.action)!,
): Promise<void> {
  const subject = publishedEventSubject("audit.recorded", sender);
  h.nc.publish(namespaced(h.config.NATS_NAMESPACE, subject), encodeJson(event));
  await h.nc.flush();
}

/** The sum of audit_entries_dropped_total over its reasons. */
function droppedCount(metrics: string): number {
  return metrics
    .split("\n")
    .filter((l) => l.startsWith("audit_entries_dropped_total{"))
    .reduce((sum, l) => sum + Number(l.split(" ").at(-1)), 0);
}

const trail = async (tenantId: string, query: Record<string, unknown> = {}) => {
  const res = await h.call(keysOps.listAudit, { limit: 100, ...query }, merchant(tenantId));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    data: { id: string; at: string; action: string; target: { id: string } }[];
    next_cursor: string | null;
  };
};

describe("the audit trail in the keys service", () => {
  it("keeps an entry sent twice once, by its event id", async () => {
    const t = await h.tenant();
    const event = entryEvent(t.id, "rate_plan.update", "rp_twice");
    await publish(event);
    await publish(event);
    await publish(entryEvent(t.id, "rate_plan.update", "rp_after"));
    await eventually(async () =>
      expect((await trail(t.id)).data.map((e) => e.target.id)).toContain("rp_after"),
    );
    const kept = (await trail(t.id)).data.filter((e) => e.target.id === "rp_twice");
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      id: event.id,
      at: event.occurred_at,
      actor: { type: "staff", id: "stf_1", email: "manager@hotel.test" },
      target: { type: "rate_plan", id: "rp_twice" },
      ip: "10.0.0.1",
      request_id: "req-rp_twice",
      client_request_id: "client rp_twice",
    });
  });

  it("keeps only entries sent by the service that owns their action, for a hotel that exists", async () => {
    const t = await h.tenant();
    const dropped = async () => droppedCount(await h.service.kit.metrics.expose());
    const before = await dropped();
    // Webhooks sending an inventory change, a key change (keys writes its own) and a booking's.
    await publish(entryEvent(t.id, "rate_plan.update", "rp_forged"), "webhooks");
    await publish(entryEvent(t.id, "key.create", "key_forged"), "webhooks");
    await publish(entryEvent(t.id, "booking.create", "bkg_forged"), "inventory");
    // Keys's own actions come from no service over NATS, and a subject that names no service is no one's.
    await publish(entryEvent(t.id, "key.create", "key_forged_by_keys"), "keys");
    h.nc.publish(
      namespaced(h.config.NATS_NAMESPACE, "events.audit.recorded"),
      encodeJson(entryEvent(t.id, "webhook.create", "whs_no_sender")),
    );
    // Its own action, for a hotel that does not exist.
    await publish(entryEvent("ten_nowhere", "webhook.create", "whs_nowhere"));
    await publish(entryEvent(t.id, "booking.create", "bkg_genuine"));
    await eventually(async () =>
      expect((await trail(t.id)).data.map((e) => e.target.id)).toContain("bkg_genuine"),
    );
    await eventually(async () => expect(await dropped()).toBe(before + 6));
    expect((await trail(t.id)).data.map((e) => e.target.id)).toEqual(["bkg_genuine"]);
    const { rows } = await h.service.kit.pool.query(
      "SELECT id FROM keys.audit_entries WHERE tenant_id = 'ten_nowhere' AND target_id = 'whs_nowhere'",
    );
    expect(rows).toEqual([]);
  });

  it("keeps an entry of a month that has no partition yet, and lists newest first by page and by filter", async () => {
    const t = await h.tenant();
    const old = entryEvent(t.id, "webhook.create", "whs_old", "2024-02-10T08:00:00.000Z");
    await publish(old);
    for (let i = 0; i < 3; i++) await publish(entryEvent(t.id, "rate_plan.update", `rp_${i}`));
    await eventually(async () => expect((await trail(t.id)).data).toHaveLength(4));
    const all = (await trail(t.id)).data;
    expect(all.at(-1)!.target.id).toBe("whs_old");
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.at >= all[i]!.at).toBe(true);

    const first = await trail(t.id, { limit: 2 });
    const second = await trail(t.id, { limit: 2, cursor: first.next_cursor! });
    expect([...first.data, ...second.data].map((e) => e.id)).toEqual(all.map((e) => e.id));
    expect(second.next_cursor).toBeNull();
    expect((await trail(t.id, { action: "webhook.create" })).data.map((e) => e.id)).toEqual([old.id]);
    expect((await trail(t.id, { actor: "merchant_token" })).data).toEqual([]);
    // Another hotel sees none of them, and a cursor of this list is no good for a filtered one.
    expect((await trail((await h.tenant()).id)).data).toEqual([]);
    const borrowed = await h.call(
      keysOps.listAudit,
      { limit: 2, action: "webhook.create", cursor: first.next_cursor! },
      merchant(t.id),
    );
    expect(borrowed.body.error_code).toBe("INVALID_CURSOR");
  });
});
