/**
 * Follows the event feed with the SDK: prints every event from the cursor given (or the oldest kept)
 * on, then each new one as it happens, until stopped; on SIGINT or SIGTERM it prints the cursor to
 * resume from and exits 0.
 *
 *   BASE_URL=http://localhost:3000 API_KEY=rk_sandbox_… node follow-events.ts
 *
 * In a project with the SDK installed (`npm install @reservations/sdk`); Node.js 22.18 and later run
 * TypeScript as it is, on Node.js 20 use `npx tsx follow-events.ts`. Optional: CURSOR (where a
 * previous run stopped), TYPES (kinds or families, default `booking.*`), PROPERTY (X-Property, for a
 * key of several properties), INTERVAL_MS (how often to ask once caught up, default 2000). The key
 * needs bookings:read:all for booking events, housekeeping:read for unit events.
 * Exit codes: 0 stopped, 1 the API refused, 2 missing settings.
 */
import { ApiError, createClient } from "@reservations/sdk";

const env = process.env;
if (!env.API_KEY) {
  console.error("Set API_KEY to a partner API key (pnpm seed prints one).");
  process.exit(2);
}
const client = createClient({
  baseUrl: env.BASE_URL ?? "http://localhost:3000",
  apiKey: env.API_KEY,
  property: env.PROPERTY || undefined,
});
const stop = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop.abort());

const feed = client.events.follow(
  { types: env.TYPES ?? "booking.*", cursor: env.CURSOR || undefined },
  { signal: stop.signal, intervalMs: Number(env.INTERVAL_MS ?? 2000) },
);
console.log(`following the feed from ${env.CURSOR || "the oldest event kept"}`);
try {
  for await (const event of feed)
    console.log(`event ${event.id} ${event.type} ${JSON.stringify(event.data)}`);
  // The loop ends once stopped; events of a page broken off are seen again from this cursor.
  console.log(`stopped; resume with CURSOR=${feed.cursor ?? ""}`);
} catch (err) {
  const refusal = err instanceof ApiError ? `${err.status} ${err.code ?? ""}: ` : "";
  console.error(`The API answered ${refusal}${(err as Error).message}`);
  process.exitCode = 1;
}
