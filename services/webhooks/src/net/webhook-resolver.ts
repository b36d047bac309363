// Node's `Resolver` is reached through the module object so tests can substitute DNS answers.
import dns, { type LookupAddress } from "node:dns";
import { isIP } from "node:net";

/** Tries per lookup: a second one survives a lost UDP packet or a dead first nameserver. */
export const WEBHOOK_DNS_TRIES = 2;

export interface WebhookResolverOptions {
  /** One try's wait in milliseconds (`WEBHOOK_DNS_TIMEOUT_MS`); a lookup ends by `timeoutMs × tries`. */
  timeoutMs: number;
  /** Default WEBHOOK_DNS_TRIES. */
  tries?: number;
}

/** RFC 6761 §6.3: these names are loopback by definition, so they are answered here and never sent to DNS. */
const LOOPBACK: readonly LookupAddress[] = [
  { address: "127.0.0.1", family: 4 },
  { address: "::1", family: 6 },
];

/** Errors meaning "no such name" or "no record of this type", as opposed to a failed lookup. */
const NO_ANSWER = new Set<unknown>([dns.NODATA, dns.NOTFOUND]);

function isLocalhostName(name: string): boolean {
  const n = name.toLowerCase().replace(/\.+$/, "");
  return n === "localhost" || n.endsWith(".localhost");
}

/**
 * The DNS of webhook hosts: c-ares, never dns.lookup, whose getaddrinfo holds one of libuv's four
 * threads until a silent nameserver gives up. Each of `tries` runs on its own channel cancelled after
 * `timeoutMs` (c-ares's own retry waits cannot be capped), so a dead name fails in `timeoutMs × tries`.
 * Names go as given (no /etc/hosts or search domains); `localhost` names are loopback.
 */
export class WebhookResolver {
  readonly timeoutMs: number;
  readonly tries: number;
  private servers: string[] | undefined;

  constructor(opts: WebhookResolverOptions) {
    const tries = opts.tries ?? WEBHOOK_DNS_TRIES;
    if (!Number.isInteger(opts.timeoutMs) || opts.timeoutMs <= 0)
      throw new RangeError("timeoutMs must be a positive integer");
    if (!Number.isInteger(tries) || tries <= 0) throw new RangeError("tries must be a positive integer");
    this.timeoutMs = opts.timeoutMs;
    this.tries = tries;
  }

  /** Asks these nameservers (`Resolver#setServers` syntax) instead of the system's. For tests. */
  setServers(servers: string[]): void {
    this.servers = [...servers];
  }

  /**
   * Every A and AAAA address of `hostname` (A first), like `dns.lookup(hostname, { all: true })`. An IP
   * literal (IPv6 bracketed or not) answers itself. A name with only one family answers that family; one
   * with neither throws an error with code ENOTFOUND. A try that gets no address and no "there is none"
   * (a timeout, SERVFAIL, a refused query) is tried again; after the last, its error is thrown (ETIMEOUT
   * for a timeout).
   */
  async lookup(hostname: string): Promise<LookupAddress[]> {
    const host = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
    const family = isIP(host);
    if (family !== 0) return [{ address: host, family }];
    if (isLocalhostName(host)) return LOOPBACK.map((a) => ({ ...a }));

    for (let attempt = 0; ; attempt++) {
      const [v4, v6] = await this.tryOnce(host, attempt);
      const addresses: LookupAddress[] = [
        ...(v4.status === "fulfilled" ? v4.value.map((address) => ({ address, family: 4 })) : []),
        ...(v6.status === "fulfilled" ? v6.value.map((address) => ({ address, family: 6 })) : []),
      ];
      if (addresses.length > 0) return addresses;

      const failure = [v4, v6]
        .flatMap((r) => (r.status === "rejected" ? [r.reason as NodeJS.ErrnoException] : []))
        .find((err) => !NO_ANSWER.has(err.code));
      if (failure === undefined) throw lookupError(host, dns.NOTFOUND, "no A or AAAA record");
      if (attempt + 1 < this.tries) continue;
      if (failure.code === dns.CANCELLED) {
        throw lookupError(host, dns.TIMEOUT, `no answer in ${this.tries} tries of ${this.timeoutMs} ms`);
      }
      throw failure;
    }
  }

  /** One try: A and AAAA at once on a fresh channel, cancelled (ECANCELLED) after `timeoutMs`. */
  private async tryOnce(host: string, attempt: number) {
    // c-ares's own timeout lies past the cancel, so it neither retries nor moves on: the schedule is ours.
    const channel = new dns.promises.Resolver({ timeout: 2 * this.timeoutMs, tries: 1 });
    const servers = this.servers ?? channel.getServers();
    const first = servers.length > 0 ? attempt % servers.length : 0;
    channel.setServers([...servers.slice(first), ...servers.slice(0, first)]);
    const deadline = setTimeout(() => channel.cancel(), this.timeoutMs);
    const answers = await Promise.allSettled([channel.resolve4(host), channel.resolve6(host)]);
    clearTimeout(deadline);
    return answers;
  }
}

function lookupError(host: string, code: string, why: string): Error {
  return Object.assign(new Error(`DNS lookup ${code} ${host}: ${why}`), { code, hostname: host });
}
