import { jetstreamManager } from "@nats-io/jetstream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/support/config.js";
import {
  connectNats,
  deleteNamespaceStreams,
  ensureEventStream,
  eventStream,
  KeyStates,
  keyStatesBucket,
  type NatsConnection,
} from "../src/index.js";

describe("stream replicas (NATS_STREAM_REPLICAS) on the single test server", () => {
  const config = testConfig();
  const one = `${config.NATS_NAMESPACE}_r1`;
  const three = `${config.NATS_NAMESPACE}_r3`;
  let nc: NatsConnection;

  beforeAll(async () => {
    nc = await connectNats(config.NATS_URL, "replicas-test");
  });
  afterAll(async () => {
    for (const ns of [one, three]) await deleteNamespaceStreams(nc, ns);
    await nc.drain();
  });

  it("creates the event stream and the key-states bucket with the replicas asked for", async () => {
    await ensureEventStream(nc, one, 1);
    await KeyStates.setUp(nc, one, 1);
    const jsm = await jetstreamManager(nc);
    expect((await jsm.streams.info(eventStream(one).name)).config.num_replicas).toBe(1);
    expect((await jsm.streams.info(`KV_${keyStatesBucket(one)}`)).config.num_replicas).toBe(1);
    // Again, as each run of the setup step does: nothing changes.
    await ensureEventStream(nc, one, 1);
    await KeyStates.setUp(nc, one, 1);
    expect((await jsm.streams.info(eventStream(one).name)).config.num_replicas).toBe(1);
  });

  it("refuses 3 replicas on a single server at start, naming the setting and the server's reason", async () => {
    await expect(ensureEventStream(nc, three, 3)).rejects.toThrow(
      /NATS_STREAM_REPLICAS=3\): replicas > 1 not supported in non-clustered mode/,
    );
    await expect(KeyStates.setUp(nc, three, 3)).rejects.toThrow(
      /KV_\S+_key_states with 3 replicas \(NATS_STREAM_REPLICAS=3\): replicas > 1 not supported/,
    );
    const jsm = await jetstreamManager(nc);
    await expect(jsm.streams.info(eventStream(three).name)).rejects.toThrow(/not found/);
  });
});
