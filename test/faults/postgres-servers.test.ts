import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../support/config.js";
import { httpClient } from "../support/http.js";
import { startTestMesh, type TestMesh } from "../support/mesh.js";
import {
  bookConfirmCancelDelivered,
  PrivatePostgres,
  seedHotel,
  testPool,
  webhookReceiver,
} from "./support.js";

// A database server per service: keys and inventory on the machine's Postgres, booking and webhooks
// on a second cluster of the test's own, each service as its own role on its own server.

const machine = testPool();
let second: PrivatePostgres;
let mesh: TestMesh | undefined;
let receiver: Awaited<ReturnType<typeof webhookReceiver>> | undefined;

beforeAll(async () => {
  second = await PrivatePostgres.create();
  await second.start();
  const elsewhere = (role: string) => {
    const url = new URL(second.url("reservations_second"));
    url.username = role;
    return url.toString();
  };
  const config = testConfig({
    BOOKING_DATABASE_URL: elsewhere("reservations_booking"),
    WEBHOOKS_DATABASE_URL: elsewhere("reservations_webhooks"),
    WEBHOOK_ALLOW_PRIVATE_URLS: "true",
    WEBHOOK_RETRY_SCHEDULE_MS: "0,500,1000",
  });
  mesh = await startTestMesh({ config });
  receiver = await webhookReceiver();
}, 120_000);

afterAll(async () => {
  await mesh?.stop();
  await receiver?.close();
  await machine.end();
  await second?.destroy();
});

/** The schemas of the service schemas that a server's database holds. */
async function schemasOn(client: pg.Pool | pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ nspname: string }>(
    "SELECT nspname FROM pg_namespace WHERE nspname IN ('keys', 'inventory', 'booking', 'webhooks') ORDER BY 1",
  );
  return rows.map((r) => r.nspname);
}

describe("the mesh over two Postgres servers", () => {
  it("books, confirms, cancels and delivers a webhook, each service's rows on its own server", async () => {
    const call = httpClient(mesh!.url);
    const h = await seedHotel(call, mesh!.config.PLATFORM_ADMIN_TOKEN!, { name: "Two servers", units: 2 });
    const id = await bookConfirmCancelDelivered(call, h, receiver!);

    const other = new pg.Client({ connectionString: second.url("reservations_second") });
    await other.connect();
    try {
      expect(await schemasOn(machine)).toEqual(["inventory", "keys"]);
      expect(await schemasOn(other)).toEqual(["booking", "webhooks"]);
      const booking = await other.query("SELECT status FROM booking.bookings WHERE id = $1", [id]);
      expect(booking.rows).toEqual([{ status: "cancelled" }]);
      const allocation = await machine.query(
        "SELECT status FROM inventory.allocations WHERE booking_id = $1",
        [id],
      );
      expect(allocation.rows).toEqual([{ status: "released" }]);
      const deliveries = await other.query(
        "SELECT count(*)::int AS n FROM webhooks.deliveries WHERE status = 'succeeded'",
      );
      expect(deliveries.rows[0].n).toBeGreaterThanOrEqual(3);
    } finally {
      await other.end();
    }
  });
});
