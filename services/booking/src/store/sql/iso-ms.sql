-- A timestamp as JavaScript's toISOString writes it after node-postgres reads it (milliseconds, truncated, UTC), so a stored answer and event say what a later read of the booking says.
CREATE OR REPLACE FUNCTION booking.iso_ms(t timestamp with time zone)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$ SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $function$

;
