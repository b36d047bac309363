import { AppError } from "@reservations/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/support/config.js";
import { createPool, ensureDatabase, inTransaction, type Pool, prepared } from "../src/index.js";

describe("prepared statements", () => {
  const config = testConfig();
  const schema = `prep_${config.NATS_NAMESPACE}`;
  let pool: Pool;
  beforeAll(async () => {
    await ensureDatabase(config.DATABASE_URL);
    // One connection, so every call runs on the connection that prepared the statement.
    pool = createPool(config.DATABASE_URL, { max: 1 });
    await pool.query(`CREATE SCHEMA ${schema}`);
    await pool.query(`CREATE TABLE ${schema}.rooms (id int PRIMARY KEY, name text)`);
    await pool.query(`INSERT INTO ${schema}.rooms VALUES (1, 'One'), (2, 'Two')`);
  });
  afterAll(async () => {
    await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await pool.end();
  });

  it("prepares once per connection and answers each call with its own values", async () => {
    const room = prepared<{ id: number; name: string }>(
      "test_room_by_id",
      `SELECT * FROM ${schema}.rooms WHERE id = $1`,
    );
    expect((await room(pool, [1])).rows).toEqual([{ id: 1, name: "One" }]);
    expect((await room(pool, [2])).rows).toEqual([{ id: 2, name: "Two" }]);
    const { rows } = await pool.query(
      "SELECT name FROM pg_prepared_statements WHERE name = 'test_room_by_id'",
    );
    expect(rows).toHaveLength(1);
  });

  it("inside a transaction, after a migration changed the columns it returns, fails once as a retryable 503, then answers", async () => {
    const inside = prepared("test_rooms_inside", `SELECT * FROM ${schema}.rooms WHERE id = $1`);
    await inTransaction(pool, (tx) => inside(tx, [1]));
    await pool.query(`ALTER TABLE ${schema}.rooms ADD COLUMN floor int NOT NULL DEFAULT 3`);

    const refused = await inTransaction(pool, (tx) => inside(tx, [1])).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("SERVICE_UNAVAILABLE");
    expect((refused as AppError).headers).toMatchObject({ "Retry-After": "1" });
    const retried = await inTransaction(pool, (tx) => inside(tx, [2]));
    expect(retried.rows).toEqual([{ id: 2, name: "Two", floor: 3 }]);
  });

  it("outside a transaction, after a migration changed the columns it returns, answers at once and is no longer prepared", async () => {
    const own = createPool(config.DATABASE_URL, { max: 1 });
    try {
      await own.query(`CREATE TABLE ${schema}.units (id int PRIMARY KEY, name text)`);
      await own.query(`INSERT INTO ${schema}.units VALUES (1, 'One')`);
      const unit = prepared("test_units_all", `SELECT * FROM ${schema}.units WHERE id = $1`);
      await unit(own, [1]);
      await own.query(`ALTER TABLE ${schema}.units ADD COLUMN floor int NOT NULL DEFAULT 3`);
      expect((await unit(own, [1])).rows).toEqual([{ id: 1, name: "One", floor: 3 }]);
      expect((await unit(own, [1])).rows).toEqual([{ id: 1, name: "One", floor: 3 }]);
      const { rows } = await own.query(
        "SELECT name FROM pg_prepared_statements WHERE name = 'test_units_all'",
      );
      expect(rows).toEqual([]);
    } finally {
      await own.end();
    }
  });
});
