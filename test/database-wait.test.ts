import { spawn } from "node:child_process";
import { once } from "node:events";
import { loadConfig, serviceDatabaseEnv, setupServiceDatabases } from "@reservations/service-kit";
import { describe, expect, it } from "vitest";
import { ROOT } from "../scripts/mesh.js";
import { fileDatabaseUrl } from "./support/config.js";
import { eventually } from "./support/hotel.js";

// A service pod's init container (deploy/): `db-setup --wait <service>` holds the service back until
// the setup step has made its role and schema, so it never starts before the setup Job ran.

describe("db-setup --wait", () => {
  it("waits, as the service's role, until the setup has made its schema, then exits 0", async () => {
    const url = new URL(fileDatabaseUrl());
    url.pathname = `${url.pathname}_wait`;
    const config = loadConfig({ DATABASE_URL: url.toString() });
    const env = serviceDatabaseEnv(config);
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "packages/service-kit/src/db-setup.ts", "--wait", "booking"],
      {
        cwd: ROOT,
        // The service's own URL only, as the init container has it.
        env: { PATH: process.env.PATH, BOOKING_DATABASE_URL: env.BOOKING_DATABASE_URL },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (d) => {
      output += d;
    });
    child.stderr.on("data", (d) => {
      output += d;
    });
    const exited = once(child, "exit");
    try {
      await eventually(
        "the wait to begin",
        async () => (output.includes("waiting for") ? true : undefined),
        20_000,
      );
      expect(child.exitCode).toBeNull();
      await setupServiceDatabases(config);
      const [code] = await exited;
      expect(code, output).toBe(0);
      expect(output).toContain("booking: its schema is set up");
    } finally {
      child.kill("SIGKILL");
    }
  }, 40_000);
});
