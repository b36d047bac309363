import { AckPolicy, DeliverPolicy, jetstreamManager } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import { EVENT_CONSUMERS } from "@reservations/contracts";
import type { BaseConfig } from "./config.js";
import { connectNats, inboxPrefix, type NatsAccess } from "./connections.js";
import { durableName, ensureEventStream, eventStream } from "./event-stream.js";
import { KeyStates, keyStatesBucket } from "./key-states.js";
import { isNotFound } from "./setup-wait.js";

// The setup step's part on NATS (`pnpm start`, pnpm db:setup, compose's db-setup, Kubernetes's Job
// db-setup): it alone makes and changes the event stream, the key-states bucket and the durable
// consumers, as a NATS user of its own; services bind to them and wait while one is missing.

/** What the setup step made or brought up to date on NATS. */
export interface NatsSetup {
  stream: string;
  bucket: string;
  consumers: string[];
}

/**
 * Makes the durable consumer `durable` of the namespace's stream, taking the events `filter`
 * matches (under `events.`), or brings an existing one to that filter. Makes nothing else.
 */
export async function ensureDurableConsumer(
  nc: NatsConnection,
  namespace: string,
  durable: string,
  filter: string,
): Promise<void> {
  const jsm = await jetstreamManager(nc);
  const stream = eventStream(namespace);
  const name = durableName(namespace, durable);
  const filterSubject = stream.subject(filter);
  const known = await jsm.consumers.info(stream.name, name).catch((err: unknown) => {
    if (isNotFound(err)) return undefined;
    throw err;
  });
  if (known?.config.filter_subject === filterSubject) return;
  if (known) {
    await jsm.consumers.update(stream.name, name, { filter_subject: filterSubject });
    return;
  }
  await jsm.consumers.add(stream.name, {
    durable_name: name,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: filterSubject,
    ack_wait: 30 * 1e9,
    max_deliver: -1,
  });
}

/**
 * Makes, or brings up to date, what a namespace's mesh uses on NATS: the event stream and the
 * key-states bucket with `replicas` copies (NATS_STREAM_REPLICAS), and every durable consumer the
 * contracts name (EVENT_CONSUMERS). Running it again changes nothing that is already right.
 */
export async function setupNats(nc: NatsConnection, namespace: string, replicas = 1): Promise<NatsSetup> {
  await ensureEventStream(nc, namespace, replicas);
  await KeyStates.setUp(nc, namespace, replicas);
  const consumers: string[] = [];
  for (const [durable, { filter }] of Object.entries(EVENT_CONSUMERS)) {
    await ensureDurableConsumer(nc, namespace, durable, filter);
    consumers.push(durableName(namespace, durable));
  }
  return { stream: eventStream(namespace).name, bucket: keyStatesBucket(namespace), consumers };
}

/**
 * Who the setup step is on NATS: the user `setup` with NATS_SETUP_PASSWORD (from `env`, else the
 * settings) when that is set (a server with the generated authorization), else the settings' own credentials.
 */
export function natsSetupAccess(config: BaseConfig, env: NodeJS.ProcessEnv = {}): NatsAccess {
  const prefix = inboxPrefix(config.NATS_NAMESPACE, "setup");
  const password = env.NATS_SETUP_PASSWORD ?? config.NATS_SETUP_PASSWORD;
  if (password) return { user: "setup", pass: password, inboxPrefix: prefix };
  return {
    user: config.NATS_USER,
    pass: config.NATS_PASSWORD,
    nkeySeed: config.NATS_NKEY_SEED,
    credsFile: config.NATS_CREDS,
  };
}

/** What the setup step made, in one line for its output. */
export const natsSetupLine = (s: NatsSetup) =>
  `nats: stream ${s.stream}, bucket ${s.bucket}, consumers ${s.consumers.join(", ")}`;

/** Connects as the setup step, sets up the configuration's namespace on NATS, and disconnects. */
export async function runNatsSetup(config: BaseConfig, env: NodeJS.ProcessEnv = {}): Promise<NatsSetup> {
  const nc = await connectNats(config.NATS_URL, "nats-setup", undefined, natsSetupAccess(config, env));
  try {
    return await setupNats(nc, config.NATS_NAMESPACE, config.NATS_STREAM_REPLICAS);
  } finally {
    await nc.close();
  }
}
