import { connect, createServer, type Socket } from "node:net";

/** What happens to one connection: passed through, or lost with its request or with its answer. */
export type Drop = "pass" | "request" | "answer";

export interface DropProxy {
  /** The proxy's address, in front of the gateway. */
  url: string;
  /** What each connection so far met, in order. */
  seen: Drop[];
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of `target` that loses its first connections as `plan` says: "request" closes
 * the connection as the request arrives (the gateway never sees it), "answer" lets the request through
 * and closes the connection as the gateway's answer starts (the call was made, its answer is lost).
 * Every later connection passes. A client keeps one connection alive between calls, so a proxy of its
 * own per case makes its first call the first connection.
 */
export async function dropProxy(target: string, plan: Drop[]): Promise<DropProxy> {
  const { hostname, port } = new URL(target);
  const seen: Drop[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const drop = plan.shift() ?? "pass";
    seen.push(drop);
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => {});
    if (drop === "request") {
      client.once("data", () => client.resetAndDestroy());
      return;
    }
    const upstream = connect(Number(port), hostname);
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    client.pipe(upstream);
    if (drop === "answer") upstream.once("data", () => client.resetAndDestroy());
    else upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
