import { randomBytes, randomUUID } from "node:crypto";
import { SCOPES } from "@reservations/contracts";

/**
 * `pnpm seed`: a demo hotel made through the operator and merchant APIs as any client would (units
 * of all four configurations, api rate plans, a sandbox key with every partner scope, an owner who
 * signs in to the console); prints the key and the owner's password once, a first booking command
 * and how to open the console.
 *
 *   PLATFORM_ADMIN_TOKEN=… pnpm seed     (BASE_URL defaults to http://localhost:$PORT, PORT to 3000)
 */
const baseUrl = (process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, "");
const adminToken = process.env.PLATFORM_ADMIN_TOKEN;

class SeedError extends Error {}

/** A call with `token` as its bearer credential, or with none (""). */
// biome-ignore lint/suspicious/noExplicitAny: the answers are read as the API documents them
async function api(method: string, path: string, token: string, body?: unknown): Promise<any> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        "content-type": "application/json",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    throw new SeedError(
      `No gateway answers at ${baseUrl} (${(err as Error).cause ?? (err as Error).message}). Start the mesh with pnpm start, or set BASE_URL.`,
    );
  }
  const text = await res.text();
  const answer = text ? JSON.parse(text) : null;
  if (!res.ok) {
    const code = answer?.error_code ?? JSON.stringify(answer?.errors ?? {});
    throw new SeedError(`${method} ${path} answered ${res.status} ${code}: ${answer?.message ?? text}`);
  }
  return answer;
}

interface Owner {
  tenant: { id: string; name: string; merchant_token: string };
  email: string;
  password: string;
}

/** The hotel's first owner, invited with the hotel and accepted with a generated password. */
async function owner(admin: string): Promise<Owner> {
  // An email is one person's at a time: each run's owner has one of their own.
  const email = `owner.${randomBytes(3).toString("hex")}@seaside-demo.example`;
  const made = (
    await api("POST", "/api/admin/tenants", admin, {
      name: "Demo hotel",
      owner: { email, name: "Demo owner" },
    })
  ).data;
  const password = randomBytes(18).toString("base64url");
  await api("POST", "/api/merchant/staff/accept-invite", "", {
    invite_token: made.owner_invite_token,
    password,
  });
  return { tenant: made, email, password };
}

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function seed(admin: string): Promise<void> {
  const { tenant, email, password } = await owner(admin);
  const merchant: string = tenant.merchant_token;
  const property = (
    await api("POST", "/api/merchant/properties", merchant, {
      name: "Seaside Demo",
      currency: "EUR",
      timezone: "Europe/Madrid",
    })
  ).data;
  const unit = async (body: Record<string, unknown>) =>
    (await api("POST", `/api/merchant/properties/${property.id}/units`, merchant, body)).data;
  const ratePlan = async (body: Record<string, unknown>) =>
    (await api("POST", `/api/merchant/properties/${property.id}/rate-plans`, merchant, body)).data;

  // The four configurations: a single unit, a whole house and its two children, a room type.
  const studio = await unit({ name: "Garden Studio", kind: "single", max_adults: 2 });
  const villa = await unit({ name: "Villa Mar", kind: "whole_house", max_adults: 6 });
  const villaA = await unit({
    name: "Villa Mar, room A",
    kind: "single",
    parent_unit_id: villa.id,
    max_adults: 2,
  });
  const villaB = await unit({
    name: "Villa Mar, room B",
    kind: "single",
    parent_unit_id: villa.id,
    max_adults: 2,
  });
  const doubles = await unit({
    name: "Doubles",
    kind: "room_type",
    max_adults: 2,
    rooms: [{ name: "101" }, { name: "102" }, { name: "103" }, { name: "104" }],
  });
  const flexible = await ratePlan({
    name: "Flexible",
    unit_ids: [studio.id, villaA.id, villaB.id, doubles.id],
    sales_channels: ["api", "direct"],
    active: true,
    // Amounts as decimal strings, the form every API version takes.
    prices: [
      { adults: 1, nightly_price: "90.00" },
      { adults: 2, nightly_price: "110.00" },
    ],
  });
  const week = await ratePlan({
    name: "Villa, three nights or more",
    unit_ids: [villa.id],
    sales_channels: ["api"],
    active: true,
    min_stay: 3,
    prices: [2, 3, 4, 5, 6].map((adults) => ({ adults, nightly_price: `${250 + adults * 25}.00` })),
  });
  const issued = await api("POST", "/api/merchant/keys", merchant, {
    name: "Demo partner (sandbox)",
    environment: "sandbox",
    scopes: SCOPES,
    property_ids: [property.id],
  });
  const key: string = issued.secret;

  const booking = {
    unit_id: doubles.id,
    rate_plan_id: flexible.id,
    start_date: dayFromNow(30),
    end_date: dayFromNow(32),
    adults: 2,
    hold_minutes: 15,
    guest: { first_name: "Ana", last_name: "Perez", email: "ana.perez@example.com" },
  };
  const lines = [
    `Seeded a demo hotel on ${baseUrl}:`,
    `  hotel account  ${tenant.id} ${tenant.name}`,
    `  property       ${property.id} ${property.name} (EUR, Europe/Madrid)`,
    `  units          ${studio.id} ${studio.name} (single)`,
    `                 ${villa.id} ${villa.name} (whole house) with ${villaA.id} and ${villaB.id} (its rooms)`,
    `                 ${doubles.id} ${doubles.name} (room type, rooms 101 to 104)`,
    `  rate plans     ${flexible.id} ${flexible.name}: 90 (1 adult) or 110 (2 adults) a night, all but the whole villa`,
    `                 ${week.id} ${week.name}: 300 to 400 a night for 2 to 6 adults`,
    "",
    `API key (sandbox, every partner scope, this property; shown only now): ${key}`,
    "",
    "A first booking, with the SDK's example script:",
    `  BASE_URL=${baseUrl} API_KEY=${key} node --import tsx examples/book-a-stay.ts`,
    "or with curl (a 15-minute hold; confirm it with POST /api/v1/bookings/{id}/confirm):",
    `  curl -s ${baseUrl}/api/v1/bookings -H "authorization: Bearer ${key}" -H "content-type: application/json" -H "idempotency-key: ${randomUUID()}" -d '${JSON.stringify(booking)}'`,
    "",
    "The hotel console, as the hotel's owner (the password is shown only now):",
    `  open      ${baseUrl}/console`,
    `  email     ${email}`,
    `  password  ${password}`,
  ];
  console.log(lines.join("\n"));
}

if (!adminToken) {
  console.error("Set PLATFORM_ADMIN_TOKEN to the operator token (pnpm start prints the one it generated).");
  process.exitCode = 2;
} else {
  await seed(adminToken).catch((err: unknown) => {
    if (!(err instanceof SeedError)) throw err;
    console.error(err.message);
    process.exitCode = 1;
  });
}
