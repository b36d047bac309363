import { randomUUID } from "node:crypto";
import { callJson, expectStatus } from "../lib/http.js";
import { percentile } from "../lib/load.js";
import type { Measurement, MeasurementFigures } from "../lib/measurement.js";
import { inDays, inParallel } from "../lib/seed.js";

/** Properties of the chain account; the other account has one property made the same way. */
const PROPERTIES = 300;
/** Each property read once in the measured rounds. */
const SAMPLES = PROPERTIES;
/** Rounds before the measured ones, not counted: each property read once (its first read loads it). */
const WARMUP = PROPERTIES;

interface Account {
  properties: string[];
  /** availability:read and properties:read, listing every property of the account. */
  key: string;
}

/** An account of `n` properties, each with one single unit and one api rate plan, made over HTTP. */
async function seedAccount(url: string, adminToken: string, n: number): Promise<Account> {
  const tenant = await callJson(url, "POST", "/api/admin/tenants", {
    token: adminToken,
    body: { name: `Bench chain of ${n}` },
  });
  expectStatus("POST /api/admin/tenants", tenant, 201);
  const token: string = tenant.body.data.merchant_token;
  const properties = await inParallel(n, 8, async (i) => {
    const p = await callJson(url, "POST", "/api/merchant/properties", {
      token,
      body: { name: `Chain ${i + 1}`, currency: "EUR", timezone: "Europe/Madrid" },
    });
    expectStatus("POST /api/merchant/properties", p, 201);
    const path = `/api/merchant/properties/${p.body.data.id}`;
    const unit = await callJson(url, "POST", `${path}/units`, {
      token,
      body: { name: "Room", kind: "single", max_adults: 2 },
    });
    expectStatus(`POST ${path}/units`, unit, 201);
    const plan = await callJson(url, "POST", `${path}/rate-plans`, {
      token,
      body: {
        name: "Flexible",
        unit_ids: [unit.body.data.id],
        sales_channels: ["api"],
        active: true,
        prices: [{ adults: 2, nightly_price: 100 }],
      },
    });
    expectStatus(`POST ${path}/rate-plans`, plan, 201);
    return p.body.data.id as string;
  });
  const key = await callJson(url, "POST", "/api/merchant/keys", {
    token,
    body: {
      name: "bench chain",
      environment: "sandbox",
      scopes: ["properties:read", "availability:read"],
      property_ids: properties,
    },
  });
  expectStatus("POST /api/merchant/keys", key, 201);
  return { properties, key: key.body.secret };
}

/** One X-Property read, timed to its last byte; throws unless 200. */
async function timedRead(url: string, path: string, key: string, property: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}${path}`, {
    headers: { authorization: `Bearer ${key}`, "x-property": property, "x-request-id": randomUUID() },
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${text.slice(0, 300)}`);
  return performance.now() - started;
}

/**
 * An account of 300 properties against an account of one, read in turn with X-Property: the
 * 300-property key's reads must cost what the one-property key's do.
 */
export const manyProperties: Measurement = {
  name: "many-properties",
  label: `X-Property reads, a key of ${PROPERTIES} properties`,
  measures:
    `Sequential \`GET /api/v1/availability\` (14 nights) and \`GET /api/v1/properties\`, each with X-Property, ` +
    `with a key listing the ${PROPERTIES} properties of one account (each of one unit and one api rate plan) ` +
    `and with the key of an account of one such property, taking turns, after a round over every property not ` +
    `counted (a property's first read on a copy loads it); the ` +
    `figures are the ${PROPERTIES}-property key's, the notes compare them with the one-property key's. Run ` +
    `alone, once every load scenario is over.`,
  async start({ url, adminToken, say }) {
    const started = performance.now();
    const [chain, single] = [
      await seedAccount(url, adminToken, PROPERTIES),
      await seedAccount(url, adminToken, 1),
    ];
    say(
      `many properties: accounts of ${PROPERTIES} and 1 made over HTTP in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const reads = [`/api/v1/availability?start=${inDays(30)}&end=${inDays(44)}`, "/api/v1/properties"];
    return {
      async collect(): Promise<MeasurementFigures> {
        const chainMs: number[][] = reads.map(() => []);
        const singleMs: number[][] = reads.map(() => []);
        const from = Date.now();
        for (let round = 0; round < WARMUP + SAMPLES; round++) {
          const property = chain.properties[round % PROPERTIES]!;
          for (const [i, path] of reads.entries()) {
            // Which goes first alternates, so neither gains from the other's warming.
            const chainRead = () => timedRead(url, path, chain.key, property);
            const singleRead = () => timedRead(url, path, single.key, single.properties[0]!);
            let a: number;
            let b: number;
            if (round % 2 === 0) {
              a = await chainRead();
              b = await singleRead();
            } else {
              b = await singleRead();
              a = await chainRead();
            }
            if (round < WARMUP) continue;
            chainMs[i]!.push(a);
            singleMs[i]!.push(b);
          }
        }
        const p50 = (xs: number[]) =>
          percentile(
            [...xs].sort((a, b) => a - b),
            50,
          );
        const all = chainMs.flat().sort((a, b) => a - b);
        const round = (n: number) => Math.round(n * 100) / 100;
        return {
          samples: all.length,
          expected: SAMPLES * reads.length,
          p50Ms: round(percentile(all, 50)),
          p99Ms: round(percentile(all, 99)),
          maxMs: round(all.at(-1) ?? 0),
          window: { from, to: Date.now() },
          notes: reads.map(
            (path, i) =>
              `${path.split("?")[0]} with X-Property: p50 ${round(p50(chainMs[i]!))} ms with the key of ${PROPERTIES} ` +
              `properties, ${round(p50(singleMs[i]!))} ms with the key of one ` +
              `(${(p50(chainMs[i]!) / p50(singleMs[i]!)).toFixed(2)}×).`,
          ),
        };
      },
    };
  },
};
