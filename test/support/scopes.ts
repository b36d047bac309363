/** Every scope a partner needs to find a room and book it through /api/v1, and nothing else. */
export const BOOKING_SCOPES = [
  "properties:read",
  "units:read",
  "availability:read",
  "rates:read",
  "bookings:read",
  "bookings:write",
  "bookings:cancel",
] as const;
