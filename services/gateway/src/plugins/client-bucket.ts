import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Who counts as one client for the anonymous per-IP ceiling: an IPv4 address, or an IPv6 /64 (a
 * subscriber's network, whose host may use any of its 2^64 addresses). An IPv4-mapped IPv6 address
 * (`::ffff:a.b.c.d`) is its IPv4 address. Text that is no address counts as itself.
 */
export function clientBucket(address: string): string {
  // node:net decides what an address is (ipaddr.js would also read forms like `127.1`).
  if (isIP(address) === 0) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const [host] = address.split("%");
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${host}/64`).toString()}/64`;
}
