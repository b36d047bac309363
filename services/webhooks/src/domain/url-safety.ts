import { isIPv4, isIPv6 } from "node:net";

/**
 * Syntax and address rules for webhook URLs (SSRF guard). Pure: no DNS, no sockets.
 * Resolution and the connection-time check live in `net/safe-dispatcher.ts`.
 */

export const MAX_WEBHOOK_URL_LENGTH = 2048;

/** Reasons are field-error texts for `url`; none of them repeats an address learnt from DNS. */
export const URL_REFUSALS = {
  notString: "must be a string",
  tooLong: `must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`,
  whitespace: "must not contain spaces or control characters",
  notAbsolute: "must be an absolute URL",
  notHttps: "must use https",
  notHttp: "must use http or https",
  credentials: "must not contain a user name or password",
  noHost: "must include a host",
  forbiddenAddress:
    "must not point to a private, loopback, link-local, multicast, reserved or metadata address",
  notFullyQualified: "must use a fully qualified public host name",
  unresolvable: "must use a host name that resolves",
} as const;

export type UrlSyntaxResult = { ok: true; url: URL } | { ok: false; reason: string };

export interface UrlSafetyOptions {
  /** Development only (`WEBHOOK_ALLOW_PRIVATE_URLS`): lifts the address rule and allows `http:`. */
  allowPrivate: boolean;
}

// Spaces and C0 controls (incl. tab/CR/LF, which the URL parser would silently drop) and DEL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const WHITESPACE_OR_CONTROL = /[\u0000-\u0020\u007f]/;

/** Names that reach the local machine, a cloud metadata service or a private network by definition. */
const FORBIDDEN_NAMES = new Set([
  "localhost",
  "metadata.google.internal",
  "metadata.goog",
  "metadata.azure.com",
  "instance-data",
  "instance-data.ec2.internal",
]);
/** Special-use / private-use suffixes (RFC 6761, RFC 6762, RFC 8375, ICANN `.internal`) and `.arpa`. */
const FORBIDDEN_SUFFIXES = [".localhost", ".local", ".localdomain", ".internal", ".home.arpa", ".arpa"];

/**
 * Checks what can be checked without DNS: scheme, credentials, length, host, and — when the host is an
 * IP literal (in any form the WHATWG parser normalises: decimal, octal, hex, short, IPv4-mapped IPv6…)
 * or a name that is local by definition — the address rule. On success `url.href` is the normalised
 * form that should be stored and delivered to.
 */
export function checkUrlSyntax(url: string, opts: UrlSafetyOptions): UrlSyntaxResult {
  if (typeof url !== "string") return refuse(URL_REFUSALS.notString);
  if (url.length > MAX_WEBHOOK_URL_LENGTH) return refuse(URL_REFUSALS.tooLong);
  if (WHITESPACE_OR_CONTROL.test(url)) return refuse(URL_REFUSALS.whitespace);

  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refuse(URL_REFUSALS.notAbsolute);
  }

  const schemeOk = parsed.protocol === "https:" || (opts.allowPrivate && parsed.protocol === "http:");
  if (!schemeOk) return refuse(opts.allowPrivate ? URL_REFUSALS.notHttp : URL_REFUSALS.notHttps);
  if (parsed.username !== "" || parsed.password !== "") return refuse(URL_REFUSALS.credentials);
  // Normalisation can lengthen the text (percent-encoding), so bound what is stored and sent too.
  if (parsed.href.length > MAX_WEBHOOK_URL_LENGTH) return refuse(URL_REFUSALS.tooLong);
  if (parsed.hostname === "") return refuse(URL_REFUSALS.noHost);

  if (!opts.allowPrivate) {
    const hostReason = checkHost(parsed.hostname);
    if (hostReason !== undefined) return refuse(hostReason);
  }
  return { ok: true, url: parsed };
}

/** `hostname` as `URL#hostname` gives it: lower-case, IPv4 canonical dotted-quad, IPv6 in brackets. */
function checkHost(hostname: string): string | undefined {
  if (hostname.startsWith("[")) {
    return isForbiddenAddress(hostname) ? URL_REFUSALS.forbiddenAddress : undefined;
  }
  if (isIPv4(hostname)) {
    return isForbiddenAddress(hostname) ? URL_REFUSALS.forbiddenAddress : undefined;
  }
  const name = hostname.replace(/\.+$/, "");
  if (FORBIDDEN_NAMES.has(name) || FORBIDDEN_SUFFIXES.some((suffix) => name.endsWith(suffix))) {
    return URL_REFUSALS.forbiddenAddress;
  }
  // Single-label names resolve through search domains to internal hosts (`metadata`, `db`, `kubernetes`…).
  if (!name.includes(".")) return URL_REFUSALS.notFullyQualified;
  return undefined;
}

function refuse(reason: string): { ok: false; reason: string } {
  return { ok: false, reason };
}

const FORBIDDEN_IPV4_CIDRS: ReadonlyArray<readonly [base: string, prefixLength: number]> = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // CGNAT shared address space
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, incl. 169.254.169.254 metadata
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // TEST-NET-1
  ["192.88.99.0", 24], // 6to4 relay anycast (deprecated)
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // TEST-NET-2
  ["203.0.113.0", 24], // TEST-NET-3
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, incl. 255.255.255.255 broadcast
];
const FORBIDDEN_IPV4 = FORBIDDEN_IPV4_CIDRS.map(([base, prefix]) => [ipv4ToInt(base), prefix] as const);

type Ipv6Range = readonly [hextets: readonly number[], prefixLength: number];

/** Ranges refused inside 2000::/3 (everything outside 2000::/3 is refused anyway). */
const FORBIDDEN_IPV6_GLOBAL: readonly Ipv6Range[] = [
  [[0x2001, 0x0db8], 32], // documentation
  [[0x2001, 0x0000], 32], // Teredo
  [[0x2001, 0x0002, 0x0000], 48], // benchmarking
  [[0x2001, 0x0010], 28], // ORCHID (deprecated)
  [[0x2001, 0x0020], 28], // ORCHIDv2
  [[0x3fff, 0x0000], 20], // documentation (RFC 9637)
];

/**
 * True when connecting to `ip` (as dns.lookup, a socket or URL#hostname give it) must be refused;
 * anything not a valid address is refused (fail closed). IPv4: FORBIDDEN_IPV4. IPv6: only global
 * unicast minus the special ranges, and a form embedding an IPv4 address (mapped, NAT64, 6to4) is
 * judged by that address.
 */
export function isForbiddenAddress(ip: string): boolean {
  let address = ip.startsWith("[") && ip.endsWith("]") ? ip.slice(1, -1) : ip;
  const zone = address.indexOf("%");
  if (zone !== -1) address = address.slice(0, zone);
  if (isIPv4(address)) return isForbiddenIpv4(ipv4ToInt(address));
  if (isIPv6(address)) {
    const hextets = parseIpv6(address);
    return hextets === undefined || isForbiddenIpv6(hextets);
  }
  return true;
}

function isForbiddenIpv4(value: number): boolean {
  return FORBIDDEN_IPV4.some(([base, prefix]) => inIpv4Range(value, base, prefix));
}

function inIpv4Range(value: number, base: number, prefix: number): boolean {
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return (value & mask) >>> 0 === (base & mask) >>> 0;
}

function isForbiddenIpv6(h: readonly number[]): boolean {
  const embedded = embeddedIpv4(h);
  if (embedded !== undefined) return isForbiddenIpv4(embedded);
  if (!inIpv6Range(h, [0x2000], 3)) return true;
  return FORBIDDEN_IPV6_GLOBAL.some(([base, prefix]) => inIpv6Range(h, base, prefix));
}

/** The IPv4 address carried by mapped, translated, NAT64 and 6to4 forms; undefined for other addresses. */
function embeddedIpv4(h: readonly number[]): number | undefined {
  const [h0, h1, h2, h3, h4, h5, h6, h7] = h as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const low32 = ((h6 << 16) | h7) >>> 0;
  const zeroTo = (n: number) => h.slice(0, n).every((x) => x === 0);
  if (zeroTo(5) && h5 === 0xffff) return low32; // ::ffff:0:0/96 IPv4-mapped
  if (zeroTo(4) && h4 === 0xffff && h5 === 0) return low32; // ::ffff:0:0:0/96 IPv4-translated (SIIT)
  if (h0 === 0x64 && h1 === 0xff9b && h2 === 0 && h3 === 0 && h4 === 0 && h5 === 0) return low32; // NAT64
  if (h0 === 0x2002) return ((h1 << 16) | h2) >>> 0; // 6to4
  return undefined;
}

function inIpv6Range(h: readonly number[], base: readonly number[], prefix: number): boolean {
  for (let i = 0; i * 16 < prefix; i++) {
    const bits = Math.min(16, prefix - i * 16);
    const mask = (0xffff << (16 - bits)) & 0xffff;
    if (((h[i] ?? 0) & mask) !== ((base[i] ?? 0) & mask)) return false;
  }
  return true;
}

function ipv4ToInt(address: string): number {
  return address.split(".").reduce((acc, part) => ((acc << 8) | Number(part)) >>> 0, 0);
}

/** Eight hextets of an address `isIPv6` accepted (zone already removed). */
function parseIpv6(address: string): number[] | undefined {
  let text = address.toLowerCase();
  // A trailing dotted quad (`::ffff:127.0.0.1`) stands for the last two hextets.
  const lastColon = text.lastIndexOf(":");
  const tail = text.slice(lastColon + 1);
  if (tail.includes(".")) {
    if (!isIPv4(tail)) return undefined;
    const v4 = ipv4ToInt(tail);
    text = `${text.slice(0, lastColon + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const toHextets = (part: string | undefined) =>
    part === undefined || part === "" ? [] : part.split(":").map((x) => Number.parseInt(x, 16));
  const head = toHextets(halves[0]);
  const rest = toHextets(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return undefined;
  const hextets = [...head, ...new Array<number>(halves.length === 2 ? missing : 0).fill(0), ...rest];
  return hextets.length === 8 && hextets.every((x) => Number.isInteger(x) && x >= 0 && x <= 0xffff)
    ? hextets
    : undefined;
}
