import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildConsole, type ConsoleBuild } from "@reservations/console/build";

let built: Promise<{ dir: string; build: ConsoleBuild }> | undefined;

/**
 * The console built once per test file into a folder of its own, as `pnpm build` builds it; the
 * compiled mesh (TEST_MESH_DIST) serves the one its dist/ holds instead.
 */
export function builtConsole(): Promise<{ dir: string; build: ConsoleBuild }> {
  built ??= (async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "console-")), "console");
    return { dir, build: await buildConsole(dir) };
  })();
  return built;
}
