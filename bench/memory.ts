// pnpm bench:memory: the resident memory of each process at idle, compiled (as in the image) and
// under tsx (as pnpm start runs it). Builds the image's /app with scripts/image-tree.sh (or takes
// --tree DIR from an earlier run), starts the whole mesh on its own database, NATS namespace and
// Redis prefix, waits for /health to say ok, lets it idle, reads /proc/<pid>/status, stops it, and
// does the same under tsx. Prints a Markdown table and the machine it ran on.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  connectNats,
  deleteNamespaceStreams,
  dropDatabase,
  ensureDatabase,
  loadConfig,
  runNatsSetup,
} from "@reservations/service-kit";
import { type MeshProcess, ROOT, spawnMesh, stopMesh } from "../scripts/mesh.js";
import { waitForHealth } from "./lib/http.js";
import { describeMachine, machineLine } from "./lib/machine.js";
import { freePort } from "./lib/processes.js";

const { values } = parseArgs({
  options: {
    tree: { type: "string" },
    idle: { type: "string", default: "30" },
    "compiled-only": { type: "boolean", default: false },
  },
});
const idleMs = Number(values.idle) * 1000;
const machine = describeMachine(ROOT);

interface Figures {
  label: string;
  rss: number;
  anon: number;
  file: number;
}

/** VmRSS and its parts from /proc/<pid>/status, MiB. */
function figures(p: MeshProcess): Figures {
  const status = readFileSync(`/proc/${p.child.pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, "m").exec(status)?.[1] ?? NaN);
  const mib = (field: string) => kb(field) / 1024;
  return {
    label: p.label,
    rss: mib("VmRSS"),
    anon: mib("RssAnon"),
    file: mib("RssFile"),
  };
}

async function measure(runtime: "compiled" | "tsx", dist?: string): Promise<Figures[]> {
  const base = loadConfig();
  const db = new URL(base.DATABASE_URL);
  db.pathname = "/reservations_memory";
  await dropDatabase(db.toString()).catch(() => {});
  await ensureDatabase(db.toString());
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: db.toString(),
    NATS_NAMESPACE: "memory",
    REDIS_PREFIX: "memory",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  };
  await runNatsSetup(loadConfig(env), env);
  const procs = spawnMesh({ env, ...(dist ? { dist } : {}), onLine: () => {} });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, 90_000);
    await new Promise((r) => setTimeout(r, idleMs));
    const dead = procs.filter((p) => p.child.exitCode !== null);
    if (dead.length > 0) throw new Error(`${runtime}: ${dead.map((p) => p.label)} exited while idle`);
    return procs.map(figures);
  } finally {
    await stopMesh(procs);
    const nc = await connectNats(base.NATS_URL, "memory-cleanup");
    await deleteNamespaceStreams(nc, "memory").catch(() => {});
    await nc.close();
    await dropDatabase(db.toString()).catch(() => {});
  }
}

const tree = values.tree ?? mkdtempSync(join(tmpdir(), "reservations-image-"));
if (!values.tree) execFileSync("bash", [join(ROOT, "scripts/image-tree.sh"), tree], { stdio: "inherit" });
const compiled = await measure("compiled", join(tree, "app/dist"));
const tsx = values["compiled-only"] ? [] : await measure("tsx");

const f = (n: number) => n.toFixed(0);
console.log(`\n${machineLine(machine)}; ${values.idle} s idle after /health said ok\n`);
console.log("| process | compiled: VmRSS | RssAnon + RssFile | under tsx: VmRSS | RssAnon + RssFile |");
console.log("| ------- | --------------: | ----------------: | ---------------: | ----------------: |");
for (const c of compiled) {
  const t = tsx.find((x) => x.label === c.label);
  const cells = (x?: Figures) => (x ? [`${f(x.rss)} MiB`, `${f(x.anon)} + ${f(x.file)}`] : ["–", "–"]);
  console.log(`| ${[c.label, ...cells(c), ...cells(t)].join(" | ")} |`);
}
