import type { ListPosition } from "@reservations/service-kit";

/** A timestamp column as exact ISO text: a JS Date would round away microseconds and make pages overlap. */
export const positionOf = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Where a listed row stands in its newest-first list: the next page starts strictly after it. */
export const rowPosition = (row: { id: string | number; position: string }): ListPosition => ({
  t: row.position,
  id: String(row.id),
});
