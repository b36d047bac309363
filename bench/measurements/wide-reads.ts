import { percentile } from "../lib/load.js";
import type { Measurement, MeasurementContext, MeasurementFigures } from "../lib/measurement.js";
import {
  seedWideProperty,
  WIDE_NIGHTS,
  WIDE_PLANS,
  WIDE_UNITS,
  type WideProperty,
} from "../lib/seed-wide.js";

/** Requests before the measured ones, not counted (first catalog load, JIT). */
const WARMUP = 3;

// Both measurements read the same property; whichever starts first creates it.
let seeding: Promise<WideProperty> | undefined;
function wideProperty({ url, hotel, say }: MeasurementContext): Promise<WideProperty> {
  seeding ??= seedWideProperty(url, hotel).then((wide) => {
    say(
      `wide reads: property ${wide.propertyId} with ${WIDE_UNITS} units and ${WIDE_PLANS} api rate plans ` +
        `created over HTTP in ${(wide.seededMs / 1000).toFixed(1)} s`,
    );
    return wide;
  });
  return seeding;
}

interface Answer {
  ms: number;
  bytes: number;
}

/** One GET, timed from sending it to the answer's last byte; throws unless 200. Keeps the body only when asked. */
async function timedGet(url: string, secret: string, keep = false): Promise<Answer & { text?: string }> {
  const started = performance.now();
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${secret}` },
    signal: AbortSignal.timeout(30_000),
  });
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for await (const chunk of res.body ?? []) {
    bytes += chunk.length;
    if (keep || res.status !== 200) chunks.push(chunk);
  }
  const ms = performance.now() - started;
  const text = chunks.length > 0 ? Buffer.concat(chunks).toString("utf8") : undefined;
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${text?.slice(0, 300)}`);
  return { ms, bytes, text };
}

const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * A wide read measured alone: sequential GETs once every load scenario is over, each answer read
 * to its last byte (not kept, not parsed); the first one is checked in full.
 */
function wideRead(options: {
  name: string;
  label: string;
  measures: string;
  samples: number;
  path: (wide: WideProperty) => string;
  /** Throws unless the parsed answer has every entry. */
  check: (body: { data: unknown[]; next_cursor: unknown }, wide: WideProperty) => void;
  describe: (bytes: number) => string;
}): Measurement {
  return {
    name: options.name,
    label: options.label,
    measures: options.measures,
    async start(ctx) {
      const wide = await wideProperty(ctx);
      const url = `${ctx.url}${options.path(wide)}`;
      return {
        async collect(): Promise<MeasurementFigures> {
          const first = await timedGet(url, wide.key.secret, true);
          options.check(JSON.parse(first.text!), wide);
          for (let i = 1; i < WARMUP; i++) await timedGet(url, wide.key.secret);
          const from = Date.now();
          const answers: Answer[] = [];
          for (let i = 0; i < options.samples; i++) answers.push(await timedGet(url, wide.key.secret));
          const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
          const round = (n: number) => Math.round(n * 10) / 10;
          const sizes = new Set(answers.map((a) => a.bytes));
          return {
            samples: answers.length,
            expected: options.samples,
            p50Ms: round(percentile(ms, 50)),
            p99Ms: round(percentile(ms, 99)),
            maxMs: round(ms.at(-1) ?? 0),
            window: { from, to: Date.now() },
            notes: [
              `${options.describe(first.bytes)}${sizes.size > 1 ? ` (sizes varied: ${[...sizes].map(mb).join(", ")})` : ""}.`,
            ],
          };
        },
      };
    },
  };
}

const nightsOf = (from: string) =>
  Array.from({ length: WIDE_NIGHTS }, (_, i) =>
    new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );

export const wideRates = wideRead({
  name: "wide-rates",
  label: `wide read: /rates, ${WIDE_NIGHTS} nights`,
  measures:
    `Sequential \`GET /api/v1/rates\` over ${WIDE_NIGHTS} nights on a second property of ${WIDE_UNITS} ` +
    `single units with ${WIDE_PLANS} api rate plans, timed to the answer's last byte, after ` +
    `${WARMUP} not counted; run alone, once every load scenario is over.`,
  samples: 40,
  path: (w) => `/api/v1/rates?from=${w.range.from}&to=${w.range.to}`,
  check(body, wide) {
    const nights = JSON.stringify(nightsOf(wide.range.from));
    const entries = body.data as { unit_id: string; rate_plan_id: string; days: { date: string }[] }[];
    const pairs = new Set(entries.map((e) => `${e.unit_id} ${e.rate_plan_id}`));
    const whole =
      body.next_cursor === null &&
      entries.length === WIDE_UNITS * WIDE_PLANS &&
      pairs.size === entries.length &&
      entries.every((e) => JSON.stringify(e.days.map((d) => d.date)) === nights);
    if (!whole) throw new Error(`GET /api/v1/rates (wide): expected every unit × plan and every night`);
  },
  describe: (bytes) =>
    `Each answer: ${mb(bytes)}, ${(WIDE_UNITS * WIDE_PLANS).toLocaleString("en-US")} entries of ${WIDE_NIGHTS} nights`,
});

export const wideAvailability = wideRead({
  name: "wide-availability",
  label: `wide read: /availability, ${WIDE_NIGHTS} nights`,
  measures:
    `Sequential \`GET /api/v1/availability\` for a stay of ${WIDE_NIGHTS} nights on the same ${WIDE_UNITS}-unit ` +
    `property, timed the same way, after ${WARMUP} not counted.`,
  samples: 100,
  path: (w) => `/api/v1/availability?start=${w.range.from}&end=${w.range.to}`,
  check(body, wide) {
    const ids = new Set((body.data as { unit_id: string }[]).map((e) => e.unit_id));
    const whole =
      body.next_cursor === null && ids.size === WIDE_UNITS && wide.unitIds.every((u) => ids.has(u));
    if (!whole) throw new Error(`GET /api/v1/availability (wide): expected every unit`);
  },
  describe: (bytes) => `Each answer: ${(bytes / 1000).toFixed(1)} KB, ${WIDE_UNITS} entries`,
});
