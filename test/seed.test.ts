import { spawn } from "node:child_process";
import { once } from "node:events";
import { createClient } from "@reservations/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../scripts/mesh.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { freePort } from "./support/net.js";
import { runScript } from "./support/script.js";
import { signIn, staffClient } from "./support/staff.js";

/** `pnpm seed`, as the README says to run it, against this test's mesh. */
async function pnpmSeed(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn("pnpm", ["--silent", "seed"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  const [code] = await once(child, "close");
  return { code, output };
}

describe("pnpm seed", () => {
  let mesh: TestMesh;
  beforeAll(async () => {
    mesh = await startTestMesh();
  });
  afterAll(async () => mesh?.stop());

  it("makes a demo hotel and prints a key, first booking commands and a console sign-in that work", async () => {
    const seeded = await pnpmSeed({
      BASE_URL: mesh.url,
      PLATFORM_ADMIN_TOKEN: mesh.config.PLATFORM_ADMIN_TOKEN!,
    });
    expect(seeded.code, seeded.output).toBe(0);
    const key = /^API key \(sandbox[^)]*\): (rk_sandbox_\w+)$/m.exec(seeded.output)?.[1];
    expect(key, seeded.output).toBeDefined();

    // The key answers GET /api/v1/properties.
    const res = await fetch(`${mesh.url}/api/v1/properties`, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    const properties = ((await res.json()) as { data: { api_rate_plans_configured: boolean }[] }).data;
    expect(properties).toHaveLength(1);
    expect(properties[0]).toMatchObject({ api_rate_plans_configured: true });

    // Units of all four configurations are sold through the API.
    const units = await createClient({ baseUrl: mesh.url, apiKey: key! }).units.list();
    const parent = units.find((u) => u.kind === "whole_house");
    expect(parent).toBeDefined();
    expect(units.filter((u) => u.kind === "single" && u.parent_unit_id === parent!.id)).toHaveLength(2);
    expect(units.filter((u) => u.kind === "single" && u.parent_unit_id === null)).toHaveLength(1);
    expect(units.find((u) => u.kind === "room_type")?.rooms).toHaveLength(4);

    // The printed example command books a stay.
    const command = /^ {2}BASE_URL=(\S+) API_KEY=(\S+) node --import tsx (examples\/book-a-stay\.ts)$/m.exec(
      seeded.output,
    );
    expect(command, seeded.output).not.toBeNull();
    const booked = await runScript(command![3]!, { BASE_URL: command![1]!, API_KEY: command![2]! });
    expect(booked.code, booked.output).toBe(0);
    expect(booked.output).toMatch(/^Booked bkg_\w+: confirmed/m);

    // The printed curl command, sent as curl would send it, makes a hold.
    const curl =
      /^ {2}curl -s (\S+) -H "authorization: Bearer (\S+)" -H "content-type: application\/json" -H "idempotency-key: (\S+)" -d '(.+)'$/m.exec(
        seeded.output,
      );
    expect(curl, seeded.output).not.toBeNull();
    const hold = await fetch(curl![1]!, {
      method: "POST",
      headers: {
        authorization: `Bearer ${curl![2]}`,
        "content-type": "application/json",
        "idempotency-key": curl![3]!,
      },
      body: curl![4]!,
    });
    expect(hold.status).toBe(201);
    expect(((await hold.json()) as { data: unknown }).data).toMatchObject({
      status: "pending",
      is_hold: true,
    });

    // The owner it invited signs in with the printed email and password, shown that once.
    const consoleUrl = /^ {2}open {6}(\S+)$/m.exec(seeded.output)?.[1];
    expect(consoleUrl, seeded.output).toBe(`${mesh.url}/console`);
    const email = /^ {2}email {5}(\S+@\S+)$/m.exec(seeded.output)?.[1];
    const password = /^ {2}password {2}(\S{12,})$/m.exec(seeded.output)?.[1];
    expect(email && password, seeded.output).toBeTruthy();
    expect(seeded.output.split(password!)).toHaveLength(2);
    const signedIn = await signIn(mesh.url, email!, password!);
    expect(signedIn.staff).toMatchObject({ email, role: "owner" });
    const session = await staffClient(mesh.url, signedIn)("GET", "/api/merchant/properties");
    expect(session.body.data.map((p: { name: string }) => p.name)).toEqual(["Seaside Demo"]);
  });

  it("invites an owner of their own on every run", async () => {
    const env = { BASE_URL: mesh.url, PLATFORM_ADMIN_TOKEN: mesh.config.PLATFORM_ADMIN_TOKEN! };
    const [a, b] = [await pnpmSeed(env), await pnpmSeed(env)];
    expect(a.code, a.output).toBe(0);
    expect(b.code, b.output).toBe(0);
    const emailOf = (out: string) => /^ {2}email {5}(\S+)$/m.exec(out)?.[1];
    expect(emailOf(a.output)).not.toBe(emailOf(b.output));
  });

  it("says what it needs when the operator token is missing or the gateway is not there", async () => {
    const noToken = await pnpmSeed({ BASE_URL: mesh.url, PLATFORM_ADMIN_TOKEN: "" });
    expect(noToken.code).not.toBe(0);
    expect(noToken.output).toContain("Set PLATFORM_ADMIN_TOKEN");
    const wrong = await pnpmSeed({ BASE_URL: mesh.url, PLATFORM_ADMIN_TOKEN: "not-the-operator-token" });
    expect(wrong.code).not.toBe(0);
    expect(wrong.output).toContain("answered 401 ADMIN_TOKEN_INVALID");
    expect(wrong.output).not.toContain("not-the-operator-token");
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    const down = await pnpmSeed({
      BASE_URL: nowhere,
      PLATFORM_ADMIN_TOKEN: mesh.config.PLATFORM_ADMIN_TOKEN!,
    });
    expect(down.code).not.toBe(0);
    expect(down.output).toContain(`No gateway answers at ${nowhere}`);
  });
});
