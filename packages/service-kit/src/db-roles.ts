import { createHash, createHmac, pbkdf2Sync, randomBytes } from "node:crypto";
import { SERVICES, type ServiceName } from "@reservations/contracts";
import pg from "pg";
import { type BaseConfig, SERVICE_DATABASE_VARIABLES } from "./config.js";
import { ensureDatabase } from "./databases.js";
import type { Logger } from "./logger.js";

/** The role a service connects as when its URL is not given: one name on every database of a server. */
export const defaultServiceRole = (service: ServiceName): string => `reservations_${service}`;

/** Extensions a service's migrations use that only an admin may create (they live in public). */
const EXTENSIONS: Partial<Record<ServiceName, string[]>> = { inventory: ["btree_gist"] };

type DatabaseVariable = (typeof SERVICE_DATABASE_VARIABLES)[ServiceName];

/**
 * Each service's database URL as the setup step sets it up: the service's own variable when
 * given, else DATABASE_URL's server and database with the service's role and no password (a
 * local server that trusts its loopback connections). As environment entries, for the processes.
 */
export function serviceDatabaseEnv(config: BaseConfig): Record<DatabaseVariable, string> {
  const entries = SERVICES.map((service) => {
    const variable = SERVICE_DATABASE_VARIABLES[service];
    const given = config[variable];
    if (given) return [variable, given] as const;
    const url = new URL(config.DATABASE_URL);
    url.username = defaultServiceRole(service);
    url.password = "";
    return [variable, url.toString()] as const;
  });
  return Object.fromEntries(entries) as Record<DatabaseVariable, string>;
}

/** What the setup step did for one service. */
export interface ServiceDatabase {
  service: ServiceName;
  role: string;
  /** host:port/database, for messages (never a password). */
  where: string;
  /** false: the service's URL names the admin's own role (one role for everything), so nothing was set up. */
  ownRole: boolean;
}

interface Plan {
  service: ServiceName;
  role: string;
  password: string;
}

/**
 * The database setup step (pnpm db:setup): as the admin, gives each service a role that owns its
 * schema and everything in it, and that no other role may use. Safe to run at every start, and
 * from two starts at once.
 */
export async function setupServiceDatabases(
  config: BaseConfig,
  options: { log?: Logger } = {},
): Promise<ServiceDatabase[]> {
  const env = serviceDatabaseEnv(config);
  const admin = new URL(config.DATABASE_ADMIN_URL ?? config.DATABASE_URL);
  // Services on one database are set up together; the admin's credentials are used on every server.
  const places = new Map<string, { adminUrl: string; where: string; plans: Plan[] }>();
  for (const service of SERVICES) {
    const url = new URL(env[SERVICE_DATABASE_VARIABLES[service]]);
    const adminUrl = new URL(url);
    adminUrl.username = admin.username;
    adminUrl.password = admin.password;
    const key = adminUrl.toString();
    const place = places.get(key) ?? { adminUrl: key, where: `${url.host}${url.pathname}`, plans: [] };
    place.plans.push({
      service,
      role: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    });
    places.set(key, place);
  }

  const done: ServiceDatabase[] = [];
  for (const place of places.values()) {
    await ensureDatabase(place.adminUrl);
    const client = new pg.Client({
      connectionString: place.adminUrl,
      connectionTimeoutMillis: 5000,
      application_name: "reservations-db-setup",
    });
    await client.connect();
    try {
      const { rows } = await client.query<{ me: string; super: boolean }>(
        "SELECT current_user AS me, rolsuper AS super FROM pg_roles WHERE rolname = current_user",
      );
      const { me, super: adminIsSuper } = rows[0]!;
      // A URL without a user, or with the admin's own, runs that service as one role with the admin.
      const own = place.plans.filter((p) => p.role !== "" && p.role !== me);
      if (own.length > 0) await retried(client, () => setupPlace(client, own, adminIsSuper));
      for (const p of place.plans) {
        done.push({ service: p.service, role: p.role || me, where: place.where, ownRole: own.includes(p) });
      }
      options.log?.info(
        { database: place.where, roles: own.map((p) => p.role) },
        "database roles and schemas set up",
      );
    } finally {
      await client.end().catch(() => {});
    }
  }
  return done;
}

/** Runs the step in a transaction; races on the server's shared catalogs (roles) are retried. */
async function retried(client: pg.Client, step: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query("BEGIN");
      await step();
      await client.query("COMMIT");
      return;
    } catch (err) {
      await client.query("ROLLBACK").catch(() => {});
      const { code, message } = err as { code?: string; message?: string };
      // Roles are shared by every database of a server, so setups of two databases can meet there.
      const race =
        code === "40P01" ||
        code === "23505" ||
        code === "42710" ||
        (code === "XX000" && /concurrently/.test(message ?? ""));
      if (!race || attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
    }
  }
}

const ident = (name: string) => pg.escapeIdentifier(name);

async function setupPlace(client: pg.Client, plans: Plan[], adminIsSuper: boolean): Promise<void> {
  // Two setups of one database take turns (advisory locks are per database).
  await client.query("SELECT pg_advisory_xact_lock(hashtextextended('reservations:db-setup', 0))");
  // Names of objects below come out schema-qualified whatever the admin's own search_path holds.
  await client.query("SET LOCAL search_path = pg_catalog");
  const { rows } = await client.query<{ db: string; public: boolean }>(
    "SELECT current_database() AS db, EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'public') AS public",
  );
  const db = ident(rows[0]!.db);
  // Schemas are made here only, and nobody's objects go into public (Postgres 15 already has it so).
  await client.query(`REVOKE CREATE ON DATABASE ${db} FROM PUBLIC`);
  if (rows[0]!.public) await client.query("REVOKE CREATE ON SCHEMA public FROM PUBLIC");
  for (const extension of new Set(plans.flatMap((p) => EXTENSIONS[p.service] ?? []))) {
    await client.query(`CREATE EXTENSION IF NOT EXISTS ${ident(extension)} WITH SCHEMA public`);
  }

  const passwords = new Map<string, string>();
  for (const p of plans) {
    const other = passwords.get(p.role);
    if (other !== undefined && other !== p.password)
      throw new Error(`role "${p.role}" is given two different passwords`);
    passwords.set(p.role, p.password);
  }
  for (const [role, password] of passwords) {
    await ensureRole(client, role, password, adminIsSuper);
    await client.query(`GRANT CONNECT, TEMPORARY ON DATABASE ${db} TO ${ident(role)}`);
  }
  for (const p of plans) {
    await ensureSchema(client, p.service, p.role);
    await client.query(`REVOKE ALL ON SCHEMA ${ident(p.service)} FROM PUBLIC`);
    for (const role of passwords.keys()) {
      if (role !== p.role) await client.query(`REVOKE ALL ON SCHEMA ${ident(p.service)} FROM ${ident(role)}`);
    }
  }
}

async function ensureRole(client: pg.Client, role: string, password: string, adminIsSuper: boolean) {
  const { rows } = await client.query<{ rolsuper: boolean; rolbypassrls: boolean; rolcanlogin: boolean }>(
    "SELECT rolsuper, rolbypassrls, rolcanlogin FROM pg_roles WHERE rolname = $1",
    [role],
  );
  const found = rows[0];
  if (found?.rolsuper || found?.rolbypassrls) {
    throw new Error(
      `role "${role}" is a superuser or bypasses row security: a service's role may be neither`,
    );
  }
  if (!found) {
    await client.query("SAVEPOINT create_role");
    try {
      await client.query(
        `CREATE ROLE ${ident(role)} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION`,
      );
      await client.query("RELEASE SAVEPOINT create_role");
    } catch (err) {
      // Made meanwhile by the setup of another database of this server.
      const code = (err as { code?: string }).code;
      if (code !== "42710" && code !== "23505") throw err;
      await client.query("ROLLBACK TO SAVEPOINT create_role");
    }
  } else if (!found.rolcanlogin) {
    await client.query(`ALTER ROLE ${ident(role)} LOGIN`);
  }
  if (password) {
    // Sent as a SCRAM verifier, so the password itself never reaches the server's statement log.
    const stored = adminIsSuper
      ? (await client.query("SELECT rolpassword FROM pg_authid WHERE rolname = $1", [role])).rows[0]
          ?.rolpassword
      : null;
    if (!verifierMatches(stored, password)) {
      await client.query(`ALTER ROLE ${ident(role)} PASSWORD ${pg.escapeLiteral(scramVerifier(password))}`);
    }
  }
  if (!adminIsSuper) {
    // An admin that is not a superuser may hand objects to a role only as one of its members.
    const member = await client.query("SELECT pg_has_role(current_user, $1, 'MEMBER') AS yes", [role]);
    if (!member.rows[0].yes) await client.query(`GRANT ${ident(role)} TO CURRENT_USER`);
  }
}

/**
 * The schema named after the service, owned by its role with everything in it. A database
 * migrated before roles (by the admin) has the schema and its objects, the migrations table
 * included, owned by the admin: they are handed over here. The migrations make tables, sequences,
 * functions and triggers; the other kinds a schema can hold are handed over too where they follow
 * no table (views, types).
 */
async function ensureSchema(client: pg.Client, schema: string, role: string): Promise<void> {
  const { rows } = await client.query<{ owner: string }>(
    "SELECT pg_get_userbyid(nspowner) AS owner FROM pg_namespace WHERE nspname = $1",
    [schema],
  );
  const owner = rows[0]?.owner;
  if (owner === undefined) {
    await client.query(`CREATE SCHEMA ${ident(schema)} AUTHORIZATION ${ident(role)}`);
    return;
  }
  if (owner !== role) await client.query(`ALTER SCHEMA ${ident(schema)} OWNER TO ${ident(role)}`);
  const ns = "(SELECT oid FROM pg_namespace WHERE nspname = $1)";
  const to = "(SELECT oid FROM pg_roles WHERE rolname = $2)";
  const relation = (kinds: string) =>
    `SELECT format('ALTER %s %s OWNER TO %I',
              CASE relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE'
                           WHEN 'c' THEN 'TYPE' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END,
              oid::regclass, $2::text) AS sql
       FROM pg_class WHERE relnamespace = ${ns} AND relowner <> ${to} AND relkind IN (${kinds})`;
  const queries = [
    // Tables first: each takes its indexes and its columns' sequences (serial, identity) along.
    relation("'r', 'p', 'v', 'm', 'f', 'c'"),
    relation("'S'"),
    `SELECT format('ALTER %s %s OWNER TO %I', CASE prokind WHEN 'a' THEN 'AGGREGATE' ELSE 'ROUTINE' END,
                   oid::regprocedure, $2::text) AS sql
       FROM pg_proc WHERE pronamespace = ${ns} AND proowner <> ${to}`,
    `SELECT format('ALTER %s %s OWNER TO %I', CASE typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END,
                   oid::regtype, $2::text) AS sql
       FROM pg_type WHERE typnamespace = ${ns} AND typowner <> ${to} AND typtype IN ('e', 'r', 'd')`,
  ];
  for (const query of queries) {
    const statements = await client.query<{ sql: string }>(query, [schema, role]);
    for (const { sql } of statements.rows) await client.query(sql);
  }
}

/** A SCRAM-SHA-256 verifier as Postgres stores it (RFC 5802, 7677), for ALTER ROLE … PASSWORD. */
function scramVerifier(password: string, salt = randomBytes(16), iterations = 4096): string {
  const salted = pbkdf2Sync(password, salt, iterations, 32, "sha256");
  const storedKey = createHash("sha256")
    .update(createHmac("sha256", salted).update("Client Key").digest())
    .digest();
  const serverKey = createHmac("sha256", salted).update("Server Key").digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString("base64")}$${storedKey.toString("base64")}:${serverKey.toString("base64")}`;
}

/** Whether a stored verifier is the password's (so an unchanged password is not written again). */
function verifierMatches(stored: string | null | undefined, password: string): boolean {
  const m = /^SCRAM-SHA-256\$(\d+):([^$]+)\$[^:]+:.+$/.exec(stored ?? "");
  return !!m && scramVerifier(password, Buffer.from(m[2]!, "base64"), Number(m[1])) === stored;
}
