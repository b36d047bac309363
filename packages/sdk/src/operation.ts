import { type Conditional, type ConditionalOptions, isConditional } from "./conditional.js";
import { type Page, PagedList } from "./pagination.js";
import type { operations } from "./schema.js";
import type { CallOptions, CallSpec, Transport } from "./transport.js";

/** One operation of the OpenAPI document, as `pnpm sdk:generate` describes it in operations.ts. */
export interface OperationSpec {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path template, `{name}` for each path parameter. */
  path: string;
  /** The path parameters, in the order the method takes them. */
  pathParams: readonly string[];
  query: boolean;
  body: boolean;
  /** Takes an Idempotency-Key: the SDK sends one on every call (a new UUID unless given). */
  idempotencyKey: boolean;
  /** What the method answers: the body's `data`, a list across pages, the body as it is, or nothing (204). */
  answer: "data" | "list" | "body" | "none";
  /** Answers an ETag, and 304 to If-None-Match naming it: the method takes `{ etag }` (ConditionalOptions). */
  conditional?: boolean;
}

type Id = keyof operations;
type Json<T> = T extends { content: { "application/json": infer B } } ? B : never;
type Responses<K extends Id> = operations[K]["responses"];
/** The body of the operation's 2xx answer. */
export type Success<K extends Id> =
  | Json<Responses<K>[200 & keyof Responses<K>]>
  | Json<Responses<K>[201 & keyof Responses<K>]>
  | Json<Responses<K>[202 & keyof Responses<K>]>;
/** The operation's request body. */
export type Body<K extends Id> = operations[K] extends { requestBody?: infer B }
  ? Json<NonNullable<B>>
  : never;
/** The operation's query parameters. */
export type Query<K extends Id> = operations[K]["parameters"] extends { query?: infer Q }
  ? NonNullable<Q>
  : never;
/** The `data` of the operation's 2xx answer. */
export type Data<K extends Id> = Success<K> extends { data: infer D } ? D : never;
/** One item of a list operation's `data`. */
export type Item<K extends Id> = Data<K> extends (infer I)[] ? I : never;

/** The path with its parameters filled in from `values`, each URL-encoded. */
function fillPath(spec: OperationSpec, values: readonly unknown[]): string {
  return spec.pathParams.reduce(
    (path, name, i) => path.replace(`{${name}}`, encodeURIComponent(String(values[i]))),
    spec.path,
  );
}

/** The call an operation makes from a method's arguments: path values, then query or body, then options. */
export function parseArgs(
  spec: OperationSpec,
  args: readonly unknown[],
): { call: CallSpec; options: CallOptions | undefined } {
  const n = spec.pathParams.length;
  const takesParams = spec.query || spec.body;
  const params = takesParams ? args[n] : undefined;
  const options = (takesParams ? args[n + 1] : args[n]) as CallOptions | undefined;
  const both =
    spec.query && spec.body ? (params as { query?: unknown; body?: unknown } | undefined) : undefined;
  const query = (both ? both.query : spec.query ? params : undefined) as Record<string, unknown> | undefined;
  const body = both ? both.body : spec.body ? params : undefined;
  const call: CallSpec = {
    method: spec.method,
    path: fillPath(spec, args),
    query,
    body,
    idempotencyKey: spec.idempotencyKey,
  };
  return { call, options };
}

/**
 * A conditional read: If-None-Match with the `etag` given (none when undefined), and the answer with
 * its ETag, or that the copy held is current (304).
 */
async function conditionalRead(
  transport: Transport,
  spec: OperationSpec,
  call: CallSpec,
  { etag, ...options }: ConditionalOptions,
): Promise<Conditional<unknown>> {
  const answer = await transport.exchange({ ...call, ifNoneMatch: etag || undefined }, options);
  // Empty only from a server that answers no ETag: the next read is then unconditional.
  const tag = answer.headers.get("etag") ?? "";
  if (answer.status === 304) return { notModified: true, etag: tag || etag! };
  const data = spec.answer === "data" ? (answer.body as { data: unknown }).data : answer.body;
  return { notModified: false, etag: tag, data };
}

/** The method of one operation, bound to a transport; `extra` adds to its call (retry: true for confirm…). */
export function bindOperation(transport: Transport, spec: OperationSpec, extra: Partial<CallSpec> = {}) {
  return (...args: unknown[]): unknown => {
    const parsed = parseArgs(spec, args);
    const call = { ...parsed.call, ...extra };
    const { options } = parsed;
    if (spec.conditional && isConditional(options)) return conditionalRead(transport, spec, call, options);
    switch (spec.answer) {
      case "list": {
        const start = call.query?.cursor as string | undefined;
        return new PagedList<unknown, Page<unknown>>(
          (cursor) =>
            transport.call({ ...call, query: { ...call.query, cursor } }, options) as Promise<Page<unknown>>,
          start,
        );
      }
      case "data":
        return transport.call(call, options).then((body) => (body as { data: unknown }).data);
      case "none":
        return transport.call(call, options).then(() => undefined);
      default:
        return transport.call(call, options);
    }
  };
}

/** Binds every operation that `names` maps a method name to. */
export function bindAll<M>(
  transport: Transport,
  names: Readonly<Record<string, string>>,
  table: Readonly<Record<string, OperationSpec>>,
): M {
  const methods: Record<string, unknown> = {};
  for (const [method, id] of Object.entries(names)) methods[method] = bindOperation(transport, table[id]!);
  return methods as M;
}
