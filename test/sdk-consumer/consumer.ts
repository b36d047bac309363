// Type-checked by test/sdk-package.test.ts against the installed package, under moduleResolution
// node16 and bundler, with the package's own declarations checked too (skipLibCheck off).
import {
  type Booking,
  ConflictError,
  createClient,
  createMerchantClient,
  type FeedEvent,
  isApiError,
  verifyWebhook,
  type WebhookEvent,
} from "@reservations/sdk";

const client = createClient({
  baseUrl: "https://sandbox.example.com",
  apiKey: "rk_sandbox_x",
  timeoutMs: 5000,
});

export async function everything(signal: AbortSignal): Promise<Booking[]> {
  const hold = await client.bookings.create(
    {
      unit_id: "u",
      rate_plan_id: "r",
      start_date: "2030-01-01",
      end_date: "2030-01-02",
      adults: 2,
      hold_minutes: 15,
    },
    { idempotencyKey: "k-1", signal },
  );
  await client.bookings.confirm(hold.id, { retry: { attempts: 3, maxElapsedMs: 10_000 } });
  const all: Booking[] = [];
  for await (const booking of client.bookings.list({ limit: 50 })) all.push(booking);
  const first = await client.bookings.list({ limit: 1 });
  const cursor: string | null = first.next_cursor;
  for await (const page of client.bookings.pages({ cursor: cursor ?? undefined })) all.push(...page.data);
  const events: FeedEvent[] = [];
  for await (const event of client.events.list({ types: "booking.*" })) events.push(event);
  return all;
}

export async function refusals(): Promise<number | undefined> {
  try {
    await client.bookings.get("bkg_x");
  } catch (err) {
    if (err instanceof ConflictError && err.is("UNIT_NOT_AVAILABLE")) return err.extra.remaining_capacity;
    if (isApiError(err, "RATE_PLAN_MIN_STAY")) return err.extra.min_stay;
  }
  return undefined;
}

export async function merchant(): Promise<string> {
  const hotel = createMerchantClient({ baseUrl: "https://sandbox.example.com", token: "mt" });
  const { data: key, secret } = await hotel.createKey({
    name: "p",
    environment: "sandbox",
    scopes: ["bookings:read"],
  });
  for await (const request of hotel.listKeyRequests(key.id)) return `${request.method} ${request.status}`;
  return secret;
}

export function webhook(body: string, headers: Record<string, string>): WebhookEvent["type"] {
  return verifyWebhook(body, headers, "whsec_x").type;
}

// @ts-expect-error adults is a number: the types are the API's, not any
client.bookings.create({ unit_id: "u", rate_plan_id: "r", start_date: "", end_date: "", adults: "two" });
