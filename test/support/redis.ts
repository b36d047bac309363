import { type ChildProcess, spawn } from "node:child_process";
import { Redis } from "ioredis";
import { eventually } from "./hotel.js";
import { freePort } from "./net.js";

/**
 * A redis-server of the test's own, without persistence, for tests that flush it (the shared one
 * must never be), answering PING through the client returned beside it.
 */
export async function privateRedis(): Promise<{ server: ChildProcess; url: string; client: Redis }> {
  const port = await freePort();
  const server = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { lazyConnect: true, retryStrategy: () => 100 });
  client.on("error", () => {});
  await eventually("private redis up", async () =>
    (await client.ping().catch(() => "")) === "PONG" ? true : undefined,
  );
  return { server, url, client };
}
