import { randomUUID } from "node:crypto";
import { connect, type NatsConnection } from "@nats-io/transport-node";
import { EVENT_CONSUMERS, keysOps } from "@reservations/contracts";
import {
  type BaseConfig,
  eventStream,
  inboxPrefix,
  type NatsRole,
  RpcClient,
} from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../support/config.js";
import { type Call, httpClient } from "../support/http.js";
import { startGateway } from "../support/mesh.js";
import { AuthorizedNats } from "./authorized-nats.js";
import {
  bookConfirmCancelDelivered,
  childEnv,
  Fleet,
  seedHotel,
  testPool,
  until,
  webhookReceiver,
} from "./support.js";

// The whole mesh on a NATS server of the test's own that runs the project's generated authorization
// (pnpm nats:config's text, deploy/base/nats-auth.conf): each process with its own user, the setup
// step with its own, and what other credentials cannot do.

const SERVICES = ["keys", "inventory", "booking", "webhooks"] as const;

const pool = testPool();
let auth: AuthorizedNats;
let config: BaseConfig;
let fleet: Fleet;
let gateway: { url: string; stop(): Promise<void> } | undefined;
let receiver: Awaited<ReturnType<typeof webhookReceiver>> | undefined;
let call: Call;

beforeAll(async () => {
  auth = await AuthorizedNats.start("nats-auth");
  const { passwords } = auth;
  // The generated file is for subjects without a namespace: the server is this test's alone.
  config = testConfig({
    NATS_URL: auth.url,
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
    15,
    // Before each start, the setup step makes the stream, the bucket and the consumers as its own user.
    { NATS_SETUP_PASSWORD: passwords.setup },
  );
  await Promise.all(SERVICES.map((s) => fleet.start(s, s, { NATS_USER: s, NATS_PASSWORD: passwords[s] })));
  gateway = await startGateway({ ...config, NATS_USER: "gateway", NATS_PASSWORD: passwords.gateway });
  call = httpClient(gateway.url);
  receiver = await webhookReceiver();
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await fleet?.stopAll();
  await auth?.destroy();
  await receiver?.close();
  await pool.end();
});

const as = (role: NatsRole) => auth.as(role);
const violations = () => auth.violations();

describe("NATS with the project's authorization: the mesh", () => {
  it("books, confirms, cancels and delivers a webhook, each process with its own credentials, nothing refused", async () => {
    const h = await seedHotel(call, config.PLATFORM_ADMIN_TOKEN!, { name: "Auth", units: 2 });
    await bookConfirmCancelDelivered(call, h, receiver!);
    // The hotel's audit trail: entries the services published, kept by the keys service's consumer.
    await until(
      "the hotel's audit entries kept",
      async () => {
        const sql = "SELECT count(*)::int AS n FROM keys.audit_entries WHERE tenant_id = $1";
        return (await pool.query<{ n: number }>(sql, [h.tenant.id])).rows[0]!.n > 0 ? true : undefined;
      },
      15_000,
    );
    expect(violations()).toEqual([]);
    expect(fleet.warnings.filter((w) => /permission|violation/i.test(w))).toEqual([]);
    expect(fleet.crashes).toEqual([]);
  });
});

describe("NATS with the project's authorization: what other credentials cannot do", () => {
  it("refuses a client without credentials, or with a wrong password", async () => {
    await expect(connect({ servers: auth.url })).rejects.toThrow(/Authorization Violation/);
    await expect(connect({ servers: auth.url, user: "gateway", pass: "guess" })).rejects.toThrow(
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

describe("NATS with the project's authorization: streams and consumers belong to the setup step", () => {
  const stream = eventStream("").name;
  const kv = "KV_key_states";
  /** The JetStream API's answer to a request, or the server's refusal of the publish. */
  type Answer = { error?: { code: number; description: string }; refused?: string; config?: unknown };
  const ask = async (nc: NatsConnection, subject: string, body: unknown = {}): Promise<Answer> => {
    try {
      const reply = await nc.request(subject, JSON.stringify(body), { timeout: 2000 });
      return reply.json<Answer>();
    } catch (err) {
      return { refused: (err as Error).message };
    }
  };
  /** An answer of the JetStream API without an error, to a publish the server let through. */
  const done = (answer: Answer) => {
    expect(answer.refused).toBeUndefined();
    expect(answer.error).toBeUndefined();
  };
  const refused = (subject: string) => ({
    refused: expect.stringContaining(`Permissions Violation for Publish to "${subject}"`),
  });

  it.each(["gateway", ...SERVICES] as const)(
    "refuses %s's credentials making, changing, deleting or purging the event stream or the bucket, and making any durable consumer",
    async (role) => {
      const nc = await as(role);
      for (const s of [stream, kv]) {
        for (const verb of ["CREATE", "UPDATE", "DELETE", "PURGE"]) {
          const subject = `$JS.API.STREAM.${verb}.${s}`;
          expect(await ask(nc, subject, { name: s, subjects: [`${s}.x`] }), `${role} ${subject}`).toEqual(
            refused(subject),
          );
        }
      }
      // Another service's durable consumer, and its own: the setup step makes both.
      for (const durable of Object.keys(EVENT_CONSUMERS)) {
        const config = { durable_name: durable, ack_policy: "explicit", filter_subject: "events.>" };
        for (const subject of [
          `$JS.API.CONSUMER.CREATE.${stream}.${durable}`,
          `$JS.API.CONSUMER.CREATE.${stream}.${durable}.events.>`,
          `$JS.API.CONSUMER.DURABLE.CREATE.${stream}.${durable}`,
        ]) {
          expect(await ask(nc, subject, { stream_name: stream, config }), `${role} ${subject}`).toEqual(
            refused(subject),
          );
        }
      }
      // Still there, as the setup step made them.
      const asSetup = await as("setup");
      for (const s of [stream, kv]) done(await ask(asSetup, `$JS.API.STREAM.INFO.${s}`));
    },
  );

  it("lets the setup step's credentials change, purge and delete streams and durable consumers, its own only", async () => {
    const nc = await as("setup");
    const other = `${stream}_x`;
    expect(await ask(nc, `$JS.API.STREAM.CREATE.${other}`, { name: other })).toEqual(
      refused(`$JS.API.STREAM.CREATE.${other}`),
    );
    // The bucket emptied and its configuration written again, as a run of the setup step may.
    done(await ask(nc, `$JS.API.STREAM.PURGE.${kv}`));
    const info = await ask(nc, `$JS.API.STREAM.INFO.${kv}`);
    done(await ask(nc, `$JS.API.STREAM.UPDATE.${kv}`, info.config));
    // A durable consumer deleted and made again with its own shape: keys binds to it again.
    const durable = "keys-audit";
    const { config } = await ask(nc, `$JS.API.CONSUMER.INFO.${stream}.${durable}`);
    done(await ask(nc, `$JS.API.CONSUMER.DELETE.${stream}.${durable}`));
    done(await ask(nc, `$JS.API.CONSUMER.CREATE.${stream}.${durable}`, { stream_name: stream, config }));
    expect(fleet.crashes).toEqual([]);
  });
});
