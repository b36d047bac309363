import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request as it arrived: its url path and query, when, and its webhook-id. */
export interface Arrival {
  path: string;
  at: number;
  eventId: string;
}

/**
 * A webhook receiver that holds each request open for `holdMs` before answering 204 (never, when
 * null), and counts the requests open at once: in all, and per url (one url per subscription).
 */
export interface HoldingReceiver {
  /** `http://127.0.0.1:port`; subscriptions add a path of their own. */
  base: string;
  arrivals: Arrival[];
  /** Requests open now, per url path and query. */
  open: Map<string, number>;
  /** The most open at once: in all, and per url. */
  mostOpen: { all: number; perUrl: Map<string, number> };
  openNow(): number;
  /** Ends every open request and connection, and stops listening. */
  close(): Promise<void>;
}

export async function holdingReceiver(holdMs: number | null): Promise<HoldingReceiver> {
  const arrivals: Arrival[] = [];
  const open = new Map<string, number>();
  const mostOpen = { all: 0, perUrl: new Map<string, number>() };
  const held = new Set<ServerResponse>();
  const openNow = () => [...open.values()].reduce((a, b) => a + b, 0);
  const server = createServer((req, res) => {
    const path = req.url ?? "";
    const n = (open.get(path) ?? 0) + 1;
    open.set(path, n);
    mostOpen.perUrl.set(path, Math.max(mostOpen.perUrl.get(path) ?? 0, n));
    mostOpen.all = Math.max(mostOpen.all, openNow());
    arrivals.push({ path, at: Date.now(), eventId: String(req.headers["webhook-id"]) });
    held.add(res);
    // Counted closed when the answer is sent or the sender gave up (its timeout closed the socket).
    let closed = false;
    const done = () => {
      if (closed) return;
      closed = true;
      held.delete(res);
      open.set(path, (open.get(path) ?? 1) - 1);
    };
    res.on("close", done);
    req.resume();
    if (holdMs !== null) setTimeout(() => res.writeHead(204).end(), holdMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    arrivals,
    open,
    mostOpen,
    openNow,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
