import { describe, expect, it } from "vitest";
import { checkUrlSyntax, isForbiddenAddress, MAX_WEBHOOK_URL_LENGTH, URL_REFUSALS } from "./url-safety.js";

const strict = { allowPrivate: false };
const relaxed = { allowPrivate: true };

const tooLong = `https://hooks.example.com/${"a".repeat(MAX_WEBHOOK_URL_LENGTH)}`;
// Short enough as typed, too long once the parser percent-encodes it.
const tooLongOnceEncoded = `https://hooks.example.com/${"é".repeat(MAX_WEBHOOK_URL_LENGTH / 2)}`;

const { forbiddenAddress, notHttps, credentials, notFullyQualified } = URL_REFUSALS;

describe("checkUrlSyntax refuses hostile URLs", () => {
  it.each<[string, string]>([
    // scheme
    ["http://hooks.example.com/", notHttps],
    ["ftp://hooks.example.com/", notHttps],
    ["javascript:alert(1)", notHttps],
    ["file:///etc/passwd", notHttps],
    ["data:text/plain,hi", notHttps],
    ["ws://hooks.example.com/", notHttps],
    ["gopher://127.0.0.1:6379/_INFO", notHttps],
    // credentials
    ["https://user:pass@hooks.example.com/", credentials],
    ["https://user@hooks.example.com/", credentials],
    ["https://:pass@hooks.example.com/", credentials],
    // loopback, in every spelling the parser normalises
    ["https://127.0.0.1/", forbiddenAddress],
    ["https://127.255.255.254:8443/x", forbiddenAddress],
    ["https://2130706433/", forbiddenAddress],
    ["https://0177.0.0.1/", forbiddenAddress],
    ["https://0x7f.1/", forbiddenAddress],
    ["https://0x7f000001/", forbiddenAddress],
    ["https://127.1/", forbiddenAddress],
    ["https://127.0.0.1./", forbiddenAddress],
    ["https://%31%32%37.0.0.1/", forbiddenAddress],
    ["https://１２７.０.０.１/", forbiddenAddress],
    ["https://[::1]/", forbiddenAddress],
    ["https://[0:0:0:0:0:0:0:1]/", forbiddenAddress],
    ["https://[::ffff:127.0.0.1]/", forbiddenAddress],
    ["https://[::ffff:7f00:1]/", forbiddenAddress],
    ["https://[::ffff:0:7f00:1]/", forbiddenAddress],
    ["https://[::127.0.0.1]/", forbiddenAddress],
    ["https://[64:ff9b::7f00:1]/", forbiddenAddress],
    ["https://[2002:7f00:1::]/", forbiddenAddress],
    // unspecified
    ["https://0.0.0.0/", forbiddenAddress],
    ["https://0/", forbiddenAddress],
    ["https://[::]/", forbiddenAddress],
    // private, shared, link-local, metadata
    ["https://10.0.0.1/", forbiddenAddress],
    ["https://172.16.0.1/", forbiddenAddress],
    ["https://172.31.255.255/", forbiddenAddress],
    ["https://192.168.1.1/", forbiddenAddress],
    ["https://100.64.0.1/", forbiddenAddress],
    ["https://169.254.169.254/latest/meta-data/", forbiddenAddress],
    ["https://[::ffff:169.254.169.254]/", forbiddenAddress],
    ["https://[64:ff9b::a9fe:a9fe]/", forbiddenAddress],
    ["https://[fd00:ec2::254]/", forbiddenAddress],
    ["https://[fe80::1]/", forbiddenAddress],
    ["https://[fc00::1]/", forbiddenAddress],
    ["https://[fec0::1]/", forbiddenAddress],
    ["https://[100::1]/", forbiddenAddress],
    // multicast, reserved, broadcast, documentation, benchmarking
    ["https://224.0.0.1/", forbiddenAddress],
    ["https://239.255.255.250/", forbiddenAddress],
    ["https://[ff02::1]/", forbiddenAddress],
    ["https://240.0.0.1/", forbiddenAddress],
    ["https://255.255.255.255/", forbiddenAddress],
    ["https://192.0.2.1/", forbiddenAddress],
    ["https://198.18.0.1/", forbiddenAddress],
    ["https://[2001:db8::1]/", forbiddenAddress],
    // names local by definition
    ["https://localhost/", forbiddenAddress],
    ["https://LOCALHOST:8443/", forbiddenAddress],
    ["https://localhost./", forbiddenAddress],
    ["https://ⓛocalhost/", forbiddenAddress],
    ["https://foo.localhost/", forbiddenAddress],
    ["https://metadata.google.internal/computeMetadata/v1/", forbiddenAddress],
    ["https://printer.local/", forbiddenAddress],
    ["https://metadata/", notFullyQualified],
    ["https://intranet/hook", notFullyQualified],
    // shape and length
    [tooLong, URL_REFUSALS.tooLong],
    [tooLongOnceEncoded, URL_REFUSALS.tooLong],
    ["", URL_REFUSALS.notAbsolute],
    ["not a url", URL_REFUSALS.whitespace],
    ["/relative/path", URL_REFUSALS.notAbsolute],
    ["hooks.example.com/x", URL_REFUSALS.notAbsolute],
    ["https://hooks.exa mple.com/", URL_REFUSALS.whitespace],
    [" https://hooks.example.com/", URL_REFUSALS.whitespace],
    ["https://hooks.example.com/\n", URL_REFUSALS.whitespace],
    ["https://127.0.0.1\t/", URL_REFUSALS.whitespace],
    ["https://1.2.3.4.5/", URL_REFUSALS.notAbsolute],
  ])("%s: %s", (url, reason) => {
    expect(checkUrlSyntax(url, strict)).toEqual({ ok: false, reason });
  });
});

describe("checkUrlSyntax accepts public URLs", () => {
  it.each<[string, string]>([
    ["https://hooks.example.com/x", "https://hooks.example.com/x"],
    ["https://93.184.216.34/", "https://93.184.216.34/"],
    ["https://Hooks.Example.COM:8443/a?b=c#d", "https://hooks.example.com:8443/a?b=c#d"],
    ["https://hooks.example.com./x", "https://hooks.example.com./x"],
    ["https://[2606:2800:220:1:248:1893:25c8:1946]/", "https://[2606:2800:220:1:248:1893:25c8:1946]/"],
    ["https://[64:ff9b::5db8:d822]/", "https://[64:ff9b::5db8:d822]/"],
    ["https://localhost.example.com/", "https://localhost.example.com/"],
  ])("%s", (url, href) => {
    const result = checkUrlSyntax(url, strict);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.url.href).toBe(href);
  });

  it("accepts a URL of exactly the maximum length", () => {
    const url = `https://hooks.example.com/${"a".repeat(MAX_WEBHOOK_URL_LENGTH - 26)}`;
    expect(url).toHaveLength(MAX_WEBHOOK_URL_LENGTH);
    expect(checkUrlSyntax(url, strict).ok).toBe(true);
  });
});

describe("checkUrlSyntax with allowPrivate (WEBHOOK_ALLOW_PRIVATE_URLS)", () => {
  it.each([
    "http://127.0.0.1:8080/",
    "https://127.0.0.1:8443/",
    "http://localhost:3000/hook",
    "http://receiver:3000/hook",
    "http://[::1]:8080/",
    "http://10.0.0.5/",
  ])("accepts %s", (url) => {
    expect(checkUrlSyntax(url, relaxed).ok).toBe(true);
  });

  it.each<[string, string]>([
    ["http://user:pass@127.0.0.1:8080/", credentials],
    ["https://user@localhost/", credentials],
    ["ftp://127.0.0.1/", URL_REFUSALS.notHttp],
    ["javascript:alert(1)", URL_REFUSALS.notHttp],
    ["file:///etc/passwd", URL_REFUSALS.notHttp],
    [tooLong, URL_REFUSALS.tooLong],
  ])("still refuses %s: %s", (url, reason) => {
    expect(checkUrlSyntax(url, relaxed)).toEqual({ ok: false, reason });
  });
});

describe("isForbiddenAddress", () => {
  it.each([
    "0.0.0.0",
    "0.255.255.255",
    "10.255.255.255",
    "100.64.0.0",
    "100.127.255.255",
    "127.0.0.1",
    "169.254.169.254",
    "172.16.0.0",
    "172.31.255.255",
    "192.0.0.8",
    "192.0.2.255",
    "192.168.0.1",
    "198.18.0.0",
    "198.19.255.255",
    "198.51.100.7",
    "203.0.113.9",
    "224.0.0.251",
    "239.255.255.255",
    "240.0.0.0",
    "255.255.255.255",
    "::",
    "::1",
    "[::1]",
    "::ffff:127.0.0.1",
    "::ffff:10.1.2.3",
    "::ffff:0:a01:203",
    "64:ff9b::a9fe:a9fe",
    "64:ff9b:1::1",
    "2002:a9fe:a9fe::1",
    "fe80::1",
    "fe80::1%eth0",
    "febf::1",
    "fec0::1",
    "fc00::1",
    "fd00:ec2::254",
    "ff02::1",
    "100::1",
    "2001:db8::1",
    "2001::1",
    "3fff::1",
    "::7f00:1",
    "1::",
    // not an address: fail closed
    "0177.0.0.1",
    "127.1",
    "localhost",
    "",
  ])("refuses %s", (ip) => {
    expect(isForbiddenAddress(ip)).toBe(true);
  });

  it.each([
    "1.1.1.1",
    "8.8.8.8",
    "93.184.216.34",
    "9.255.255.255",
    "11.0.0.0",
    "100.63.255.255",
    "100.128.0.0",
    "172.15.255.255",
    "172.32.0.0",
    "192.167.255.255",
    "192.169.0.0",
    "198.17.255.255",
    "198.20.0.0",
    "223.255.255.255",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "2002:808:808::1",
    "2001:4860:4860::8888",
    "2606:4700:4700::1111",
    "[2a00:1450:4001:82b::200e]",
  ])("allows %s", (ip) => {
    expect(isForbiddenAddress(ip)).toBe(false);
  });
});
