import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogger, testConfig } from "../../../test/support/config.js";
import { eventually } from "../../../test/support/hotel.js";
import {
  connectNats,
  createPool,
  deleteNamespaceStreams,
  ensureDatabase,
  ensureEventStream,
  insertOutboxEvent,
  type NatsConnection,
  newEvent,
  OutboxRelay,
  type Pool,
  type ServiceKit,
} from "../src/index.js";

const config = testConfig();
const schema = `relay_${config.NATS_NAMESPACE}`;
const table = `${schema}.outbox`;
let nc: NatsConnection;
let good: Pool;
let away: Pool;

beforeAll(async () => {
  nc = await connectNats(config.NATS_URL, "outbox-test");
  await ensureEventStream(nc, config.NATS_NAMESPACE, 1);
  await ensureDatabase(config.DATABASE_URL);
  good = createPool(config.DATABASE_URL, { max: 2, name: "outbox-test" });
  // Nothing listens on port 1: every connection is refused at once, as with Postgres down.
  away = createPool("postgres://postgres@127.0.0.1:1/none", { max: 2, name: "outbox-test-away" });
  await good.query(`CREATE SCHEMA ${schema}`);
  await good.query(`CREATE TABLE ${table} (
    seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, event_id text NOT NULL UNIQUE, event jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(), published_at timestamptz, published_to text)`);
});

afterAll(async () => {
  await good?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
  await good?.end();
  await away?.end().catch(() => {});
  await deleteNamespaceStreams(nc, config.NATS_NAMESPACE).catch(() => {});
  await nc?.close();
});

describe("the outbox relay while its rounds fail", () => {
  it("logs the first failure and not every retry, then once when it publishes again", async () => {
    const { log, lines } = captureLogger("outbox-test");
    const kit = { name: "test", nc, config, log, pool: away } as unknown as ServiceKit & { pool: Pool };
    const relay = new OutboxRelay(kit, table);
    relay.start(50, 200);
    try {
      // About 30 rounds, each refused.
      await new Promise((r) => setTimeout(r, 1500));
      const relayLines = () => lines.filter((l) => l.includes("outbox relay"));
      expect(relayLines().map((l) => JSON.parse(l).msg)).toEqual(["outbox relay round failed"]);

      // Postgres is back: the waiting event goes, and one line says so with the rounds that failed.
      kit.pool = good;
      const event = newEvent(
        "unit.housekeeping_changed",
        { unit_id: "unt_1", room_id: null, status: "clean" },
        { tenant_id: "tnt_1", property_id: "prp_1" },
      );
      await insertOutboxEvent(good, table, event);
      await eventually("the event published", async () => {
        const { rows } = await good.query(`SELECT published_at FROM ${table} WHERE event_id = $1`, [
          event.id,
        ]);
        return rows[0]?.published_at ? true : undefined;
      });
      const back = relayLines().map((l) => JSON.parse(l));
      expect(back.map((l) => l.msg)).toEqual(["outbox relay round failed", "outbox relay publishing again"]);
      expect(back[1].failed_rounds).toBeGreaterThan(10);
    } finally {
      await relay.stop();
    }
  });

  it("starts no round once stopped, even one asked for while the last was under way", async () => {
    const { log } = captureLogger("outbox-test");
    // Each round takes a connection: count them.
    let rounds = 0;
    const counted = new Proxy(good, {
      get(target, name, receiver) {
        if (name === "connect") rounds++;
        const value = Reflect.get(target, name, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const relay = new OutboxRelay(
      { name: "test", nc, config, log, pool: counted } as unknown as ServiceKit,
      table,
    );
    relay.kick();
    relay.kick(); // asked again while the first round runs
    await relay.stop();
    const atStop = rounds;
    await new Promise((r) => setTimeout(r, 300));
    expect(atStop).toBe(1);
    expect(rounds).toBe(atStop);
  });
});
