import { jetstreamManager } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import { EVENTS_STREAM, EVENTS_SUBJECTS, eventSubject } from "@reservations/contracts";
import { deleteKeyStates } from "./key-states.js";
import type { Logger } from "./logger.js";
import { namespaced } from "./rpc.js";
import { awaitSetUp, isNotFound } from "./setup-wait.js";
import { keepStreamReplicas, replicasRefused } from "./stream-replicas.js";

/** The JetStream stream that carries every event of one mesh (`events.<family>.<name>`). */
export function eventStream(namespace: string): {
  name: string;
  subjects: string;
  subject(type: string): string;
} {
  return {
    name: namespace ? `${namespace}_${EVENTS_STREAM}` : EVENTS_STREAM,
    subjects: namespaced(namespace, EVENTS_SUBJECTS),
    subject: (type: string) => namespaced(namespace, eventSubject(type)),
  };
}

/**
 * Creates the stream when missing with `replicas` copies (NATS_STREAM_REPLICAS), and brings an
 * existing stream to that count: the setup step's (nats-setup.ts). Answers when NATS made the stream.
 */
export async function ensureEventStream(
  nc: NatsConnection,
  namespace: string,
  replicas = 1,
): Promise<string> {
  const jsm = await jetstreamManager(nc);
  const stream = eventStream(namespace);
  const known = await jsm.streams.info(stream.name).catch(() => undefined);
  if (!known) {
    try {
      const made = await jsm.streams.add({
        name: stream.name,
        subjects: [stream.subjects],
        max_age: 7 * 24 * 3600 * 1e9,
        num_replicas: replicas,
      });
      return made.created;
    } catch (err) {
      // Another service created it first; anything else is a refusal (too many replicas for the servers).
      if (!String((err as Error).message).includes("already in use")) {
        throw replicasRefused(err, stream.name, replicas);
      }
    }
  }
  return (await keepStreamReplicas(jsm, stream.name, replicas, known)).created;
}

/** When NATS made the namespace's stream (its StreamInfo.created), undefined when there is none. Makes nothing. */
export async function eventStreamCreated(nc: NatsConnection, namespace: string): Promise<string | undefined> {
  // Asked every few seconds (the outbox relay): no account-info request before each one.
  const jsm = await jetstreamManager(nc, { checkAPI: false });
  try {
    return (await jsm.streams.info(eventStream(namespace).name)).created;
  } catch (err) {
    if (isNotFound(err)) return undefined;
    throw err;
  }
}

/**
 * Waits until the setup step has made the namespace's stream, saying so while it is missing (a
 * service binds to it and never makes it). Answers when NATS made it; undefined once `stopped()`.
 */
export function awaitEventStream(
  nc: NatsConnection,
  namespace: string,
  log?: Logger,
  stopped?: () => boolean,
): Promise<string | undefined> {
  const what = `stream ${eventStream(namespace).name}`;
  return awaitSetUp(what, () => eventStreamCreated(nc, namespace), { nc, log, stopped });
}

/** Deletes a namespace's stream and its consumers (a test mesh or a bench run that is over); none is fine. */
export async function deleteEventStream(nc: NatsConnection, namespace: string): Promise<void> {
  const jsm = await jetstreamManager(nc);
  try {
    await jsm.streams.delete(eventStream(namespace).name);
  } catch (err) {
    if (!/not found/i.test(String((err as Error).message))) throw err;
  }
}

/** Deletes what a namespace keeps on the NATS server (a test mesh or a bench run that is over): its event stream and its key states. */
export async function deleteNamespaceStreams(nc: NatsConnection, namespace: string): Promise<void> {
  await deleteEventStream(nc, namespace);
  await deleteKeyStates(nc, namespace);
}

/** A durable consumer's name on the server: each namespace has its own. */
export const durableName = (namespace: string, durable: string) =>
  namespace ? `${namespace}_${durable}` : durable;

/**
 * Reads a durable consumer's ack floor: the stream sequence at or below which every message was
 * acked (or terminated), so its handler has finished with each of them.
 */
export async function ackFloorReader(
  nc: NatsConnection,
  namespace: string,
  durable: string,
): Promise<() => Promise<number>> {
  const jsm = await jetstreamManager(nc);
  const stream = eventStream(namespace).name;
  const name = durableName(namespace, durable);
  return async () => (await jsm.consumers.info(stream, name)).ack_floor.stream_seq;
}
