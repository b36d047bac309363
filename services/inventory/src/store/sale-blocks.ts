import type { SaleBlock as SaleBlockSchema } from "@reservations/contracts";
import type { Db } from "@reservations/service-kit";
import type { z } from "zod";

export type SaleBlock = z.infer<typeof SaleBlockSchema>;

interface SaleBlockRow {
  id: string;
  unit_id: string;
  room_id: string | null;
  start_date: string;
  end_date: string;
  created_at: Date;
}

const toSaleBlock = (r: SaleBlockRow): SaleBlock => ({
  id: r.id,
  unit_id: r.unit_id,
  room_id: r.room_id,
  start_date: r.start_date,
  end_date: r.end_date,
  created_at: r.created_at.toISOString(),
});

export async function insertSaleBlock(
  db: Db,
  b: {
    id: string;
    tenant_id: string;
    property_id: string;
    unit_id: string;
    room_id: string | null;
    start_date: string;
    end_date: string;
  },
): Promise<SaleBlock> {
  const { rows } = await db.query<SaleBlockRow>(
    `INSERT INTO inventory.sale_blocks (id, tenant_id, property_id, unit_id, room_id, start_date, end_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING id, unit_id, room_id, start_date, end_date, created_at`,
    [b.id, b.tenant_id, b.property_id, b.unit_id, b.room_id, b.start_date, b.end_date],
  );
  return toSaleBlock(rows[0]!);
}

/** false when the block is not the property's. */
export async function deleteSaleBlock(
  db: Db,
  tenantId: string,
  propertyId: string,
  id: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    "DELETE FROM inventory.sale_blocks WHERE tenant_id = $1 AND property_id = $2 AND id = $3",
    [tenantId, propertyId, id],
  );
  return rowCount === 1;
}

/** The property's sale blocks meeting [from, to) (either bound optional), by start date. */
export async function listSaleBlocks(
  db: Db,
  tenantId: string,
  propertyId: string,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<SaleBlock[]> {
  const { rows } = await db.query<SaleBlockRow>(
    `SELECT id, unit_id, room_id, start_date, end_date, created_at FROM inventory.sale_blocks
      WHERE tenant_id = $1 AND property_id = $2
        AND ($3::date IS NULL OR end_date > $3::date) AND ($4::date IS NULL OR start_date < $4::date)
      ORDER BY start_date, id`,
    [tenantId, propertyId, range.from ?? null, range.to ?? null],
  );
  return rows.map(toSaleBlock);
}
