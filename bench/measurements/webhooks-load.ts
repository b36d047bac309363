import { spawn } from "node:child_process";
import { once } from "node:events";
import { callJson, expectStatus } from "../lib/http.js";
import { percentile } from "../lib/load.js";
import type { Measurement } from "../lib/measurement.js";
import { CALENDAR, GUEST, stayOf, UNIT_COUNT } from "../lib/seed.js";

const CLIENTS = 50;
const DEFAULT_SECONDS = 30;
/** How long after the load the deliveries still missing are waited for. */
const TAIL_WAIT_MS = 30_000;
const PAIRS = UNIT_COUNT * CALENDAR.webhooksLoad.days;

/**
 * The receiver, in a process of its own so the load's clients never slow its answers: 204 at once,
 * then it tells the harness when each booking.created arrived (epoch ms).
 */
const RECEIVER = `
const http = require("node:http");
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    const at = performance.timeOrigin + performance.now();
    res.statusCode = 204;
    res.end();
    let id = null;
    try {
      const p = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      if (p && p.type === "booking.created" && p.data && p.data.booking) id = p.data.booking.id;
    } catch {}
    process.send([id, at]);
  });
});
server.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }));
process.on("disconnect", () => process.exit(0));
`;

/** Starts the receiver process; `arrivals` fills as deliveries arrive. */
async function receiver(): Promise<{
  port: number;
  arrivals: Map<string, number>;
  strays(): number;
  close(): Promise<void>;
}> {
  const child = spawn(process.execPath, ["-e", RECEIVER], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const arrivals = new Map<string, number>();
  let strays = 0;
  const port = await new Promise<number>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the receiver exited (${code})`)));
    child.on("message", (m: unknown) => {
      if (!Array.isArray(m)) return resolve((m as { port: number }).port);
      const [id, at] = m as [string | null, number];
      if (id === null || arrivals.has(id)) strays++;
      else arrivals.set(id, at);
    });
  });
  child.removeAllListeners("exit");
  return {
    port,
    arrivals,
    strays: () => strays,
    async close() {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.disconnect();
      await exited;
    },
  };
}

/** Epoch ms with the sub-millisecond part, as the receiver stamps arrivals. */
const now = () => performance.timeOrigin + performance.now();

const round = (ms: number) => Math.round(ms * 10) / 10;

export const webhooksLoad: Measurement = {
  name: "webhooks-load",
  label: "webhook event-to-delivery under booking load",
  measures:
    `One subscription to \`booking.created\` pointing at a receiver (a process of its own) that answers 204 at ` +
    `once; ${CLIENTS} clients book (distinct unit × night each) for ${DEFAULT_SECONDS} s (--duration ` +
    "shortens it). Latency = delivery receipt − the booking's 201 at the client. Notes give bookings/s, " +
    "deliveries/s during the load (the target: at least the bookings/s) and the tail after it.",
  target: { percentile: 99, atMostMs: 1000 },

  async start({ url, hotel, say, durationSeconds }) {
    const seconds = durationSeconds ?? DEFAULT_SECONDS;
    const hook = await receiver();
    const port = hook.port;
    const close = () => hook.close();
    const events = hotel.keys.events;
    let subscriptionId: string | undefined;
    try {
      const sub = await callJson(url, "POST", "/api/v1/webhooks", {
        token: events.secret,
        body: { url: `http://127.0.0.1:${port}/bench-hook-load`, events: ["booking.created"] },
      });
      expectStatus("POST /api/v1/webhooks", sub, 201);
      subscriptionId = sub.body.data.id as string;

      const created = new Map<string, number>();
      let refused = 0;
      let next = 0;
      const started = now();
      const ends = started + seconds * 1000;
      const client = async () => {
        while (now() < ends && next < PAIRS) {
          const i = next++;
          const answer = await callJson(url, "POST", "/api/v1/bookings", {
            token: hotel.keys.bookings.secret,
            headers: { "idempotency-key": `bench-webhooks-load-${started}-${i}` },
            body: { adults: 2, guest: GUEST, ...stayOf(hotel, CALENDAR.webhooksLoad.fromDay, i) },
          }).catch(() => undefined);
          if (answer?.status === 201) created.set(answer.body.data.id, now());
          else refused++;
        }
      };
      await Promise.all(Array.from({ length: CLIENTS }, client));
      const ended = now();
      const waitUntil = ended + TAIL_WAIT_MS;
      while ([...created.keys()].some((id) => !hook.arrivals.has(id)) && now() < waitUntil) {
        await new Promise((r) => setTimeout(r, 100));
      }

      const lags: number[] = [];
      let during = 0;
      let last = ended;
      for (const [id, at] of created) {
        const arrived = hook.arrivals.get(id);
        if (arrived === undefined) continue;
        lags.push(Math.max(0, arrived - at));
        if (arrived <= ended) during++;
        last = Math.max(last, arrived);
      }
      const loadSeconds = (ended - started) / 1000;
      const bookingsPerSecond = round(created.size / loadSeconds);
      const deliveriesPerSecond = round(during / loadSeconds);
      const sorted = lags.sort((a, b) => a - b);
      const figures = {
        samples: sorted.length,
        expected: created.size,
        p50Ms: round(percentile(sorted, 50)),
        p99Ms: round(percentile(sorted, 99)),
        maxMs: round(sorted.at(-1) ?? 0),
        window: { from: started, to: now() },
        notes: [
          `${bookingsPerSecond} bookings/s, ${deliveriesPerSecond} deliveries/s during the ${round(loadSeconds)} s ` +
            `load; the last delivery ${round(last - ended)} ms after it ended.`,
        ],
      };
      if (deliveriesPerSecond < bookingsPerSecond) figures.notes.push("Deliveries fell behind the bookings.");
      if (refused > 0) figures.notes.push(`${refused} bookings were not answered 201.`);
      say(
        `webhooks-load: ${created.size} bookings (${bookingsPerSecond}/s), ${deliveriesPerSecond} deliveries/s ` +
          `during the load, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, tail ${round(last - ended)} ms`,
      );
      return {
        async collect() {
          if (hook.strays() > 0)
            figures.notes.push(`${hook.strays()} other deliveries reached the receiver.`);
          return figures;
        },
        async close() {
          await close();
        },
      };
    } catch (err) {
      await close();
      throw err;
    } finally {
      if (subscriptionId) {
        // Deleted so the load scenarios after it deliver nothing.
        const removed = await callJson(url, "DELETE", `/api/v1/webhooks/${subscriptionId}`, {
          token: events.secret,
        });
        expectStatus(`DELETE /api/v1/webhooks/${subscriptionId}`, removed, 204);
      }
    }
  },
};
