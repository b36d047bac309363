import { createServer, type IncomingHttpHeaders, type Server } from "node:http";

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  close(): Promise<unknown>;
}

/** A local webhook receiver (tests run with WEBHOOK_ALLOW_PRIVATE_URLS); `answer` decides each response. */
export async function receiver(
  answer: (n: number) => { status: number; headers?: Record<string, string> } = () => ({ status: 204 }),
): Promise<Receiver> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      const a = answer(received.length);
      res.writeHead(a.status, a.headers).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => new Promise((r) => server.close(r)) };
}
