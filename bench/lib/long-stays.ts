import type { Pool } from "@reservations/service-kit";
import { callJson, expectStatus, UnexpectedAnswer } from "./http.js";
import { percentile } from "./load.js";
import { type ApiKey, createKey, type Hotel, inDays, inParallel } from "./seed.js";

// The repeated runs' long read: GET /api/v1/availability over 90 nights on a property whose ledger holds
// 30,000 bookings, against the same read on an identical property with none (p50 of sequential
// requests). Both properties are created over HTTP; the bookings go straight into inventory's
// ledger in SQL (through HTTP they would take minutes).

export const LONG_UNITS = 200;
export const LONG_NIGHTS = 90;
export const STORED_BOOKINGS = 30_000;
/** The window asked for: LONG_NIGHTS nights from this many days ahead (past any timezone's today). */
const WINDOW_FROM_DAY = 2;
/** Stays run from this day on, each unit's first one a little later than the previous unit's. */
const STAYS_FROM_DAY = 2;

export interface LongStayProperty {
  propertyId: string;
  unitIds: string[];
  ratePlanId: string;
  /** availability:read on this property only. */
  key: ApiKey;
}

/** LONG_UNITS single units and one api rate plan over them, and a key (created 16 units at a time). */
export async function seedLongStayProperty(
  baseUrl: string,
  hotel: Hotel,
  name: string,
): Promise<LongStayProperty> {
  const token = hotel.merchantToken;
  const created = await callJson(baseUrl, "POST", "/api/merchant/properties", {
    token,
    body: { name, currency: "EUR", timezone: "Europe/Madrid" },
  });
  expectStatus(`POST /api/merchant/properties (${name})`, created, 201);
  const propertyId: string = created.body.data.id;
  const path = (rest: string) => `/api/merchant/properties/${propertyId}/${rest}`;
  const unitIds = await inParallel(LONG_UNITS, 16, async (i) => {
    const unit = await callJson(baseUrl, "POST", path("units"), {
      token,
      body: { name: `${name} ${i + 1}`, kind: "single", max_adults: 2 },
    });
    expectStatus(`POST ${path("units")}`, unit, 201);
    return unit.body.data.id as string;
  });
  const plan = await callJson(baseUrl, "POST", path("rate-plans"), {
    token,
    body: {
      name: `${name} plan`,
      unit_ids: unitIds,
      sales_channels: ["api"],
      active: true,
      min_stay: 1,
      max_stay: null,
      prices: [
        { adults: 1, nightly_price: 80 },
        { adults: 2, nightly_price: 100 },
      ],
    },
  });
  expectStatus(`POST ${path("rate-plans")}`, plan, 201);
  const key = await createKey(baseUrl, token, propertyId, {
    name: `${name} reads`,
    scopes: ["availability:read"],
  });
  return { propertyId, unitIds, ratePlanId: plan.body.data.id, key };
}

interface Stay {
  unit: number;
  fromDay: number;
  nights: number;
}

/**
 * STORED_BOOKINGS stays of 1–3 nights, back to back on each unit (so no two overlap): unit u
 * starts on day STAYS_FROM_DAY + u % 50, and every tenth unit only after the 90-night window, so
 * the window's answer has both free and taken units. About 150 stays per unit, a year's worth.
 */
function stays(): Stay[] {
  const perUnit = Math.ceil(STORED_BOOKINGS / LONG_UNITS);
  const out: Stay[] = [];
  for (let unit = 0; unit < LONG_UNITS && out.length < STORED_BOOKINGS; unit++) {
    let day = unit % 10 === 0 ? WINDOW_FROM_DAY + LONG_NIGHTS : STAYS_FROM_DAY + (unit % 50);
    for (let k = 0; k < perUnit && out.length < STORED_BOOKINGS; k++) {
      const nights = 1 + ((unit + k) % 3);
      out.push({ unit, fromDay: day, nights });
      day += nights;
    }
  }
  return out;
}

/** The window's [start, end). */
export function longWindow(): { start: string; end: string } {
  return { start: inDays(WINDOW_FROM_DAY), end: inDays(WINDOW_FROM_DAY + LONG_NIGHTS) };
}

/** Which units the window finds taken, for the stays() stored on a property. */
export function takenInWindow(): Set<number> {
  const taken = new Set<number>();
  for (const s of stays()) {
    if (s.fromDay < WINDOW_FROM_DAY + LONG_NIGHTS && s.fromDay + s.nights > WINDOW_FROM_DAY)
      taken.add(s.unit);
  }
  return taken;
}

const BATCH = 1000;

/**
 * Stores the stays as committed allocations (a live booking's) with their claims, in inventory's
 * ledger, BATCH per transaction. Plain INSERTs: the deferred ledger-version trigger bumps each
 * unit's ledger_version and logs the change at commit, as a booking's allocation does, so the
 * service's in-memory copy sees them. Returns how long it took.
 */
export async function storeBookings(db: Pool, hotel: Hotel, p: LongStayProperty): Promise<number> {
  const started = performance.now();
  const all = stays();
  const tag = p.propertyId.slice(-8);
  for (let from = 0; from < all.length; from += BATCH) {
    const batch = all.slice(from, from + BATCH);
    const ids = batch.map((_, i) => `alc_bench${tag}${from + i}`);
    const client = await db.connect();
    try {
      await client.query("BEGIN");
      await client.query(
        `INSERT INTO inventory.allocations (id, booking_id, tenant_id, property_id, unit_id, room_id,
           rate_plan_id, start_date, end_date, adults, currency, nightly, total_minor, status, origin,
           conflict, committed_at)
         SELECT s.id, 'bkg_bench' || s.id, $1, $2, s.unit_id, NULL, $3, s.start_date, s.end_date, 2, 'EUR',
           (SELECT jsonb_agg(jsonb_build_object('date', d::date, 'price', 100))
              FROM generate_series(s.start_date, s.end_date - 1, interval '1 day') AS d),
           10000 * (s.end_date - s.start_date), 'committed', 'api', false, now()
           FROM unnest($4::text[], $5::text[], $6::date[], $7::date[]) AS s(id, unit_id, start_date, end_date)`,
        [
          hotel.tenantId,
          p.propertyId,
          p.ratePlanId,
          ids,
          batch.map((s) => p.unitIds[s.unit]),
          batch.map((s) => inDays(s.fromDay)),
          batch.map((s) => inDays(s.fromDay + s.nights)),
        ],
      );
      await client.query(
        `INSERT INTO inventory.claims (allocation_id, slot_id, during, share)
         SELECT a.id, a.unit_id, daterange(a.start_date, a.end_date, '[)'), int4range(0, NULL)
           FROM inventory.allocations a WHERE a.id = ANY($1::text[])`,
        [ids],
      );
      await client.query("COMMIT");
    } catch (err) {
      await client.query("ROLLBACK").catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }
  return performance.now() - started;
}

/** One read of the window; throws unless every unit's answer is what `taken` says. */
export async function checkWindow(baseUrl: string, p: LongStayProperty, taken: Set<number>): Promise<void> {
  const { start, end } = longWindow();
  const what = `GET /api/v1/availability (${LONG_NIGHTS} nights, ${taken.size} units taken)`;
  const answer = await callJson(baseUrl, "GET", `/api/v1/availability?start=${start}&end=${end}`, {
    headers: { authorization: `Bearer ${p.key.secret}` },
  });
  expectStatus(what, answer, 200);
  const data: { unit_id: string; available: boolean }[] | undefined = answer.body?.data;
  if (!Array.isArray(data) || data.length !== LONG_UNITS) {
    throw new UnexpectedAnswer(`${what}: expected ${LONG_UNITS} entries; got ${answer.text.slice(0, 300)}`);
  }
  const byUnit = new Map(data.map((e) => [e.unit_id, e.available]));
  const wrong = p.unitIds.filter((id, u) => byUnit.get(id) !== !taken.has(u));
  if (wrong.length > 0) {
    throw new UnexpectedAnswer(
      `${what}: ${wrong.length} units answered otherwise than the stored bookings say`,
    );
  }
}

/**
 * p50 (ms, to 0.01) of `n` sequential reads of the window on each property, after `warmup`
 * unmeasured ones each; any non-200 throws. The properties take turns, one read each, so a slow
 * stretch of the machine (another process, a checkpoint after the bookings' load) falls on both
 * alike instead of on whichever was being read then.
 */
export async function sequentialP50s(
  baseUrl: string,
  properties: readonly LongStayProperty[],
  n: number,
  warmup: number,
): Promise<number[]> {
  const { start, end } = longWindow();
  const url = `${baseUrl}/api/v1/availability?start=${start}&end=${end}`;
  const latencies: number[][] = properties.map(() => []);
  for (let i = 0; i < warmup + n; i++) {
    for (const [k, p] of properties.entries()) {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${p.key.secret}` } });
      await res.arrayBuffer();
      const t1 = performance.now();
      if (res.status !== 200)
        throw new UnexpectedAnswer(`sequential GET /api/v1/availability: ${res.status}`);
      if (i >= warmup) latencies[k]!.push(t1 - t0);
    }
  }
  return latencies.map(
    (l) =>
      Math.round(
        percentile(
          l.sort((a, b) => a - b),
          50,
        ) * 100,
      ) / 100,
  );
}
