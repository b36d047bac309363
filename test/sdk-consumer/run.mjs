// Run by test/sdk-package.test.ts with Node.js 20 and 24, in a folder where the packed SDK is installed
// with npm: a booking held then confirmed, a listing across pages, a verified webhook, and require().
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { createClient, userAgent, verifyWebhook } from "@reservations/sdk";

const { BASE_URL, API_KEY, UNIT_ID, RATE_PLAN_ID, START_DAYS } = process.env;
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const start = Number(START_DAYS);
const guest = { first_name: "Ana", last_name: "Perez", email: "ana.perez@example.com" };
const night = (from) => ({
  unit_id: UNIT_ID,
  rate_plan_id: RATE_PLAN_ID,
  start_date: day(from),
  end_date: day(from + 1),
  adults: 2,
  guest,
});
const client = createClient({ baseUrl: BASE_URL, apiKey: API_KEY });

const hold = await client.bookings.create({ ...night(start), hold_minutes: 15 });
const confirmed = await client.bookings.confirm(hold.id);
const made = [confirmed.id];
for (let i = 1; i <= 4; i++) made.push((await client.bookings.create(night(start + 2 * i))).id);
const listed = [];
for await (const booking of client.bookings.list({ limit: 2 })) listed.push(booking.id);

// A receiver of our own: the platform signs a test event, and verifyWebhook checks it.
let secret = "";
let verified;
const server = createServer((req, res) => {
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => {
    try {
      verified = verifyWebhook(Buffer.concat(chunks), req.headers, secret).type;
      res.writeHead(204).end();
    } catch (err) {
      verified = `refused: ${err.name}`;
      res.writeHead(401).end();
    }
  });
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const subscription = await client.webhooks.create({
  url: `http://127.0.0.1:${server.address().port}/hooks`,
  events: ["unit.*"],
});
secret = subscription.secret;
const tested = await client.webhooks.test(subscription.id);
await client.webhooks.delete(subscription.id);
server.close();

// The CommonJS build, from the same package.
const required = createRequire(import.meta.url)("@reservations/sdk");
const again = await required.createClient({ baseUrl: BASE_URL, apiKey: API_KEY }).bookings.get(confirmed.id);

console.log(
  JSON.stringify({
    node: process.version,
    userAgent: userAgent(),
    hold: { id: hold.id, status: hold.status, is_hold: hold.is_hold },
    confirmed: { id: confirmed.id, status: confirmed.status },
    made,
    listed,
    webhook: { status_code: tested.status_code, verified },
    required: { id: again.id, status: again.status, notFound: typeof required.NotFoundError },
  }),
);
