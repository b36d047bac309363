// pnpm check:image: the production image checked without a Docker engine. scripts/image-tree.sh
// runs the Dockerfile's build steps in a temporary folder; then the image's /app is checked: no
// development package in it, every package a compiled file imports found there at the version the
// workspace builds against, and the five processes started from it with plain node (no tsx) each
// pass its docker-compose.yml health check (the same curl command, on a local port), the gateway
// serves each version's committed OpenAPI document, its docs page and the hotel console, and everything stops
// with 0.
// pnpm test:compiled (--e2e) then runs the end-to-end tests against those processes.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { API_VERSIONS } from "@reservations/contracts";
import {
  connectNats,
  deleteNamespaceStreams,
  dropDatabase,
  ensureDatabase,
  loadConfig,
  serviceDatabaseEnv,
} from "@reservations/service-kit";
import { Redis } from "ioredis";
import { parse } from "yaml";
import { freePort } from "../test/support/net.js";
import { type MeshProcess, PROCESS_NAMES, ROOT, spawnProcess, stopMesh } from "./mesh.js";
import { openApiFile } from "./openapi-files.js";

/** The tests that only talk to the mesh from outside (HTTP, the database, NATS), run compiled. */
const COMPILED_E2E = [
  "test/sdk.e2e.test.ts",
  "test/sdk-webhooks.e2e.test.ts",
  "test/examples.test.ts",
  "test/openapi.test.ts",
  "test/headers.test.ts",
  "test/client-address.test.ts",
  "test/lifecycle.test.ts",
  "test/seed.test.ts",
];
/** The same, in Chromium: run through the browser tests' config (vitest.browser.config.ts). */
const COMPILED_BROWSER_E2E = [
  "test/browser/docs-page.test.ts",
  "test/browser/console.test.ts",
  // Sessions, the CSRF rule and roles as the production gateway applies them.
  "test/browser/console-staff.test.ts",
];
const DEV_ONLY = ["tsx", "typescript", "vitest", "esbuild", "@biomejs/biome", "node"];

// --tree DIR reuses the files of an earlier run, --keep keeps them, --e2e runs the end-to-end tests;
// every other argument goes to vitest (for example --reporter=json --outputFile=…).
const args = process.argv.slice(2);
const take = (flag: string, withValue = false): string | boolean | undefined => {
  const i = args.indexOf(flag);
  if (i < 0) return undefined;
  return withValue ? args.splice(i, 2)[1] : args.splice(i, 1).length > 0;
};
const values = {
  tree: take("--tree", true) as string | undefined,
  keep: !!take("--keep"),
  e2e: !!take("--e2e"),
};
const vitestArgs = args.filter((a) => a !== "--");

const tree = values.tree ?? mkdtempSync(join(tmpdir(), "reservations-image-"));
const app = join(tree, "app");
const step = (text: string) => console.log(`check-image: ${text}`);
let failed = false;
const fail = (text: string) => {
  failed = true;
  console.error(`check-image: FAILED ${text}`);
};

/** The version of package `name` that Node finds from `dir` (node_modules folders up the tree). */
function versionFrom(dir: string, name: string): string | undefined {
  for (let d = dir; ; d = dirname(d)) {
    const manifest = join(d, "node_modules", name, "package.json");
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, "utf8")).version;
    if (dirname(d) === d) return undefined;
  }
}

function checkPackages(): void {
  for (const name of DEV_ONLY) {
    if (existsSync(join(app, "node_modules", name))) fail(`${name} is in the image's node_modules`);
  }
  // Every import the bundles left to node_modules, with the file it came from in the build stage.
  const meta = JSON.parse(readFileSync(join(app, "dist/meta.json"), "utf8")) as {
    inputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
  };
  let count = 0;
  for (const [file, input] of Object.entries(meta.inputs)) {
    for (const imported of input.imports) {
      if (!imported.external || imported.path.startsWith("node:")) continue;
      const name = imported.path
        .split("/")
        .slice(0, imported.path.startsWith("@") ? 2 : 1)
        .join("/");
      const built = versionFrom(join(tree, "build", dirname(file)), name);
      const shipped = versionFrom(join(app, "dist", "gateway"), name);
      count++;
      if (!shipped) fail(`${name} (imported by ${file}) is not in the image`);
      else if (shipped !== built)
        fail(`${name}: the image has ${shipped}, ${file} was built against ${built}`);
    }
  }
  step(`${count} imports of node_modules packages found in the image at the versions built against`);
}

/** The health check docker-compose.yml gives a service, pointed at a local port. */
function healthCommand(service: string, port: number): string[] {
  const compose = parse(readFileSync(join(tree, "context/docker-compose.yml"), "utf8"), { merge: true });
  const test = compose.services[service].healthcheck.test as string[];
  if (test[0] !== "CMD") throw new Error(`${service}: the health check is not an exec form (CMD)`);
  return test.slice(1).map((a) => a.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${port}`));
}

async function until(what: string, probe: () => Promise<boolean> | boolean, deadlineMs = 60_000) {
  const end = Date.now() + deadlineMs;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function checkProcesses(): Promise<void> {
  const base = loadConfig();
  const database = new URL(base.DATABASE_URL);
  database.pathname = `/reservations_image_${Date.now().toString(36)}`;
  await ensureDatabase(database.toString());
  const namespace = `img${Date.now().toString(36)}`;
  const env = {
    PATH: process.env.PATH,
    DATABASE_URL: database.toString(),
    // Each service as its own role, set up below by the image's db-setup step (as compose runs it).
    ...serviceDatabaseEnv(loadConfig({ DATABASE_URL: database.toString() })),
    REDIS_URL: base.REDIS_URL,
    NATS_URL: base.NATS_URL,
    NATS_NAMESPACE: namespace,
    REDIS_PREFIX: namespace,
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  };
  const lines: string[] = [];
  const options = {
    env,
    dist: join(app, "dist"),
    onLine: (l: string, line: string) => lines.push(`${l} | ${line}`),
  };
  const procs: MeshProcess[] = [];
  const ports = new Map<string, number>();
  try {
    const launch = (...args: string[]) =>
      spawnSync("sh", [join(app, "dist/serve.sh"), ...args], {
        env: { ...env, PATH: [dirname(process.execPath), process.env.PATH].join(":") },
        encoding: "utf8",
      });
    const setup = launch("db-setup");
    if (setup.status !== 0) throw new Error(`db-setup exited with ${setup.status}: ${setup.stderr}`);
    step(`db-setup: ${setup.stdout.trim().split("\n").join("; ")}`);
    // What a service pod's init container runs (deploy/): done at once, the setup having run.
    const wait = launch("db-setup", "--wait", "booking");
    if (wait.status !== 0) throw new Error(`db-setup --wait exited with ${wait.status}: ${wait.stderr}`);
    step(`db-setup --wait booking: ${wait.stdout.trim()}`);
    for (const name of PROCESS_NAMES) {
      const port = await freePort();
      ports.set(name, port);
      procs.push(
        spawnProcess(
          name,
          name,
          options,
          name === "gateway" ? { PORT: String(port) } : { OPS_PORT: String(port) },
        ),
      );
    }
    for (const p of procs) {
      const command = healthCommand(p.name, ports.get(p.name)!);
      await until(`${p.name}'s health check (${command.join(" ")})`, () => {
        if (p.child.exitCode !== null) throw new Error(`${p.name} exited with ${p.child.exitCode}`);
        return spawnSync(command[0]!, command.slice(1), { stdio: "ignore" }).status === 0;
      });
      const pid = p.child.pid!;
      const exe = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      step(`${p.name} healthy: pid ${pid} runs ${exe.filter(Boolean).join(" ")}`);
      if (exe.includes("tsx") || exe.some((a) => a.endsWith(".ts"))) fail(`${p.name} runs TypeScript`);
    }
    const gateway = `http://127.0.0.1:${ports.get("gateway")}`;
    await until("/health to say ok", async () => {
      const res = await fetch(`${gateway}/health`);
      return ((await res.json()) as { status: string }).status === "ok";
    });
    for (const version of API_VERSIONS) {
      const served = await (await fetch(`${gateway}/api/v1/openapi.json?version=${version}`)).json();
      const committed = JSON.parse(readFileSync(join(tree, "context", openApiFile(version)), "utf8"));
      if (JSON.stringify(served) !== JSON.stringify(committed))
        fail(`the gateway serves another OpenAPI document for ${version}`);
      else step(`the gateway serves the committed OpenAPI document for ${version}`);
    }
    const page = await fetch(`${gateway}/api/v1/docs/`);
    const script = await fetch(`${gateway}/api/v1/docs/static/swagger-ui-bundle.js`);
    if (page.status !== 200 || script.status !== 200)
      fail(`docs page ${page.status}, its script ${script.status}`);
    else step("the docs page and its script answer 200");
    await checkConsole(gateway);
  } catch (err) {
    fail(`${(err as Error).message}\n${lines.join("\n")}`);
  } finally {
    const codes = await stopMesh(procs);
    const bad = procs.filter((_, i) => codes[i] !== 0);
    if (bad.length > 0) fail(`${bad.map((p) => p.name)} did not stop with 0\n${lines.join("\n")}`);
    else step(`the ${procs.length} processes stopped with 0 on SIGTERM`);
    const nc = await connectNats(base.NATS_URL, "image-check");
    await deleteNamespaceStreams(nc, namespace).catch(() => {});
    await nc.close();
    await dropDatabase(database.toString()).catch(() => {});
    // The queues' keys under this run's prefix.
    const redis = new Redis(base.REDIS_URL);
    for await (const keys of redis.scanStream({ match: `${namespace}:*` })) {
      if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
    }
    redis.disconnect();
  }
}

/** The hotel console from the image's dist/console: its page under its CSP, and its hashed script, compressed. */
async function checkConsole(gateway: string): Promise<void> {
  const page = await fetch(`${gateway}/console/keys`);
  const html = await page.text();
  const script = html.match(
    /<script type="module" src="(\/console\/console-[A-Z0-9]{8}\.js)"><\/script>/,
  )?.[1];
  const csp = page.headers.get("content-security-policy") ?? "";
  if (page.status !== 200 || !script || !csp.includes("script-src 'self'") || csp.includes("unsafe"))
    return fail(`the console's page: ${page.status}, script ${script}, CSP ${csp}`);
  const js = await fetch(`${gateway}${script}`, { headers: { "accept-encoding": "br" } });
  // What went over the wire: fetch hands back the body decompressed.
  const bytes = js.headers.get("content-length");
  await js.arrayBuffer();
  if (js.status !== 200 || js.headers.get("content-encoding") !== "br")
    return fail(`the console's script: ${js.status}, encoding ${js.headers.get("content-encoding")}`);
  step(
    `the hotel console answers at /console under its CSP; its script ${script} is ${bytes} bytes in brotli`,
  );
}

/**
 * The end-to-end tests against the compiled processes, one file at a time: each starts a mesh of
 * five processes, and two at once crowd two cores. The browser tests run second, under their own
 * config; a JSON report asked for with `--outputFile=X.json` goes to `X.browser.json` for them.
 */
function runCompiledE2e(): number {
  const vitest = (files: string[], extra: string[]) =>
    spawnSync(join(ROOT, "node_modules/.bin/vitest"), ["run", ...files, "--maxWorkers=1", ...extra], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, TEST_MESH_DIST: join(app, "dist") },
    }).status ?? 1;
  step(`end-to-end tests against the compiled processes: ${COMPILED_E2E.join(" ")}`);
  const status = vitest(COMPILED_E2E, vitestArgs);
  step(`browser tests against the compiled processes: ${COMPILED_BROWSER_E2E.join(" ")}`);
  const browserArgs = vitestArgs.map((a, i) =>
    a.startsWith("--outputFile=") || vitestArgs[i - 1] === "--outputFile"
      ? a.replace(/(\.json)?$/, ".browser.json")
      : a,
  );
  const browser = vitest(COMPILED_BROWSER_E2E, ["--config", "vitest.browser.config.ts", ...browserArgs]);
  return status !== 0 ? status : browser;
}

if (!values.tree) {
  step(`building the image's files in ${tree}`);
  execFileSync("bash", [join(ROOT, "scripts/image-tree.sh"), tree], { stdio: "inherit" });
}
checkPackages();
await checkProcesses();
let status = failed ? 1 : 0;
if (!failed && values.e2e) status = runCompiledE2e();
if (values.keep || values.tree) step(`the image's files are in ${app}`);
else rmSync(tree, { recursive: true, force: true });
step(failed ? "failed" : status === 0 ? "ok" : "the end-to-end tests failed");
process.exit(status);
