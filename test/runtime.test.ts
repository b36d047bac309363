import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  devDependencies: Record<string, string>;
};

// pnpm runs scripts with node_modules/.bin first on PATH, where the `node` devDependency puts
// Node 24: `pnpm test` and `pnpm start` run on it even where the machine's own Node is 20.
describe("the runtime pnpm runs", () => {
  const pinned = pkg.devDependencies.node!;

  it("is the Node.js package.json pins (24), for this test process and for a plain `node` on PATH", () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(process.version).toBe(`v${pinned}`);
    const onPath = execFileSync("node", ["--version"], { encoding: "utf8" }).trim();
    console.log(`node --version inside pnpm test: ${onPath} (this process: ${process.version})`);
    expect(onPath).toBe(`v${pinned}`);
  });
});
