import { type Db, newId } from "@reservations/service-kit";

/** A guest of the tenant, created for one of its properties. */
export async function insertGuest(
  db: Db,
  scope: { tenant_id: string; property_id: string },
  g: { first_name: string; last_name: string; email: string },
): Promise<{ id: string; first_name: string; last_name: string; email: string }> {
  const id = newId("gst");
  await db.query(
    "INSERT INTO booking.guests (id, tenant_id, property_id, first_name, last_name, email) VALUES ($1, $2, $3, $4, $5, $6)",
    [id, scope.tenant_id, scope.property_id, g.first_name, g.last_name, g.email],
  );
  return { id, ...g };
}

/**
 * The guest if a key may attach it: a guest of the tenant whose property the key covers
 * (`coverage` null: every property). A hotel-wide guest (no property) only with a key that covers
 * every property.
 */
export async function attachableGuest(
  db: Db,
  tenantId: string,
  id: string,
  coverage: readonly string[] | null,
): Promise<{ id: string; first_name: string; last_name: string; email: string } | undefined> {
  const { rows } = await db.query(
    `SELECT id, first_name, last_name, email FROM booking.guests
      WHERE tenant_id = $1 AND id = $2 AND ($3::text[] IS NULL OR property_id = ANY ($3::text[]))`,
    [tenantId, id, coverage],
  );
  return rows[0];
}
