import { newId, type Pool, type PoolClient } from "@reservations/service-kit";

type Db = Pool | PoolClient;

export async function insertGuest(
  db: Db,
  tenantId: string,
  g: { first_name: string; last_name: string; email: string },
): Promise<{ id: string; first_name: string; last_name: string; email: string }> {
  const id = newId("gst");
  await db.query(
    "INSERT INTO booking.guests (id, tenant_id, first_name, last_name, email) VALUES ($1, $2, $3, $4, $5)",
    [id, tenantId, g.first_name, g.last_name, g.email],
  );
  return { id, ...g };
}

export async function guestExists(db: Db, tenantId: string, id: string): Promise<boolean> {
  const { rowCount } = await db.query("SELECT 1 FROM booking.guests WHERE tenant_id = $1 AND id = $2", [
    tenantId,
    id,
  ]);
  return (rowCount ?? 0) > 0;
}
