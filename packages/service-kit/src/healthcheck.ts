// Container health check: exits 0 when the named service answers its NATS health request.
import { healthOperation, SERVICES, type ServiceName } from "@reservations/contracts";
import { loadConfig } from "./config.js";
import { connectNats } from "./connections.js";
import { RpcClient } from "./rpc.js";

const name = process.argv[2] as ServiceName;
if (!SERVICES.includes(name)) {
  console.error(`usage: healthcheck <${SERVICES.join("|")}>`);
  process.exit(2);
}
const config = loadConfig();
try {
  const nc = await connectNats(config.NATS_URL, `healthcheck-${name}`);
  const client = new RpcClient(nc, config.HEALTH_TIMEOUT_MS * 4, config.NATS_NAMESPACE);
  await client.request(healthOperation(name), {}, { request_id: "healthcheck", actor: "system" });
  await nc.close();
  process.exit(0);
} catch (err) {
  console.error(`${name} is not healthy: ${(err as Error).message}`);
  process.exit(1);
}
