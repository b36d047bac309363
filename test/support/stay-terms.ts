import { todayIn } from "@reservations/contracts";
import { expect } from "vitest";
import { booker } from "./booking.js";
import { HotelScript } from "./hotel.js";
import { type Call, httpClient } from "./http.js";
import { InventoryScript } from "./inventory.js";
import type { TestMesh } from "./mesh.js";

// A hotel for the tests of what a stay is sold on besides its price: restrictions, children,
// taxes and cancellation policies, each property in a time zone of its own.

export const PARTNER_SCOPES = ["rates:read", "bookings:read", "bookings:write", "bookings:cancel"];

/** The date `days` after `date` (`YYYY-MM-DD`). */
export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A tenant with its merchant calls, and per property a partner's quote, booking and cancel. */
export async function termsHotel(mesh: TestMesh, name: string) {
  const call: Call = httpClient(mesh.url);
  const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  const tenant = await hotel.tenant(name);
  const merchant = (method: string, path: string, body?: unknown) =>
    call(method, `/api/merchant/properties/${path}`, { token: tenant.token, body });

  /** A property in `timezone`, and a partner key of it. */
  async function propertyIn(timezone: string, body: Record<string, unknown> = {}) {
    const id = await hotel.property(tenant.token, { timezone, ...body });
    const inv = new InventoryScript(hotel, tenant.token, id);
    const key = await hotel.key(tenant.token, { property_ids: [id], scopes: PARTNER_SCOPES });
    const book = booker(call, key.secret);
    return {
      id,
      inv,
      /** Today in the property's time zone. */
      today: () => todayIn(timezone),
      patch: async (patch: Record<string, unknown>) => {
        const res = await merchant("PATCH", id, patch);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.data;
      },
      restrict: async (plan: string, body: Record<string, unknown>) => {
        const res = await merchant("PUT", `${id}/rate-plans/${plan}/restrictions`, body);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.data;
      },
      quote: (body: Record<string, unknown>) =>
        call("POST", "/api/v1/quote", { token: key.secret, body: { adults: 2, ...body } }),
      book,
      cancel: (bookingId: string) =>
        call("POST", `/api/v1/bookings/${bookingId}/cancel`, { token: key.secret }),
      get: (bookingId: string) => call("GET", `/api/v1/bookings/${bookingId}`, { token: key.secret }),
      rates: (from: string, to: string) =>
        call("GET", `/api/v1/rates?from=${from}&to=${to}`, { token: key.secret }),
    };
  }

  return { call, hotel, tenant, merchant, propertyIn };
}

export type TermsProperty = Awaited<ReturnType<Awaited<ReturnType<typeof termsHotel>>["propertyIn"]>>;
