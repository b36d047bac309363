import { randomUUID } from "node:crypto";
import {
  type AllocateInput,
  allocationOps,
  bookingOps,
  type Operation,
  propertiesOps,
  ratesOps,
  unitsOps,
} from "@reservations/contracts";
import {
  type BaseConfig,
  connectNats,
  createLogger,
  deleteNamespaceStreams,
  type NatsConnection,
  RpcClient,
  RpcServer,
  type RunningService,
  startService,
} from "@reservations/service-kit";
import { expect } from "vitest";
import type { z } from "zod";
import { databasesReady, testConfig } from "../../../test/support/config.js";
import {
  type Answer,
  type Caller,
  eventually,
  FLEXIBLE_PLAN,
} from "../../../test/support/service-harness.js";
import { inventoryService } from "../src/service.js";

/** A hotel's property, with a merchant's and a partner key's caller context on it. */
export interface Hotel {
  tenantId: string;
  propertyId: string;
  merchant: Caller;
  partner: Caller;
  // biome-ignore lint/suspicious/noExplicitAny: the answer is the unit as the service shapes it
  unit(body: Record<string, unknown>): Promise<any>;
  ratePlan(body: Record<string, unknown>): Promise<string>;
  saleBlock(body: Record<string, unknown>): Promise<string>;
}

/**
 * The inventory service alone on its own NATS namespace, Redis prefix and database, with a
 * booking peer over real NATS that settles the allocations the reconciler asks about: a booking
 * id it was told of is booked with its status, any other was never booked (abandoned).
 */
export interface InventoryHarness {
  config: BaseConfig;
  service: RunningService;
  nc: NatsConnection;
  /** Bookings the booking peer knows, by id, with their status. */
  bookings: Map<string, "confirmed" | "cancelled">;
  /** Booking ids inventory asked the booking peer to flag as conflicts, in order. */
  flagged: string[];
  call<I extends z.ZodType, O extends z.ZodType>(
    op: Operation<I, O>,
    input: z.input<I>,
    ctx: Caller,
  ): Promise<Answer>;
  /** A new hotel with one property (UTC, EUR unless told) made through the merchant operations. */
  hotel(name?: string, currency?: string): Promise<Hotel>;
  stop(): Promise<void>;
}

export async function startInventory(): Promise<InventoryHarness> {
  const config = testConfig();
  const log = createLogger({ name: "inventory-test", level: "silent" });
  await databasesReady(config);
  const service = await startService(inventoryService, { config, log });
  const nc = await connectNats(config.NATS_URL, "inventory-test");
  const client = new RpcClient(nc, 10_000, config.NATS_NAMESPACE);

  const bookings = new Map<string, "confirmed" | "cancelled">();
  const booking = new RpcServer(nc, "booking", log, config.NATS_NAMESPACE);
  booking.serve(bookingOps.settle, async ({ booking_ids }) => ({
    outcomes: booking_ids.map((id) => {
      const status = bookings.get(id);
      return {
        booking_id: id,
        outcome: status ? ("booked" as const) : ("abandoned" as const),
        status: status ?? null,
      };
    }),
  }));
  const flagged: string[] = [];
  booking.serve(bookingOps.flagConflict, async ({ booking_id }) => {
    flagged.push(booking_id);
    return { flagged: bookings.has(booking_id) };
  });

  const call: InventoryHarness["call"] = (op, input, ctx) =>
    client.call(op, input, { request_id: randomUUID(), ...ctx }) as Promise<Answer>;

  /** Calls a merchant operation that creates something, failing the test unless it answers 201. */
  async function created(op: Operation<z.ZodType, z.ZodType>, input: unknown, ctx: Caller) {
    const res = await call(op, input as never, ctx);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  }

  return {
    config,
    service,
    nc,
    bookings,
    flagged,
    call,
    async hotel(name = "Hotel", currency = "EUR") {
      const tenantId = `ten_${randomUUID().replaceAll("-", "")}`;
      const merchant: Caller = { actor: "merchant", tenant_id: tenantId };
      const property = await created(propertiesOps.create, { name, currency, timezone: "UTC" }, merchant);
      const propertyId: string = property.id;
      const onProperty = { property_id: propertyId };
      return {
        tenantId,
        propertyId,
        merchant,
        partner: {
          actor: "partner",
          tenant_id: tenantId,
          property_id: propertyId,
          property_ids: [propertyId],
        },
        unit: (body) =>
          created(
            unitsOps.create,
            { ...onProperty, unit: { name: "Unit", kind: "single", max_adults: 2, ...body } },
            merchant,
          ),
        ratePlan: async (body) =>
          (
            await created(
              ratesOps.createRatePlan,
              {
                ...onProperty,
                plan: {
                  ...FLEXIBLE_PLAN,
                  ...body,
                },
              },
              merchant,
            )
          ).id,
        saleBlock: async (body) =>
          (await created(unitsOps.createSaleBlock, { ...onProperty, block: body }, merchant)).id,
      };
    },
    async stop() {
      await booking.drain();
      await service.stop();
      await deleteNamespaceStreams(nc, config.NATS_NAMESPACE).catch(() => {});
      await nc.drain();
    },
  };
}

/** A date `days` from today (UTC), `YYYY-MM-DD`. */
export const inDays = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The units the ledger tests book: a single unit, a whole house of two wings, a room type of three rooms. */
export interface LedgerUnits {
  u: { single: string; house: string; child1: string; child2: string; rt: string };
  rooms: string[];
  flex: string;
}

/** Adds the ledger tests' units to the hotel, all sold through the api on one flexible plan. */
export async function ledgerUnits(hotel: Hotel): Promise<LedgerUnits> {
  const single = (await hotel.unit({ name: "Single", max_adults: 2 })).id;
  const house = (await hotel.unit({ name: "House", kind: "whole_house", max_adults: 6 })).id;
  const child1 = (await hotel.unit({ name: "Wing 1", parent_unit_id: house })).id;
  const child2 = (await hotel.unit({ name: "Wing 2", parent_unit_id: house })).id;
  const rt = await hotel.unit({
    name: "Doubles",
    kind: "room_type",
    rooms: [{ name: "101" }, { name: "102" }, { name: "103" }],
  });
  const u = { single, house, child1, child2, rt: rt.id as string };
  const flex = await hotel.ratePlan({
    name: "Flexible",
    unit_ids: Object.values(u),
    min_stay: 1,
    max_stay: 14,
  });
  return { u, rooms: rt.rooms.map((r: { id: string }) => r.id), flex };
}

/** Allocates a stay (a new booking id each time; by default the single unit for two nights in a month on the flexible plan). */
export type Allocate = (input: Partial<AllocateInput>, ctx?: Caller) => Promise<Answer>;

export function allocator(h: InventoryHarness, ctx: Caller, units: LedgerUnits): Allocate {
  let seq = 0;
  const booking = () => `bkg_test_${Date.now().toString(36)}_${seq++}`;
  return (input, c = ctx) =>
    h.call(
      allocationOps.allocate,
      {
        booking_id: booking(),
        unit_id: units.u.single,
        rate_plan_id: units.flex,
        start_date: inDays(30),
        end_date: inDays(32),
        adults: 2,
        ...input,
      },
      c,
    );
}

export { type Answer, type Caller, eventually };
