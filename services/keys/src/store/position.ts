/** A timestamp column as exact ISO text: a JS Date would round away microseconds and make pages overlap. */
export const positionOf = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
