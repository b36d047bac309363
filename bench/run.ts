// Over 300 lines: one script whose steps share its arguments, environment and started processes (all stopped on any exit); what other steps reuse is in bench/lib.
// pnpm bench: starts the mesh as processes on its own database, NATS namespace and Redis prefix,
// seeds a hotel over HTTP, runs the repeated runs and the measurements (scenarios against their
// baselines and comparisons when asked: see --help) and writes bench/results/<UTC date>.md.
// Everything it started is stopped at the end, also on failure or Ctrl-C.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  connectNats,
  createPool,
  deleteNamespaceStreams,
  dropDatabase,
  ensureDatabase,
  loadConfig,
  runNatsSetup,
  serviceDatabaseEnv,
  setupServiceDatabases,
} from "@reservations/service-kit";
import { Redis } from "ioredis";
import {
  type MeshProcess,
  type ProcessName,
  ROOT,
  SERVICE_NAMES,
  spawnProcess,
  stopMesh,
} from "../scripts/mesh.js";
import { preflight } from "../scripts/preflight.js";
import { COMPARISONS } from "./comparisons/index.js";
import type { ComparisonContext, StartedGateway } from "./lib/comparison.js";
import { formatSummary, monotonicUs, summariseProfile } from "./lib/cpuprofile.js";
import { callJson, waitForHealth } from "./lib/http.js";
import { type LoadFigures, type LoadSettings, measureLoad, measureOperations } from "./lib/load.js";
import {
  checkWindow,
  LONG_NIGHTS,
  STORED_BOOKINGS,
  seedLongStayProperty,
  storeBookings,
  takenInWindow,
} from "./lib/long-stays.js";
import { describeMachine, machineLine } from "./lib/machine.js";
import type { PendingMeasurement } from "./lib/measurement.js";
import { type MemorySample, peakRssMiB, sampleMemory } from "./lib/memory.js";
import { countOversells } from "./lib/oversells.js";
import {
  freePort,
  killNow,
  LogBook,
  type RunningProcess,
  spawnScript,
  stopProcesses,
  watchForExit,
  withGuards,
} from "./lib/processes.js";
import { renderMarkdown, targetsTable } from "./lib/report.js";
import type { RunsReport } from "./lib/report-runs.js";
import type { ComparisonResult, MeasurementResult, Report, ScenarioResult } from "./lib/results.js";
import { oneRun, type RunContext, type RunResult } from "./lib/runs.js";
import type { BaselineContext, Scenario, Target } from "./lib/scenario.js";
import { type Hotel, seedHotel } from "./lib/seed.js";
import { MEASUREMENTS } from "./measurements/index.js";
import { availability } from "./scenarios/availability.js";
import { bigBookingsTarget, seedBigProperties } from "./scenarios/big-bookings.js";
import { bookings } from "./scenarios/bookings.js";
import {
  CALENDAR_DAYS,
  CALENDAR_SEQUENTIAL,
  CALENDAR_WARMUP,
  calendarSequentialP50,
  calendarTarget,
} from "./scenarios/calendar.js";
import { SCENARIOS } from "./scenarios/index.js";
import { notModifiedTarget } from "./scenarios/not-modified.js";
import { ceiling, properties } from "./scenarios/properties.js";
import { quotesTarget } from "./scenarios/quotes.js";
import { ratesTarget } from "./scenarios/rates.js";

const DEFAULT_SETTINGS: LoadSettings = { connections: 50, warmupSeconds: 2, durationSeconds: 10 };
const BENCH_DATABASE = "reservations_bench";
const NAMESPACE = "bench";
const ADMIN_TOKEN = "bench-operator-token-0123456789";
const UNLIMITED = "100000000";

// ---------- arguments ----------

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "--"),
  options: {
    scenario: { type: "string", multiple: true },
    duration: { type: "string" },
    runs: { type: "string" },
    "cpu-prof": { type: "string", multiple: true },
    help: { type: "boolean", short: "h" },
  },
});
const PROCESS_NAMES: ProcessName[] = [...SERVICE_NAMES, "gateway"];
/** The repeated runs, selectable as a scenario name. */
const RUNS_NAME = "runs";
const ALL_NAMES = [
  RUNS_NAME,
  ...SCENARIOS.map((s) => s.name),
  ...MEASUREMENTS.map((m) => m.name),
  ...COMPARISONS.map((c) => c.name),
];
if (values.help) {
  console.log(
    `pnpm bench [--runs <n>] [--scenario <name>]… [--duration <seconds>] [--cpu-prof <process>]…\n` +
      "By default: the repeated runs (--runs, default 5: the ceiling, batching as the mesh does, and\n" +
      "  unbatched, properties, availability,\n" +
      "  its monolith and bookings on 200 units, 2,000 units and a room type of 1,000 rooms under load,\n" +
      "  CPU per request per process, 90-night reads with and without 30,000 bookings, a year's\n" +
      "  price calendar read alone and under load) and the\n" +
      "  measurements once; about 10 minutes.\n" +
      `runs: "--scenario ${RUNS_NAME}" selects the repeated runs alone\n` +
      `scenarios (each against its own baseline, once; opt-in but those marked *): ${SCENARIOS.map((s) => `${s.name}${s.byDefault ? "*" : ""}`).join(", ")}\n` +
      `measurements: ${MEASUREMENTS.map((m) => m.name).join(", ")} (--scenario selects them too)\n` +
      `comparisons (opt-in, slow): ${COMPARISONS.map((c) => c.name).join(", ")} (--scenario selects them)\n` +
      `--cpu-prof runs a mesh process (${PROCESS_NAMES.join(", ")}) or a baseline process (baseline-…) under\n` +
      "  node --cpu-prof and prints its hot spots during the measured load.\n" +
      "With --scenario, --duration or --cpu-prof the figures are printed but no results file is written.",
  );
  process.exit(0);
}
const unknown = (values.scenario ?? []).filter((n) => !ALL_NAMES.includes(n));
if (unknown.length > 0) {
  console.error(`unknown scenario ${unknown.join(", ")}; known: ${ALL_NAMES.join(", ")}`);
  process.exit(2);
}
const profiled = values["cpu-prof"] ?? [];
const unknownProcess = profiled.filter(
  (n) => !PROCESS_NAMES.includes(n as ProcessName) && !n.startsWith("baseline-"),
);
if (unknownProcess.length > 0) {
  console.error(
    `unknown process ${unknownProcess.join(", ")}; known: ${PROCESS_NAMES.join(", ")}, baseline-<name>`,
  );
  process.exit(2);
}
const selected = (name: string) => values.scenario === undefined || values.scenario.includes(name);
const optedIn = (name: string) => values.scenario?.includes(name) ?? false;
// The single scenarios (each with its own baseline) and the comparisons are slow: only when named,
// but for the short ones a plain run keeps.
const scenarios: Scenario[] = SCENARIOS.filter(
  (s) => optedIn(s.name) || (s.byDefault === true && values.scenario === undefined),
);
const measurements = MEASUREMENTS.filter((m) => selected(m.name));
const comparisons = COMPARISONS.filter((c) => optedIn(c.name));
const doRuns = selected(RUNS_NAME);
const runCount = Number(values.runs ?? 5);
if (!Number.isInteger(runCount) || runCount < 1) {
  console.error("--runs takes a whole number, at least 1");
  process.exit(2);
}
/** Sequential 90-night reads per run and property, after a few unmeasured ones. */
const LONG_SEQUENTIAL = 200;
const LONG_WARMUP = 20;
const settings: LoadSettings = { ...DEFAULT_SETTINGS };
if (values.duration !== undefined) {
  settings.durationSeconds = Number(values.duration);
  if (!Number.isFinite(settings.durationSeconds) || settings.durationSeconds < 1) {
    console.error("--duration takes a number of seconds, at least 1");
    process.exit(2);
  }
}
const writeResults =
  values.scenario === undefined && values.duration === undefined && values["cpu-prof"] === undefined;

// ---------- progress, cleanup ----------

const startedAt = performance.now();
const say = (text: string) =>
  console.log(`[bench ${((performance.now() - startedAt) / 1000).toFixed(1).padStart(5)} s] ${text}`);

// Two runs at once would drop each other's database: one run per machine, guarded by a lock file.
const LOCK_FILE = join(tmpdir(), "reservations-bench.lock");
function takeLock(): void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(LOCK_FILE, String(process.pid), { flag: "wx" });
      return;
    } catch {
      const holder = Number(readFileSync(LOCK_FILE, "utf8"));
      let alive = false;
      try {
        process.kill(holder, 0);
        alive = holder !== process.pid;
      } catch {
        alive = false;
      }
      if (alive) {
        console.error(`another pnpm bench (pid ${holder}) is running on this machine; wait for it to finish`);
        process.exit(3);
      }
      rmSync(LOCK_FILE, { force: true }); // left by a run that died
    }
  }
}
takeLock();
process.on("exit", () => {
  try {
    if (readFileSync(LOCK_FILE, "utf8") === String(process.pid)) rmSync(LOCK_FILE, { force: true });
  } catch {}
});

const logs = new LogBook();
const started: RunningProcess[] = [];
process.on("exit", () => killNow(started));
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.error(`\n${signal}: stopping everything the bench started…`);
    void stopProcesses(started, 5000).finally(() => process.exit(130));
  });
}

function printTails(): void {
  for (const label of logs.labels()) {
    const tail = logs.tail(label).slice(-15);
    if (tail.length === 0) continue;
    console.error(`\n--- last output of ${label} ---`);
    for (const line of tail) console.error(line);
  }
}

// ---------- environment ----------

const base = loadConfig(process.env);
const databaseUrl = new URL(base.DATABASE_URL);
databaseUrl.pathname = `/${BENCH_DATABASE}`;
const port = await freePort();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: databaseUrl.toString(),
  NATS_NAMESPACE: NAMESPACE,
  REDIS_PREFIX: NAMESPACE,
  PORT: String(port),
  HOST: "127.0.0.1",
  APP_ENV: "sandbox",
  // The webhook measurement's receiver listens on 127.0.0.1 over http.
  WEBHOOK_ALLOW_PRIVATE_URLS: "true",
  LOG_LEVEL: "warn",
  LOG_FORMAT: "json",
  PLATFORM_ADMIN_TOKEN: ADMIN_TOKEN,
  RATE_LIMIT_MAX_PER_MINUTE: UNLIMITED,
  RATE_LIMIT_DEFAULT_PER_MINUTE: UNLIMITED,
  RATE_LIMIT_IP_PER_MINUTE: UNLIMITED,
  RATE_LIMIT_MERCHANT_PER_MINUTE: UNLIMITED,
};
const config = loadConfig(env);
// The services connect as their own roles, as pnpm start runs them (freshState sets the roles up).
Object.assign(env, serviceDatabaseEnv(config));

/** A fresh database, no Redis keys and no event stream left from an earlier run under the bench namespace. */
async function freshState(): Promise<void> {
  const { problems } = await preflight(config);
  if (problems.length > 0) {
    const text = problems.map(
      (p) => `${p.dependency} is not reachable at ${p.url} (${p.error}); start it with:\n    ${p.fix}`,
    );
    throw new Error(text.join("\n"));
  }
  await dropDatabase(config.DATABASE_URL);
  await ensureDatabase(config.DATABASE_URL);
  await setupServiceDatabases(config);
  const redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${config.REDIS_PREFIX}:*`, "COUNT", 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
  const nc = await connectNats(config.NATS_URL, "bench-harness");
  try {
    await deleteNamespaceStreams(nc, config.NATS_NAMESPACE);
  } finally {
    await nc.close();
  }
  await runNatsSetup(config);
}

/** When each load scenario's measured window ran (epoch ms), to tell what the measurements overlapped. */
const loadWindows: { label: string; from: number; to: number; fromUs: number; toUs: number }[] = [];

/** Checks one answer, then measures; returns the figures. */
async function measure(label: string, target: Target, crashed: Promise<never>): Promise<LoadFigures> {
  await withGuards(`${label}: checking one request`, target.check(), { crashed, timeoutMs: 15_000 });
  say(
    `${label}: answer checked; ${settings.warmupSeconds} s warm-up, then ${settings.durationSeconds} s measured`,
  );
  const figures = await withGuards(
    label,
    target.request ? measureLoad(target.request, settings) : measureOperations(target.operations, settings),
    { crashed },
  );
  // The measured window is the last durationSeconds (after the warm-up and its settling pause).
  const measuredMs = figures.durationSeconds * 1000;
  loadWindows.push({
    label,
    from: Date.now() - measuredMs,
    to: Date.now(),
    fromUs: monotonicUs() - measuredMs * 1000,
    toUs: monotonicUs(),
  });
  const other = Object.entries(figures.statusCodes).filter(([code]) => !/^2/.test(code));
  say(
    `${label}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ` +
      `${figures.errors} errors, ${figures.non2xx} non-2xx` +
      (other.length > 0 ? ` (${other.map(([c, n]) => `${c}: ${n}`).join(", ")})` : ""),
  );
  return figures;
}

const PROFILE_DIR = fileURLToPath(new URL("./profiles/", import.meta.url));
const profileStamp = new Date().toISOString().replace(/[-:]/g, "").slice(0, 15);
/** One directory per process: tsx's loader thread writes a profile too, under its own thread id. */
const profileArgs = (name: string) => ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}${name}-${profileStamp}`];

/**
 * The mesh, one process per service and a gateway, as scripts/mesh.ts starts them; a --cpu-prof
 * process runs as `node --cpu-prof …` (Node 20 refuses the flag in NODE_OPTIONS), and writes its
 * profile to bench/profiles/ when it stops.
 */
function startMesh(): MeshProcess[] {
  const options = { env, onLine: logs.onLine };
  return PROCESS_NAMES.map((name): MeshProcess => {
    const extraEnv: Record<string, string> = name === "gateway" ? { PORT: String(port) } : {};
    if (!profiled.includes(name)) return spawnProcess(name, name, options, extraEnv);
    const p = spawnScript(name, `${ROOT}services/${name}/src/main.ts`, {
      cwd: ROOT,
      env: { ...env, ...extraEnv },
      onLine: logs.onLine,
      nodeArgs: profileArgs(name),
    });
    return { ...p, name };
  });
}

/**
 * Prints the hot spots, during the mesh's measured load, of the main-thread profiles the
 * --cpu-prof processes wrote (node names them CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile).
 */
async function summariseProfiles(names: string[], windowSuffix: string): Promise<void> {
  const windows = loadWindows.filter((w) => w.label.endsWith(windowSuffix));
  for (const name of names) {
    const dir = `${PROFILE_DIR}${name}-${profileStamp}/`;
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) =>
      /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(f),
    );
    if (files.length === 0) say(`warning: ${name} wrote no main-thread CPU profile in ${dir}`);
    for (const f of files) {
      console.log(`\n${name}: ${formatSummary(await summariseProfile(`${dir}${f}`, 25, windows))}`);
    }
  }
}

/** One more gateway on the running mesh (a comparison's), on a port of its own, once /health says ok. */
async function startExtraGateway(label: string, extraEnv: Record<string, string>): Promise<StartedGateway> {
  const gatewayPort = await freePort();
  const p = spawnProcess(
    "gateway",
    label,
    { env, onLine: logs.onLine },
    { PORT: String(gatewayPort), ...extraEnv },
  );
  started.push(p);
  let stopping = false;
  const crashed = watchForExit([p], () => stopping);
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await withGuards(`${label} start`, waitForHealth(gatewayUrl, 60_000), { crashed });
  return {
    url: gatewayUrl,
    pid: p.child.pid,
    async stop() {
      stopping = true;
      await stopProcesses([p]);
    },
  };
}

/** What a scenario's baseline gets: starting a script adds it to `procs` (and to what the bench stops). */
function baselineContext(hotel: Hotel, procs: RunningProcess[]): BaselineContext {
  return {
    hotel,
    env,
    connections: settings.connections,
    freePort,
    async start(label, file, extraEnv = {}) {
      const p = spawnScript(label, fileURLToPath(file), {
        cwd: ROOT,
        env: { ...env, ...extraEnv },
        nodeArgs: profiled.includes(label) ? profileArgs(label) : [],
        onLine: logs.onLine,
      });
      started.push(p);
      procs.push(p);
      const died = p.exited.then((code) => {
        throw new Error(`${label} exited (code ${code}) before it was ready`);
      });
      await withGuards(`${label} start`, Promise.race([logs.waitFor(label, (l) => l === "ready"), died]), {
        timeoutMs: 30_000,
      });
      return p;
    },
  };
}

/**
 * The repeated runs, set up once: the two 90-night properties (30,000 bookings stored in SQL on one),
 * their answers checked, and the baseline processes (the batched and the unbatched ceiling's server
 * and responder, availability monolith) started beside the mesh, where they stay idle while the mesh
 * is measured.
 */
async function prepareRuns(
  url: string,
  hotel: Hotel,
  db: ReturnType<typeof createPool>,
  mesh: MeshProcess[],
  meshCrashed: Promise<never>,
  baselineProcs: RunningProcess[],
): Promise<{ ctx: RunContext; notes: string[] }> {
  const guardMesh = <T>(label: string, work: Promise<T>) =>
    withGuards(label, work, { crashed: meshCrashed, timeoutMs: 600_000 });
  const seedStart = performance.now();
  const empty = await guardMesh("90-night property", seedLongStayProperty(url, hotel, "Bench Long Empty"));
  const full = await guardMesh("90-night property", seedLongStayProperty(url, hotel, "Bench Long Full"));
  const seededS = (performance.now() - seedStart) / 1000;
  const big = await guardMesh("big properties", seedBigProperties(url, hotel));
  const storedS = (await storeBookings(db, hotel, full)) / 1000;
  // What autovacuum would do after 30,000 bookings stored over months (it is off on these machines):
  // statistics for the planner, and the units' ledger-version bumps (one per booking) cleaned up.
  await db.query("VACUUM ANALYZE");
  const taken = takenInWindow();
  await guardMesh("90 nights, empty: one answer", checkWindow(url, empty, new Set()));
  await guardMesh("90 nights, 30,000 bookings: one answer", checkWindow(url, full, taken));
  say(
    `two properties of 200 units created over HTTP in ${seededS.toFixed(1)} s; ${STORED_BOOKINGS} bookings ` +
      `stored in SQL in ${storedS.toFixed(1)} s, then VACUUM ANALYZE; answers checked (${taken.size} of 200 units taken in the window)`,
  );
  const ctx = baselineContext(hotel, baselineProcs);
  const ceilingTarget = await ceiling(ctx, true);
  const unbatched = await ceiling(ctx, false);
  const monolith = await availability.baseline(ctx);
  const baselinesCrashed = watchForExit(baselineProcs, () => baselinesStopping);
  const crashed = Promise.race([meshCrashed, baselinesCrashed]);
  const meshTarget = (s: Scenario) => s.mesh({ url, adminToken: ADMIN_TOKEN, hotel, env });
  const meshSide = mesh.map((p) => ({ label: p.label, pid: p.child.pid }));
  const procsOf = (t: { processes: RunningProcess[] }) =>
    t.processes.map((p) => ({ label: p.label, pid: p.child.pid }));
  say(
    `baselines up beside the mesh: ${baselineProcs.map((p) => `${p.label} (pid ${p.child.pid})`).join(", ")}`,
  );
  return {
    ctx: {
      url,
      db,
      settings,
      targets: {
        ceiling: { target: ceilingTarget, processes: procsOf(ceilingTarget) },
        "ceiling-unbatched": { target: unbatched, processes: procsOf(unbatched) },
        properties: {
          target: await meshTarget(properties),
          status: properties.meshStatus,
          processes: meshSide,
        },
        availability: {
          target: await meshTarget(availability),
          status: availability.meshStatus,
          processes: meshSide,
        },
        "availability-304": {
          target: notModifiedTarget(url, hotel, "availability"),
          status: 304,
          processes: meshSide,
        },
        rates: { target: ratesTarget(url, hotel), status: 200, processes: meshSide },
        "rates-304": { target: notModifiedTarget(url, hotel, "rates"), status: 304, processes: meshSide },
        calendar: { target: calendarTarget(url, hotel), status: 200, processes: meshSide },
        quotes: { target: quotesTarget(url, hotel), status: 200, processes: meshSide },
        monolith: { target: monolith, processes: procsOf(monolith) },
        bookings: { target: await meshTarget(bookings), status: bookings.meshStatus, processes: meshSide },
        "bookings-2000": { target: bigBookingsTarget(url, big.singles), status: 201, processes: meshSide },
        "bookings-rooms": { target: bigBookingsTarget(url, big.rooms), status: 201, processes: meshSide },
      },
      allProcesses: [...meshSide, ...baselineProcs.map((p) => ({ label: p.label, pid: p.child.pid }))],
      long: { empty, full, sequential: LONG_SEQUENTIAL, warmup: LONG_WARMUP },
      calendarP50: () => calendarSequentialP50(url, hotel, CALENDAR_SEQUENTIAL, CALENDAR_WARMUP),
      check: (label, target) =>
        withGuards(`${label}: checking one request`, target.check(), { crashed, timeoutMs: 15_000 }),
      guard: (label, work) => withGuards(label, work, { crashed }),
      say,
    },
    notes: [
      `The ceiling is \`bench/baseline/properties-server.ts\` + \`properties-responder.ts\`: per request one EVALSHA of the gateway's limiter (on a Redis client set up as the gateway's), one NATS request and one primary-key read of the property, batched as the mesh batches it: the responder reads through inventory's own coalesced read (one statement for the reads asked while the last was under way), so properties above 1× the ceiling is a measurement error, not a success. The unbatched ceiling is the same pair making one SELECT per request, shown for reference; no target uses it. The monolith is \`bench/baseline/availability-server.ts\`. All were started once and stayed up beside the mesh for all runs; each side idles while the other is measured.`,
      `Big properties: one of 2,000 single units and one with a room type of 1,000 rooms, each with one api rate plan over all of it and a key of its own, made over HTTP in ${(big.seededMs / 1000).toFixed(1)} s; their targets book distinct one-night stays as the 200-unit one does.`,
      `90 nights: two properties of 200 single units and one api rate plan (made over HTTP in ${seededS.toFixed(1)} s); on one, ${STORED_BOOKINGS.toLocaleString("en-US")} committed allocations of 1–3 nights over about a year were inserted in SQL into \`inventory.allocations\` and \`inventory.claims\` (${storedS.toFixed(1)} s, through the ledger-version triggers); the checked answer has ${taken.size} of 200 units taken in the ${LONG_NIGHTS}-night window. Each run: ${LONG_WARMUP} unmeasured then ${LONG_SEQUENTIAL} sequential reads per property, the two properties taking turns (one read each).`,
      `Calendar: \`GET /api/v1/calendar\` over ${CALENDAR_DAYS} arrival dates for 2 adults on the bench hotel (200 units, 2 rate plans, the seeded bookings); the \`calendar\` target reads it under the run's connections, and each run then times ${CALENDAR_WARMUP} unmeasured and ${CALENDAR_SEQUENTIAL} sequential reads for its p50.`,
    ],
  };
}

let baselinesStopping = false;

// ---------- the run ----------

/** The machine, and what this run will do. */
function announce(machine: ReturnType<typeof describeMachine>): void {
  say(`machine: ${machineLine(machine)}`);
  if (machine.loadAverage > 1) {
    say(`warning: the machine is busy (load average ${machine.loadAverage.toFixed(2)}); figures will be low`);
  }
  say(
    `runs: ${doRuns ? runCount : "none"}; scenarios: ${scenarios.map((s) => s.name).join(", ") || "none"}; measurements: ` +
      `${measurements.map((m) => m.name).join(", ") || "none"}; comparisons: ` +
      `${comparisons.map((c) => c.name).join(", ") || "none"}; ${settings.connections} connections, ` +
      `${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s per target`,
  );
}

let meshStopping = false;

/** The mesh started as processes, healthy; its exit before it is stopped rejects `crashed`. */
async function startTheMesh(): Promise<{ mesh: MeshProcess[]; crashed: Promise<never>; url: string }> {
  if (profiled.length > 0) {
    await mkdir(PROFILE_DIR, { recursive: true });
    say(`profiling ${profiled.join(", ")} (node --cpu-prof, written to bench/profiles/ when they stop)`);
  }
  const mesh = startMesh();
  started.push(...mesh);
  const crashed = watchForExit(mesh, () => meshStopping);
  const url = `http://127.0.0.1:${port}`;
  await withGuards("mesh start", waitForHealth(url, 60_000), { crashed });
  say(`mesh up: ${mesh.map((p) => `${p.label} (pid ${p.child.pid})`).join(", ")}; gateway ${url}`);
  return { mesh, crashed, url };
}

async function seedTheHotel(url: string, meshCrashed: Promise<never>): Promise<Hotel> {
  let hotel: Hotel;
  try {
    hotel = await withGuards("seeding", seedHotel(url, ADMIN_TOKEN), { crashed: meshCrashed });
  } catch (err) {
    throw new Error(
      `seeding the hotel over HTTP failed: ${(err as Error).message}\n` +
        "(401/503 here usually means the keys service does not create tenants or authenticate yet)",
    );
  }
  say(
    `seeded tenant ${hotel.tenantId}, property ${hotel.propertyId}: ${hotel.units.length} units, ` +
      `2 rate plans, 5 keys, ${hotel.seededBookings} bookings in ${hotel.availabilityRange.start}..${hotel.availabilityRange.end}`,
  );
  return hotel;
}

/** Collects every started measurement, noting which load windows it overlapped. */
async function collectMeasurements(
  pending: PendingMeasurement[],
  meshCrashed: Promise<never>,
): Promise<MeasurementResult[]> {
  const results: MeasurementResult[] = [];
  for (const [i, m] of measurements.entries()) {
    say(`${m.name}: collecting`);
    const figures = await withGuards(m.name, pending[i]!.collect(), {
      crashed: meshCrashed,
      timeoutMs: 180_000,
    });
    const w = figures.window;
    const overlapped = w ? loadWindows.filter((l) => l.from < w.to && w.from < l.to).map((l) => l.label) : [];
    results.push({
      name: m.name,
      label: m.label,
      measures: m.measures,
      target: m.target,
      figures,
      overlapped,
    });
    say(
      `${m.label}: ${figures.samples}/${figures.expected} samples, p50 ${figures.p50Ms} ms, ` +
        `p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms${overlapped.length ? ` (during ${overlapped.join(", ")})` : ""}`,
    );
    for (const note of figures.notes) say(`${m.name}: ${note}`);
  }
  return results;
}

/** Every comparison, each measuring two settings on the running mesh. */
async function runComparisons(
  ctx: ComparisonContext,
  meshCrashed: Promise<never>,
): Promise<ComparisonResult[]> {
  const results: ComparisonResult[] = [];
  for (const c of comparisons) {
    say(`${c.name}: running`);
    const figures = await withGuards(c.name, c.run(ctx), {
      crashed: meshCrashed,
      timeoutMs: 600_000,
    });
    results.push({
      name: c.name,
      label: c.label,
      of: c.of,
      measures: c.measures,
      target: c.target,
      figures,
    });
    const [a, b] = figures.sides;
    say(
      `${c.label}: ${a.label} ${a.text}, ${b.label} ${b.text}, ratio ${(a.value / b.value).toFixed(2)}` +
        (figures.invalid ? ` (not valid: ${figures.invalid})` : ""),
    );
  }
  return results;
}

/** What the mesh half found. */
interface MeshFindings {
  measurementResults: MeasurementResult[];
  comparisonResults: ComparisonResult[];
  meshFigures: Map<string, LoadFigures>;
  /** Oversells after each scenario that checks them. */
  oversells: Map<string, number>;
  memory: MemorySample[];
  runsReport: RunsReport | undefined;
}

/**
 * The mesh under load: measurements started, the first run, every scenario, the measurements
 * collected, the other runs (then the baselines beside the mesh stopped), and the comparisons.
 */
async function loadTheMesh(
  url: string,
  hotel: Hotel,
  mesh: MeshProcess[],
  meshCrashed: Promise<never>,
): Promise<MeshFindings> {
  const db = createPool(config.DATABASE_URL, { max: 2, name: "bench-harness" });
  const pending: PendingMeasurement[] = [];
  const found: MeshFindings = {
    measurementResults: [],
    comparisonResults: [],
    meshFigures: new Map(),
    oversells: new Map(),
    memory: [],
    runsReport: undefined,
  };
  const baselineProcs: RunningProcess[] = [];
  const runResults: RunResult[] = [];
  try {
    const prepared = doRuns ? await prepareRuns(url, hotel, db, mesh, meshCrashed, baselineProcs) : undefined;
    for (const m of measurements) {
      say(`${m.name}: starting`);
      pending.push(
        await withGuards(
          m.name,
          m.start({
            url,
            adminToken: ADMIN_TOKEN,
            hotel,
            db,
            freePort,
            say,
            durationSeconds: values.duration === undefined ? undefined : settings.durationSeconds,
          }),
          {
            crashed: meshCrashed,
            timeoutMs: 120_000,
          },
        ),
      );
    }
    if (prepared) {
      const from = Date.now();
      const fromUs = monotonicUs();
      runResults.push(await oneRun(prepared.ctx, 1));
      loadWindows.push({ label: "run 1", from, to: Date.now(), fromUs, toUs: monotonicUs() });
    }
    for (const scenario of scenarios) {
      const target = await scenario.mesh({ url, adminToken: ADMIN_TOKEN, hotel, env });
      try {
        found.meshFigures.set(scenario.name, await measure(`${scenario.name} mesh`, target, meshCrashed));
      } finally {
        await target.close?.().catch((err) => say(`warning: ${scenario.name} mesh cleanup: ${err}`));
      }
      if (scenario.checksOversells) {
        const oversells = await countOversells(db);
        say(`${scenario.name} mesh: ${oversells} oversells after the load`);
        found.oversells.set(scenario.name, oversells);
      }
    }
    found.measurementResults = await collectMeasurements(pending, meshCrashed);
    if (prepared) {
      for (let i = 2; i <= runCount; i++) runResults.push(await oneRun(prepared.ctx, i));
      const oversells = await countOversells(db);
      say(`after the runs: ${oversells} oversells`);
      found.runsReport = { results: runResults, oversells, notes: prepared.notes };
      found.memory.push(
        ...(await sampleMemory(
          "runs baseline",
          baselineProcs.map((p) => ({ label: p.label, pid: p.child.pid })),
        )),
      );
      baselinesStopping = true;
      await stopProcesses(baselineProcs);
    }
    const processes = mesh.map((p) => ({ label: p.label, pid: p.child.pid }));
    const comparisonContext: ComparisonContext = {
      url,
      hotel,
      env,
      settings,
      db,
      processes,
      startGateway: startExtraGateway,
      say,
    };
    found.comparisonResults = await runComparisons(comparisonContext, meshCrashed);
  } finally {
    baselinesStopping = true;
    await stopProcesses(baselineProcs);
    for (const p of pending) await p.close?.().catch(() => {});
    await db.end().catch(() => {});
  }
  return found;
}

/** The mesh after the load: its health, its memory (first in `memory`), then stopped. */
async function stopTheMesh(url: string, mesh: MeshProcess[], memory: MemorySample[]): Promise<void> {
  const health = await callJson(url, "GET", "/health");
  if (health.body?.status !== "ok") say(`warning: after the load /health says ${health.text.slice(0, 200)}`);
  memory.unshift(
    ...(await sampleMemory(
      "mesh",
      mesh.map((p) => ({ label: p.label, pid: p.child.pid })),
    )),
  );
  meshStopping = true;
  const codes = await stopMesh(mesh);
  const unclean = mesh.filter((_, i) => codes[i] !== 0);
  if (unclean.length > 0) {
    say(
      `warning: ${unclean.map((p) => `${p.label} exited with ${p.child.exitCode ?? p.child.signalCode}`).join(", ")}`,
    );
  }
  say("mesh stopped");
  const meshProfiled = profiled.filter((n) => !n.startsWith("baseline-"));
  if (meshProfiled.length > 0) await summariseProfiles(meshProfiled, " mesh");
}

/** Baseline half: each scenario's own processes, alone on the machine. */
async function measureBaselines(
  hotel: Hotel,
  found: Pick<MeshFindings, "meshFigures" | "oversells">,
  memory: MemorySample[],
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    const procs: RunningProcess[] = [];
    let stopping = false;
    const ctx = baselineContext(hotel, procs);
    let target: Awaited<ReturnType<Scenario["baseline"]>> | undefined;
    try {
      target = await scenario.baseline(ctx);
      const crashed = watchForExit(procs, () => stopping);
      const figures = await measure(`${scenario.name} baseline`, target, crashed);
      memory.push(
        ...(await sampleMemory(
          `${scenario.name} baseline`,
          target.processes.map((p) => ({ label: p.label, pid: p.child.pid })),
        )),
      );
      results.push({
        name: scenario.name,
        measures: scenario.measures,
        baselineIs: scenario.baselineIs,
        targets: scenario.targets,
        meshStatus: scenario.meshStatus,
        mesh: found.meshFigures.get(scenario.name)!,
        baseline: figures,
        oversells: found.oversells.get(scenario.name),
      });
    } finally {
      stopping = true;
      await target?.close?.().catch((err) => say(`warning: ${scenario.name} baseline cleanup: ${err}`));
      await stopProcesses(procs);
    }
  }
  const baselineProfiled = profiled.filter((n) => n.startsWith("baseline-"));
  if (baselineProfiled.length > 0) await summariseProfiles(baselineProfiled, " baseline");
  return results;
}

async function run(): Promise<Report> {
  const date = new Date().toISOString().slice(0, 10);
  const machine = describeMachine(ROOT);
  announce(machine);
  await freshState();
  say(
    `database ${BENCH_DATABASE} created fresh; Redis keys ${config.REDIS_PREFIX}:* and the ` +
      `${config.NATS_NAMESPACE} event stream cleared`,
  );

  // Mesh half: measurements started, every scenario against the mesh, measurements collected,
  // then its memory, then stop it.
  const { mesh, crashed, url } = await startTheMesh();
  const hotel = await seedTheHotel(url, crashed);
  const found = await loadTheMesh(url, hotel, mesh, crashed);
  const memory = found.memory;
  await stopTheMesh(url, mesh, memory);

  const results = await measureBaselines(hotel, found, memory);
  memory.push({
    process: "bench harness",
    role: "load generator (autocannon, raw inserts, webhook receiver)",
    pid: process.pid,
    peakRssMiB: await peakRssMiB(process.pid),
  });

  const require = createRequire(import.meta.url);
  const autocannonVersion = JSON.parse(
    readFileSync(require.resolve("autocannon/package.json"), "utf8"),
  ).version;
  return {
    date,
    machine,
    settings,
    autocannonVersion,
    scenarios: results,
    measurements: found.measurementResults,
    comparisons: found.comparisonResults,
    memory,
    runs: found.runsReport,
    wallSeconds: (performance.now() - startedAt) / 1000,
  };
}

let exitCode = 0;
try {
  const report = await run();
  for (const p of logs.problemSummary()) {
    say(`note: ${p.label} logged ${p.count} warning/error line(s); last: ${p.last.slice(0, 300)}`);
  }
  const markdown = renderMarkdown(report);
  console.log(`\n${markdown}`);
  console.log(`\n${targetsTable(report)}`);
  if (writeResults) {
    const dir = new URL("./results/", import.meta.url);
    await mkdir(dir, { recursive: true });
    const file = new URL(`${report.date}.md`, dir);
    await writeFile(file, markdown);
    say(`results written to bench/results/${report.date}.md`);
  } else {
    say("custom --scenario/--duration: no results file written");
  }
} catch (err) {
  exitCode = 1;
  console.error(`\nbench failed: ${err instanceof Error ? err.message : String(err)}`);
  printTails();
} finally {
  await stopProcesses(started, 10_000);
  say(exitCode === 0 ? "done; everything stopped" : "stopped everything the bench started");
}
process.exit(exitCode);
