import { spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { GENERATED } from "../scripts/sdk-generate.js";

/** Runs `pnpm sdk:check`'s script on a copy of the SDK's generated files. */
function check(sdk: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "scripts/sdk-generate.ts", "--check", "--sdk", sdk],
      { env: { ...process.env, NATS_URL: inject("natsUrl"), REDIS_URL: inject("redisUrl") } },
    );
    let out = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (out += c));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out }));
  });
}

describe("pnpm sdk:check", () => {
  let copy: string;
  beforeAll(async () => {
    copy = await mkdtemp(join(tmpdir(), "sdk-copy-"));
    for (const file of GENERATED) await cp(join("packages/sdk", file), join(copy, file));
  });
  afterAll(async () => rm(copy, { recursive: true, force: true }));

  it("passes on the checked-in SDK, and fails naming schema.ts once it is edited by hand", async () => {
    const clean = await check(copy);
    expect(clean.out).toContain("The SDK matches the OpenAPI document.");
    expect(clean.code).toBe(0);

    const schema = join(copy, "src/schema.ts");
    const text = await readFile(schema, "utf8");
    await writeFile(schema, text.replace("total_price: string;", "total_price: number;"));
    const edited = await check(copy);
    expect(edited.code).toBe(1);
    expect(edited.out).toContain("src/schema.ts differs from a fresh generation");
    expect(edited.out).toContain("-            total_price: number;");
    expect(edited.out).not.toContain("openapi.json differs");
    expect(edited.out).not.toContain("error-codes.ts differs");
    // Two runs of the generator, each building the gateway's document in a process of its own.
  }, 120_000);
});
