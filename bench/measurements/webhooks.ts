import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { callJson, expectStatus } from "../lib/http.js";
import { percentile } from "../lib/load.js";
import type { Measurement } from "../lib/measurement.js";
import { book, CALENDAR, stayOf } from "../lib/seed.js";

const BOOKINGS = 100;
const WARMUP = 3;
const DELIVERY_TIMEOUT_MS = 10_000;

interface Receipt {
  receivedAt: number;
  /** The payload's `timestamp`: when the booking transaction wrote the event. */
  timestamp: number;
  webhookId: string | undefined;
}

/** A local receiver: answers 204 at once and remembers when each booking.created arrived. */
function receiver(): {
  server: Server;
  waitFor(bookingId: string): Promise<Receipt>;
  strays(): number;
} {
  const arrived = new Map<string, Receipt>();
  const waiting = new Map<string, (r: Receipt) => void>();
  let strays = 0;
  const server = createServer((req, res) => {
    const receivedAt = Date.now();
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      res.statusCode = 204;
      res.end();
      try {
        const payload = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        const id = payload?.data?.booking?.id;
        if (payload?.type !== "booking.created" || typeof id !== "string") {
          strays++;
          return;
        }
        const header = req.headers["webhook-id"];
        const receipt = {
          receivedAt,
          timestamp: Date.parse(payload.timestamp),
          webhookId: typeof header === "string" ? header : undefined,
        };
        const resolve = waiting.get(id);
        if (resolve) {
          waiting.delete(id);
          resolve(receipt);
        } else {
          arrived.set(id, receipt);
        }
      } catch {
        strays++;
      }
    });
  });
  return {
    server,
    strays: () => strays,
    waitFor(bookingId) {
      const early = arrived.get(bookingId);
      if (early) return Promise.resolve(early);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(bookingId);
          reject(new Error(`no delivery for ${bookingId} within ${DELIVERY_TIMEOUT_MS} ms`));
        }, DELIVERY_TIMEOUT_MS);
        waiting.set(bookingId, (r) => {
          clearTimeout(timer);
          resolve(r);
        });
      });
    },
  };
}

export const webhooks: Measurement = {
  name: "webhooks",
  label: "webhook event-to-delivery",
  measures:
    `A subscription to \`booking.created\` pointing at a receiver in the harness (127.0.0.1, ` +
    `WEBHOOK_ALLOW_PRIVATE_URLS=true); ${BOOKINGS} bookings made one at a time, each after the previous ` +
    `delivery arrived (${WARMUP} more before them, not counted). Latency = receipt time − the payload's ` +
    "`timestamp` (when the booking transaction wrote the event): commit, outbox relay, JetStream, fan-out, " +
    "BullMQ, signed POST. The subscription is deleted afterwards, so the load scenarios deliver nothing.",
  target: { percentile: 50, atMostMs: 50 },

  async start({ url, hotel, freePort, say }) {
    const key = hotel.keys.events;
    const hook = receiver();
    const port = await freePort();
    hook.server.listen(port, "127.0.0.1");
    await once(hook.server, "listening");
    const close = async () => {
      hook.server.closeAllConnections();
      await new Promise<void>((r) => hook.server.close(() => r()));
    };
    try {
      const sub = await callJson(url, "POST", "/api/v1/webhooks", {
        token: key.secret,
        body: { url: `http://127.0.0.1:${port}/bench-hook`, events: ["booking.created"] },
      });
      expectStatus("POST /api/v1/webhooks", sub, 201);
      const subscriptionId: string = sub.body.data.id;

      const latencies: number[] = [];
      let from = Number.POSITIVE_INFINITY;
      let to = 0;
      let missingIds = 0;
      for (let i = 0; i < WARMUP + BOOKINGS; i++) {
        const booking = await book(
          url,
          key,
          stayOf(hotel, CALENDAR.webhooks.fromDay, i),
          `bench-webhook-${i}`,
        );
        const receipt = await hook.waitFor(booking.id);
        if (i < WARMUP) continue;
        if (!receipt.webhookId) missingIds++;
        latencies.push(receipt.receivedAt - receipt.timestamp);
        from = Math.min(from, receipt.timestamp);
        to = Math.max(to, receipt.receivedAt);
      }
      const removed = await callJson(url, "DELETE", `/api/v1/webhooks/${subscriptionId}`, {
        token: key.secret,
      });
      expectStatus(`DELETE /api/v1/webhooks/${subscriptionId}`, removed, 204);

      const sorted = latencies.sort((a, b) => a - b);
      const figures = {
        samples: sorted.length,
        expected: BOOKINGS,
        p50Ms: percentile(sorted, 50),
        p99Ms: percentile(sorted, 99),
        maxMs: sorted.at(-1) ?? 0,
        window: { from, to },
        notes: missingIds > 0 ? [`${missingIds} deliveries came without a webhook-id header.`] : [],
      };
      say(`webhooks: ${BOOKINGS} deliveries, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`);
      return {
        async collect() {
          if (hook.strays() > 0) {
            figures.notes.push(`${hook.strays()} other deliveries reached the receiver.`);
          }
          return figures;
        },
        close,
      };
    } catch (err) {
      await close();
      throw err;
    }
  },
};
