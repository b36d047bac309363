import type { DomainEvent, Housekeeping, MerchantUnit, UnitKind } from "@reservations/contracts";
import { type Db, inTransaction, type Pool, type PoolClient } from "@reservations/service-kit";
import type { z } from "zod";
import { insertEvent } from "./outbox.js";

export type HousekeepingStatus = z.infer<typeof Housekeeping>["status"];
export type UnitHousekeeping = z.infer<typeof Housekeeping>;

/** A unit as the merchant sees it, plus its claim order and the housekeeping of the unit and of each room. */
export interface StoredUnit extends MerchantUnit {
  seq: number;
  housekeeping: HousekeepingStatus;
  rooms: { id: string; name: string; status: HousekeepingStatus }[];
}

/** The row as selected: the window in two columns, no room count. */
type UnitRow = Omit<StoredUnit, "availability_window" | "count_of_rooms"> & {
  window_start: string | null;
  window_end: string | null;
};

const toStoredUnit = (r: UnitRow): StoredUnit => ({
  id: r.id,
  seq: r.seq,
  name: r.name,
  kind: r.kind,
  parent_unit_id: r.parent_unit_id,
  max_adults: r.max_adults,
  max_children: r.max_children,
  // A single unit or a whole house is one physical thing; a room type counts its rooms.
  count_of_rooms: r.kind === "room_type" ? r.rooms.length : 1,
  rooms: r.rooms,
  availability_window:
    r.window_start && r.window_end ? { start_date: r.window_start, end_date: r.window_end } : null,
  published: r.published,
  blocked_for_sale: r.blocked_for_sale,
  exposed: r.exposed,
  housekeeping: r.housekeeping,
});

const UNIT_COLUMNS = `u.id, u.seq, u.name, u.kind, u.parent_unit_id, u.max_adults, u.max_children, u.published,
    u.blocked_for_sale, u.window_start, u.window_end, u.housekeeping`;
const ROOMS = `COALESCE((SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'status', r.housekeeping)
                ORDER BY r.position)
              FROM inventory.rooms r WHERE r.unit_id = u.id), '[]'::json) AS rooms`;

/**
 * Sold through the API: published, not blocked for sale, and linked to an active public rate plan
 * (no promo code) in channel api (Catalog.isExposed's rule without a code). The property's plans ($2) are read once for all its
 * units, never once per unit, whatever the planner believes of the tables' sizes.
 */
const EXPOSED = `(u.published AND NOT u.blocked_for_sale AND u.id IN (
    SELECT rpu.unit_id FROM inventory.rate_plans rp
      JOIN inventory.rate_plan_units rpu ON rpu.rate_plan_id = rp.id
     WHERE rp.property_id = $2 AND rp.active AND 'api' = ANY (rp.sales_channels)
       AND cardinality(rp.promo_codes) = 0))`;

export interface NewUnit {
  id: string;
  tenant_id: string;
  property_id: string;
  name: string;
  kind: UnitKind;
  parent_unit_id: string | null;
  max_adults: number;
  max_children: number;
  published: boolean;
  blocked_for_sale: boolean;
  window: { start_date: string; end_date: string } | null;
  rooms: { id: string; name: string }[];
}

export interface UnitChanges {
  name?: string;
  max_adults?: number;
  max_children?: number;
  published?: boolean;
  blocked_for_sale?: boolean;
  /** undefined leaves the window as it is; null clears it. */
  window?: { start_date: string; end_date: string } | null;
  /** Rooms appended to a room type, after the ones it has. */
  new_rooms?: { id: string; name: string }[];
}

export async function findUnit(
  db: Db,
  tenantId: string,
  propertyId: string,
  id: string,
): Promise<StoredUnit | undefined> {
  const { rows } = await db.query<UnitRow>(
    `SELECT ${UNIT_COLUMNS}, ${EXPOSED} AS exposed, ${ROOMS}
       FROM inventory.units u WHERE u.tenant_id = $1 AND u.property_id = $2 AND u.id = $3`,
    [tenantId, propertyId, id],
  );
  return rows[0] && toStoredUnit(rows[0]);
}

/** Every unit of the property, oldest first. */
export async function listUnits(db: Db, tenantId: string, propertyId: string): Promise<StoredUnit[]> {
  const { rows } = await db.query<UnitRow>(
    `SELECT ${UNIT_COLUMNS}, ${EXPOSED} AS exposed, ${ROOMS}
       FROM inventory.units u WHERE u.tenant_id = $1 AND u.property_id = $2
      ORDER BY u.created_at, u.id`,
    [tenantId, propertyId],
  );
  return rows.map(toStoredUnit);
}

/** Which of these ids are units of the property. */
export async function existingUnits(
  db: Db,
  tenantId: string,
  propertyId: string,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: string }>(
    "SELECT id FROM inventory.units WHERE tenant_id = $1 AND property_id = $2 AND id = ANY ($3)",
    [tenantId, propertyId, ids],
  );
  return rows.map((r) => r.id);
}

/** The kind of each of these ids that is a unit of the property. */
export async function unitKinds(
  db: Db,
  tenantId: string,
  propertyId: string,
  ids: string[],
): Promise<Record<string, UnitKind>> {
  if (ids.length === 0) return {};
  const { rows } = await db.query<{ id: string; kind: UnitKind }>(
    "SELECT id, kind FROM inventory.units WHERE tenant_id = $1 AND property_id = $2 AND id = ANY ($3)",
    [tenantId, propertyId, ids],
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.kind]));
}

/** Inserts the unit and its rooms, with the change's audit entry, in one transaction. */
export function insertUnit(pool: Pool, u: NewUnit, audit?: DomainEvent): Promise<StoredUnit> {
  return inTransaction(pool, async (tx) => {
    await tx.query(
      `INSERT INTO inventory.units (id, tenant_id, property_id, name, kind, parent_unit_id, max_adults,
         published, blocked_for_sale, window_start, window_end, max_children)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        u.id,
        u.tenant_id,
        u.property_id,
        u.name,
        u.kind,
        u.parent_unit_id,
        u.max_adults,
        u.published,
        u.blocked_for_sale,
        u.window?.start_date ?? null,
        u.window?.end_date ?? null,
        u.max_children,
      ],
    );
    await appendRooms(tx, u.id, u.property_id, u.rooms);
    await insertEvent(tx, audit);
    return (await findUnit(tx, u.tenant_id, u.property_id, u.id))!;
  });
}

/** Applies the changes with their audit entry; undefined when the unit is not the property's. */
export function updateUnit(
  pool: Pool,
  tenantId: string,
  propertyId: string,
  id: string,
  c: UnitChanges,
  audit?: DomainEvent,
): Promise<StoredUnit | undefined> {
  return inTransaction(pool, async (tx) => {
    // The row lock also serialises concurrent room additions, so positions never collide.
    const { rowCount } = await tx.query(
      `UPDATE inventory.units SET
         name = COALESCE($4, name),
         max_adults = COALESCE($5, max_adults),
         published = COALESCE($6, published),
         blocked_for_sale = COALESCE($7, blocked_for_sale),
         window_start = CASE WHEN $8 THEN $9::date ELSE window_start END,
         window_end = CASE WHEN $8 THEN $10::date ELSE window_end END,
         max_children = COALESCE($11, max_children)
       WHERE tenant_id = $1 AND property_id = $2 AND id = $3`,
      [
        tenantId,
        propertyId,
        id,
        c.name ?? null,
        c.max_adults ?? null,
        c.published ?? null,
        c.blocked_for_sale ?? null,
        c.window !== undefined,
        c.window?.start_date ?? null,
        c.window?.end_date ?? null,
        c.max_children ?? null,
      ],
    );
    if (!rowCount) return undefined;
    if (c.new_rooms?.length) await appendRooms(tx, id, propertyId, c.new_rooms);
    await insertEvent(tx, audit);
    return findUnit(tx, tenantId, propertyId, id);
  });
}

export async function unitHousekeeping(
  db: Db,
  tenantId: string,
  propertyId: string,
  id: string,
): Promise<UnitHousekeeping | undefined> {
  const unit = await findUnit(db, tenantId, propertyId, id);
  return (
    unit && {
      unit_id: unit.id,
      status: unit.housekeeping,
      rooms: unit.rooms.map(({ id, status }) => ({ id, status })),
    }
  );
}

/** Sets the unit's own status; false when the unit is not the property's. */
export async function setUnitHousekeeping(
  db: Db,
  tenantId: string,
  propertyId: string,
  id: string,
  status: HousekeepingStatus,
): Promise<boolean> {
  const { rowCount } = await db.query(
    "UPDATE inventory.units SET housekeeping = $4 WHERE tenant_id = $1 AND property_id = $2 AND id = $3",
    [tenantId, propertyId, id, status],
  );
  return rowCount === 1;
}

/** Sets one room's status; false when the room is not one of this unit's. */
export async function setRoomHousekeeping(
  db: Db,
  tenantId: string,
  propertyId: string,
  unitId: string,
  roomId: string,
  status: HousekeepingStatus,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE inventory.rooms r SET housekeeping = $5
     FROM inventory.units u
     WHERE u.id = r.unit_id AND u.tenant_id = $1 AND u.property_id = $2 AND r.unit_id = $3 AND r.id = $4`,
    [tenantId, propertyId, unitId, roomId, status],
  );
  return rowCount === 1;
}

/** Adds rooms after the unit's last position, in the order given. */
async function appendRooms(
  tx: PoolClient,
  unitId: string,
  propertyId: string,
  rooms: { id: string; name: string }[],
): Promise<void> {
  if (rooms.length === 0) return;
  await tx.query(
    `INSERT INTO inventory.rooms (id, unit_id, property_id, name, position)
     SELECT t.id, $1, $2, t.name,
            (SELECT COALESCE(max(position), 0) FROM inventory.rooms WHERE unit_id = $1) + t.ord::int
     FROM unnest($3::text[], $4::text[]) WITH ORDINALITY AS t (id, name, ord)`,
    [unitId, propertyId, rooms.map((r) => r.id), rooms.map((r) => r.name)],
  );
}
