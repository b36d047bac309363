import * as contracts from "@reservations/contracts";
import {
  CALLERS,
  type Caller,
  EVENT_CONSUMERS,
  EVENT_PUBLISHERS,
  healthOperation,
  mayCall,
  type Operation,
  SERVICES,
  type ServiceName,
} from "@reservations/contracts";
import { inboxPrefix } from "./connections.js";
import { durableName, eventStream } from "./event-stream.js";
import { keyStatesBucket } from "./key-states.js";
import { namespaced } from "./rpc.js";

// What each process may publish and subscribe to on NATS, made from the contracts' operation table
// (who calls which operation), the event families and the stream's consumers: `pnpm nats:config`
// writes it as the server's authorization (deploy/base/nats-auth.conf).

/** Every operation of the contracts, found by shape in every exported table, and each service's health. */
export function everyOperation(): Operation[] {
  const found = new Map<string, Operation>();
  const add = (op: Operation) => {
    const known = found.get(op.subject);
    if (known && known !== op) throw new Error(`two operations on ${op.subject}`);
    found.set(op.subject, op);
  };
  for (const value of Object.values(contracts)) {
    if (value === null || typeof value !== "object" || Array.isArray(value)) continue;
    for (const entry of Object.values(value)) if (isOperation(entry)) add(entry);
  }
  for (const service of SERVICES) add(healthOperation(service));
  return [...found.values()].sort((a, b) => (a.subject < b.subject ? -1 : 1));
}

function isOperation(value: unknown): value is Operation {
  const v = value as Partial<Operation> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.subject === "string" &&
    Array.isArray(v.callers) &&
    typeof (v.input as { safeParse?: unknown } | undefined)?.safeParse === "function"
  );
}

/** The service that serves an operation: the first word of its subject (`<service>.<resource>.<verb>`). */
export function serverOf(op: Pick<Operation, "subject">): ServiceName {
  const service = op.subject.split(".")[0] as ServiceName;
  if (!SERVICES.includes(service)) throw new Error(`${op.subject}: no service is named by its first word`);
  return service;
}

/**
 * Who connects to NATS: each process, and the setup step, which alone makes and changes the event
 * stream, the key-states bucket and the durable consumers (nats-setup.ts).
 */
export type NatsRole = Caller | "setup";
export const NATS_ROLES: readonly NatsRole[] = [...CALLERS, "setup"];

/** The environment variable the NATS server reads a process's password from. */
export const natsPasswordVariable = (role: NatsRole) => `NATS_${role.toUpperCase()}_PASSWORD`;

/**
 * How each process uses the key-states bucket (key-states.ts): the keys service writes it, gateways
 * watch it to evict their caches, the webhooks service reads it before each delivery.
 */
const KEY_STATES_USE: Partial<Record<Caller, "write" | "watch" | "read">> = {
  keys: "write",
  gateway: "watch",
  webhooks: "read",
};

/** A reply may come in chunks (rpc.ts): this many messages at most, within this long of the request. */
export const REPLY_ALLOWANCE = { max: 1000, expires: "1m" } as const;

export interface RolePermissions {
  role: NatsRole;
  /** Subjects it may publish to (NATS wildcards); everything else is refused. */
  publish: string[];
  /** Subjects it may subscribe to; everything else is refused. */
  subscribe: string[];
  /** Whether it answers requests: it may publish to each request's reply subject, for a while (REPLY_ALLOWANCE). */
  replies: boolean;
}

const api = (subject: string) => `$JS.API.${subject}`;
/** A durable pull consumer of the event stream, made by the setup step: read its state, pull, acknowledge. */
function durableConsumer(stream: string, durable: string): string[] {
  return [
    api(`CONSUMER.INFO.${stream}.${durable}`),
    api(`CONSUMER.MSG.NEXT.${stream}.${durable}`),
    `$JS.ACK.${stream}.${durable}.>`,
  ];
}

/** What a process does with the key-states bucket, as JetStream subjects. */
function keyStatesSubjects(namespace: string, use: "write" | "watch" | "read"): string[] {
  const bucket = keyStatesBucket(namespace);
  const stream = `KV_${bucket}`;
  const subjects = [api(`STREAM.INFO.${stream}`), api(`STREAM.MSG.GET.${stream}`)];
  if (use === "write") subjects.push(`$KV.${bucket}.>`);
  if (use === "watch") {
    // The watch is an ordered consumer of its own, made again after each reconnect: only on the
    // bucket's stream, which has no durable consumers to take over.
    subjects.push(
      api(`CONSUMER.CREATE.${stream}.>`),
      api(`CONSUMER.INFO.${stream}.>`),
      api(`CONSUMER.DELETE.${stream}.>`),
      `$JS.FC.${stream}.>`,
    );
  }
  return subjects;
}

/** What one process may do on the NATS server of a mesh whose subjects are under `namespace`. */
export function rolePermissions(namespace: string, role: Caller, ops = everyOperation()): RolePermissions {
  const ns = (subject: string) => namespaced(namespace, subject);
  const stream = eventStream(namespace).name;
  const publish = ops.filter((op) => mayCall(role, op)).map((op) => ns(op.subject));
  const subscribe = [`${inboxPrefix(namespace, role)}.>`];
  const serves = role !== "gateway";
  if (serves) subscribe.push(ns(`${role}.>`));

  const families = Object.entries(EVENT_PUBLISHERS).filter(([, publishers]) =>
    (publishers as readonly string[]).includes(role),
  );
  const consumers = Object.entries(EVENT_CONSUMERS).filter(([, c]) => c.service === role);
  const jetstream: string[] = [];
  if (families.length > 0 || consumers.length > 0) jetstream.push(api(`STREAM.INFO.${stream}`));
  for (const [family] of families) publish.push(ns(contracts.familySubjects(family, role as ServiceName)));
  for (const [durable] of consumers)
    jetstream.push(...durableConsumer(stream, durableName(namespace, durable)));
  const keyStates = KEY_STATES_USE[role];
  if (keyStates) jetstream.push(...keyStatesSubjects(namespace, keyStates));
  if (jetstream.length > 0) publish.push(api("INFO"), ...new Set(jetstream));
  return { role, publish, subscribe, replies: serves };
}

/**
 * The setup step's permissions: the JetStream API of the namespace's event stream and key-states
 * bucket (make, change, read, purge, delete) and of the durable consumers the contracts name.
 */
export function setupPermissions(namespace: string): RolePermissions {
  const stream = eventStream(namespace).name;
  const kv = `KV_${keyStatesBucket(namespace)}`;
  const publish = [api("INFO")];
  for (const s of [stream, kv]) publish.push(api(`STREAM.*.${s}`));
  for (const durable of Object.keys(EVENT_CONSUMERS)) {
    const name = durableName(namespace, durable);
    publish.push(
      api(`CONSUMER.*.${stream}.${name}`),
      api(`CONSUMER.CREATE.${stream}.${name}.>`),
      api(`CONSUMER.DURABLE.CREATE.${stream}.${name}`),
    );
  }
  return { role: "setup", publish, subscribe: [`${inboxPrefix(namespace, "setup")}.>`], replies: false };
}

/** What a process may do on NATS, in words (docs/operations.md's table). */
export interface RoleSummary {
  role: Caller;
  /** Subjects of the operations it may send requests to. */
  requests: string[];
  /** Event families it may publish (`events.<family>.>`), its audit entries as `audit.<role>`. */
  events: string[];
  /** Durable consumers of the event stream it may read and acknowledge. */
  consumers: string[];
  /** Whether it may read the event stream's state (the setup step makes the stream). */
  stream: boolean;
  keyStates: "write" | "watch" | "read" | undefined;
  /** Its own subjects it serves requests on, with replies (none for the gateway). */
  serves: string | undefined;
}

export function roleSummary(role: Caller, ops = everyOperation()): RoleSummary {
  const events = Object.entries(EVENT_PUBLISHERS)
    .filter(([, publishers]) => (publishers as readonly string[]).includes(role))
    .map(([family]) => (family === contracts.AUDIT_FAMILY ? `${family}.${role}` : family));
  const consumers = Object.entries(EVENT_CONSUMERS)
    .filter(([, c]) => c.service === role)
    .map(([durable]) => durable);
  return {
    role,
    requests: ops.filter((op) => mayCall(role, op)).map((op) => op.subject),
    events,
    consumers,
    stream: events.length > 0 || consumers.length > 0,
    keyStates: KEY_STATES_USE[role],
    serves: role === "gateway" ? undefined : `${role}.>`,
  };
}

/** Every process's permissions, and the setup step's. */
export function natsPermissions(namespace = ""): RolePermissions[] {
  const ops = everyOperation();
  for (const op of ops) serverOf(op);
  return [...CALLERS.map((role) => rolePermissions(namespace, role, ops)), setupPermissions(namespace)];
}

const quoted = (subjects: string[]) => subjects.map((s) => `        ${JSON.stringify(s)}`).join("\n");

/**
 * The NATS server's authorization block: one user per process, named after it, whose password the
 * server reads from the environment (NATS_<PROCESS>_PASSWORD), and its permissions. Anything not
 * allowed is refused, and a connection without credentials is refused.
 */
export function natsAuthorizationConfig(namespace = ""): string {
  const users = natsPermissions(namespace).map((p) =>
    [
      "  {",
      `    user: ${p.role}`,
      `    password: $${natsPasswordVariable(p.role)}`,
      "    permissions: {",
      "      publish: { allow: [",
      quoted(p.publish),
      "      ] }",
      "      subscribe: { allow: [",
      quoted(p.subscribe),
      "      ] }",
      ...(p.replies
        ? [`      allow_responses: { max: ${REPLY_ALLOWANCE.max}, expires: "${REPLY_ALLOWANCE.expires}" }`]
        : []),
      "    }",
      "  }",
    ].join("\n"),
  );
  return [
    "# Generated by `pnpm nats:config` from the operations of packages/contracts: do not edit by hand.",
    "# One user per process; each password comes from the server's environment.",
    "authorization {",
    " users: [",
    users.join("\n"),
    " ]",
    "}",
    "",
  ].join("\n");
}
