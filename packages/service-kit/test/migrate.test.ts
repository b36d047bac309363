import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/support/config.js";
import { ensureDatabase, migrate } from "../src/index.js";

describe("per-service migrations", () => {
  const config = testConfig();
  const schema = `mig_${config.NATS_NAMESPACE}`;
  const client = new pg.Client(config.DATABASE_URL);
  afterAll(async () => {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it("creates the service's schema, applies each migration once, and copies starting together migrate once", async () => {
    await ensureDatabase(config.DATABASE_URL);
    const dir = await mkdtemp(join(tmpdir(), "mig-"));
    await writeFile(
      join(dir, "20261122000000000_init.sql"),
      "-- Up Migration\nCREATE TABLE widgets (id int primary key);\n-- Down Migration\nDROP TABLE widgets;\n",
    );
    const results = await Promise.all(
      [1, 2, 3].map(() => migrate({ databaseUrl: config.DATABASE_URL, schema, dir })),
    );
    expect(results.flat()).toEqual(["20261122000000000_init"]);

    await writeFile(
      join(dir, "20261122000000001_more.sql"),
      "-- Up Migration\nINSERT INTO widgets VALUES (1);\n-- Down Migration\nDELETE FROM widgets;\n",
    );
    expect(await migrate({ databaseUrl: config.DATABASE_URL, schema, dir })).toEqual([
      "20261122000000001_more",
    ]);
    expect(await migrate({ databaseUrl: config.DATABASE_URL, schema, dir })).toEqual([]);

    await client.connect();
    const { rows } = await client.query(`SELECT id FROM ${schema}.widgets`);
    expect(rows).toEqual([{ id: 1 }]);
    const tables = await client.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = $1",
      [schema],
    );
    expect(tables.rows.map((r) => r.table_name).sort()).toEqual(["migrations", "widgets"]);
    const publicTables = await client.query(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name = 'widgets'",
    );
    expect(publicTables.rows[0].n).toBe(0);
  });
});
