/**
 * A webhook receiver: checks each delivery's signature with the SDK's verifyWebhook, prints the
 * event and answers 204; a delivery whose signature does not verify gets 401.
 *
 *   WEBHOOK_SECRET=whsec_… PORT=8787 node webhook-receiver.ts
 *
 * In a project with the SDK installed (`npm install @reservations/sdk`); Node.js 22.18 and later run
 * TypeScript as it is, on Node.js 20 use `npx tsx webhook-receiver.ts`.
 * WEBHOOK_SECRET is the subscription's secret (shown when it is created or rotated). The platform
 * delivers only to https URLs on public addresses, so in front of this server put a TLS proxy or
 * tunnel; a sandbox started with WEBHOOK_ALLOW_PRIVATE_URLS=true delivers to http://127.0.0.1 too.
 * HOST (default 127.0.0.1) and PORT (default 8787; 0 picks a free one) say where to listen.
 */
import { createServer } from "node:http";
import { verifyWebhook, WebhookVerificationError } from "@reservations/sdk";

const secret = process.env.WEBHOOK_SECRET;
if (!secret) {
  console.error("Set WEBHOOK_SECRET to the subscription's secret (whsec_…).");
  process.exit(2);
}
const host = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 8787);
/** Deliveries are small; anything far larger is not one. */
const MAX_BODY = 1024 * 1024;

const server = createServer((req, res) => {
  if (req.method !== "POST") {
    res.writeHead(405, { allow: "POST" }).end();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  req.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_BODY) {
      res.writeHead(413).end();
      req.destroy();
    } else chunks.push(chunk);
  });
  req.on("end", () => {
    // The signature covers the bytes as sent: verify them before parsing anything.
    const body = Buffer.concat(chunks);
    try {
      const event = verifyWebhook(body, req.headers, secret);
      console.log(`event ${req.headers["webhook-id"]} ${event.type} ${JSON.stringify(event.data)}`);
      res.writeHead(204).end();
    } catch (err) {
      const signature = err instanceof WebhookVerificationError;
      console.log(`rejected ${req.headers["webhook-id"] ?? "(no id)"}: ${(err as Error).message}`);
      res
        .writeHead(signature ? 401 : 400, { "content-type": "application/json" })
        .end(JSON.stringify({ message: signature ? "bad signature" : "not an event" }));
    }
  });
});

server.listen(port, host, () => {
  const address = server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  console.log(`listening on http://${host}:${bound}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
