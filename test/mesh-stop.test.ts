import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { type MeshProcess, type ProcessName, stopMesh } from "../scripts/mesh.js";

// stopMesh (pnpm start's Ctrl-C, the compiled test mesh, check-image) stops the gateways before the
// services: a gateway still sends while it drains (calls in flight, the request log's last
// entries), and a service stopped at the same time would refuse them.

/** A process that says when SIGTERM reaches it and exits 100 ms later, as a draining one would. */
function fake(name: ProcessName, events: string[]): MeshProcess {
  const child = spawn(
    process.execPath,
    [
      "-e",
      'process.on("SIGTERM", () => { console.log("term"); setTimeout(() => process.exit(0), 100); }); console.log("up"); setInterval(() => {}, 1000);',
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  child.stdout!.on("data", (d: Buffer) => {
    for (const line of d.toString().split("\n").filter(Boolean)) events.push(`${name} ${line}`);
  });
  const exited = once(child, "exit").then(([code]) => {
    events.push(`${name} exited`);
    return code as number | null;
  });
  return { name, label: name, child, exited };
}

describe("stopping the mesh", () => {
  it("stops the gateways first, and the services once they have exited", async () => {
    const events: string[] = [];
    const procs = [fake("keys", events), fake("gateway", events), fake("booking", events)];
    await new Promise<void>((resolve) => {
      const wait = setInterval(() => {
        if (events.filter((e) => e.endsWith(" up")).length === 3) {
          clearInterval(wait);
          resolve();
        }
      }, 10);
    });
    expect(await stopMesh(procs)).toEqual([0, 0, 0]);
    const at = (e: string) => events.indexOf(e);
    expect(at("gateway exited")).toBeGreaterThan(at("gateway term"));
    expect(at("keys term")).toBeGreaterThan(at("gateway exited"));
    expect(at("booking term")).toBeGreaterThan(at("gateway exited"));
  });
});
