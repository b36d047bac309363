import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { serviceDatabaseUrl } from "@reservations/service-kit";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../scripts/mesh.js";
import { reconcile } from "../services/inventory/src/jobs/reconciler.js";
import { booker } from "./support/booking.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { httpClient } from "./support/http.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";

describe("crash safety", () => {
  let mesh: TestMesh | undefined;
  let booking: ChildProcess | undefined;
  afterAll(async () => {
    booking?.kill("SIGKILL");
    await mesh?.stop();
  });

  it("SIGKILL of the booking service mid-burst leaves no allocation without a booking and no booking without an allocation", async () => {
    mesh = await startTestMesh({ without: ["booking"] });
    const m = mesh;
    const env = {
      ...process.env,
      DATABASE_URL: m.config.DATABASE_URL,
      BOOKING_DATABASE_URL: serviceDatabaseUrl(m.config, "booking"),
      REDIS_URL: m.config.REDIS_URL,
      NATS_URL: m.config.NATS_URL,
      NATS_NAMESPACE: m.config.NATS_NAMESPACE,
      REDIS_PREFIX: m.config.REDIS_PREFIX,
      CURSOR_SECRET: m.config.CURSOR_SECRET,
      LOG_LEVEL: "error",
    };
    const startBooking = async () => {
      const child = spawn(process.execPath, ["--import", "tsx", "services/booking/src/main.ts"], {
        cwd: ROOT,
        env,
        stdio: "ignore",
      });
      await eventually(
        "booking service up",
        async () => {
          const r = await fetch(`${m.url}/health`);
          const body = (await r.json()) as { services: Record<string, { status: string }> };
          return body.services.booking?.status === "up" ? true : undefined;
        },
        30_000,
      );
      return child;
    };
    booking = await startBooking();

    const call = httpClient(m.url);
    const hotel = new HotelScript(call, m.config.PLATFORM_ADMIN_TOKEN!);
    const t = await hotel.tenant("Crash");
    const p = await hotel.property(t.token, { timezone: "UTC" });
    const inv = new InventoryScript(hotel, t.token, p);
    const units = await Promise.all(Array.from({ length: 8 }, (_, i) => inv.unit({ name: `U${i}` })));
    const plan = await inv.ratePlan({ unit_ids: units.map((u) => u.id) });
    const key = await hotel.key(t.token, { property_ids: [p], scopes: ["bookings:read", "bookings:write"] });
    const book = booker(call, key.secret);

    // A burst of 80 bookings (8 units × 10 dates), 8 at a time; the service is killed once 10 succeeded.
    const jobs = units.flatMap((u) =>
      Array.from({ length: 10 }, (_, d) => ({
        unit_id: u.id,
        rate_plan_id: plan,
        start_date: inDays(10 + d),
        end_date: inDays(11 + d),
      })),
    );
    let ok = 0;
    let failed = 0;
    let killed = false;
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const r = await book(job);
        if (r.status === 201) ok++;
        else failed++;
        if (ok >= 10 && !killed) {
          killed = true;
          booking!.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(killed).toBe(true);
    if (booking.exitCode === null && booking.signalCode === null) await once(booking, "exit");
    console.log(`burst: ${ok} created, ${failed} failed while the booking service was down`);

    booking = await startBooking();
    // Reconciliation: with no grace, every pending allocation is settled now.
    const inventory = m.services.inventory!.kit;
    await reconcile(inventory, 0, t.id);

    const db = m.db;
    const { rows: orphanAllocations } = await db.query(
      `SELECT a.booking_id FROM inventory.allocations a
        WHERE a.tenant_id = $1 AND a.status <> 'released'
          AND NOT EXISTS (SELECT 1 FROM booking.bookings b WHERE b.id = a.booking_id AND b.status <> 'cancelled')`,
      [t.id],
    );
    const { rows: bookingsWithoutRoom } = await db.query(
      `SELECT b.id FROM booking.bookings b
        WHERE b.tenant_id = $1 AND b.status <> 'cancelled'
          AND NOT EXISTS (SELECT 1 FROM inventory.allocations a WHERE a.booking_id = b.id AND a.status <> 'released')`,
      [t.id],
    );
    const { rows: counts } = await db.query(
      `SELECT (SELECT count(*)::int FROM booking.bookings WHERE tenant_id = $1) AS bookings,
              (SELECT count(*)::int FROM inventory.allocations WHERE tenant_id = $1 AND status <> 'released') AS live,
              (SELECT count(*)::int FROM inventory.allocations WHERE tenant_id = $1 AND status = 'released') AS released`,
      [t.id],
    );
    console.log(`after restart and reconciliation: ${JSON.stringify(counts[0])}`);
    expect(orphanAllocations).toEqual([]);
    expect(bookingsWithoutRoom).toEqual([]);
    expect(counts[0].bookings).toBeGreaterThanOrEqual(ok);
    // Nothing sold twice: live allocations never overlap on a unit.
    const { rows: doubles } = await db.query(
      `SELECT a.id FROM inventory.allocations a JOIN inventory.allocations b
         ON a.unit_id = b.unit_id AND a.id < b.id AND a.start_date < b.end_date AND b.start_date < a.end_date
        WHERE a.tenant_id = $1 AND a.status <> 'released' AND b.status <> 'released'`,
      [t.id],
    );
    expect(doubles).toEqual([]);
  }, 120_000);
});
