// Over 300 lines: the reply's wire format (encoding, chunks) and both ends that speak it belong together.
import {
  createInbox,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
  headers as natsHeaders,
  type Subscription,
} from "@nats-io/transport-node";
import { context } from "@opentelemetry/api";
import {
  AppError,
  type Caller,
  CallerContext,
  type CallerContextInput,
  FieldValidationError,
  issuesToFieldErrors,
  mayCall,
  type Operation,
  type ReplyEnvelope,
  takesActor,
} from "@reservations/contracts";
import { ZodError, type z } from "zod";
import { inboxPrefixOf, natsConnected } from "./connections.js";
import { isUnavailable, isUnstorableValue } from "./db-errors.js";
import { faults } from "./faults.js";
import type { Logger } from "./logger.js";
import type { Counter, Histogram, Metrics } from "./metrics.js";
import { extractContext, injectContext, withSpan } from "./tracing.js";

/** A handler's answer with an explicit HTTP status or headers (201, replay headers…). */
export class Reply<T = unknown> {
  constructor(
    readonly status: number,
    readonly body: T,
    readonly headers?: Record<string, string>,
  ) {}
}

/**
 * A body already serialised to JSON (an answer kept from an earlier call), sent as it is instead of
 * being serialised again; `toJSON` gives the value back to anything that serialises it anyway.
 */
export class JsonText {
  constructor(readonly text: string) {}
  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}

export type Handler<I extends z.ZodType, O extends z.ZodType> = (
  input: z.infer<I>,
  ctx: CallerContext,
) => Promise<z.input<O> | Reply<z.input<O>> | JsonText>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function encodeJson(value: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(value));
}

export function decodeJson(data: Uint8Array): unknown {
  return JSON.parse(decoder.decode(data));
}

/**
 * A reply as it goes over NATS: the envelope's JSON with the body last, always in this form, so
 * that the gateway can pass the body's text on without parsing and re-serialising it.
 */
export function encodeReply(reply: ReplyEnvelope): Uint8Array {
  const head = reply.headers
    ? `{"status":${reply.status},"headers":${JSON.stringify(reply.headers)}`
    : `{"status":${reply.status}`;
  const body =
    reply.body === undefined
      ? undefined
      : reply.body instanceof JsonText
        ? reply.body.text
        : JSON.stringify(reply.body);
  return encoder.encode(body === undefined ? `${head}}` : `${head},"body":${body}}`);
}

/** A reply with its body still as the JSON the service wrote, UTF-8 (undefined when there is none). */
export interface RawReply {
  status: number;
  headers?: Record<string, string>;
  /** A view of the received message, not a copy: the gateway sends these bytes as they are. */
  body?: Buffer;
}

const REPLY_HEAD = /^\{"status":(\d{3})(,"headers":)?/;
/** The longest head REPLY_HEAD matches, in bytes (all ASCII). */
const REPLY_HEAD_BYTES = '{"status":200,"headers":'.length;
const BODY_KEY = Buffer.from(',"body":');

/** The end (exclusive) of the JSON object starting at `from`, or -1 (JSON's structure is ASCII, so bytes do). */
function objectEnd(bytes: Uint8Array, from: number): number {
  let depth = 0;
  let inString = false;
  for (let i = from; i < bytes.length; i++) {
    const c = bytes[i];
    if (inString) {
      if (c === 92 /* \\ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */) depth++;
    else if (c === 125 /* } */ && --depth === 0) return i + 1;
  }
  return -1;
}

/** Reads a reply made by encodeReply without decoding its body; anything else is parsed in full. */
export function decodeRawReply(data: Uint8Array): RawReply {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const head = REPLY_HEAD.exec(bytes.toString("latin1", 0, REPLY_HEAD_BYTES));
  if (head) {
    const status = Number(head[1]);
    let at = head[0].length;
    let headers: Record<string, string> | undefined;
    if (head[2]) {
      const end = objectEnd(bytes, at);
      if (end > 0) {
        headers = JSON.parse(bytes.toString("utf8", at, end)) as Record<string, string>;
        at = end;
      } else at = -1;
    }
    const last = bytes.length - 1;
    if (at > 0 && bytes[last] === 125 /* } */) {
      if (at === last) return { status, headers };
      const bodyAt = at + BODY_KEY.length;
      if (bodyAt <= last && bytes.compare(BODY_KEY, 0, BODY_KEY.length, at, bodyAt) === 0) {
        return { status, headers, body: bytes.subarray(bodyAt, last) };
      }
    }
  }
  const reply = JSON.parse(bytes.toString("utf8")) as ReplyEnvelope;
  return {
    status: reply.status,
    headers: reply.headers,
    body: reply.body === undefined ? undefined : Buffer.from(JSON.stringify(reply.body)),
  };
}

/** A subject inside a namespace (empty namespace: the subject itself). */
export function namespaced(namespace: string, subject: string): string {
  return namespace ? `${namespace}.${subject}` : subject;
}

/**
 * A reply larger than one NATS message (the server's max_payload, 1 MB by default) goes as a
 * sequence of chunks to the same reply subject, each carrying this header: `<index>/<count>`,
 * from 0; the chunk whose index is count − 1 is the last. A reply that fits goes as one message
 * without it.
 */
export const CHUNK_HEADER = "Rpc-Chunk";
/** Room left in each chunk for its headers (the chunk header takes about 40 bytes of it). */
export const CHUNK_HEADROOM = 4096;
/** NATS's default, for a connection that has not yet told us its server's. */
const DEFAULT_MAX_PAYLOAD = 1024 * 1024;

/** The largest message this connection's server takes; read at each reply, since a reconnect may reach another server. */
export function maxPayloadOf(nc: NatsConnection): number {
  return nc.info?.max_payload ?? DEFAULT_MAX_PAYLOAD;
}

/** An encoded reply cut into pieces of at most `size` bytes (views, not copies). */
export function splitReply(wire: Uint8Array, size: number): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  for (let at = 0; at < wire.length; at += size) pieces.push(wire.subarray(at, at + size));
  return pieces;
}

/** `[index, count]` of a chunk header, or undefined when it is not one. */
export function readChunkHeader(value: string): [number, number] | undefined {
  const match = /^(\d+)\/(\d+)$/.exec(value);
  if (!match) return undefined;
  const index = Number(match[1]);
  const count = Number(match[2]);
  return index < count ? [index, count] : undefined;
}

/**
 * A request whose caller context the operation does not take from whoever may publish on its subject
 * (contracts' takesActor): a service made up a partner's, hotel's or operator's context.
 */
export class ForeignCallerContext extends Error {
  constructor(
    readonly subject: string,
    readonly actor: string,
  ) {
    super(`${subject} takes a ${actor} caller context from the gateway only`);
  }
}

/** Maps anything a handler throws to a reply; only expected errors keep their detail. */
export function errorToReply(err: unknown, log: Logger): ReplyEnvelope {
  if (err instanceof ForeignCallerContext) {
    log.warn(
      { subject: err.subject, actor: err.actor },
      "request refused: a caller context not from the gateway",
    );
    return { status: 500, body: new AppError("INTERNAL_ERROR").toBody() };
  }
  if (err instanceof AppError) {
    return { status: err.status, body: err.toBody(), headers: err.headers };
  }
  if (err instanceof FieldValidationError) return { status: 422, body: err.toBody() };
  if (err instanceof ZodError) {
    const fv = new FieldValidationError(issuesToFieldErrors(err.issues));
    return { status: 422, body: fv.toBody() };
  }
  if (isUnstorableValue(err)) {
    // Only a value of the request can be at fault; which one Postgres does not say.
    log.warn({ code: (err as { code: string }).code }, "a value of the request could not be stored");
    return {
      status: 422,
      body: FieldValidationError.single("body", "holds a value that cannot be stored").toBody(),
    };
  }
  if (isUnavailable(err)) {
    log.warn({ err: (err as Error).message }, "a dependency is unavailable");
    return {
      status: 503,
      body: new AppError("SERVICE_UNAVAILABLE").toBody(),
      headers: { "Retry-After": "1" },
    };
  }
  log.error({ err }, "unexpected error in handler");
  return { status: 500, body: new AppError("INTERNAL_ERROR").toBody() };
}

/** A reply's status as a metric label (`unavailable`: no whole answer in time, or nobody to ask). */
export function outcomeOf(
  status: number | undefined,
): "ok" | "client_error" | "server_error" | "unavailable" {
  if (status === undefined) return "unavailable";
  return status < 400 ? "ok" : status < 500 ? "client_error" : "server_error";
}

/** The error code a handler's failure answers with, as a metric label: the contracts' table, or VALIDATION_FAILED for the field shape. */
export function errorCodeOf(err: unknown): string {
  if (err instanceof AppError) return err.code;
  if (err instanceof FieldValidationError || err instanceof ZodError) return "VALIDATION_FAILED";
  return isUnavailable(err) ? "SERVICE_UNAVAILABLE" : "INTERNAL_ERROR";
}

/**
 * Request/reply server: every operation is served in the service's queue group, so any
 * number of copies share the load. drain() stops taking requests and waits for those in flight.
 */
export class RpcServer {
  private readonly subs: Subscription[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private readonly handled: Histogram<"subject" | "outcome"> | undefined;

  constructor(
    private readonly nc: NatsConnection,
    private readonly queue: string,
    private readonly log: Logger,
    private readonly namespace = "",
    metrics?: Metrics,
  ) {
    this.handled = metrics?.histogram(
      "nats_handler_duration_seconds",
      "Time a service takes to handle one NATS request, by subject and outcome",
      ["subject", "outcome"],
    );
    metrics?.gauge(
      "nats_handler_requests_in_flight",
      "NATS requests this process is handling now",
      [],
      () => [{ value: this.inFlight.size }],
    );
  }

  serve<I extends z.ZodType, O extends z.ZodType>(op: Operation<I, O>, handler: Handler<I, O>): void {
    const sub = this.nc.subscribe(namespaced(this.namespace, op.subject), {
      queue: this.queue,
      callback: (err, msg) => {
        if (err) {
          this.log.error({ err, subject: op.subject }, "subscription error");
          return;
        }
        const work = this.handle(op, handler, msg).finally(() => this.inFlight.delete(work));
        this.inFlight.add(work);
      },
    });
    this.subs.push(sub);
  }

  private async handle<I extends z.ZodType, O extends z.ZodType>(
    op: Operation<I, O>,
    handler: Handler<I, O>,
    msg: Msg,
  ): Promise<void> {
    const started = performance.now();
    const parent = extractContext(msg.headers);
    let reply: ReplyEnvelope;
    let requestId = msg.headers?.get("x-request-id") ?? "";
    try {
      reply = await withSpan(op.subject, parent, { "messaging.destination": op.subject }, async () => {
        const envelope = decodeJson(msg.data) as { ctx?: unknown; input?: unknown };
        const ctx = CallerContext.parse(envelope.ctx);
        requestId = ctx.request_id;
        if (!takesActor(op, ctx.actor)) throw new ForeignCallerContext(op.subject, ctx.actor);
        const input = op.input.parse(envelope.input ?? {});
        const result = await handler(input, ctx);
        return result instanceof Reply
          ? { status: result.status, body: result.body, headers: result.headers }
          : { status: 200, body: result };
      });
    } catch (err) {
      reply = errorToReply(err, this.log.child({ subject: op.subject, request_id: requestId }));
    }
    this.handled?.observe(
      { subject: op.subject, outcome: outcomeOf(reply.status) },
      (performance.now() - started) / 1000,
    );
    if (msg.reply) {
      try {
        await this.respond(msg, encodeReply(reply), op.subject);
      } catch (err) {
        this.log.warn({ err, subject: op.subject }, "could not send reply");
      }
    }
  }

  /** One message when the reply fits; otherwise chunks the client puts back together. */
  private async respond(msg: Msg, wire: Uint8Array, subject: string): Promise<void> {
    const max = maxPayloadOf(this.nc);
    if (wire.length <= max) {
      msg.respond(wire);
      return;
    }
    const pieces = splitReply(wire, Math.max(1, max - CHUNK_HEADROOM));
    for (let index = 0; index < pieces.length; index++) {
      try {
        // Tests lose a chunk here on purpose: a fault that throws stands for a message lost on the way.
        await faults.hit("rpc.reply.chunk", {
          subject,
          index,
          count: pieces.length,
          bytes: pieces[index]!.length,
        });
      } catch {
        continue;
      }
      const headers = natsHeaders();
      headers.set(CHUNK_HEADER, `${index}/${pieces.length}`);
      msg.respond(pieces[index], { headers });
    }
  }

  /** Stops receiving new requests, then waits for every request already received. */
  async drain(): Promise<void> {
    await Promise.allSettled(this.subs.map((s) => s.drain()));
    this.subs.length = 0;
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }
}

/** What a caller gets when a service cannot give it a whole answer in time: a coded 503 to retry. */
function unavailable(subject: string, why: string, cause?: unknown): AppError {
  return new AppError("SERVICE_UNAVAILABLE", {
    message: `The ${subject.split(".")[0]} service ${why}; retry shortly.`,
    headers: { "Retry-After": "1" },
    cause,
  });
}

/** No part of the answer came in time: the copy serving the request may be gone with it. */
class Silence extends Error {}

/**
 * How many requests may be resent: gRPC's retry throttling (each unanswered request costs a token,
 * each answered one gives back a tenth, resends stop below half), so that resends never multiply
 * the load on a service that is slow rather than gone. 200 tokens let a copy that dies with a
 * hundred requests in hand cost none of them. No library gives this alone.
 */
export class ResendBudget {
  private tokens: number;
  constructor(private readonly max = 200) {
    this.tokens = max;
  }
  answered(): void {
    this.tokens = Math.min(this.max, this.tokens + 0.1);
  }
  /** Counts an unanswered request; true when it may be resent. */
  spend(): boolean {
    this.tokens = Math.max(0, this.tokens - 1);
    return this.tokens > this.max / 2;
  }
}

/** A request waiting for its reply, or for the rest of its chunks. */
interface PendingReply {
  subject: string;
  chunks: Uint8Array[];
  /** Chunks the reply has, once the first has arrived. */
  count: number;
  resolve(data: Uint8Array): void;
  reject(err: AppError): void;
}

/**
 * Typed request/reply client with a timeout; no responder, a timeout or an incomplete reply
 * becomes 503. Replies arrive on one subscription of the client's own (`<inbox>.<token>`), which
 * also puts chunked replies together; the timeout covers the whole reply, every chunk of it.
 */
export class RpcClient {
  private inbox = "";
  private sub: Subscription | undefined;
  private readonly pending = new Map<string, PendingReply>();
  private next = 0;
  private readonly latency: Histogram<"subject" | "outcome"> | undefined;
  private readonly resent: Counter<"subject"> | undefined;
  private readonly resends = new ResendBudget();

  /**
   * `caller`: the process this client sends for; it refuses an operation that does not name it
   * among its callers (the NATS server would refuse the request anyway). Unset: no check (tests).
   */
  constructor(
    private readonly nc: NatsConnection,
    private readonly timeoutMs: number,
    private readonly namespace = "",
    metrics?: Metrics,
    private readonly caller?: Caller,
  ) {
    this.latency = metrics?.histogram(
      "nats_request_duration_seconds",
      "Time from sending a NATS request to holding its whole reply, by subject and outcome",
      ["subject", "outcome"],
    );
    this.resent = metrics?.counter(
      "nats_requests_resent_total",
      "Requests sent once more after half their time without an answer, by subject",
      ["subject"],
    );
  }

  /** Sends a request and returns the reply as the service shaped it (status, body, headers). */
  async call<I extends z.ZodType, O extends z.ZodType>(
    op: Operation<I, O>,
    input: z.input<I>,
    ctx: CallerContextInput,
    options: { timeoutMs?: number } = {},
  ): Promise<ReplyEnvelope> {
    return this.timed(
      op.subject,
      async () => decodeJson(await this.send(op, input, ctx, options)) as ReplyEnvelope,
    );
  }

  /** Runs one request, observing its latency with the reply's outcome. */
  private async timed<T extends { status: number }>(subject: string, request: () => Promise<T>): Promise<T> {
    const started = performance.now();
    let status: number | undefined;
    try {
      const reply = await request();
      status = reply.status;
      return reply;
    } finally {
      this.latency?.observe({ subject, outcome: outcomeOf(status) }, (performance.now() - started) / 1000);
    }
  }

  /**
   * Sends the request; an operation that may be resent (contracts' `resend`) that has no answer by
   * half its time is sent once more with the rest of it, when the resend budget allows.
   */
  private async send<I extends z.ZodType, O extends z.ZodType>(
    op: Operation<I, O>,
    input: z.input<I>,
    ctx: CallerContextInput,
    options: { timeoutMs?: number },
  ): Promise<Uint8Array> {
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    if (!op.resend) return this.sendOnce(op, input, ctx, timeoutMs);
    const first = Math.floor(timeoutMs / 2);
    try {
      const data = await this.sendOnce(op, input, ctx, first);
      this.resends.answered();
      return data;
    } catch (err) {
      if (!((err as AppError).cause instanceof Silence) || !this.resends.spend()) throw err;
      this.resent?.inc({ subject: op.subject });
      return this.sendOnce(op, input, ctx, timeoutMs - first);
    }
  }

  private sendOnce<I extends z.ZodType, O extends z.ZodType>(
    op: Operation<I, O>,
    input: z.input<I>,
    ctx: CallerContextInput,
    timeoutMs: number,
  ): Promise<Uint8Array> {
    if (this.caller && !mayCall(this.caller, op)) {
      throw new Error(`${this.caller} may not call ${op.subject}: add it to the operation's callers`);
    }
    // While NATS reconnects a request would wait out its whole timeout: answer 503 at once instead.
    if (!natsConnected(this.nc)) {
      throw new AppError("SERVICE_UNAVAILABLE", {
        message: "The service cannot be reached right now; retry shortly.",
        headers: { "Retry-After": "1" },
      });
    }
    const hdrs = natsHeaders();
    injectContext(hdrs, context.active());
    hdrs.set("x-request-id", ctx.request_id);
    return new Promise<Uint8Array>((resolve, reject) => {
      const token = (this.next++).toString(36);
      const waiting: PendingReply = {
        subject: op.subject,
        chunks: [],
        count: 0,
        resolve: (data) => {
          clearTimeout(timer);
          this.pending.delete(token);
          resolve(data);
        },
        reject: (err) => {
          clearTimeout(timer);
          this.pending.delete(token);
          reject(err);
        },
      };
      const timer = setTimeout(() => {
        const got = waiting.chunks.length;
        waiting.reject(
          got > 0
            ? unavailable(op.subject, `sent ${got} of ${waiting.count} parts of its answer in time`)
            : unavailable(op.subject, "did not answer", new Silence()),
        );
      }, timeoutMs);
      this.pending.set(token, waiting);
      try {
        this.nc.publish(namespaced(this.namespace, op.subject), encodeJson({ ctx, input }), {
          reply: this.replySubject(token),
          headers: hdrs,
        });
      } catch (err) {
        waiting.reject(unavailable(op.subject, "did not answer", err));
      }
    });
  }

  /** The reply subject of one request; subscribes to the client's inbox on first use. */
  private replySubject(token: string): string {
    if (!this.sub) {
      this.inbox = `${createInbox(inboxPrefixOf(this.nc))}.`;
      const sub = this.nc.subscribe(`${this.inbox}*`, { callback: (err, msg) => this.onReply(err, msg) });
      this.sub = sub;
      // A closed or drained connection answers nothing more: its callers hear so now, not at their timeout.
      void sub.closed.finally(() => {
        if (this.sub === sub) this.sub = undefined;
        for (const waiting of [...this.pending.values()]) {
          waiting.reject(unavailable(waiting.subject, "did not answer"));
        }
      });
    }
    return `${this.inbox}${token}`;
  }

  private onReply(err: Error | null, msg: Msg): void {
    if (err) return; // the subscription's end is handled by its closed promise
    const waiting = this.pending.get(msg.subject.slice(this.inbox.length));
    if (!waiting) return; // its caller has given up
    const headers: MsgHdrs | undefined = msg.headers;
    if (msg.data.length === 0 && headers?.code === 503) {
      waiting.reject(unavailable(waiting.subject, "did not answer")); // no responders
      return;
    }
    const tag = headers?.get(CHUNK_HEADER);
    if (!tag) {
      waiting.resolve(msg.data);
      return;
    }
    const chunk = readChunkHeader(tag);
    // Chunks of one reply come from one connection to one subscription, and NATS keeps their order:
    // any index but the next one means a chunk was lost, and the reply can never be whole.
    if (!chunk || chunk[0] !== waiting.chunks.length || (waiting.count > 0 && chunk[1] !== waiting.count)) {
      waiting.reject(unavailable(waiting.subject, "answered incompletely (a part was lost)"));
      return;
    }
    waiting.count = chunk[1];
    waiting.chunks.push(msg.data);
    if (waiting.chunks.length === waiting.count) waiting.resolve(Buffer.concat(waiting.chunks));
  }

  /** Like call, with the body left as the JSON the service sent (for the gateway to pass on). */
  async callRaw<I extends z.ZodType, O extends z.ZodType>(
    op: Operation<I, O>,
    input: z.input<I>,
    ctx: CallerContextInput,
    options: { timeoutMs?: number } = {},
  ): Promise<RawReply> {
    return this.timed(op.subject, async () => decodeRawReply(await this.send(op, input, ctx, options)));
  }

  /** Sends a request and returns the typed body, or throws the service's error. */
  async request<I extends z.ZodType, O extends z.ZodType>(
    op: Operation<I, O>,
    input: z.input<I>,
    ctx: CallerContextInput,
    options: { timeoutMs?: number } = {},
  ): Promise<z.infer<O>> {
    const reply = await this.call(op, input, ctx, options);
    if (reply.status < 400) return reply.body as z.infer<O>;
    throw remoteError(reply);
  }
}

/** Rebuilds a service's error reply as the error it was, so callers can branch on it. */
export function remoteError(reply: ReplyEnvelope): Error {
  const body = reply.body as Record<string, unknown> | undefined;
  if (body && typeof body.error_code === "string") {
    const { message, error_code, ...extra } = body;
    return new AppError(error_code as never, {
      message: String(message),
      extra: extra as never,
      headers: reply.headers,
    });
  }
  if (reply.status === 422 && body && typeof body.errors === "object") {
    return new FieldValidationError(body.errors as Record<string, string[]>, String(body.message));
  }
  return new AppError("INTERNAL_ERROR");
}
