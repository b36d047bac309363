// The same package required from CommonJS under node16: its declarations under dist/cjs.
import sdk = require("@reservations/sdk");

const client: sdk.Client = sdk.createClient({
  baseUrl: "https://sandbox.example.com",
  apiKey: "rk_sandbox_x",
});
export const bookings: sdk.PagedList<sdk.Booking> = client.bookings.list({ limit: 1 });
export const isNotFound = (err: unknown): boolean => err instanceof sdk.NotFoundError;
