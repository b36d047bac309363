import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, join, sep } from "node:path";
import { promisify } from "node:util";
import { buildSdk, SDK_ROOT } from "../../scripts/build-sdk.js";
import { ROOT } from "../../scripts/mesh.js";

const run = promisify(execFile);

/** The SDK as a partner gets it: packed with pnpm pack and installed with npm in a folder of its own. */
export interface InstalledSdk {
  /** The consumer's folder: package.json (an ES module package) and node_modules/@reservations/sdk. */
  dir: string;
  tarball: string;
  cleanup(): Promise<void>;
}

/**
 * Builds the SDK into a copy of its package (the worktree's packages/sdk/dist is left alone, so
 * test files can do this side by side), packs it with `pnpm pack`, and installs the tarball with npm
 * into an empty folder outside the workspace.
 */
export async function installedSdk(): Promise<InstalledSdk> {
  const work = await mkdtemp(join(tmpdir(), "sdk-package-"));
  const copy = join(work, "package");
  await cp(SDK_ROOT, copy, {
    recursive: true,
    filter: (src) => !/(^|[\\/])(node_modules|dist)$/.test(src.slice(SDK_ROOT.length)),
  });
  await buildSdk(join(copy, "dist"));
  // Built above: outside the workspace the copy's prepack would not find the build script.
  const manifest = JSON.parse(await readFile(join(copy, "package.json"), "utf8"));
  delete manifest.scripts;
  await writeFile(join(copy, "package.json"), JSON.stringify(manifest, null, 2));
  await run("pnpm", ["pack", "--pack-destination", work], { cwd: copy });
  const tarball = join(work, (await readdir(work)).find((f) => f.endsWith(".tgz"))!);
  const dir = join(work, "consumer");
  await mkdir(dir);
  await writeFile(
    join(dir, "package.json"),
    JSON.stringify({ name: "consumer", private: true, type: "module" }),
  );
  await run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", tarball], { cwd: dir });
  return { dir, tarball, cleanup: () => rm(work, { recursive: true, force: true }) };
}

/** The workspace's Node.js (24, from its `node` devDependency). */
export const NODE_24 = join(ROOT, "node_modules/.bin/node");

/** The machine's own Node.js 20 (found on PATH outside the workspace, or in /usr/bin), or undefined. */
export async function machineNode20(): Promise<string | undefined> {
  const dirs = [...(process.env.PATH ?? "").split(delimiter), "/usr/bin", "/usr/local/bin"].filter(
    (d) => d !== "" && !d.startsWith(ROOT) && !d.includes(`${sep}node_modules${sep}`),
  );
  for (const d of dirs) {
    const version = await run(join(d, "node"), ["--version"]).then(
      (r) => r.stdout.trim(),
      () => "",
    );
    if (version.startsWith("v20.")) return join(d, "node");
  }
  return undefined;
}

/** tsc of the workspace, run on a project of the consumer's. */
export async function typeCheck(dir: string, project: string): Promise<{ code: number; output: string }> {
  const tsc = join(ROOT, "node_modules/typescript/bin/tsc");
  return run(process.execPath, [tsc, "-p", project], { cwd: dir }).then(
    (r) => ({ code: 0, output: r.stdout }),
    (err: { code: number; stdout: string; stderr: string }) => ({
      code: err.code,
      output: err.stdout + err.stderr,
    }),
  );
}
