import { randomBytes } from "node:crypto";
import { SERVICES, type ServiceName } from "@reservations/contracts";
import {
  type BaseConfig,
  dropDatabase,
  ensureDatabase,
  loadConfig,
  migrate,
  serviceDatabaseUrl,
  setupServiceDatabases,
} from "@reservations/service-kit";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileDatabaseUrl } from "./support/config.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";

const MIGRATIONS = Object.fromEntries(
  SERVICES.map((s) => [s, new URL(`../services/${s}/src/migrations/`, import.meta.url)]),
) as Record<ServiceName, URL>;
/** Each service's functions and triggers, applied after its migrations as at start. */
const LIVE_SQL = Object.fromEntries(
  SERVICES.map((s) => [s, new URL(`../services/${s}/src/store/sql/`, import.meta.url)]),
) as Record<ServiceName, URL>;
/** One table of each service, besides its migrations table. */
const TABLE: Record<ServiceName, string> = {
  keys: "keys.api_keys",
  inventory: "inventory.properties",
  booking: "booking.bookings",
  webhooks: "webhooks.subscriptions",
};
const PAIRS = SERVICES.flatMap((a) => SERVICES.filter((b) => b !== a).map((b) => [a, b] as const));

/** A database beside the file's (the run's teardown drops it too). */
function siblingDatabase(suffix: string): string {
  const url = new URL(fileDatabaseUrl());
  url.pathname = `${url.pathname}_${suffix}`;
  return url.toString();
}

function as(url: string, user: string, password = ""): string {
  const u = new URL(url);
  u.username = user;
  u.password = password;
  return u.toString();
}

/** Runs fn on one connection to url, then closes it. */
async function connected<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The SQLSTATE of the statement's failure, or "ok". */
async function outcome(url: string, sql: string): Promise<string> {
  return connected(url, (c) =>
    c.query(sql).then(
      () => "ok",
      (err: { code?: string }) => err.code ?? "no code",
    ),
  );
}

/** What, in the services' schemas, is owned by another role than the service's (`<prefix><service>`). */
async function foreignOwned(databaseUrl: string, prefix: string): Promise<string[]> {
  return connected(databaseUrl, async (c) => {
    const { rows } = await c.query<{ what: string }>(
      `SELECT n.nspname || ': ' || x.what || ' owned by ' || pg_get_userbyid(x.owner) AS what
         FROM (SELECT relnamespace AS ns, oid::regclass::text AS what, relowner AS owner FROM pg_class
               UNION ALL SELECT pronamespace, oid::regprocedure::text, proowner FROM pg_proc
               UNION ALL SELECT oid, 'the schema', nspowner FROM pg_namespace) x
         JOIN pg_namespace n ON n.oid = x.ns
        WHERE n.nspname = ANY($1) AND pg_get_userbyid(x.owner) <> ($2 || n.nspname)`,
      [SERVICES, prefix],
    );
    return rows.map((r) => r.what);
  });
}

describe("each service as its own Postgres role: in a running mesh (the tests' default, as pnpm start runs it)", () => {
  let mesh: TestMesh;
  beforeAll(async () => {
    mesh = await startTestMesh();
  });
  afterAll(() => mesh?.stop());

  it.each(SERVICES)("%s connects as its own role, which owns its schema and everything in it", async (s) => {
    const { rows } = await mesh.services[s].kit.pool.query("SELECT current_user AS me");
    expect(rows[0].me).toBe(`reservations_${s}`);
    expect(await foreignOwned(mesh.config.DATABASE_URL, "reservations_")).toEqual([]);
    const own = serviceDatabaseUrl(mesh.config, s);
    const probe = `${s}.probe_${randomBytes(3).toString("hex")}`;
    expect(await outcome(own, `CREATE TABLE ${probe} (id int); INSERT INTO ${probe} VALUES (1)`)).toBe("ok");
    expect(await outcome(own, `SELECT count(*) FROM ${TABLE[s]}; SELECT count(*) FROM ${s}.migrations`)).toBe(
      "ok",
    );
    expect(await outcome(own, `DROP TABLE ${probe}`)).toBe("ok");
  });

  it.each(PAIRS)("%s's role may neither read, write nor create anything in %s's schema", async (a, b) => {
    const url = serviceDatabaseUrl(mesh.config, a);
    const refused = "42501"; // insufficient_privilege
    expect(await outcome(url, `SELECT * FROM ${TABLE[b]} LIMIT 1`)).toBe(refused);
    expect(await outcome(url, `SELECT name FROM ${b}.migrations`)).toBe(refused);
    expect(await outcome(url, `DELETE FROM ${TABLE[b]}`)).toBe(refused);
    expect(await outcome(url, `INSERT INTO ${b}.migrations (name, run_on) VALUES ('x', now())`)).toBe(
      refused,
    );
    expect(await outcome(url, `CREATE TABLE ${b}.intruder (id int)`)).toBe(refused);
  });

  it.each(SERVICES)("%s's role may create nothing in public, nor a schema of its own", async (s) => {
    const url = serviceDatabaseUrl(mesh.config, s);
    expect(await outcome(url, "CREATE TABLE public.intruder (id int)")).toBe("42501");
    expect(await outcome(url, "CREATE SCHEMA intruder")).toBe("42501");
    expect(await outcome(url, "CREATE EXTENSION IF NOT EXISTS hstore")).toBe("42501");
  });
});

// The setup step's tests: roles and databases of their own, dropped when the file is done.
const tag = randomBytes(3).toString("hex");
const roles = SERVICES.map((s) => `rsvt_${tag}_${s}`);
const databases = ["a", "b", "up", "nosetup"].map((n) => siblingDatabase(`${n}${tag}`));
/** A configuration whose services connect as this test's own roles, with a password. */
const withRoles = (databaseUrl: string, password = ""): BaseConfig =>
  loadConfig({
    DATABASE_URL: databaseUrl,
    KEYS_DATABASE_URL: as(databaseUrl, roles[0]!, password),
    INVENTORY_DATABASE_URL: as(databaseUrl, roles[1]!, password),
    BOOKING_DATABASE_URL: as(databaseUrl, roles[2]!, password),
    WEBHOOKS_DATABASE_URL: as(databaseUrl, roles[3]!, password),
  });
const prefix = `rsvt_${tag}_`;
const admin = fileDatabaseUrl();

afterAll(async () => {
  for (const db of databases) await dropDatabase(db);
  await connected(admin, async (c) => {
    for (const r of roles) await c.query(`DROP ROLE IF EXISTS ${r}`);
  });
});

describe("each service as its own Postgres role: the setup step makes the roles", () => {
  it("sets up two databases at once, three times each, then again: each role made once, and all is as it should be", async () => {
    const [a, b] = [withRoles(databases[0]!), withRoles(databases[1]!)];
    const results = await Promise.all([a, b, a, b, a, b].map((c) => setupServiceDatabases(c)));
    for (const r of results) expect(r.every((s) => s.ownRole)).toBe(true);
    await setupServiceDatabases(a);
    await setupServiceDatabases(b);

    const found = await connected(admin, (c) =>
      c.query(
        "SELECT rolname, rolcanlogin, rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = ANY($1)",
        [roles],
      ),
    );
    expect(found.rows.sort((x, y) => (x.rolname < y.rolname ? -1 : 1))).toEqual(
      [...roles].sort().map((rolname) => ({
        rolname,
        rolcanlogin: true,
        rolsuper: false,
        rolcreatedb: false,
        rolcreaterole: false,
      })),
    );
    for (const config of [a, b]) {
      expect(await foreignOwned(config.DATABASE_URL, prefix)).toEqual([]);
      // Each role migrates its service into its schema, as the service does at start.
      for (const s of SERVICES) {
        const applied = await migrate({
          databaseUrl: serviceDatabaseUrl(config, s),
          schema: s,
          dir: MIGRATIONS[s],
          liveSqlDir: LIVE_SQL[s],
        });
        expect(applied.length).toBeGreaterThan(0);
      }
      expect(await foreignOwned(config.DATABASE_URL, prefix)).toEqual([]);
    }
    // A setup after the migrations changes nothing and breaks nothing.
    await Promise.all([setupServiceDatabases(a), setupServiceDatabases(a)]);
    for (const [x, y] of PAIRS) {
      expect(await outcome(serviceDatabaseUrl(a, x), `SELECT 1 FROM ${TABLE[y]}`)).toBe("42501");
      expect(await outcome(serviceDatabaseUrl(a, x), `SELECT 1 FROM ${TABLE[x]}`)).toBe("ok");
    }
  });

  it("hands a database migrated before roles (by the admin) over to the roles, its migrations tables included", async () => {
    const url = databases[2]!;
    await ensureDatabase(url);
    for (const s of SERVICES) {
      await migrate({ databaseUrl: url, schema: s, dir: MIGRATIONS[s], liveSqlDir: LIVE_SQL[s] });
    }
    await connected(url, (c) =>
      c.query(
        "INSERT INTO keys.tenants (id, name, merchant_token_hash) VALUES ('t1', 'Old', repeat('a', 64))",
      ),
    );
    expect((await foreignOwned(url, prefix)).length).toBeGreaterThan(50);

    const config = withRoles(url);
    await setupServiceDatabases(config);
    expect(await foreignOwned(url, prefix)).toEqual([]);
    for (const s of SERVICES) {
      expect(
        await migrate({
          databaseUrl: serviceDatabaseUrl(config, s),
          schema: s,
          dir: MIGRATIONS[s],
          liveSqlDir: LIVE_SQL[s],
        }),
      ).toEqual([]);
    }
    const keys = serviceDatabaseUrl(config, "keys");
    // The old rows are the role's to read and change, and its functions make its tables.
    expect(await connected(keys, async (c) => (await c.query("SELECT name FROM keys.tenants")).rows)).toEqual(
      [{ name: "Old" }],
    );
    expect(await outcome(keys, "UPDATE keys.tenants SET name = 'Renamed'")).toBe("ok");
    expect(await outcome(keys, "SELECT keys.ensure_request_partition(current_date + 30)")).toBe("ok");
    expect(await outcome(serviceDatabaseUrl(config, "booking"), "SELECT 1 FROM keys.tenants")).toBe("42501");
  });
});

describe("each service as its own Postgres role: the setup step's passwords and shared roles", () => {
  it("sets the URL's password as Postgres would, and writes it again only when it changes", async () => {
    const url = databases[0]!;
    const stored = () =>
      connected(admin, async (c) => {
        const { rows } = await c.query("SELECT rolpassword FROM pg_authid WHERE rolname = $1", [roles[0]]);
        return rows[0].rolpassword as string;
      });
    // Postgres makes the verifier of a password it is given in clear (its own salt)…
    await connected(admin, (c) => c.query(`ALTER ROLE ${roles[0]} PASSWORD 'first-password-1'`));
    const made = await stored();
    expect(made).toMatch(/^SCRAM-SHA-256\$/);
    // …which the setup step recognises as that password, so it leaves it as it is.
    await setupServiceDatabases(withRoles(url, "first-password-1"));
    expect(await stored()).toBe(made);
    await setupServiceDatabases(withRoles(url, "second-password-2"));
    const second = await stored();
    expect(second).toMatch(/^SCRAM-SHA-256\$4096:/);
    expect(second).not.toBe(made);
    await setupServiceDatabases(withRoles(url, "second-password-2"));
    expect(await stored()).toBe(second);
  });

  it("leaves a service whose URL names the admin's role alone (one role for everything)", async () => {
    const url = databases[1]!;
    const single = loadConfig({ DATABASE_URL: url, KEYS_DATABASE_URL: url });
    const result = await setupServiceDatabases({ ...single, ...withRolesExceptKeys(url) });
    expect(result.find((s) => s.service === "keys")).toMatchObject({ ownRole: false, role: "postgres" });
    expect(result.filter((s) => s.ownRole).map((s) => s.service)).toEqual([
      "inventory",
      "booking",
      "webhooks",
    ]);
  });

  it("a service started on a database nobody set up is told to run the setup step", async () => {
    const url = databases[3]!;
    await ensureDatabase(url);
    await expect(
      migrate({ databaseUrl: as(url, "reservations_keys"), schema: "keys", dir: MIGRATIONS.keys }),
    ).rejects.toThrow(
      /schema "keys" does not exist and role "reservations_keys" may not create it: .*pnpm db:setup/,
    );
  });

  function withRolesExceptKeys(url: string): Partial<BaseConfig> {
    const { INVENTORY_DATABASE_URL, BOOKING_DATABASE_URL, WEBHOOKS_DATABASE_URL } = withRoles(url);
    return { INVENTORY_DATABASE_URL, BOOKING_DATABASE_URL, WEBHOOKS_DATABASE_URL };
  }
});
