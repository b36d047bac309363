import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as contracts from "@reservations/contracts";
import { CALLERS, type Caller, EVENT_CONSUMERS, mayCall, SERVICES } from "@reservations/contracts";
import {
  everyOperation,
  type NatsRole,
  natsAuthorizationConfig,
  natsPermissions,
  serverOf,
} from "@reservations/service-kit";
import { describe, expect, it } from "vitest";

// The NATS permissions made from the contracts (pnpm nats:config), against what the code does.

const ROOT = new URL("../", import.meta.url);
const ops = everyOperation();
const tables = Object.entries(contracts).filter(
  ([name, value]) => /Ops$/.test(name) && typeof value === "object" && value !== null,
) as [string, Record<string, { subject: string }>][];

/** Every TypeScript file of a process's source. */
function sources(dir: string): string[] {
  return readdirSync(new URL(dir, ROOT), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .map((f) => readFileSync(new URL(join(dir, f), ROOT), "utf8"));
}

/** The operations a service's code sends requests to: `<table>.<operation>` passed to request, call or callRaw. */
function requested(dir: string): string[] {
  const found = new Set<string>();
  const call = /\.(?:request|call|callRaw)\(\s*(\w+Ops)\.(\w+)\s*,/g;
  for (const text of sources(dir))
    for (const [, table, name] of text.matchAll(call)) found.add(subjectOf(table!, name!));
  return [...found].sort();
}

/** The operations the gateway's code names (its routes relay them, its plugins ask them), and the services' health. */
function gatewayOperations(): string[] {
  const found = new Set<string>();
  for (const text of sources("services/gateway/src/")) {
    for (const [, table, name] of text.matchAll(/\b(\w+Ops)\.(\w+)\b/g)) found.add(subjectOf(table!, name!));
    if (text.includes("healthOperation(")) for (const s of SERVICES) found.add(`${s}.health.get`);
  }
  return [...found].sort();
}

function subjectOf(table: string, name: string): string {
  const op = tables.find(([t]) => t === table)?.[1][name];
  if (!op) throw new Error(`${table}.${name} is no operation of the contracts`);
  return op.subject;
}

describe("NATS permissions: the call graph", () => {
  const graph: Record<Caller, string[]> = {
    gateway: gatewayOperations(),
    ...(Object.fromEntries(SERVICES.map((s) => [s, requested(`services/${s}/src/`)])) as Record<
      (typeof SERVICES)[number],
      string[]
    >),
  };

  it("every operation names as its callers exactly the processes whose code sends it requests", () => {
    for (const op of ops) {
      const callers = CALLERS.filter((c) => graph[c].includes(op.subject));
      expect([...op.callers].sort(), op.subject).toEqual(callers.sort());
    }
  });

  it("names every operation's service by the first word of its subject; only allocations and change holds take a forwarded caller context", () => {
    for (const op of ops) {
      expect(op.subject).toMatch(/^[a-z]+\.[a-z-]+\.[a-z-]+$/);
      expect(SERVICES).toContain(serverOf(op));
      expect(op.callers).not.toContain(serverOf(op));
      // The booking service places a partner's or hotel's stay as that caller: a sale or a change of one.
      if (op.forwardedContexts) expect(op.subject).toMatch(/^inventory\.(allocations|changes)\./);
    }
  });
});

describe("NATS permissions: the matrix", () => {
  const matrix = new Map(natsPermissions().map((p) => [p.role, p]));
  const publishes = (role: NatsRole, subject: string) =>
    matrix.get(role)!.publish.some((allowed) => matches(allowed, subject));

  it("lets each process publish exactly the requests it may make, and subscribe to its own subjects and inbox", () => {
    for (const role of CALLERS) {
      const p = matrix.get(role)!;
      for (const op of ops)
        expect(publishes(role, op.subject), `${role} → ${op.subject}`).toBe(mayCall(role, op));
      expect(p.subscribe[0]).toBe(`_INBOX_${role}.>`);
      expect(p.subscribe.slice(1)).toEqual(role === "gateway" ? [] : [`${role}.>`]);
      expect(p.replies).toBe(role !== "gateway");
    }
  });

  it("lets only an event family's service publish its events", () => {
    for (const role of CALLERS) {
      expect(publishes(role, "events.booking.created"), role).toBe(role === "booking");
      expect(publishes(role, "events.unit.housekeeping_changed"), role).toBe(role === "inventory");
    }
  });

  it("lets a service publish audit entries only under its own name", () => {
    const senders = ["inventory", "booking", "webhooks"];
    for (const role of CALLERS) {
      for (const named of [...senders, "keys"]) {
        expect(publishes(role, `events.audit.${named}.recorded`), `${role} → ${named}`).toBe(
          role === named && senders.includes(role),
        );
      }
      expect(publishes(role, "events.audit.recorded"), role).toBe(false);
    }
  });

  it("gives JetStream's API only for the streams and consumers each process uses", () => {
    expect(publishes("webhooks", "$JS.API.CONSUMER.MSG.NEXT.EVENTS.webhooks-fanout")).toBe(true);
    expect(publishes("webhooks", "$JS.API.CONSUMER.MSG.NEXT.EVENTS.inventory-bookings")).toBe(false);
    expect(publishes("inventory", "$JS.ACK.EVENTS.inventory-bookings.1.2.3.4.5.6")).toBe(true);
    expect(publishes("gateway", "$JS.API.STREAM.INFO.EVENTS")).toBe(false);
    expect(publishes("keys", "$KV.key_states.key.k1")).toBe(true);
    expect(publishes("webhooks", "$KV.key_states.key.k1")).toBe(false);
    for (const role of CALLERS) {
      expect(publishes(role, "$JS.API.STREAM.DELETE.EVENTS"), role).toBe(false);
      expect(publishes(role, "$JS.API.STREAM.PURGE.KV_key_states"), role).toBe(false);
    }
  });

  it("lets no process make, change, purge or delete a stream, nor make a durable consumer: the setup step does", () => {
    const upkeep = ["CREATE", "UPDATE", "DELETE", "PURGE"].flatMap((verb) =>
      ["EVENTS", "KV_key_states"].map((stream) => `$JS.API.STREAM.${verb}.${stream}`),
    );
    const durables = Object.keys(EVENT_CONSUMERS).flatMap((d) => [
      `$JS.API.CONSUMER.CREATE.EVENTS.${d}`,
      `$JS.API.CONSUMER.CREATE.EVENTS.${d}.events.>`,
      `$JS.API.CONSUMER.DURABLE.CREATE.EVENTS.${d}`,
      `$JS.API.CONSUMER.DELETE.EVENTS.${d}`,
    ]);
    for (const role of CALLERS) {
      for (const subject of [...upkeep, ...durables])
        expect(publishes(role, subject), `${role} → ${subject}`).toBe(false);
      // Still: the stream's state, its own consumers bound and pulled.
      const own = Object.entries(EVENT_CONSUMERS).filter(([, c]) => c.service === role);
      for (const [d] of own) {
        expect(publishes(role, `$JS.API.CONSUMER.INFO.EVENTS.${d}`), role).toBe(true);
        expect(publishes(role, `$JS.API.CONSUMER.MSG.NEXT.EVENTS.${d}`), role).toBe(true);
      }
      if (own.length > 0) expect(publishes(role, "$JS.API.STREAM.INFO.EVENTS"), role).toBe(true);
    }
    // The gateway's watch: an ordered consumer of its own on the bucket's stream, nowhere else.
    expect(publishes("gateway", "$JS.API.CONSUMER.CREATE.KV_key_states.watch1.$KV.key_states.>")).toBe(true);
    expect(publishes("gateway", "$JS.API.CONSUMER.CREATE.EVENTS.watch1.events.>")).toBe(false);
    for (const subject of [...upkeep, ...durables, "$JS.API.STREAM.INFO.EVENTS", "$JS.API.INFO"])
      expect(publishes("setup", subject), `setup → ${subject}`).toBe(true);
    // The setup step reads no events, publishes none, serves no request, and touches no other stream.
    expect(publishes("setup", "events.booking.created")).toBe(false);
    expect(publishes("setup", "$JS.API.CONSUMER.MSG.NEXT.EVENTS.webhooks-fanout")).toBe(false);
    expect(publishes("setup", "$JS.API.STREAM.DELETE.OTHER")).toBe(false);
    expect(publishes("setup", "$JS.API.CONSUMER.CREATE.EVENTS.other")).toBe(false);
    expect(matrix.get("setup")!.subscribe).toEqual(["_INBOX_setup.>"]);
    expect(matrix.get("setup")!.replies).toBe(false);
  });

  it("is what deploy/base/nats-auth.conf holds (pnpm nats:config)", () => {
    expect(readFileSync(new URL("deploy/base/nats-auth.conf", ROOT), "utf8")).toBe(natsAuthorizationConfig());
  });
});

/** Whether a NATS subject pattern (`*` one token, `>` the rest) matches a subject. */
function matches(pattern: string, subject: string): boolean {
  const p = pattern.split(".");
  const s = subject.split(".");
  for (let i = 0; i < p.length; i++) {
    if (p[i] === ">") return s.length > i;
    if (i >= s.length || (p[i] !== "*" && p[i] !== s[i])) return false;
  }
  return p.length === s.length;
}
