import type { RequestLogRecord } from "@reservations/contracts";
import {
  createPool,
  dropDatabase,
  ensureDatabase,
  loadConfig,
  migrate,
  type Pool,
} from "@reservations/service-kit";
import { insertRequests, pageQuery } from "../../services/keys/src/store/requests.js";
import type { Comparison, ComparisonFigures } from "../lib/comparison.js";
import { percentile } from "../lib/load.js";

const SEEDED_ROWS = 10_000_000;
const KEYS = 1_000;
const RETENTION_DAYS = 90;
/** The gateway's batch: 500 entries, here from 50 keys. */
const BATCH = 500;
const KEYS_PER_BATCH = 50;
const WARMUP_BATCHES = 2 * (KEYS / KEYS_PER_BATCH);
const ROUNDS = 20;
const BATCHES_PER_ROUND = 30;
/** Seeding statements at once (the machine's 2 cores). */
const SEEDERS = 2;

const int = (n: number) => Math.round(n).toLocaleString("en-US");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A database of its own beside the bench's, with the keys service's schema and KEYS keys of one hotel. */
async function keysDatabase(benchUrl: string, suffix: string): Promise<{ url: string; pool: Pool }> {
  const url = new URL(benchUrl);
  url.pathname = `${url.pathname}_${suffix}`;
  await dropDatabase(url.toString());
  await ensureDatabase(url.toString());
  await migrate({
    databaseUrl: url.toString(),
    schema: "keys",
    dir: new URL("../../services/keys/src/migrations/", import.meta.url),
  });
  // No statement timeout: seeding and ANALYZE take their time.
  const pool = createPool(url.toString(), {
    max: SEEDERS + 1,
    name: `bench-${suffix}`,
    statementTimeoutMs: 0,
  });
  await pool.query(
    "INSERT INTO keys.tenants (id, name, merchant_token_hash) VALUES ('ten_bench', 'Bench', repeat('0', 64))",
  );
  await pool.query(
    `INSERT INTO keys.api_keys (id, tenant_id, name, environment, prefix, key_hash, scopes)
     SELECT 'key_bench' || g, 'ten_bench', 'bench ' || g, 'sandbox', 'rk_sandbox_', lpad(to_hex(g), 64, '0'), '{}'
     FROM generate_series(1, $1::integer) AS g`,
    [KEYS],
  );
  return { url: url.toString(), pool };
}

/**
 * SEEDED_ROWS entries spread evenly over the last 90 days up to now, KEYS keys taking turns, in
 * SEEDERS statements at once (each a slice of the time range); the partitions of those days first.
 */
async function seed(pool: Pool): Promise<void> {
  await pool.query(
    `SELECT keys.ensure_request_partition(((now() AT TIME ZONE 'UTC')::date - back))
     FROM generate_series(0, $1::integer) AS back`,
    [RETENTION_DAYS],
  );
  const stepSeconds = (RETENTION_DAYS * 86_400) / SEEDED_ROWS;
  const per = Math.ceil(SEEDED_ROWS / SEEDERS);
  await Promise.all(
    Array.from({ length: SEEDERS }, (_, s) =>
      pool.query(
        `INSERT INTO keys.requests (key_id, method, path, status, duration_ms, ip, occurred_at)
         SELECT 'key_bench' || (1 + g % $3::integer), 'GET', '/api/v1/properties', 200, 3.25, '203.0.113.7',
                now() - make_interval(secs => g * $4::double precision)
         FROM generate_series($1::integer, $2::integer) AS g`,
        [s * per + 1, Math.min(SEEDED_ROWS, (s + 1) * per), KEYS, stepSeconds],
      ),
    ),
  );
}

/** Batch `b`: BATCH entries stamped now, from KEYS_PER_BATCH keys, the keys going round all KEYS. */
function batch(b: number): RequestLogRecord[] {
  const at = new Date().toISOString();
  return Array.from({ length: BATCH }, (_, i) => ({
    key_id: `key_bench${1 + ((b * KEYS_PER_BATCH + (i % KEYS_PER_BATCH)) % KEYS)}`,
    tenant_id: "ten_bench",
    method: "GET",
    path: `/api/v1/properties/${i}`,
    status: 200,
    duration_ms: 3.25,
    ip: "203.0.113.7",
    occurred_at: at,
  }));
}

interface PlanSummary {
  planned: number;
  executed: number;
  scans: string[];
  ms: number;
}

/** What the listing's page did on the seeded table: partitions planned, partitions read, how. */
async function explainPage(
  pool: Pool,
  keyId: string,
  after?: { t: string; id: string },
): Promise<PlanSummary> {
  const { text, values } = pageQuery(keyId, after, 26);
  const { rows } = await pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, values);
  const plan = rows[0]["QUERY PLAN"][0];
  type Node = {
    "Node Type": string;
    "Relation Name"?: string;
    "Index Name"?: string;
    "Actual Loops"?: number;
    Plans?: Node[];
  };
  const scans: Node[] = [];
  const walk = (n: Node) => {
    if (n["Relation Name"]) scans.push(n);
    for (const c of n.Plans ?? []) walk(c);
  };
  walk(plan.Plan);
  const executed = scans.filter((s) => (s["Actual Loops"] ?? 0) > 0);
  return {
    planned: scans.length,
    executed: executed.length,
    scans: [
      ...new Set(
        executed.map(
          (s) => `${s["Node Type"]} on ${s["Index Name"]?.replace(/^requests_\d{8}_/, "requests_…_")}`,
        ),
      ),
    ],
    ms: plan["Planning Time"] + plan["Execution Time"],
  };
}

interface Side {
  label: string;
  pool: Pool;
  times: number[];
}

function sideOf(side: Side): ComparisonFigures["sides"][number] {
  const sorted = [...side.times].sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return {
    label: side.label,
    value: mean,
    text: `${mean.toFixed(2)} ms per batch`,
    details:
      `${int(sorted.length)} batches of ${BATCH}; p50 ${percentile(sorted, 50).toFixed(2)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(2)} ms; ${int((BATCH * 1000) / mean)} entries/s`,
  };
}

export const requestLogInserts: Comparison = {
  name: "request-log-inserts",
  label: "request-log insert, 10M rows ÷ empty",
  of: "time per batch",
  measures:
    `The keys service's batch insert (\`insertRequests\`, the statement \`keys.requests.record\` runs) ` +
    `of ${BATCH} entries stamped now from ${KEYS_PER_BATCH} of ${int(KEYS)} keys, one batch at a time, ` +
    "against two databases of their own with the keys schema: one whose request log is empty (a fresh " +
    `deployment), one with ${int(SEEDED_ROWS)} entries of ${int(KEYS)} keys spread over the last ` +
    `${RETENTION_DAYS} days (\`INSERT … SELECT generate_series\` in ${SEEDERS} statements at once, then ` +
    `\`ANALYZE\`). ${WARMUP_BATCHES} warm-up batches on each (every key's \`last_used_at\` set), then ` +
    `${ROUNDS} rounds of ${BATCHES_PER_ROUND} batches on each, alternating which goes first; each batch ` +
    "timed on its own. The figure is the mean time per batch.",
  target: { atMost: 1.2 },

  async run({ env, say }) {
    const benchUrl = loadConfig(env).DATABASE_URL;
    const opened: { url: string; pool: Pool }[] = [];
    try {
      const empty = await keysDatabase(benchUrl, "requests_empty");
      opened.push(empty);
      const full = await keysDatabase(benchUrl, "requests_full");
      opened.push(full);
      say(`request-log inserts: seeding ${int(SEEDED_ROWS)} entries over ${RETENTION_DAYS} days…`);
      const t0 = performance.now();
      await seed(full.pool);
      const seededMs = performance.now() - t0;
      const t1 = performance.now();
      await full.pool.query("ANALYZE keys.requests");
      const analyzeMs = performance.now() - t1;
      const [{ rows: count }, { rows: partitions }] = await Promise.all([
        full.pool.query<{ n: number }>("SELECT count(*)::integer AS n FROM keys.requests"),
        full.pool.query<{ n: number }>(
          "SELECT count(*)::integer AS n FROM pg_inherits WHERE inhparent = 'keys.requests'::regclass",
        ),
      ]);
      const { rows: emptyPartitions } = await empty.pool.query<{ n: number }>(
        "SELECT count(*)::integer AS n FROM pg_inherits WHERE inhparent = 'keys.requests'::regclass",
      );
      say(
        `request-log inserts: ${int(count[0]!.n)} entries in ${partitions[0]!.n} partitions, seeded in ` +
          `${seconds(seededMs)}, ANALYZE ${seconds(analyzeMs)}; timing batches…`,
      );

      const sides: Side[] = [
        { label: `${int(count[0]!.n)} rows`, pool: full.pool, times: [] },
        { label: "empty", pool: empty.pool, times: [] },
      ];
      let b = 0;
      for (let i = 0; i < WARMUP_BATCHES; i++, b++) {
        for (const s of sides) await insertRequests(s.pool, batch(b));
      }
      const t2 = performance.now();
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? sides : [...sides].reverse();
        for (const s of order) {
          for (let i = 0; i < BATCHES_PER_ROUND; i++, b++) {
            const entries = batch(b);
            const start = performance.now();
            const stored = await insertRequests(s.pool, entries);
            s.times.push(performance.now() - start);
            if (stored !== BATCH) throw new Error(`${s.label}: a batch stored ${stored} of ${BATCH} entries`);
          }
        }
      }
      const timedMs = performance.now() - t2;

      // The listing on the seeded table: a first page, and a page at a cursor 45 days back.
      const key = "key_bench7";
      const { rows: back } = await full.pool.query<{ t: string; id: string }>(
        `SELECT to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS t, id::text AS id
         FROM keys.requests WHERE key_id = $1 AND occurred_at <= now() - interval '45 days'
         ORDER BY occurred_at DESC, id DESC LIMIT 1`,
        [key],
      );
      const first = await explainPage(full.pool, key);
      const later = await explainPage(full.pool, key, back[0]);
      const page = (p: PlanSummary) =>
        `${p.planned} partitions planned, ${p.executed} read (${p.scans.join(", ")}), ${p.ms.toFixed(1)} ms`;

      return {
        sides: sides.map(sideOf) as ComparisonFigures["sides"],
        notes: [
          `Seeding the ${int(count[0]!.n)} entries took ${seconds(seededMs)} and ANALYZE ${seconds(analyzeMs)}; ` +
            `the timed batches ${seconds(timedMs)}. Partitions: ${partitions[0]!.n} seeded, ${emptyPartitions[0]!.n} empty ` +
            "(today and the next 7 days, as a fresh deployment has).",
          `The hotel's listing on the seeded table (EXPLAIN ANALYZE after ANALYZE, 26 rows of one key): first page ${page(first)}; ` +
            `a page at a cursor 45 days back ${page(later)} (the days after the cursor are pruned before the query runs).`,
        ],
        invalid: count[0]!.n < SEEDED_ROWS ? `only ${int(count[0]!.n)} rows were seeded` : undefined,
      };
    } finally {
      for (const { url, pool } of opened) {
        await pool.end().catch(() => {});
        await dropDatabase(url).catch(() => {});
      }
    }
  },
};
