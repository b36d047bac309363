import { createServer } from "node:net";

/** A TCP port nothing listens on right now, on loopback. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}

/**
 * `count` distinct ports free now: each is held until all are chosen. Ports taken one at a time
 * and let go can repeat (the kernel may hand the one just closed out again), and two processes
 * told the same port fail with EADDRINUSE.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  try {
    await Promise.all(servers.map((srv) => new Promise<void>((r) => srv.listen(0, "127.0.0.1", r))));
    return servers.map((srv) => (srv.address() as { port: number }).port);
  } finally {
    await Promise.all(servers.map((srv) => new Promise((r) => srv.close(r))));
  }
}
