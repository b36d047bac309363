// pnpm build: one JavaScript file per process in dist/, for the production image (Dockerfile), and
// the SDK's package in packages/sdk/dist (scripts/build-sdk.ts).
import { chmod, cp, mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { buildConsole } from "@reservations/console/build";
import { build, type Plugin } from "esbuild";
import { buildSdk } from "./build-sdk.js";
import { PROCESS_NAMES as PROCESSES, ROOT } from "./mesh.js";

const { values } = parseArgs({ options: { outdir: { type: "string", default: "dist" } } });
const outdir = new URL(`${values.outdir.replace(/\/?$/, "/")}`, `file://${ROOT}`);

/**
 * The workspace packages (TypeScript) go into each file; every package from node_modules stays an
 * import, so the image installs it as usual and instrumentation that patches pg, ioredis or undici
 * when they load still finds them.
 */
const workspaceInside: Plugin = {
  name: "workspace-inside",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@reservations/") ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    ...Object.fromEntries(PROCESSES.map((p) => [`${p}/main`, `${ROOT}services/${p}/src/main.ts`])),
    // Loaded with --import ahead of each process (serve.sh), and the one-shot database setup step.
    instrument: `${ROOT}packages/service-kit/src/instrument.ts`,
    "db-setup/main": `${ROOT}packages/service-kit/src/db-setup.ts`,
  },
  outdir: outdir.pathname,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  sourcemap: "linked",
  sourcesContent: false,
  plugins: [workspaceInside],
  metafile: true,
  logLevel: "warning",
});

// Migrations and live SQL are read at run time beside the code that asks for them
// (new URL("./migrations/", import.meta.url), "./store/sql/").
for (const p of PROCESSES) {
  for (const [from, to] of [
    ["migrations/", "migrations/"],
    ["store/sql/", "store/sql/"],
  ] as const) {
    const dir = `${ROOT}services/${p}/src/${from}`;
    const present = await readdir(dir).then(
      () => true,
      () => false,
    );
    if (present) await cp(dir, new URL(`${p}/${to}`, outdir), { recursive: true });
  }
}
await mkdir(outdir, { recursive: true });
await cp(`${ROOT}scripts/serve.sh`, new URL("serve.sh", outdir));
await chmod(new URL("serve.sh", outdir), 0o755);
// Which packages each process imports, for a look at what the image must install.
await writeFile(new URL("meta.json", outdir), JSON.stringify(result.metafile));
// The hotel console's static files, which the gateway serves from beside itself (dist/console).
const { files } = await buildConsole(new URL("console/", outdir).pathname);
const script = files.find((f) => f.name.endsWith(".js"))!;
console.log(
  `built ${PROCESSES.length} processes and the console (script ${script.gzip} bytes gzipped) into ${outdir.pathname}`,
);
await buildSdk();
console.log("built the SDK into packages/sdk/dist");
