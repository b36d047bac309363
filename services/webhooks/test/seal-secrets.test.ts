import { randomBytes } from "node:crypto";
import { createLogger, dropDatabase, ensureDatabase, migrate } from "@reservations/service-kit";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogger, testConfig } from "../../../test/support/config.js";
import { SecretBox } from "../src/domain/secret-box.js";
import { sealSecrets } from "../src/jobs/seal-secrets.js";

// Against real Postgres, in a database of its own: sealing rewrites every row of the table, and
// other test files' webhooks services must never meet secrets sealed with this file's keys.

const k1 = { id: "k1", key: randomBytes(32) };
const k2 = { id: "k2", key: randomBytes(32) };
const log = createLogger({ name: "seal-secrets-test", level: "silent" });

describe("sealing webhook secrets at start", () => {
  let databaseUrl: string;
  let db: pg.Pool;

  beforeAll(async () => {
    const url = new URL(testConfig().DATABASE_URL);
    url.pathname = `${url.pathname}_${randomBytes(3).toString("hex")}`;
    databaseUrl = url.toString();
    await ensureDatabase(databaseUrl);
    await migrate({ databaseUrl, schema: "webhooks", dir: new URL("../src/migrations/", import.meta.url) });
    db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  });
  afterAll(async () => {
    await db?.end();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  /** A subscription as stored before secrets were sealed: both secrets in clear, no key ids. */
  const clearRow = async (id: string, previousUntil: string | null = null) => {
    const secret = `whsec_${randomBytes(24).toString("base64")}`;
    const previous = previousUntil ? `whsec_${randomBytes(24).toString("base64")}` : null;
    await db.query(
      `INSERT INTO webhooks.subscriptions (id, tenant_id, url, events, created_by, secret, previous_secret, previous_secret_until)
       VALUES ($1, 'ten_1', 'https://hooks.example.com/h', '{booking.*}', 'hotel', $2, $3, $4)`,
      [id, secret, previous, previousUntil],
    );
    return { secret, previous };
  };
  const stored = async (id: string) =>
    (
      await db.query(
        "SELECT secret, secret_key_id, previous_secret, previous_secret_key_id, previous_secret_until FROM webhooks.subscriptions WHERE id = $1",
        [id],
      )
    ).rows[0];
  const everyColumnText = async () =>
    (await db.query("SELECT row_to_json(s)::text AS t FROM webhooks.subscriptions s")).rows.map((r) => r.t);

  it("seals secrets still in clear, keeps a previous one within its 24 h, drops one past them; a second start changes nothing", async () => {
    const a = await clearRow("whs_a");
    const b = await clearRow("whs_b", new Date(Date.now() + 3_600_000).toISOString());
    const c = await clearRow("whs_c", new Date(Date.now() - 3_600_000).toISOString());

    const box = new SecretBox([k1]);
    expect(await sealSecrets(db, box, log)).toEqual({ sealed: 3, unreadable: 0 });
    for (const text of await everyColumnText()) expect(text).not.toContain("whsec_");

    const ra = await stored("whs_a");
    expect(ra).toMatchObject({ secret_key_id: "k1", previous_secret: null, previous_secret_key_id: null });
    expect(box.open({ key_id: "k1", sealed: ra.secret }, "whs_a")).toBe(a.secret);
    const rb = await stored("whs_b");
    expect(rb.previous_secret_key_id).toBe("k1");
    expect(box.open({ key_id: "k1", sealed: rb.secret }, "whs_b")).toBe(b.secret);
    expect(box.open({ key_id: "k1", sealed: rb.previous_secret }, "whs_b")).toBe(b.previous);
    const rc = await stored("whs_c");
    expect(rc).toMatchObject({
      previous_secret: null,
      previous_secret_key_id: null,
      previous_secret_until: null,
    });
    expect(box.open({ key_id: "k1", sealed: rc.secret }, "whs_c")).toBe(c.secret);

    expect(await sealSecrets(db, box, log)).toEqual({ sealed: 0, unreadable: 0 });
    expect((await stored("whs_a")).secret).toBe(ra.secret);
  });

  // The rows of the test above, sealed by k1.
  it("rotation: with a new first key every secret is sealed again by it, and the old key can then go", async () => {
    const before = await Promise.all(
      ["whs_a", "whs_b"].map(async (id) =>
        new SecretBox([k1]).open({ key_id: "k1", sealed: (await stored(id)).secret }, id),
      ),
    );
    const result = await sealSecrets(db, new SecretBox([k2, k1]), log);
    expect(result.unreadable).toBe(0);
    expect(result.sealed).toBeGreaterThanOrEqual(2);
    const onlyNew = new SecretBox([k2]);
    for (const [i, id] of ["whs_a", "whs_b"].entries()) {
      const row = await stored(id);
      expect(row.secret_key_id).toBe("k2");
      expect(onlyNew.open({ key_id: "k2", sealed: row.secret }, id)).toBe(before[i]);
    }
    expect(
      (
        await db.query(
          "SELECT count(*)::int AS n FROM webhooks.subscriptions WHERE secret_key_id <> 'k2' OR previous_secret_key_id <> 'k2'",
        )
      ).rows[0].n,
    ).toBe(0);
  });

  it("leaves a secret whose key is not listed as it is, and says so without showing it", async () => {
    const row = await stored("whs_a");
    const k3 = { id: "k3", key: randomBytes(32) };
    const logged = captureLogger("seal-secrets-test");
    expect(await sealSecrets(db, new SecretBox([k3]), logged.log)).toEqual({ sealed: 0, unreadable: 3 });
    expect(await stored("whs_a")).toEqual(row);
    const line = logged.lines.find((l) => l.includes("cannot be opened"));
    expect(JSON.parse(line!)).toMatchObject({ unreadable: 3, missing_key_ids: ["k2"] });
    for (const l of logged.lines) expect(l).not.toContain(row.secret);
  });
});
