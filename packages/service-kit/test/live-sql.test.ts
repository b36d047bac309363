import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/support/config.js";
import { ensureDatabase, liveSqlDrift, migrate, readLiveSql } from "../src/index.js";

const config = testConfig();
const schema = `live_${config.NATS_NAMESPACE}`;
const client = new pg.Client(config.DATABASE_URL);
let migrations: string;
let live: string;

const fn = (body: string) =>
  `-- Doubles a number.\nCREATE OR REPLACE FUNCTION ${schema}.twice(n int) RETURNS int LANGUAGE sql IMMUTABLE AS $$ SELECT ${body} $$;\n`;
const trigger = `-- Stamps a widget's change.
DROP TRIGGER IF EXISTS widgets_touched ON ${schema}.widgets;
CREATE TRIGGER widgets_touched BEFORE UPDATE ON ${schema}.widgets
  FOR EACH ROW EXECUTE FUNCTION ${schema}.touch();
`;
const touch = `-- Sets changed_at on a widget's update.
CREATE OR REPLACE FUNCTION ${schema}.touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_at := now();
  RETURN NEW;
END $$;
`;
const run = () => migrate({ databaseUrl: config.DATABASE_URL, schema, dir: migrations, liveSqlDir: live });
const twice = async () => (await client.query(`SELECT ${schema}.twice(21) AS n`)).rows[0].n;

beforeAll(async () => {
  await ensureDatabase(config.DATABASE_URL);
  await client.connect();
  migrations = await mkdtemp(join(tmpdir(), "live-mig-"));
  live = await mkdtemp(join(tmpdir(), "live-sql-"));
  await writeFile(
    join(migrations, "20261122000000000_init.sql"),
    `-- Up Migration\nCREATE TABLE ${schema}.widgets (id int PRIMARY KEY, changed_at timestamptz);\n-- Down Migration\nDROP TABLE ${schema}.widgets;\n`,
  );
  // A trigger file sorts before its function's, and is applied after it all the same.
  await writeFile(join(live, "a-widgets-touched.sql"), trigger);
  await writeFile(join(live, "touch.sql"), touch);
  await writeFile(join(live, "twice.sql"), fn("n * 2"));
});
afterAll(async () => {
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
});

describe("live SQL: functions and triggers applied after the migrations", () => {
  it("applies every file on a new database, functions before triggers, and then only a file whose text changed", async () => {
    expect((await readLiveSql(live)).map((o) => `${o.kind} ${o.name}`)).toEqual([
      "function touch",
      "function twice",
      "trigger a-widgets-touched",
    ]);
    expect(await run()).toEqual(["20261122000000000_init"]);
    expect(await twice()).toBe(42);
    await client.query(`INSERT INTO ${schema}.widgets VALUES (1, NULL)`);
    await client.query(`UPDATE ${schema}.widgets SET id = 1`);
    const { rows } = await client.query(`SELECT changed_at FROM ${schema}.widgets`);
    expect(rows[0].changed_at).toBeInstanceOf(Date);

    const before = await client.query(`SELECT name, applied_at FROM ${schema}.live_sql ORDER BY name`);
    expect(before.rows.map((r) => r.name)).toEqual(["a-widgets-touched", "touch", "twice"]);
    await writeFile(join(live, "twice.sql"), fn("n + n + 1"));
    await run();
    expect(await twice()).toBe(43);
    const after = await client.query(`SELECT name, applied_at FROM ${schema}.live_sql ORDER BY name`);
    const changed = after.rows.filter(
      (r, i) => r.applied_at.getTime() !== before.rows[i].applied_at.getTime(),
    );
    expect(changed.map((r) => r.name)).toEqual(["twice"]);
    expect(await liveSqlDrift(client, schema, live)).toEqual([]);
  });

  it("tells where the database and the files differ: a body changed by hand, an object no file holds", async () => {
    await client.query(
      `CREATE OR REPLACE FUNCTION ${schema}.twice(n int) RETURNS int LANGUAGE sql IMMUTABLE AS $$ SELECT n * 3 $$`,
    );
    await client.query(`CREATE FUNCTION ${schema}.stray() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$`);
    await client.query(`DROP TRIGGER widgets_touched ON ${schema}.widgets`);
    expect(await liveSqlDrift(client, schema, live)).toEqual([
      `twice: ${schema}.twice is not the file's`,
      `a-widgets-touched: 0 of widgets_touched`,
      `${schema}.stray has no file`,
    ]);
    await client.query(`DROP FUNCTION ${schema}.stray()`);
  });

  it("refuses a file that is not one commented function, view or trigger", async () => {
    const odd = await mkdtemp(join(tmpdir(), "live-odd-"));
    await writeFile(join(odd, "two.sql"), `-- Two.\n${fn("1").split("\n").slice(1).join("\n")}\n${touch}`);
    await expect(readLiveSql(odd)).rejects.toThrow(/one function, view or trigger/);
  });
});
