// The database setup step (pnpm db:setup; compose's db-setup): each service's role and schema.
import { loadConfig } from "./config.js";
import { setupServiceDatabases } from "./db-roles.js";

try {
  for (const s of await setupServiceDatabases(loadConfig(process.env, "db-setup"))) {
    console.log(
      s.ownRole
        ? `${s.service}: role ${s.role} owns schema ${s.service} on ${s.where}`
        : `${s.service}: runs as ${s.role}, the admin role, on ${s.where} (nothing to set up)`,
    );
  }
  process.exit(0);
} catch (err) {
  console.error(`database setup failed: ${(err as Error).message}`);
  process.exit(1);
}
