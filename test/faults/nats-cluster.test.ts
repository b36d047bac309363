import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  connectNats,
  deleteNamespaceStreams,
  ensureEventStream,
  eventStream,
  KeyStates,
  keyStatesBucket,
  type NatsConnection,
} from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FANOUT_CONSUMER } from "../../services/webhooks/src/handlers/fan-out.js";
import { testConfig } from "../support/config.js";
import { httpClient } from "../support/http.js";
import { inDays } from "../support/inventory.js";
import { startTestMesh, type TestMesh } from "../support/mesh.js";
import { freePorts } from "../support/net.js";
import {
  bookUntilFinal,
  PrivateServer,
  probeTcp,
  seedHotel,
  testPool,
  until,
  webhookReceiver,
} from "./support.js";

interface StreamInfo {
  config: { num_replicas: number };
  cluster?: { leader?: string; replicas?: { name: string; current: boolean }[] };
  state: { messages: number };
}

/** JetStream's API as plain requests (the test needs no client of its own). */
async function jsApi<T>(nc: NatsConnection, subject: string, body?: unknown): Promise<T> {
  const payload = body === undefined ? "" : JSON.stringify(body);
  const reply = await nc.request(`$JS.API.${subject}`, payload, { timeout: 5000 });
  const json = reply.json<T & { error?: { description: string } }>();
  if (json.error) throw new Error(json.error.description);
  return json;
}
const streamInfo = (nc: NatsConnection, name: string) => jsApi<StreamInfo>(nc, `STREAM.INFO.${name}`);

/** One node of a JetStream cluster on loopback; its storage outlives restarts. */
class NatsNode extends PrivateServer {
  constructor(
    port: number,
    readonly name: string,
    private readonly conf: string,
  ) {
    super(port);
  }
  get url() {
    return `nats://127.0.0.1:${this.port}`;
  }
  protected command(): [string, string[]] {
    return ["/usr/sbin/nats-server", ["-c", this.conf]];
  }
  protected ready() {
    return probeTcp(this.port, null, "INFO");
  }
}

/** Three nodes routed to each other, as deploy/base/nats.conf makes them (there by DNS, here by port). */
async function natsCluster(dir: string): Promise<NatsNode[]> {
  const free = await freePorts(6);
  const ports = [0, 1, 2].map((i) => ({ client: free[2 * i]!, route: free[2 * i + 1]! }));
  const routes = ports.map((p) => `nats-route://127.0.0.1:${p.route}`).join(", ");
  return ports.map((p, i) => {
    const conf = join(dir, `n${i}.conf`);
    writeFileSync(
      conf,
      `server_name: n${i}
listen: 127.0.0.1:${p.client}
jetstream { store_dir: "${join(dir, `n${i}`)}" }
cluster { name: test, listen: 127.0.0.1:${p.route}, routes: [${routes}] }
`,
    );
    return new NatsNode(p.client, `n${i}`, conf);
  });
}

const dir = mkdtempSync(join(tmpdir(), "faults-nats-cluster-"));
const pool = testPool();
let nodes: NatsNode[] = [];
let nc: NatsConnection;
let url: string;
let mesh: TestMesh | undefined;
let receiver: Awaited<ReturnType<typeof webhookReceiver>> | undefined;

beforeAll(async () => {
  nodes = await natsCluster(dir);
  await Promise.all(nodes.map((n) => n.start(30_000)));
  url = nodes.map((n) => n.url).join(",");
  nc = await connectNats(url, "cluster-test");
  // The cluster is ready once it places a stream on all three nodes.
  await until(
    "the cluster taking a stream of 3 replicas",
    async () => {
      const config = { name: "ready_probe", subjects: ["ready_probe"], num_replicas: 3 };
      await jsApi(nc, "STREAM.CREATE.ready_probe", config);
      await jsApi(nc, "STREAM.DELETE.ready_probe");
      return true;
    },
    30_000,
    250,
  );
});
afterAll(async () => {
  await mesh?.stop();
  await receiver?.close();
  await nc?.close();
  for (const n of nodes) await n.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
  await pool.end();
});

describe("NATS as a JetStream cluster of three, as deploy/ runs it: replicas set by the setup step", () => {
  it("brings an existing event stream and key-states bucket to NATS_STREAM_REPLICAS at each setup, up and down", async () => {
    const ns = `r${randomUUID().slice(0, 8)}`;
    const streams = [eventStream(ns).name, `KV_${keyStatesBucket(ns)}`];
    const open = async (replicas: number) => {
      await ensureEventStream(nc, ns, replicas);
      await KeyStates.setUp(nc, ns, replicas);
    };
    const replicas = async () =>
      Promise.all(streams.map(async (s) => (await streamInfo(nc, s)).config.num_replicas));
    try {
      await open(1);
      expect(await replicas()).toEqual([1, 1]);
      await open(3);
      expect(await replicas()).toEqual([3, 3]);
      // The cluster copies both onto the two other nodes.
      for (const s of streams) {
        await until(
          `${s} current on three nodes`,
          async () => {
            const info = await streamInfo(nc, s);
            const followers = info.cluster?.replicas ?? [];
            return followers.length === 2 && followers.every((r) => r.current) ? true : undefined;
          },
          15_000,
          200,
        );
      }
      await open(1);
      expect(await replicas()).toEqual([1, 1]);
    } finally {
      await deleteNamespaceStreams(nc, ns);
    }
  });
});

describe("NATS as a JetStream cluster of three, as deploy/ runs it: a node lost under a mesh", () => {
  it("a mesh with NATS_STREAM_REPLICAS=3 keeps both on all three nodes; with the node leading the webhooks' consumer killed, bookings go on and their webhooks arrive within 20 s", async () => {
    const config = testConfig({
      NATS_URL: url,
      NATS_STREAM_REPLICAS: "3",
      NATS_REQUEST_TIMEOUT_MS: "1500",
      WEBHOOK_ALLOW_PRIVATE_URLS: "true",
      WEBHOOK_SWEEP_EVERY_MS: "500",
      WEBHOOK_RETRY_SCHEDULE_MS: "0,500,1000,1000,1000,1000,1000,1000",
    });
    mesh = await startTestMesh({ config });
    const ns = config.NATS_NAMESPACE;
    for (const s of [eventStream(ns).name, `KV_${keyStatesBucket(ns)}`]) {
      const info = await streamInfo(nc, s);
      expect(info.config.num_replicas, s).toBe(3);
      expect(info.cluster?.replicas, s).toHaveLength(2);
    }

    const call = httpClient(mesh.url);
    const h = await seedHotel(call, config.PLATFORM_ADMIN_TOKEN!, { name: "Cluster", units: 4 });
    receiver = await webhookReceiver();
    const sub = await call("POST", "/api/v1/webhooks", {
      token: h.key.secret,
      body: { url: receiver.url, events: ["booking.created"] },
    });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    let night = 0;
    const book = async () => {
      const d = night++;
      const r = await bookUntilFinal(
        call,
        h.key.secret,
        {
          unit_id: h.units[d % h.units.length]!,
          rate_plan_id: h.plan,
          start_date: inDays(10 + d),
          end_date: inDays(11 + d),
        },
        randomUUID(),
        { deadlineMs: 30_000 },
      );
      expect(r.res?.status, JSON.stringify(r.res?.body)).toBe(201);
      return r.res!.body.data.id as string;
    };
    const delivered = (id: string, deadlineMs = 30_000) =>
      until(
        `booking.created of ${id} delivered`,
        async () =>
          receiver!.received.some((r) => {
            const body = JSON.parse(r.body);
            return body.type === "booking.created" && body.data.booking.id === id;
          })
            ? true
            : undefined,
        deadlineMs,
        100,
      );

    await delivered(await book());
    // The node to lose is the one leading the webhooks' fan-out consumer: its open pull dies with it,
    // the stall a consumer must get over by itself (often the stream's leader too).
    const stream = await streamInfo(nc, eventStream(ns).name);
    const fanOut = await jsApi<{ cluster?: { leader?: string } }>(
      nc,
      `CONSUMER.INFO.${eventStream(ns).name}.${ns}_${FANOUT_CONSUMER}`,
    );
    const leader = fanOut.cluster?.leader;
    const killed = nodes.find((n) => n.name === leader);
    expect(killed, `leader ${leader}`).toBeDefined();
    await killed!.kill("SIGKILL");

    // Within 20 s, not 30: the consumer re-pulls after two missed 2.5 s heartbeats (with the
    // client's default 30 s pulls it waited up to 30 s, and this failed now and then).
    const after = [await book(), await book()];
    for (const id of after) await delivered(id, 20_000);
    const info = await streamInfo(nc, eventStream(ns).name);
    if (stream.cluster?.leader === leader) expect(info.cluster?.leader).not.toBe(leader);
    expect(info.state.messages).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
