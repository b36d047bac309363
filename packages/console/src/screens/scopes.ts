import type { Schemas } from "../api/client.js";

type Scope = Schemas["CreateKey"]["scopes"][number];

/**
 * The scopes the issuing form offers: the partner scopes. Webhook and housekeeping scopes are
 * issued through the API only.
 */
export const FORM_SCOPES = [
  "properties:read",
  "units:read",
  "availability:read",
  "rates:read",
  "bookings:read",
  "bookings:read:all",
  "bookings:write",
  "bookings:cancel",
] as const satisfies readonly Scope[];
