// The SDK as its package ships it (part of pnpm build, and the package's prepack, so `pnpm pack` and
// `pnpm publish` in packages/sdk ship the code): dist/index.js (ESM) and dist/cjs/index.js (CommonJS),
// each one file with its dependencies left as imports, and type declarations beside each.
import { execFileSync } from "node:child_process";
import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

export const SDK_ROOT = fileURLToPath(new URL("../packages/sdk/", import.meta.url));

/** Builds the SDK into `outdir` (default: packages/sdk/dist). */
export async function buildSdk(outdir = join(SDK_ROOT, "dist")): Promise<void> {
  const manifest = JSON.parse(await readFile(join(SDK_ROOT, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
  };
  await rm(outdir, { recursive: true, force: true });
  const common = {
    entryPoints: [join(SDK_ROOT, "src/index.ts")],
    bundle: true,
    platform: "neutral" as const,
    target: "es2022",
    external: Object.keys(manifest.dependencies ?? {}),
    logLevel: "warning" as const,
  };
  await Promise.all([
    build({ ...common, format: "esm", outfile: join(outdir, "index.js") }),
    build({ ...common, format: "cjs", outfile: join(outdir, "cjs/index.js") }),
  ]);
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  execFileSync(process.execPath, [tsc, "-p", join(SDK_ROOT, "tsconfig.build.json"), "--outDir", outdir], {
    stdio: "inherit",
  });
  // The same declarations again under dist/cjs, where package.json says CommonJS, so that a
  // `require` under moduleResolution node16 reads them as CommonJS and not as ESM.
  for (const file of await readdir(outdir)) {
    if (file.endsWith(".d.ts")) await cp(join(outdir, file), join(outdir, "cjs", file));
  }
  await writeFile(join(outdir, "cjs/package.json"), `${JSON.stringify({ type: "commonjs" })}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildSdk(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log("built the SDK into packages/sdk/dist");
}
