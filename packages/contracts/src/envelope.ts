import { z } from "zod";
import { CLIENT_REQUEST_ID } from "./audit.js";
import { Environment, Scope, StaffRole } from "./common.js";
import type { ErrorCode } from "./error-codes.js";

/**
 * Who of the hotel makes a merchant call: a person signed in (their staff id and email), or the
 * merchant token (no id, no email), which acts as an owner. What audit entries name.
 */
export const MerchantActor = z.object({
  type: z.enum(["staff", "merchant_token"]),
  id: z.string().nullable(),
  email: z.string().nullable(),
  role: StaffRole,
});
export type MerchantActor = z.infer<typeof MerchantActor>;

/** Who is calling, as resolved by the gateway. Services trust only this. */
export const CallerContext = z.object({
  /** The gateway's own id of the call: never the client's. */
  request_id: z.string(),
  /** The X-Request-Id the client sent (printable, at most 128 characters), for audit entries; absent when none. */
  client_request_id: z.string().regex(CLIENT_REQUEST_ID).optional(),
  actor: z.enum(["partner", "merchant", "admin", "system"]),
  environment: Environment.optional(),
  tenant_id: z.string().nullable().default(null),
  key_id: z.string().nullable().default(null),
  scopes: z.array(Scope).default([]),
  /** The property the call is bound to (X-Property resolved), when any. */
  property_id: z.string().nullable().default(null),
  /** The key's property coverage; null means every property of the tenant. */
  property_ids: z.array(z.string()).nullable().default(null),
  /** Merchant calls: the person or the token behind it (absent: the merchant token). */
  merchant: MerchantActor.optional(),
  /** The client's address as the gateway sees it (TRUST_PROXY), for audit entries. */
  ip: z.string().nullable().default(null),
  /**
   * A conditional read's If-None-Match (GET only): a service that answers 304 when it names the
   * current ETag skips building the body. Absent on every other call, so no envelope grows.
   */
  if_none_match: z.string().optional(),
  /** The key's inventory ceilings; null follows the platform value at the time of each check. */
  key_limits: z
    .object({
      max_live_holds: z.number().int().nullable(),
      max_bookings_per_24h: z.number().int().nullable(),
    })
    .optional(),
});
export type CallerContext = z.infer<typeof CallerContext>;
export type CallerContextInput = z.input<typeof CallerContext>;

/** NATS request: caller context plus the operation's input. */
export const RequestEnvelope = z.object({ ctx: CallerContext, input: z.unknown() });
export type RequestEnvelope = z.infer<typeof RequestEnvelope>;

/** NATS reply: an HTTP-shaped answer (data, or a coded or field error). */
export const ReplyEnvelope = z.object({
  status: z.number().int(),
  body: z.unknown(),
  headers: z.record(z.string(), z.string()).optional(),
});
export type ReplyEnvelope = z.infer<typeof ReplyEnvelope>;

/**
 * The error codes a service answers an operation with, beside the generic SERVICE_UNAVAILABLE and
 * INTERNAL_ERROR any operation can meet, and field errors of its input. Only codes its code can
 * return: the gateway adds those of its own edge (credentials, scopes, X-Property) and documents
 * the sum on the route.
 */
export interface OperationErrors {
  readonly errors: readonly ErrorCode[];
  /** Codes answered only when a partner key calls (operations the merchant surface shares). */
  readonly partnerErrors?: readonly ErrorCode[];
}

/** The processes that send requests over NATS: the gateway, and the services for what they need of each other. */
export const CALLERS = ["gateway", "keys", "inventory", "booking", "webhooks"] as const;
export type Caller = (typeof CALLERS)[number];

/** What an operation declares beside its error codes: who may send it its requests. */
export interface OperationOptions extends OperationErrors {
  /**
   * The processes that may send this operation's requests; the NATS server lets only their
   * credentials publish on its subject. Unset: the gateway alone (an HTTP route relays it).
   */
  readonly callers?: readonly Caller[];
  /**
   * Whether a service among the callers may pass on the caller context of the request it serves
   * (booking's allocations act for the partner or hotel that booked). Otherwise a request from a
   * service carries the `system` actor only.
   */
  readonly forwardedContexts?: boolean;
  /**
   * The operation is idempotent by its input: a request that has no answer by half its time is
   * sent once more (its copy may have died with it in hand), within the client's resend budget.
   */
  readonly resend?: boolean;
  /**
   * The operation reads the key's whole property coverage (`property_ids`) on a call bound to one
   * property (a booking attaching a guest of another covered property). Without it the gateway sends
   * a bound call only its own property there: the envelope stays small however many properties the
   * key covers, and a service reading the coverage where it should not sees less, never more.
   */
  readonly coverage?: boolean;
}

/** A request/reply operation: one NATS subject, the schema of its input and of its answer, its error codes. */
export interface Operation<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType>
  extends OperationErrors {
  readonly subject: string;
  readonly input: I;
  readonly output: O;
  readonly callers: readonly Caller[];
  readonly forwardedContexts: boolean;
  readonly resend: boolean;
  readonly coverage: boolean;
}

export const operation = <I extends z.ZodType, O extends z.ZodType>(
  subject: string,
  input: I,
  output: O,
  {
    callers = ["gateway"],
    forwardedContexts = false,
    resend = false,
    coverage = false,
    ...errors
  }: OperationOptions,
): Operation<I, O> => ({ subject, input, output, ...errors, callers, forwardedContexts, resend, coverage });

/** Whether a process may send the operation's requests (the call graph the NATS permissions are made from). */
export const mayCall = (caller: Caller, op: Pick<Operation, "callers">): boolean =>
  op.callers.includes(caller);

/**
 * Whether an operation takes a request with this actor. Only the gateway's credentials may publish
 * on the subject of an operation the gateway alone calls, so any caller context there is the
 * gateway's. Where a service may publish too, a caller context (partner, hotel, operator…) could be
 * made up by that service: only `system` is taken, unless the operation takes forwarded contexts.
 */
export function takesActor(op: Pick<Operation, "callers" | "forwardedContexts">, actor: string): boolean {
  if (actor === "system" || op.forwardedContexts) return true;
  return op.callers.every((c) => c === "gateway");
}

/** The codes an operation answers a caller with. */
export function operationErrors(op: OperationErrors, actor: CallerContext["actor"]): readonly ErrorCode[] {
  return actor === "partner" ? [...op.errors, ...(op.partnerErrors ?? [])] : op.errors;
}
