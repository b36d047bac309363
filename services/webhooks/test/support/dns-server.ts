import dgram from "node:dgram";
import type { AddressInfo } from "node:net";

/** What a name answers: its records, a server failure, or nothing at all (the query is dropped). */
export type ZoneEntry = { a?: string[]; aaaa?: string[] } | "servfail" | "silent";

/** A DNS server on 127.0.0.1 (UDP) answering A and AAAA from `zone`; unknown names are NXDOMAIN. */
export interface DnsServer {
  /** `127.0.0.1:<port>`, for Resolver#setServers. */
  address: string;
  zone: Record<string, ZoneEntry>;
  /** Questions received, as `<name> <A|AAAA>`. */
  queries: string[];
  close(): Promise<void>;
}

const TYPE_A = 1;
const TYPE_AAAA = 28;

export async function startDnsServer(zone: Record<string, ZoneEntry> = {}): Promise<DnsServer> {
  const socket = dgram.createSocket("udp4");
  const server: DnsServer = {
    address: "",
    zone,
    queries: [],
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
  socket.on("message", (msg, peer) => {
    const question = parseQuestion(msg);
    if (question === undefined) return;
    const { name, type, end } = question;
    server.queries.push(`${name} ${type === TYPE_A ? "A" : type === TYPE_AAAA ? "AAAA" : type}`);
    const entry = server.zone[name.toLowerCase()];
    if (entry === "silent") return;
    let rcode = 0;
    let answers: Buffer[] = [];
    if (entry === undefined) rcode = 3;
    else if (entry === "servfail") rcode = 2;
    else if (type === TYPE_A) answers = (entry.a ?? []).map((ip) => record(TYPE_A, ipv4Bytes(ip)));
    else if (type === TYPE_AAAA) answers = (entry.aaaa ?? []).map((ip) => record(TYPE_AAAA, ipv6Bytes(ip)));
    const header = Buffer.alloc(12);
    msg.copy(header, 0, 0, 2); // id
    header.writeUInt16BE(0x8180 | rcode, 2); // response, recursion desired and available
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    socket.send(Buffer.concat([header, msg.subarray(12, end), ...answers]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  server.address = `127.0.0.1:${(socket.address() as AddressInfo).port}`;
  return server;
}

function parseQuestion(msg: Buffer): { name: string; type: number; end: number } | undefined {
  const labels: string[] = [];
  let at = 12;
  while (at < msg.length && msg[at] !== 0) {
    const length = msg[at]!;
    labels.push(msg.toString("latin1", at + 1, at + 1 + length));
    at += 1 + length;
  }
  if (at + 5 > msg.length) return undefined;
  return { name: labels.join("."), type: msg.readUInt16BE(at + 1), end: at + 5 };
}

/** An answer to the question (name by pointer to offset 12), class IN, TTL 0 so nothing is cached. */
function record(type: number, data: Buffer): Buffer {
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0);
  head.writeUInt16BE(type, 2);
  head.writeUInt16BE(1, 4);
  head.writeUInt32BE(0, 6);
  head.writeUInt16BE(data.length, 10);
  return Buffer.concat([head, data]);
}

function ipv4Bytes(ip: string): Buffer {
  return Buffer.from(ip.split(".").map(Number));
}

function ipv6Bytes(ip: string): Buffer {
  const [head = "", tail = ""] = ip.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === "" ? [] : tail.split(":");
  const groups = ip.includes("::")
    ? [...left, ...new Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  const bytes = Buffer.alloc(16);
  groups.forEach((g, i) => {
    bytes.writeUInt16BE(Number.parseInt(g, 16), i * 2);
  });
  return bytes;
}
