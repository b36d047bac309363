import { randomUUID } from "node:crypto";
import {
  type CallerContextInput,
  type Operation,
  propertiesOps,
  ratesOps,
  unitsOps,
} from "@reservations/contracts";
import {
  type BaseConfig,
  connectNats,
  createLogger,
  createPool,
  deleteNamespaceStreams,
  type Logger,
  type NatsConnection,
  type Pool,
  RpcClient,
  type RunningService,
  startService,
} from "@reservations/service-kit";
import { afterAll, beforeAll } from "vitest";
import type { z } from "zod";
import { databasesReady, testConfig } from "../../../test/support/config.js";
import { type Answer, FLEXIBLE_PLAN, uniq } from "../../../test/support/service-harness.js";
import { inventoryService } from "../../inventory/src/service.js";
import { bookingService } from "../src/service.js";

export type Ctx = Partial<CallerContextInput>;

/** A hotel in inventory: one property (UTC), `units` single units and a rate plan for all of them. */
export interface Hotel {
  tenant: string;
  property: string;
  units: string[];
  plan: string;
  /** The hotel itself calling (the merchant API's context). */
  merchant: Ctx;
  /** A partner key of the hotel, bound to its property, with these scopes. */
  partner(key: string, scopes?: string[], limits?: CallerContextInput["key_limits"]): Ctx;
  /** A stay of `nights` on a unit from `from` days ahead, at the hotel's rate plan. */
  stay(
    unit: string,
    from?: number,
    nights?: number,
  ): { unit_id: string; rate_plan_id: string; start_date: string; end_date: string };
}

/**
 * The booking service with the real inventory service it allocates in, both on their own NATS
 * namespace, database and Redis prefix (no keys service or gateway: a test sends the caller
 * context the gateway would).
 */
export interface BookingHarness {
  config: BaseConfig;
  booking: RunningService;
  inventory: RunningService;
  nc: NatsConnection;
  /** The whole database as the admin, for checks across schemas. */
  db: Pool;
  call<I extends z.ZodType, O extends z.ZodType>(
    op: Operation<I, O>,
    input: z.input<I>,
    ctx?: Ctx,
  ): Promise<Answer>;
  hotel(units?: number): Promise<Hotel>;
  stop(): Promise<void>;
}

export const PARTNER_SCOPES = ["bookings:read", "bookings:write", "bookings:cancel"];

/** A short random suffix for ids that must not meet another test's. */

/** `YYYY-MM-DD`, `days` from today in UTC. */
export const inDays = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const guest = { first_name: "Ana", last_name: "Perez", email: "ana.perez@example.com" };

export async function startBooking(
  options: { config?: BaseConfig; log?: Logger } = {},
): Promise<BookingHarness> {
  const config = options.config ?? testConfig();
  const log =
    options.log ??
    createLogger({ name: "booking-test", level: (process.env.TEST_LOG_LEVEL as "silent") ?? "silent" });
  await databasesReady(config);
  const [inventory, booking] = await Promise.all([
    startService(inventoryService, { config, log: log.child({ service: "inventory" }) }),
    startService(bookingService, { config, log: log.child({ service: "booking" }) }),
  ]);
  const nc = await connectNats(config.NATS_URL, "booking-test");
  const client = new RpcClient(nc, 5000, config.NATS_NAMESPACE);
  const db = createPool(config.DATABASE_URL, { max: 2, name: "booking-test-admin" });

  const call: BookingHarness["call"] = (op, input, ctx = {}) =>
    client.call(op, input, { request_id: randomUUID(), actor: "system", ...ctx }) as Promise<Answer>;

  const ok = async <I extends z.ZodType, O extends z.ZodType>(
    op: Operation<I, O>,
    input: z.input<I>,
    ctx: Ctx,
  ): Promise<Answer> => {
    const res = await call(op, input, ctx);
    if (res.status >= 300) throw new Error(`${op.subject} refused: ${JSON.stringify(res.body)}`);
    return res;
  };

  return {
    config,
    booking,
    inventory,
    nc,
    db,
    call,
    async hotel(count = 4) {
      const tenant = `ten_${uniq()}${uniq()}`;
      const merchant: Ctx = { actor: "merchant", tenant_id: tenant };
      const made = await ok(
        propertiesOps.create,
        { name: "Booking hotel", timezone: "UTC", currency: "EUR" },
        merchant,
      );
      const property = made.body.data.id as string;
      const units: string[] = [];
      for (let i = 0; i < count; i++) {
        const unit = await ok(
          unitsOps.create,
          { property_id: property, unit: { name: `Room ${i}`, kind: "single", max_adults: 2 } },
          merchant,
        );
        units.push(unit.body.data.id);
      }
      const plan = await ok(
        ratesOps.createRatePlan,
        {
          property_id: property,
          plan: {
            ...FLEXIBLE_PLAN,
            unit_ids: units,
          },
        },
        merchant,
      );
      return {
        tenant,
        property,
        units,
        plan: plan.body.data.id,
        merchant,
        partner: (key, scopes = PARTNER_SCOPES, limits) => ({
          actor: "partner",
          tenant_id: tenant,
          key_id: key,
          property_id: property,
          property_ids: [property],
          scopes: scopes as CallerContextInput["scopes"],
          ...(limits ? { key_limits: limits } : {}),
        }),
        stay: (unit, from = 20, nights = 2) => ({
          unit_id: unit,
          rate_plan_id: plan.body.data.id,
          start_date: inDays(from),
          end_date: inDays(from + nights),
        }),
      };
    },
    async stop() {
      await db.end().catch(() => {});
      await booking.stop();
      await inventory.stop();
      await deleteNamespaceStreams(nc, config.NATS_NAMESPACE).catch(() => {});
      await nc.drain().catch(() => {});
    },
  };
}

/**
 * The harness and one hotel of `units` units for a describe block (started before its tests,
 * stopped after); `unit()` hands out a unit no other test of the block has booked.
 */
export class HotelFixture {
  private started: { h: BookingHarness; hotel: Hotel } | undefined;
  private next = 0;

  /** `config`: settings other than the tests' defaults (testConfig's overrides). */
  constructor(units: number, config?: Parameters<typeof testConfig>[0]) {
    beforeAll(async () => {
      const h = await startBooking(config ? { config: testConfig(config) } : {});
      this.started = { h, hotel: await h.hotel(units) };
    });
    afterAll(() => this.started?.h.stop());
  }

  get h(): BookingHarness {
    return this.started!.h;
  }

  get hotel(): Hotel {
    return this.started!.hotel;
  }

  unit(): string {
    const unit = this.hotel.units[this.next++];
    if (!unit) throw new Error("the test hotel ran out of units: give the fixture more");
    return unit;
  }
}

export { type Answer, uniq };
