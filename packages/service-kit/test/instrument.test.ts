import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const PACKAGE = fileURLToPath(new URL("..", import.meta.url));

// What a process started with `--import @reservations/service-kit/instrument` finds patched.
const PROBE = `
import pg from "pg";
import { Redis } from "ioredis";
import Module from "node:module";
import diagnostics from "node:diagnostics_channel";
console.log(JSON.stringify({
  pg: pg.Client.prototype.query.__wrapped === true,
  ioredis: Redis.prototype.sendCommand.__wrapped === true,
  undici: diagnostics.hasSubscribers("undici:request:create"),
  // Node's own require validates its argument first; require-in-the-middle's wrapper does not.
  require: !Module.prototype.require.toString().includes("validateString(id"),
}));`;

async function probe(env: Record<string, string>) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      "--import",
      "tsx",
      "--import",
      "@reservations/service-kit/instrument",
      "--input-type=module",
      "-e",
      PROBE,
    ],
    { cwd: PACKAGE, env: { PATH: process.env.PATH, ...env } },
  );
  return JSON.parse(stdout) as Record<string, boolean>;
}

describe("the instrumentation hook", () => {
  it("patches pg and ioredis and listens to undici only when OTEL_EXPORTER_OTLP_ENDPOINT is set", async () => {
    expect(await probe({})).toEqual({ pg: false, ioredis: false, undici: false, require: false });
    expect(await probe({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318" })).toEqual({
      pg: true,
      ioredis: true,
      undici: true,
      require: true,
    });
  });
});
