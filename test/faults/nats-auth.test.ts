import { randomBytes, randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { connect, type NatsConnection } from "@nats-io/transport-node";
import { CALLERS, type Caller, keysOps } from "@reservations/contracts";
import {
  type BaseConfig,
  connectNats,
  eventStream,
  inboxPrefix,
  natsPasswordVariable,
  RpcClient,
} from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../support/config.js";
import { type Call, httpClient } from "../support/http.js";
import { startGateway } from "../support/mesh.js";
import {
  bookConfirmCancelDelivered,
  childEnv,
  Fleet,
  PrivateNats,
  seedHotel,
  testPool,
  until,
  webhookReceiver,
} from "./support.js";

// The whole mesh on a NATS server of the test's own that runs the project's generated authorization
// (deploy/base/nats-auth.conf): each process with its own user, and what other credentials cannot do.

const AUTH_CONFIG = fileURLToPath(new URL("../../deploy/base/nats-auth.conf", import.meta.url));
const SERVICES = ["keys", "inventory", "booking", "webhooks"] as const;
// The shape production asks for: letters and digits, the first a letter (the server parses the value).
const passwords = Object.fromEntries(
  CALLERS.map((r) => [r, `p${randomBytes(12).toString("hex")}`]),
) as Record<Caller, string>;

const pool = testPool();
let nats: PrivateNats;
let config: BaseConfig;
let fleet: Fleet;
let gateway: { url: string; stop(): Promise<void> } | undefined;
let receiver: Awaited<ReturnType<typeof webhookReceiver>> | undefined;
let call: Call;
const opened: NatsConnection[] = [];

beforeAll(async () => {
  nats = await PrivateNats.create({
    config: AUTH_CONFIG,
    env: Object.fromEntries(CALLERS.map((r) => [natsPasswordVariable(r), passwords[r]])),
  });
  await nats.start();
  // The generated file is for subjects without a namespace: the server is this test's alone.
  config = testConfig({
    NATS_URL: nats.url,
    NATS_NAMESPACE: "",
    WEBHOOK_ALLOW_PRIVATE_URLS: "true",
    WEBHOOK_RETRY_SCHEDULE_MS: "0,500,1000",
  });
  fleet = new Fleet(
    childEnv(config, {
      WEBHOOK_ALLOW_PRIVATE_URLS: "true",
      WEBHOOK_RETRY_SCHEDULE_MS: "0,500,1000",
      NATS_NAMESPACE: "",
    }),
  );
  await Promise.all(SERVICES.map((s) => fleet.start(s, s, { NATS_USER: s, NATS_PASSWORD: passwords[s] })));
  gateway = await startGateway({ ...config, NATS_USER: "gateway", NATS_PASSWORD: passwords.gateway });
  call = httpClient(gateway.url);
  receiver = await webhookReceiver();
}, 120_000);

afterAll(async () => {
  for (const nc of opened) await nc.close().catch(() => {});
  await gateway?.stop();
  await fleet?.stopAll();
  await nats?.destroy();
  await receiver?.close();
  await pool.end();
});

/** A connection as one of the processes, its replies where that process's arrive. */
async function as(role: Caller): Promise<NatsConnection> {
  const nc = await connectNats(nats.url, `test-as-${role}`, undefined, {
    user: role,
    pass: passwords[role],
    inboxPrefix: inboxPrefix("", role),
  });
  opened.push(nc);
  return nc;
}

/** The server's log lines that refused something. */
const violations = () => nats.log().filter((l) => l.includes("Violation"));

describe("NATS with the project's authorization: the mesh", () => {
  it("books, confirms, cancels and delivers a webhook, each process with its own credentials, nothing refused", async () => {
    const h = await seedHotel(call, config.PLATFORM_ADMIN_TOKEN!, { name: "Auth", units: 2 });
    await bookConfirmCancelDelivered(call, h, receiver!);
    expect(violations()).toEqual([]);
    expect(fleet.warnings.filter((w) => /permission|violation/i.test(w))).toEqual([]);
    expect(fleet.crashes).toEqual([]);
  });
});

describe("NATS with the project's authorization: what other credentials cannot do", () => {
  it("refuses a client without credentials, or with a wrong password", async () => {
    await expect(connect({ servers: nats.url })).rejects.toThrow(/Authorization Violation/);
    await expect(connect({ servers: nats.url, user: "gateway", pass: "guess" })).rejects.toThrow(
      /Authorization Violation/,
    );
  });

  it("refuses webhooks' credentials a request to keys or booking, a booking event, and another's replies", async () => {
    const nc = await as("webhooks");
    for (const subject of ["keys.tenants.create", "keys.keys.authenticate", "booking.bookings.create"]) {
      await expect(nc.request(subject, "{}", { timeout: 2000 }), subject).rejects.toThrow(
        `Permissions Violation for Publish to "${subject}"`,
      );
    }
    // The stream's count of messages, asked as booking (which keeps the stream).
    const asBooking = await as("booking");
    const messages = async () =>
      (await asBooking.request(`$JS.API.STREAM.INFO.${eventStream("").name}`, "", { timeout: 2000 })).json<{
        state: { messages: number };
      }>().state.messages;
    const before = await messages();
    nc.publish(
      "events.booking.created",
      JSON.stringify({ id: `evt_${randomUUID()}`, type: "booking.created" }),
    );
    await nc.flush();
    await until(
      "the server to refuse the event",
      async () =>
        violations().some((l) => l.includes('Subject "events.booking.created"')) ? true : undefined,
      5000,
    );
    expect(await messages()).toBe(before);
    // No process reads the gateway's replies but the gateway.
    const sub = nc.subscribe(`${inboxPrefix("", "gateway")}.>`);
    await until(
      "the server to refuse the subscription",
      async () => (violations().some((l) => l.includes("Subscription Violation")) ? true : undefined),
      5000,
    );
    sub.unsubscribe();
  });

  it.each(SERVICES)(
    "never runs an operator's request sent with %s's credentials: the hotel is not made",
    async (role) => {
      const name = `Forged by ${role} ${randomUUID()}`;
      const client = new RpcClient(await as(role), 2000, "");
      const answer = await client
        .call(keysOps.createTenant, { name }, { request_id: randomUUID(), actor: "admin" })
        .catch((err: Error) => err);
      expect(answer).toBeInstanceOf(Error);
      // The gateway's own request after it is made; the forged one never is.
      const real = await call("POST", "/api/admin/tenants", {
        token: config.PLATFORM_ADMIN_TOKEN!,
        body: { name: `${name} (real)` },
      });
      expect(real.status).toBe(201);
      const { rows } = await pool.query("SELECT name FROM keys.tenants WHERE name LIKE $1", [`${name}%`]);
      expect(rows.map((r) => r.name)).toEqual([`${name} (real)`]);
      expect(violations().some((l) => l.includes(`User "${role}", Subject "keys.tenants.create"`))).toBe(
        true,
      );
    },
  );

  it("takes from booking's credentials no caller context but its own on the keys operation booking may call", async () => {
    const h = await seedHotel(call, config.PLATFORM_ADMIN_TOKEN!, { name: "Void", units: 1 });
    const client = new RpcClient(await as("booking"), 2000, "");
    for (const actor of ["admin", "merchant"] as const) {
      const answer = await client.call(
        keysOps.voidKey,
        { tenant_id: h.tenant.id, key_id: h.key.id, revoke: true },
        { request_id: randomUUID(), actor, tenant_id: h.tenant.id },
      );
      expect(answer.status, actor).toBe(500);
    }
    const key = await call("GET", `/api/merchant/keys/${h.key.id}`, { token: h.tenant.token });
    expect(key.body.data.status).toBe("active");
  });
});
