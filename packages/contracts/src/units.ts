import { z } from "zod";
import { DateString, dataOf, Id, listOf, Text } from "./common.js";
import { operation } from "./envelope.js";

export const UNIT_KINDS = ["single", "whole_house", "room_type"] as const;
export const UnitKind = z.enum(UNIT_KINDS);
export type UnitKind = z.infer<typeof UnitKind>;

export const HOUSEKEEPING_STATUSES = ["clean", "dirty", "inspected", "out_of_service"] as const;
export const HousekeepingStatus = z.enum(HOUSEKEEPING_STATUSES);

export const AvailabilityWindow = z
  .object({ start_date: DateString, end_date: DateString })
  .refine((w) => w.end_date > w.start_date, {
    message: "end_date must be after start_date",
    path: ["end_date"],
  })
  .describe("Stays must lie inside [start_date, end_date).");

export const Room = z.object({ id: z.string(), name: z.string() });

export const Unit = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: UnitKind,
    parent_unit_id: z.string().nullable(),
    max_adults: z.number().int(),
    max_children: z.number().int(),
    count_of_rooms: z.number().int(),
    rooms: z.array(Room),
    availability_window: AvailabilityWindow.nullable(),
  })
  .meta({ id: "Unit" });
export type Unit = z.infer<typeof Unit>;

/** The merchant's view adds what decides exposure. */
export const MerchantUnit = Unit.extend({
  published: z.boolean(),
  blocked_for_sale: z.boolean(),
  exposed: z
    .boolean()
    .describe("Visible through /api/v1: published, not blocked, with an active api rate plan."),
}).meta({ id: "MerchantUnit" });
export type MerchantUnit = z.infer<typeof MerchantUnit>;

const name = Text(200);

export const CreateUnitBody = z
  .object({
    name,
    kind: UnitKind,
    parent_unit_id: Id.optional(),
    max_adults: z.number().int().min(1).max(100),
    max_children: z.number().int().min(0).max(20).default(0),
    rooms: z.array(z.object({ name })).min(1).max(1000).optional(),
    published: z.boolean().default(true),
    blocked_for_sale: z.boolean().default(false),
    availability_window: AvailabilityWindow.nullable().optional(),
  })
  .meta({ id: "CreateUnit" });
export type CreateUnitBody = z.infer<typeof CreateUnitBody>;

export const UpdateUnitBody = z
  .object({
    name,
    max_adults: z.number().int().min(1).max(100),
    max_children: z.number().int().min(0).max(20),
    rooms: z.array(z.object({ name })).min(1).max(1000).describe("Rooms to add to a room type."),
    published: z.boolean(),
    blocked_for_sale: z.boolean(),
    availability_window: AvailabilityWindow.nullable(),
  })
  .partial()
  .meta({ id: "UpdateUnit" });
export type UpdateUnitBody = z.infer<typeof UpdateUnitBody>;

export const Housekeeping = z
  .object({
    unit_id: z.string(),
    status: HousekeepingStatus,
    rooms: z.array(z.object({ id: z.string(), status: HousekeepingStatus })),
  })
  .meta({ id: "Housekeeping" });

export const SetHousekeepingBody = z
  .object({ status: HousekeepingStatus, room_id: Id.optional() })
  .meta({ id: "SetHousekeeping" });

export const SaleBlock = z
  .object({
    id: z.string(),
    unit_id: z.string(),
    room_id: z.string().nullable(),
    start_date: DateString,
    end_date: DateString,
    created_at: z.string(),
  })
  .meta({ id: "SaleBlock" });

export const CreateSaleBlockBody = z
  .object({ unit_id: Id, room_id: Id.optional(), start_date: DateString, end_date: DateString })
  .refine((b) => b.end_date > b.start_date, {
    message: "end_date must be after start_date",
    path: ["end_date"],
  })
  .meta({ id: "CreateSaleBlock" });

/** Sale blocks meeting the dates `[from, to)`; either bound may be left out. */
export const SaleBlockQuery = z.object({
  from: DateString.optional().describe("Blocks that end after this date."),
  to: DateString.optional().describe("Blocks that start before this date."),
});

export const UnitIdParams = z.object({ unit_id: Id });
const PropertyParam = z.object({ property_id: Id });

export const unitsOps = {
  /** Partner: the property's exposed units. */
  list: operation("inventory.units.list", z.object({}), listOf(Unit), { errors: ["PROPERTY_NOT_FOUND"] }),
  get: operation("inventory.units.get", UnitIdParams, dataOf(Unit), { errors: ["UNIT_NOT_FOUND"] }),
  /** Partner: housekeeping of any unit of the property, exposed or not. */
  housekeeping: operation("inventory.units.housekeeping", UnitIdParams, dataOf(Housekeeping), {
    errors: ["UNIT_NOT_FOUND"],
  }),
  // Merchant (the property is in the path; the service checks it belongs to the tenant).
  create: operation(
    "inventory.units.create",
    PropertyParam.extend({ unit: CreateUnitBody }),
    dataOf(MerchantUnit),
    { errors: ["PROPERTY_NOT_FOUND"] },
  ),
  update: operation(
    "inventory.units.update",
    PropertyParam.extend({ unit_id: Id, patch: UpdateUnitBody }),
    dataOf(MerchantUnit),
    { errors: ["PROPERTY_NOT_FOUND", "UNIT_NOT_FOUND"] },
  ),
  merchantList: operation("inventory.units.merchant-list", PropertyParam, listOf(MerchantUnit), {
    errors: ["PROPERTY_NOT_FOUND"],
  }),
  /** The booking service: the kind of each of these units of the hotel's property (unknown ids are left out). */
  kinds: operation(
    "inventory.units.kinds",
    z.object({ tenant_id: Id, property_id: Id, unit_ids: z.array(Id).max(1000) }),
    z.object({ kinds: z.record(z.string(), UnitKind) }),
    { errors: [], callers: ["booking"] },
  ),
  merchantHousekeeping: operation(
    "inventory.units.merchant-housekeeping",
    PropertyParam,
    listOf(Housekeeping),
    { errors: ["PROPERTY_NOT_FOUND"] },
  ),
  setHousekeeping: operation(
    "inventory.units.set-housekeeping",
    PropertyParam.extend({ unit_id: Id, body: SetHousekeepingBody }),
    dataOf(Housekeeping),
    { errors: ["PROPERTY_NOT_FOUND", "UNIT_NOT_FOUND", "ROOM_NOT_FOUND"] },
  ),
  createSaleBlock: operation(
    "inventory.sale-blocks.create",
    PropertyParam.extend({ block: CreateSaleBlockBody }),
    dataOf(SaleBlock),
    { errors: ["PROPERTY_NOT_FOUND", "UNIT_NOT_FOUND", "ROOM_NOT_FOUND"] },
  ),
  listSaleBlocks: operation(
    "inventory.sale-blocks.list",
    PropertyParam.extend(SaleBlockQuery.shape),
    listOf(SaleBlock),
    { errors: ["PROPERTY_NOT_FOUND"] },
  ),
  deleteSaleBlock: operation(
    "inventory.sale-blocks.delete",
    PropertyParam.extend({ block_id: Id }),
    z.undefined(),
    { errors: ["PROPERTY_NOT_FOUND", "SALE_BLOCK_NOT_FOUND"] },
  ),
};
