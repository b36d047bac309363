/**
 * Books a stay with the partner SDK: finds a free unit, quotes it, holds it, confirms the hold and
 * prints the booking.
 *
 *   BASE_URL=http://localhost:3000 API_KEY=rk_sandbox_… node book-a-stay.ts
 *
 * In a project with the SDK installed (`npm install @reservations/sdk`); Node.js 22.18 and later run
 * TypeScript as it is, on Node.js 20 use `npx tsx book-a-stay.ts`. In this repository,
 * `node --import tsx examples/book-a-stay.ts` runs it on the SDK's source.
 * Optional: PROPERTY (X-Property, for a key that covers several properties; otherwise the first
 * property the key covers), START (YYYY-MM-DD, default 30 days from today), NIGHTS (2), ADULTS (2).
 * The key needs properties:read, availability:read, rates:read and bookings:write.
 * Exit codes: 0 booked, 1 the API refused, 2 missing or invalid settings, 3 nothing free.
 */
import { ApiError, createClient } from "@reservations/sdk";

const env = process.env;
const day = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  day(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));

async function main(): Promise<number> {
  const apiKey = env.API_KEY;
  if (!apiKey) {
    console.error("Set API_KEY to a partner API key (pnpm seed prints one).");
    return 2;
  }
  const baseUrl = env.BASE_URL ?? "http://localhost:3000";
  const start = env.START ?? addDays(day(new Date()), 30);
  const nights = Number(env.NIGHTS ?? 2);
  const adults = Number(env.ADULTS ?? 2);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !Number.isInteger(nights) || nights < 1 || !(adults >= 1)) {
    console.error("START is YYYY-MM-DD, NIGHTS and ADULTS whole numbers of at least 1.");
    return 2;
  }
  const end = addDays(start, nights);

  let client = createClient({ baseUrl, apiKey, property: env.PROPERTY || undefined });
  const properties = await client.properties.list();
  const property = properties.find((p) => p.api_rate_plans_configured);
  if (!property) {
    console.error("None of the key's properties sells through the API yet (no active api rate plan).");
    return 3;
  }
  // A key of several properties names one in X-Property on every other call.
  if (!env.PROPERTY && properties.length > 1) client = client.withProperty(property.id);
  console.log(`Property ${property.id}; looking for ${nights} night(s) from ${start} for ${adults} adult(s)`);

  const free = (await client.availability.get({ start, end })).filter((a) => a.available);
  const rates = await client.rates.get({ from: start, to: end });
  for (const unit of free) {
    for (const plan of rates.filter((r) => r.unit_id === unit.unit_id)) {
      const stay = {
        unit_id: unit.unit_id,
        rate_plan_id: plan.rate_plan_id,
        start_date: start,
        end_date: end,
        adults,
      };
      // A plan may not fit the stay (minimum stay, occupancy): the quote says so; try the next one.
      const quote = await client.quote(stay).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 422) return undefined;
        throw err;
      });
      if (!quote?.available) continue;
      console.log(
        `Quote: unit ${unit.unit_id}, plan ${plan.rate_plan_id}, ${quote.total_price} ${quote.currency}`,
      );

      const hold = await client.bookings.create({
        ...stay,
        hold_minutes: 15,
        guest: { first_name: "Ana", last_name: "Perez", email: "ana.perez@example.com" },
      });
      console.log(`Held ${hold.id} until ${hold.hold_expires_at}`);
      const booking = await client.bookings.confirm(hold.id);
      console.log(`Booked ${booking.id}: ${booking.status}, ${booking.total_price} ${booking.currency}`);
      console.log(JSON.stringify(booking, null, 2));
      return 0;
    }
  }
  console.error(`Nothing is free for ${start}..${end} with a rate plan that fits the stay.`);
  return 3;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    if (err instanceof ApiError) {
      const code = err.error_code ?? (err.errors ? `fields ${Object.keys(err.errors).join(", ")}` : "");
      console.error(`The API answered ${err.status} ${code}: ${err.message}`);
    } else {
      console.error(err instanceof Error ? err.message : err);
    }
    process.exitCode = 1;
  },
);
