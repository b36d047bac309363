import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { SERVICES } from "@reservations/contracts";
import { dropDatabase, ensureDatabase, liveSqlDrift, migrate } from "@reservations/service-kit";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "./support/config.js";

/**
 * Every service's functions and triggers live in src/store/sql/, and its migrations were squashed
 * into a baseline: what the database holds is what the files say, on a new database and on one the
 * squashed migrations built.
 */
const dirs = (s: string) => ({
  migrations: new URL(`../services/${s}/src/migrations/`, import.meta.url),
  live: new URL(`../services/${s}/src/store/sql/`, import.meta.url),
});
const baselineOf = (s: string) => {
  const file = readdirSync(dirs(s).migrations).find((f) => f.endsWith("_baseline.sql"))!;
  const text = readFileSync(new URL(file, dirs(s).migrations), "utf8");
  return { name: file.slice(0, -4), replaces: /up to and including (\S+)\.$/m.exec(text)![1]! };
};

let databaseUrl: string;
let db: pg.Client;
const migrateAll = () =>
  Promise.all(
    SERVICES.map((s) =>
      migrate({ databaseUrl, schema: s, dir: dirs(s).migrations, liveSqlDir: dirs(s).live }).then((ran) => [
        s,
        ran,
      ]),
    ),
  ).then(Object.fromEntries);
const recorded = async (s: string) =>
  (await db.query(`SELECT name FROM ${s}.migrations ORDER BY name`)).rows.map((r) => r.name);

beforeAll(async () => {
  const url = new URL(testConfig().DATABASE_URL);
  url.pathname = `${url.pathname}_${randomBytes(3).toString("hex")}`;
  databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  db = new pg.Client(databaseUrl);
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

/** The ARI change log's triggers, by table: a database older than the log has none of them. */
const ARI_TRIGGERS = {
  units: ["units_ari_change"],
  rooms: ["rooms_ari_change"],
  rate_plans: ["rate_plans_ari_change"],
  rate_plan_units: ["rate_plan_units_ari_change", "rate_plan_units_ari_removal"],
  rate_plan_prices: ["rate_plan_prices_ari_change"],
  rate_plan_restrictions: [
    "rate_plan_restrictions_ari_change",
    "rate_plan_restrictions_ari_update",
    "rate_plan_restrictions_ari_removal",
  ],
};

/** The keys schema before people: each staff row with its own email and password. */
const keysBeforePeople = () =>
  db.query(`ALTER TABLE keys.staff DROP COLUMN person_id, ADD COLUMN email text NOT NULL, ADD COLUMN password_hash text;
            DROP TABLE keys.people`);

describe("live SQL: one home for every function and trigger", () => {
  it("migrations hold tables, indexes and data moves only", () => {
    for (const s of SERVICES) {
      for (const file of readdirSync(dirs(s).migrations)) {
        const text = readFileSync(new URL(file, dirs(s).migrations), "utf8");
        expect(text, `${s}/${file}`).not.toMatch(/FUNCTION|TRIGGER|CREATE OR REPLACE/);
      }
    }
  });

  it("on a new database, every function and trigger is its file's, and none lacks a file", async () => {
    await migrateAll();
    for (const s of SERVICES) expect(await liveSqlDrift(db, s, dirs(s).live), s).toEqual([]);
  });

  it("a database the squashed migrations built starts on the baseline: nothing migrated again, its live SQL made the files'", async () => {
    // What such a database looks like: the old migrations recorded, no live SQL record, older bodies.
    for (const s of SERVICES) {
      const { replaces } = baselineOf(s);
      await db.query(`DELETE FROM ${s}.migrations`);
      await db.query(
        `INSERT INTO ${s}.migrations (name, run_on) VALUES ('20261122000000000_init', now()), ($1, now())`,
        [replaces],
      );
      await db.query(`DROP TABLE ${s}.live_sql`);
    }
    await db.query("DROP INDEX inventory.rooms_property_idx");
    await db.query("DROP TABLE inventory.ari_pending, inventory.ari_feed, inventory.ari_changes");
    for (const [table, triggers] of Object.entries(ARI_TRIGGERS))
      for (const t of triggers) await db.query(`DROP TRIGGER ${t} ON inventory.${table}`);
    await db.query(
      `DROP FUNCTION inventory.log_catalog_ari_change(), inventory.log_plan_rows_ari_change(),
         inventory.log_ari_change(text, text, text, text[], text, date, date), inventory.related_units(text),
         inventory.rate_plan_unit_ids(text)`,
    );
    await db.query(
      "ALTER TABLE inventory.rate_plans DROP COLUMN derived, DROP COLUMN length_of_stay_discounts, DROP COLUMN promo_codes",
    );
    await db.query(
      "DROP FUNCTION inventory.rate_plan_followers(text, text), inventory.rate_plan_follows(text, jsonb, text)",
    );
    await db.query("DROP TABLE inventory.change_holds, inventory.change_quotes");
    await db.query("ALTER TABLE inventory.allocations DROP COLUMN change_quote_id");
    await db.query(
      `ALTER TABLE inventory.ledger_changes DROP CONSTRAINT ledger_changes_kind_check,
         ADD CONSTRAINT ledger_changes_kind_check CHECK (kind IN ('allocation', 'block'))`,
    );
    await db.query("DROP TABLE booking.change_quotes");
    await db.query("ALTER TABLE booking.bookings DROP COLUMN change_seq, DROP COLUMN change_xid");
    await db.query("DROP SEQUENCE booking.change_seq");
    await db.query("DROP TABLE booking.revisions");
    await db.query("ALTER TABLE keys.api_keys DROP COLUMN api_version");
    await db.query("ALTER TABLE keys.audit_entries DROP COLUMN client_request_id");
    await keysBeforePeople();
    await db.query("ALTER TABLE webhooks.subscriptions DROP COLUMN api_version");
    await db.query("ALTER TYPE booking.booking_record DROP ATTRIBUTE created_by");
    await db.query(
      "ALTER TYPE booking.booking_record DROP ATTRIBUTE promo_code, DROP ATTRIBUTE first_night_minor",
    );
    await db.query("DROP INDEX booking.bookings_no_show_idx");
    await db.query(
      "ALTER TABLE booking.bookings DROP COLUMN promo_code, DROP COLUMN no_show_at, DROP COLUMN first_night_minor",
    );
    await db.query(
      "ALTER TABLE booking.bookings DROP COLUMN created_by, DROP COLUMN updated_at, DROP COLUMN version CASCADE",
    );
    await db.query(
      `CREATE OR REPLACE FUNCTION inventory.catalog_version_of(p_tenant text, p_property text) RETURNS text
       LANGUAGE plpgsql STABLE AS $$ BEGIN RETURN NULL; END $$`,
    );
    // The older function body, the change holds' trigger, gone with its table, the ARI log's five functions and nine triggers, and the two that find a plan's followers.
    expect((await liveSqlDrift(db, "inventory", dirs("inventory").live)).length).toBe(18);

    const ran = await migrateAll();
    expect(ran).toEqual({
      keys: [
        "20261207180000000_key-api-version",
        "20261207224400000_people",
        "20261207231500000_audit-client-request-id",
      ],
      inventory: [
        "20261207110000000_rooms-by-property",
        "20261207130000000_change-holds",
        "20261207150000000_ari-changes",
        "20261207221000000_rate-plan-pricing",
      ],
      booking: [
        "20261207120000000_booking-versions",
        "20261207130000000_change-quotes",
        "20261207140000000_change-order",
        "20261207221000000_booking-promo-code",
        "20261207222000000_no-shows",
      ],
      webhooks: ["20261207180000000_subscription-api-version"],
    });
    for (const s of SERVICES) {
      expect(await recorded(s), s).toContain(baselineOf(s).name);
      expect(await liveSqlDrift(db, s, dirs(s).live), s).toEqual([]);
    }
    // A second start changes nothing.
    expect(await migrateAll()).toEqual({ keys: [], inventory: [], booking: [], webhooks: [] });
  });

  it("refuses a database the old migrations built only in part, and says what to do", async () => {
    await db.query("DELETE FROM webhooks.migrations");
    await db.query("INSERT INTO webhooks.migrations (name, run_on) VALUES ('20261122000000000_init', now())");
    await expect(
      migrate({
        databaseUrl,
        schema: "webhooks",
        dir: dirs("webhooks").migrations,
        liveSqlDir: dirs("webhooks").live,
      }),
    ).rejects.toThrow(/was migrated up to 20261122000000000_init.*start the release before it/);
  });
});
