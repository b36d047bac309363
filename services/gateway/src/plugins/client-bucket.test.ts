import { describe, expect, it } from "vitest";
import { clientBucket } from "./client-bucket.js";

describe("clientBucket: one client for the anonymous per-IP ceiling", () => {
  it.each([
    ["an IPv4 address is itself", "203.0.113.7", "203.0.113.7"],
    ["IPv4 loopback", "127.0.0.1", "127.0.0.1"],
    ["IPv4-mapped IPv6 is the IPv4 address", "::ffff:203.0.113.7", "203.0.113.7"],
    ["IPv4-mapped IPv6 in hex is the IPv4 address", "::ffff:cb00:7107", "203.0.113.7"],
    ["IPv4-mapped IPv6 in capitals", "::FFFF:203.0.113.7", "203.0.113.7"],
    ["an IPv6 address is its /64", "2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["another host of the same /64", "2001:db8:1:2::9", "2001:db8:1:2::/64"],
    ["the same /64 in capitals", "2001:DB8:1:2:FFFF::1", "2001:db8:1:2::/64"],
    ["the same /64 with leading zeros", "2001:0db8:0001:0002:0000:0000:0000:0001", "2001:db8:1:2::/64"],
    ["the next /64 is another client", "2001:db8:1:3::1", "2001:db8:1:3::/64"],
    ["a /64 of zeros after the first group", "2001::1", "2001::/64"],
    ["IPv6 loopback", "::1", "::/64"],
    ["a link-local address with a zone", "fe80::1%eth0", "fe80::/64"],
    ["text that is no address", "not-an-address", "not-an-address"],
    ["a shortened IPv4 form is no address", "127.1", "127.1"],
  ])("%s: %s → %s", (_, address, bucket) => {
    expect(clientBucket(address)).toBe(bucket);
  });
});
