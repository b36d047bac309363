import { randomUUID } from "node:crypto";
import { type AuditAction, keysOps } from "@reservations/contracts";
import {
  auditRecord,
  type BaseConfig,
  EventPublisher,
  encodeJson,
  type NatsRole,
  newEvent,
  RpcClient,
  runNatsSetup,
} from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../support/config.js";
import { AuthorizedNats } from "./authorized-nats.js";
import { childEnv, Fleet, testPool, until } from "./support.js";

// The keys service on a NATS server of the test's own that runs the authorization the contracts
// make (pnpm nats:config's text): audit entries other credentials forge are refused or not kept.

/** The person a forged entry names: never to be seen in a log. */
const FORGER_EMAIL = "forger.person@hotel.test";

const pool = testPool();
let auth: AuthorizedNats;
let config: BaseConfig;
let fleet: Fleet;
let tenantId: string;

beforeAll(async () => {
  auth = await AuthorizedNats.start("audit-forgery");
  const { passwords } = auth;
  // The generated text is for subjects without a namespace: the server is this test's alone.
  config = testConfig({ NATS_URL: auth.url, NATS_NAMESPACE: "" });
  await runNatsSetup(config, { NATS_SETUP_PASSWORD: passwords.setup });
  fleet = new Fleet(childEnv(config, { NATS_NAMESPACE: "" }), 15, { NATS_SETUP_PASSWORD: passwords.setup });
  await fleet.start("keys", "keys", { NATS_USER: "keys", NATS_PASSWORD: passwords.keys });
  const made = await new RpcClient(await as("gateway"), 5000, "").call(
    keysOps.createTenant,
    { name: `Audit forgery ${randomUUID()}` },
    { request_id: randomUUID(), actor: "admin" },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  tenantId = (made.body as { data: { id: string } }).data.id;
}, 120_000);

afterAll(async () => {
  await fleet?.stopAll();
  await auth?.destroy();
  await pool.end();
});

const as = (role: NatsRole) => auth.as(role);

/** An audit entry as a service's outbox sends it, naming the forger as the person who made it. */
const entry = (tenant: string, action: AuditAction, target: string) =>
  newEvent(
    "audit.recorded",
    auditRecord(
      {
        merchant: { type: "staff", id: "stf_forger", email: FORGER_EMAIL, role: "owner" },
        ip: "10.9.9.9",
        request_id: randomUUID(),
      },
      action,
      target,
    ),
    { tenant_id: tenant, property_id: null },
  );

/** The ids of the entries kept for a hotel. */
const kept = async (tenant: string) =>
  (
    await pool.query<{ id: string }>("SELECT id FROM keys.audit_entries WHERE tenant_id = $1 ORDER BY id", [
      tenant,
    ])
  ).rows.map((r) => r.id);

const violations = () => auth.violations();
const dropLines = () => fleet.warnings.filter((w) => w.includes("audit entry dropped"));

describe("audit entries forged over NATS", () => {
  it("refuses webhooks' credentials an entry on booking's subject", async () => {
    const nc = await as("webhooks");
    nc.publish("events.audit.booking.recorded", encodeJson(entry(tenantId, "booking.create", "bkg_forged")));
    await nc.flush();
    await until(
      "the server to refuse the entry",
      async () =>
        violations().some((l) => l.includes('User "webhooks", Subject "events.audit.booking.recorded"'))
          ? true
          : undefined,
      5000,
    );
  });

  it("keeps from webhooks only its own actions, for a hotel that exists", async () => {
    const publisher = new EventPublisher(await as("webhooks"), "", "webhooks");
    const forged = [
      entry(tenantId, "key.create", "key_forged"),
      entry(tenantId, "rate_plan.update", "rpl_forged"),
      entry(`ten_${randomUUID()}`, "webhook.create", "whs_nowhere"),
    ];
    // Each is taken by the stream (its subject is webhooks' own) before the genuine one.
    for (const event of forged) expect((await publisher.publish(event)).duplicate).toBe(false);
    const genuine = entry(tenantId, "webhook.create", "whs_genuine");
    await publisher.publish(genuine);

    await until(
      "the genuine entry to be kept",
      async () => ((await kept(tenantId)).includes(genuine.id) ? true : undefined),
      20_000,
    );
    await until(
      "the forged entries to be dropped",
      async () => (dropLines().length >= forged.length ? true : undefined),
      20_000,
    );
    expect(await kept(tenantId)).toEqual([genuine.id]);
    expect(await kept(forged[2]!.tenant_id)).toEqual([]);
    expect(dropLines()).toHaveLength(forged.length);
    for (const event of forged)
      expect(
        dropLines().some((l) => l.includes(event.id)),
        event.id,
      ).toBe(true);
    expect(fleet.warnings.filter((w) => w.includes(FORGER_EMAIL))).toEqual([]);
    expect(fleet.crashes).toEqual([]);
  });
});
