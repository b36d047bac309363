import { randomUUID } from "node:crypto";
import { AppError, allocationOps, type CallerContextInput } from "@reservations/contracts";
import {
  connectNats,
  createPool,
  inTransactionEndingWith,
  loadConfig,
  newId,
  RpcClient,
} from "@reservations/service-kit";
import {
  insertAllocationLast,
  ledgerOf,
  lockUnitsLedgerSql,
} from "../../services/inventory/src/store/ledger.js";
import { UnexpectedAnswer } from "../lib/http.js";
import type { OperationLoad } from "../lib/load.js";
import type { Scenario } from "../lib/scenario.js";
import { CALENDAR, type Hotel, inDays, SINGLE_UNITS } from "../lib/seed.js";

/** One night on one single unit: pair i of a calendar range, distinct for every i below the range's size. */
function pairOf(hotel: Hotel, range: { fromDay: number; days: number }, i: number) {
  if (i >= SINGLE_UNITS * range.days) throw new Error(`the range of ${range.days} days is used up`);
  const day = range.fromDay + Math.floor(i / SINGLE_UNITS);
  return {
    unit_id: hotel.units[i % SINGLE_UNITS]!.id,
    rate_plan_id: hotel.ratePlanIds[i % 2]!,
    start_date: inDays(day),
    end_date: inDays(day + 1),
  };
}

const NIGHTLY_MINOR = 10_000;

export const allocations: Scenario = {
  name: "allocations",
  measures:
    "Inventory's allocation ledger on its own: the harness sends `inventory.allocations.create` " +
    `over NATS as the booking service does, every request a distinct single unit × night of the ${SINGLE_UNITS} ` +
    "singles and a new booking id, so every answer must be a pending allocation: envelope and caller " +
    "context, idempotency look-up, the property's catalog, unit/rate-plan/occupancy validation and " +
    "pricing, then one transaction that locks the unit row, re-reads the ledger and inserts the " +
    "exclusion-constrained allocation and its claim. Requests/s here are allocations per second.",
  baselineIs:
    "A bare loop in the harness sending inventory's own allocation statements (`lock_units_ledger` with BEGIN, `insert_allocation` with COMMIT) " +
    "in one transaction on a pg Pool of inventory's size (PG_POOL_MAX), for distinct single unit × " +
    "night pairs of another range: the same locked, exclusion-constrained write with no NATS, no " +
    "envelope, no catalog, no validation and a fixed price (what a monolith's bare route would do).",
  targets: {},
  meshStatus: 200,

  async mesh({ hotel, env }) {
    const config = loadConfig(env);
    const nc = await connectNats(config.NATS_URL, "bench-allocations");
    const client = new RpcClient(nc, 10_000, config.NATS_NAMESPACE);
    const ctx: CallerContextInput = {
      request_id: "bench-allocations",
      actor: "partner",
      tenant_id: hotel.tenantId,
      key_id: hotel.keys.bookings.id,
      scopes: ["bookings:write"],
      property_id: hotel.propertyId,
      property_ids: null,
    };
    const run = randomUUID().replaceAll("-", "").slice(0, 8);
    let next = 0;
    const allocate = (i: number, bookingId = `bkg_bench${run}${i}`) =>
      client.request(
        allocationOps.allocate,
        { booking_id: bookingId, ...pairOf(hotel, CALENDAR.allocations.mesh, i), adults: 2, origin: "api" },
        ctx,
      );
    const operations: OperationLoad = {
      async operation() {
        const i = next++;
        const { data } = await allocate(i);
        if (data.status !== "pending") throw new Error(`allocation ${i} is ${data.status}`);
      },
    };
    return {
      operations,
      async check() {
        const i = next++;
        const { data: first } = await allocate(i);
        const { data: again } = await allocate(i);
        if (first.status !== "pending" || again.id !== first.id) {
          throw new UnexpectedAnswer(
            `mesh allocate: expected one pending allocation, idempotent by booking id; got ${first.id} then ${again.id}`,
          );
        }
        const other = await allocate(i, `bkg_bench${run}x${i}`).then(
          () => "an allocation",
          (err: unknown) => (err instanceof AppError ? err.code : String(err)),
        );
        if (other !== "UNIT_NOT_AVAILABLE") {
          throw new UnexpectedAnswer(
            `mesh allocate: a second booking on the same unit and night got ${other}`,
          );
        }
      },
      async close() {
        await nc.drain().catch(() => {});
      },
    };
  },

  async baseline(ctx) {
    const config = loadConfig(ctx.env);
    const pool = createPool(config.DATABASE_URL, { max: config.PG_POOL_MAX, name: "baseline-allocations" });
    const hotel = ctx.hotel;
    const run = randomUUID().replaceAll("-", "").slice(0, 8);
    let next = 0;
    const allocate = (i: number, bookingId = `bkg_base${run}${i}`) => {
      const pair = pairOf(hotel, CALENDAR.allocations.baseline, i);
      return inTransactionEndingWith(
        pool,
        async (_tx, [rows]) => {
          const ledger = ledgerOf(rows!);
          if (ledger.allocations.length + ledger.blocks.length > 0) throw new Error("UNIT_NOT_AVAILABLE");
          return insertAllocationLast(
            {
              id: newId("alc"),
              booking_id: bookingId,
              tenant_id: hotel.tenantId,
              property_id: hotel.propertyId,
              unit_id: pair.unit_id,
              room_id: null,
              rate_plan_id: pair.rate_plan_id,
              start_date: pair.start_date,
              end_date: pair.end_date,
              adults: 2,
              currency: hotel.property.currency,
              nightly: [{ date: pair.start_date, price: NIGHTLY_MINOR / 100 }],
              total_minor: NIGHTLY_MINOR,
              origin: "api",
              conflict: false,
              children: [],
              taxes: [],
              cancellation_policy: null,
              free_cancellation_until: null,
              cancellation_fee_minor: 0,
              claims: [{ slot_id: pair.unit_id, share: [0, null] }],
            },
            hotel.property.timezone,
          );
        },
        {
          setup: lockUnitsLedgerSql(hotel.propertyId, [pair.unit_id], pair.start_date, pair.end_date),
        },
      );
    };
    return {
      operations: {
        async operation() {
          await allocate(next++);
        },
      },
      processes: [],
      async check() {
        const i = next++;
        await allocate(i);
        const again = await allocate(i, `bkg_base${run}x${i}`).then(
          () => "an allocation",
          (err: Error) => err.message,
        );
        if (again !== "UNIT_NOT_AVAILABLE") {
          throw new UnexpectedAnswer(
            `baseline: a second allocation on the same unit and night gave ${again}`,
          );
        }
      },
      async close() {
        await pool.end();
      },
    };
  },
};
