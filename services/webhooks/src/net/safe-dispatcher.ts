import { isIP, type LookupFunction } from "node:net";
import { Agent, buildConnector, errors } from "undici";
import {
  checkUrlSyntax,
  isForbiddenAddress,
  URL_REFUSALS,
  type UrlSafetyOptions,
} from "../domain/url-safety.js";
import type { WebhookResolver } from "./webhook-resolver.js";

/** A webhook host is, or resolved to, an address deliveries must not reach. Not worth retrying. */
export class ForbiddenAddressError extends Error {
  readonly code = "ERR_WEBHOOK_FORBIDDEN_ADDRESS";
  readonly hostname: string;
  readonly address: string;

  constructor(hostname: string, address: string) {
    const subject = hostname === address ? address : `${hostname} (${address})`;
    super(
      `refused webhook host ${subject}: ${address} is a private, loopback, link-local, multicast, reserved or metadata address`,
    );
    this.name = "ForbiddenAddressError";
    this.hostname = hostname;
    this.address = address;
  }
}

/** True when `err`, or an error in its `cause` chain (undici's `fetch` wraps connect errors), is a refusal. */
export function isForbiddenAddressError(err: unknown): err is Error {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof ForbiddenAddressError) return true;
  }
  return false;
}

function unbracket(hostname: string): string {
  return hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
}

function firstForbidden(addresses: readonly string[]): string | undefined {
  return addresses.find((address) => isForbiddenAddress(address));
}

/** How webhook hosts are checked: the address rule, and the resolver that looks names up. */
export interface HostCheckOptions extends UrlSafetyOptions {
  /** c-ares, bounded by its timeout and tries (never getaddrinfo); see WebhookResolver. */
  resolver: WebhookResolver;
}

/**
 * Resolves `hostname` (an IP literal resolves to itself, `localhost` to loopback) and returns every
 * address; unless `allowPrivate`, throws ForbiddenAddressError naming the first refused address if ANY of
 * them is forbidden. DNS failures are thrown as WebhookResolver#lookup reports them (ENOTFOUND, ETIMEOUT…).
 */
export async function resolveAndCheck(hostname: string, opts: HostCheckOptions): Promise<string[]> {
  const host = unbracket(hostname);
  const addresses = (await opts.resolver.lookup(host)).map((a) => a.address);
  if (!opts.allowPrivate) {
    const refused = firstForbidden(addresses);
    if (refused !== undefined) throw new ForbiddenAddressError(host, refused);
  }
  return addresses;
}

export type UrlDeliveryCheck = { ok: true; url: URL } | { ok: false; reason: string };

/**
 * The create/edit check: checkUrlSyntax, then resolveAndCheck. A refused URL gives a `reason` for a 422
 * field error on `url`; it never contains the resolved address (that would leak internal DNS to the caller).
 * Deliveries must still go through createSafeDispatcher: this answer is only true at the time it was made.
 * A slow name is bounded by the resolver's own timeout and tries.
 */
export async function checkUrlForDelivery(url: string, opts: HostCheckOptions): Promise<UrlDeliveryCheck> {
  const syntax = checkUrlSyntax(url, opts);
  if (!syntax.ok) return syntax;
  try {
    await resolveAndCheck(syntax.url.hostname, opts);
    return { ok: true, url: syntax.url };
  } catch (err) {
    const reason =
      err instanceof ForbiddenAddressError ? URL_REFUSALS.forbiddenAddress : URL_REFUSALS.unresolvable;
    return { ok: false, reason };
  }
}

/**
 * A `lookup` for net/tls.connect that refuses the connection when any resolved address is forbidden, and
 * otherwise answers the socket with exactly the addresses it checked.
 */
function guardedLookup(resolver: WebhookResolver, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolver.lookup(hostname).then(
      (all) => {
        const refused = allowPrivate ? undefined : firstForbidden(all.map((a) => a.address));
        const family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : options.family;
        const addresses = family === 4 || family === 6 ? all.filter((a) => a.family === family) : all;
        const first = addresses[0];
        if (refused !== undefined) {
          callback(new ForbiddenAddressError(hostname, refused), "");
        } else if (first === undefined) {
          const err = new Error(`DNS lookup ENOTFOUND ${hostname}: no IPv${family} address`);
          callback(Object.assign(err, { code: "ENOTFOUND", hostname }), "");
        } else if (options.all) {
          callback(null, addresses);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (err: NodeJS.ErrnoException) => callback(err, ""),
    );
  };
}

export interface SafeDispatcherOptions extends HostCheckOptions {
  /** How long the receiver gets to accept the connection: DNS lookup, TCP and TLS, in milliseconds. */
  connectTimeoutMs: number;
  /** How long it then gets for the headers of its answer, and between chunks of the body. */
  answerTimeoutMs: number;
}

/**
 * An undici Agent for webhook deliveries that checks every connection where it is made (in the
 * socket's own lookup, so no DNS-rebinding window, and the connected address again before a byte is
 * written). A refusal is a ForbiddenAddressError (isForbiddenAddressError). Follows no redirects.
 */
export function createSafeDispatcher(opts: SafeDispatcherOptions): Agent {
  const { allowPrivate, connectTimeoutMs, answerTimeoutMs, resolver } = opts;
  for (const ms of [connectTimeoutMs, answerTimeoutMs]) {
    if (!Number.isFinite(ms) || ms <= 0) throw new RangeError("timeouts must be positive numbers");
  }
  // undici's own connect timeout ticks in whole seconds; the timer below keeps connectTimeoutMs exactly.
  const baseConnect = buildConnector({
    timeout: connectTimeoutMs + 1000,
    lookup: guardedLookup(resolver, allowPrivate),
  });

  const connect: buildConnector.connector = (options, callback) => {
    const host = unbracket(options.hostname);
    // net.connect skips `lookup` for IP literals, so those are judged here, before any packet is sent.
    if (!allowPrivate && isIP(host) !== 0 && isForbiddenAddress(host)) {
      callback(new ForbiddenAddressError(host, host), null);
      return;
    }
    // Runs until the socket is connected, or for https until TLS is established (DNS lookup included);
    // the attempt undici goes on with past it ends by undici's own timeout, its socket destroyed here.
    let timedOut = false;
    const late = setTimeout(() => {
      timedOut = true;
      callback(
        new errors.ConnectTimeoutError(`Connect Timeout Error (timeout: ${connectTimeoutMs}ms)`),
        null,
      );
    }, connectTimeoutMs);
    baseConnect(options, (err, socket) => {
      clearTimeout(late);
      if (timedOut) {
        socket?.destroy();
        return;
      }
      if (err !== null) {
        callback(err, null);
        return;
      }
      const remote = socket.remoteAddress;
      if (!allowPrivate && (remote === undefined || isForbiddenAddress(remote))) {
        socket.destroy();
        callback(new ForbiddenAddressError(host, remote ?? "an unknown address"), null);
        return;
      }
      callback(null, socket);
    });
  };

  return new Agent({ connect, headersTimeout: answerTimeoutMs, bodyTimeout: answerTimeoutMs });
}
