import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { dropDatabase, ensureDatabase, migrate } from "@reservations/service-kit";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "./support/config.js";

/**
 * The keys schema's people: a database whose staff rows were made before people existed migrates
 * to one person per email and one membership per row, every id kept.
 */
const migrations = fileURLToPath(new URL("../services/keys/src/migrations/", import.meta.url));
const live = new URL("../services/keys/src/store/sql/", import.meta.url);
const PEOPLE = "20261207224400000_people.sql";

let databaseUrl: string;
let before: string;
let db: pg.Client;
beforeAll(async () => {
  const url = new URL(testConfig().DATABASE_URL);
  url.pathname = `${url.pathname}_${randomBytes(3).toString("hex")}`;
  databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  before = mkdtempSync(join(tmpdir(), "keys-before-people-"));
  for (const f of readdirSync(migrations).filter((f) => f.endsWith(".sql") && f < PEOPLE)) {
    copyFileSync(join(migrations, f), join(before, f));
  }
  db = new pg.Client(databaseUrl);
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  if (databaseUrl) await dropDatabase(databaseUrl);
  if (before) rmSync(before, { recursive: true, force: true });
});

const hash = (c: string) => c.repeat(64);

describe("keys migration: people", () => {
  it("makes each email one person with the live row's password, keeps every staff id, and sessions still name them", async () => {
    await migrate({ databaseUrl, schema: "keys", dir: before });
    await db.query(
      `INSERT INTO keys.tenants (id, name, merchant_token_hash) VALUES ('ten_a', 'Alpha', $1), ('ten_b', 'Beta', $2)`,
      [hash("a"), hash("b")],
    );
    const rows: [string, string, string, string, string | null, string][] = [
      ["stf_1", "ten_a", "ana@hotel.test", "active", "pw-ana", "2026-01-01"],
      ["stf_2", "ten_a", "bo@hotel.test", "deactivated", "pw-bo-old", "2026-01-01"],
      ["stf_3", "ten_b", "bo@hotel.test", "active", "pw-bo", "2026-02-01"],
      ["stf_4", "ten_a", "cy@hotel.test", "deactivated", "pw-cy-1", "2026-01-01"],
      ["stf_5", "ten_b", "cy@hotel.test", "deactivated", "pw-cy-2", "2026-03-01"],
      ["stf_6", "ten_b", "di@hotel.test", "invited", null, "2026-04-01"],
    ];
    for (const [id, tenant, email, status, pw, at] of rows) {
      await db.query(
        `INSERT INTO keys.staff (id, tenant_id, email, name, role, status, password_hash, created_at)
         VALUES ($1, $2, $3, 'Someone', 'manager', $4, $5, $6)`,
        [id, tenant, email, status, pw, at],
      );
    }
    await db.query(
      `INSERT INTO keys.staff_sessions (id, session_hash, staff_id) VALUES ('ses_1', $1, 'stf_1')`,
      [hash("c")],
    );

    const ran = await migrate({ databaseUrl, schema: "keys", dir: migrations, liveSqlDir: live });
    expect(ran).toContain(PEOPLE.slice(0, -4));

    const people = await db.query("SELECT email, password_hash, created_at FROM keys.people ORDER BY email");
    expect(people.rows.map((p) => [p.email, p.password_hash])).toEqual([
      ["ana@hotel.test", "pw-ana"],
      ["bo@hotel.test", "pw-bo"],
      ["cy@hotel.test", "pw-cy-2"],
      ["di@hotel.test", null],
    ]);
    const members = await db.query(
      `SELECT s.id, p.email FROM keys.staff s JOIN keys.people p ON p.id = s.person_id ORDER BY s.id`,
    );
    expect(members.rows.map((m) => [m.id, m.email])).toEqual(rows.map(([id, , email]) => [id, email]));
    const session = await db.query(
      `SELECT p.email FROM keys.staff_sessions ss JOIN keys.staff s ON s.id = ss.staff_id
         JOIN keys.people p ON p.id = s.person_id WHERE ss.id = 'ses_1'`,
    );
    expect(session.rows).toEqual([{ email: "ana@hotel.test" }]);

    // One membership per person and hotel among the live ones; a deactivated one may be followed.
    const bo = (await db.query("SELECT id FROM keys.people WHERE email = 'bo@hotel.test'")).rows[0].id;
    await expect(
      db.query(
        `INSERT INTO keys.staff (id, tenant_id, person_id, name, role) VALUES ('stf_7', 'ten_b', $1, 'Bo', 'viewer')`,
        [bo],
      ),
    ).rejects.toMatchObject({ constraint: "staff_membership_idx" });
    await db.query(
      `INSERT INTO keys.staff (id, tenant_id, person_id, name, role) VALUES ('stf_8', 'ten_a', $1, 'Bo', 'viewer')`,
      [bo],
    );
  });
});
