import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/support/config.js";
import { createPool, ensureDatabase, inTransactionEndingWith, type Pool, sqlLiteral } from "../src/index.js";

describe("values inlined for a round trip with BEGIN or COMMIT", () => {
  const config = testConfig();
  const schema = `lit_${config.NATS_NAMESPACE}`;
  let pool: Pool;
  beforeAll(async () => {
    await ensureDatabase(config.DATABASE_URL);
    pool = createPool(config.DATABASE_URL, { max: 1 });
    await pool.query(`CREATE SCHEMA ${schema}`);
    await pool.query(
      `CREATE TABLE ${schema}.notes (id int PRIMARY KEY, body text, tags text[], shares int[])`,
    );
  });
  afterAll(async () => {
    await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await pool.end();
  });

  it("reaches Postgres as the same values, whatever the text holds", async () => {
    const awkward = `O'Brien \\ "quoted" ; DROP TABLE ${schema}.notes; -- ünïcode`;
    const values = [1, awkward, [awkward, "b"], [0, null]] as const;
    const written = await inTransactionEndingWith(
      pool,
      async (_tx, [before]) => {
        expect(before).toEqual([{ n: 0 }]);
        return {
          last: `INSERT INTO ${schema}.notes VALUES (${values.map(sqlLiteral).join(", ")}) RETURNING *`,
          result: (rows) => rows[0],
        };
      },
      { setup: `SELECT count(*)::int AS n FROM ${schema}.notes` },
    );
    expect(written).toEqual({ id: 1, body: awkward, tags: [awkward, "b"], shares: [0, null] });
    const { rows } = await pool.query(`SELECT body FROM ${schema}.notes`);
    expect(rows).toEqual([{ body: awkward }]);
  });

  it("writes null, booleans and integers, and refuses what is not an integer", () => {
    expect(sqlLiteral(null)).toBe("NULL");
    expect(sqlLiteral(true)).toBe("true");
    expect(sqlLiteral(-42)).toBe("-42");
    expect(sqlLiteral([])).toBe("ARRAY[]");
    expect(() => sqlLiteral(1.5)).toThrow(/not an integer/);
    expect(() => sqlLiteral(Number.NaN)).toThrow(/not an integer/);
  });
});
