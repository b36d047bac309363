import { describe, expect, it } from "vitest";
import { AUDIT_ACTION_OWNERS, AUDIT_ACTIONS, AuditRecord, auditActionOwner } from "./audit.js";
import { auditSubjectService, EVENT_PUBLISHERS, familySubjects, publishedEventSubject } from "./events.js";

const record = {
  actor: { type: "merchant_token", id: null, email: null },
  action: "rate_plan.update",
  target: { type: "rate_plan", id: "rpl_1" },
  ip: "10.0.0.1",
  request_id: "0b7c6a52-5d1e-4c1a-9d55-1f6a3c2b9e10",
};

describe("audit entries: who may write them", () => {
  it("names the service of each action by its resource; keys writes its own, the others send theirs", () => {
    expect(AUDIT_ACTION_OWNERS["key.revoke_and_void"]).toBe("keys");
    expect(AUDIT_ACTION_OWNERS["token.rotate"]).toBe("keys");
    expect(AUDIT_ACTION_OWNERS["staff.invite"]).toBe("keys");
    expect(AUDIT_ACTION_OWNERS["rate_plan.update"]).toBe("inventory");
    expect(AUDIT_ACTION_OWNERS["sale_block.delete"]).toBe("inventory");
    expect(AUDIT_ACTION_OWNERS["guest.create"]).toBe("booking");
    expect(AUDIT_ACTION_OWNERS["booking_group.confirm"]).toBe("booking");
    expect(AUDIT_ACTION_OWNERS["webhook.recover"]).toBe("webhooks");
    const senders = new Set<string>(EVENT_PUBLISHERS.audit);
    for (const action of Object.keys(AUDIT_ACTIONS) as (keyof typeof AUDIT_ACTIONS)[]) {
      const owner = AUDIT_ACTION_OWNERS[action];
      expect(owner === "keys" || senders.has(owner), action).toBe(true);
    }
    expect(senders.has("keys")).toBe(false);
  });

  it("gives an action of no known resource, or no resource, no owner", () => {
    expect(auditActionOwner("invoice.create")).toBeUndefined();
    expect(auditActionOwner("constructor.create")).toBeUndefined();
    expect(auditActionOwner("")).toBeUndefined();
    // A newer action of a known resource belongs to that resource's service.
    expect(auditActionOwner("rate_plan.archive")).toBe("inventory");
  });
});

describe("audit entries: their subjects", () => {
  it("publishes a service's entries under its name, every other event on its own type", () => {
    expect(publishedEventSubject("audit.recorded", "booking")).toBe("events.audit.booking.recorded");
    expect(publishedEventSubject("booking.created", "booking")).toBe("events.booking.created");
    expect(familySubjects("audit", "webhooks")).toBe("events.audit.webhooks.>");
    expect(familySubjects("unit", "inventory")).toBe("events.unit.>");
  });

  it("reads the sending service back from a subject, with or without a namespace", () => {
    expect(auditSubjectService("events.audit.webhooks.recorded")).toBe("webhooks");
    expect(auditSubjectService("t1.events.audit.inventory.recorded", "t1")).toBe("inventory");
    expect(auditSubjectService("t1.events.audit.inventory.recorded")).toBeUndefined();
    expect(auditSubjectService("events.audit.recorded")).toBeUndefined();
    expect(auditSubjectService("events.booking.created")).toBeUndefined();
  });
});

describe("audit entries: the client's request id", () => {
  it("is null when an entry carries none (an older publisher's)", () => {
    expect(AuditRecord.parse(record).client_request_id).toBeNull();
  });

  it("keeps a printable id of at most 128 characters, apart from the gateway's", () => {
    const parsed = AuditRecord.parse({ ...record, client_request_id: "order 42 / retry #2" });
    expect([parsed.request_id, parsed.client_request_id]).toEqual([record.request_id, "order 42 / retry #2"]);
    for (const bad of ["", "a\nb", "tab\there", "x".repeat(129), "酒店"]) {
      expect(AuditRecord.safeParse({ ...record, client_request_id: bad }).success, JSON.stringify(bad)).toBe(
        false,
      );
    }
    expect(
      AuditRecord.parse({ ...record, client_request_id: "x".repeat(128) }).client_request_id,
    ).toHaveLength(128);
  });
});
