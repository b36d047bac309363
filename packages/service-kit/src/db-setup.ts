// The database setup step (pnpm db:setup; compose's db-setup; Kubernetes's Job db-setup): each
// service's role and schema. `db-setup --wait <service>` (a service pod's init container) waits,
// as the service's own role, until the setup has made that service's schema.
import { SERVICES, type ServiceName } from "@reservations/contracts";
import { loadConfig, serviceDatabaseUrl } from "./config.js";
import { waitForSchema } from "./databases.js";
import { setupServiceDatabases } from "./db-roles.js";
import { natsSetupLine, runNatsSetup } from "./nats-setup.js";
import { setupRedisFromSettings } from "./redis-setup.js";

const [flag, service] = process.argv.slice(2);
try {
  const config = loadConfig(process.env, "db-setup");
  if (flag === "--wait") {
    if (!SERVICES.includes(service as ServiceName))
      throw new Error(`--wait takes one of ${SERVICES.join(", ")}`);
    const url = serviceDatabaseUrl(config, service as ServiceName);
    await waitForSchema(url, service as ServiceName, (why) =>
      console.log(`waiting for the database setup (the db-setup step): ${why}`),
    );
    console.log(`${service}: its schema is set up`);
    process.exit(0);
  }
  for (const s of await setupServiceDatabases(config)) {
    console.log(
      s.ownRole
        ? `${s.service}: role ${s.role} owns schema ${s.service} on ${s.where}`
        : `${s.service}: runs as ${s.role}, the admin role, on ${s.where} (nothing to set up)`,
    );
  }
  for (const line of await setupRedisFromSettings(config)) console.log(line);
  console.log(natsSetupLine(await runNatsSetup(config)));
  process.exit(0);
} catch (err) {
  console.error(`database setup failed: ${(err as Error).message}`);
  process.exit(1);
}
