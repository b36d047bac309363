import { expect } from "vitest";
import type { HotelScript } from "./hotel.js";
import { FLEXIBLE_PLAN_BODY } from "./service-harness.js";

/** Adds inventory to a property through the merchant API. */
export class InventoryScript {
  constructor(
    readonly hotel: HotelScript,
    readonly token: string,
    readonly propertyId: string,
  ) {}

  private path(rest: string) {
    return `/api/merchant/properties/${this.propertyId}/${rest}`;
  }

  // biome-ignore lint/suspicious/noExplicitAny: the answer is the unit as the API shapes it
  async unit(body: Record<string, unknown>): Promise<any> {
    const res = await this.hotel.call("POST", this.path("units"), {
      token: this.token,
      body: { name: "Unit", kind: "single", max_adults: 2, ...body },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  }

  async ratePlan(body: Record<string, unknown>): Promise<string> {
    const res = await this.hotel.call("POST", this.path("rate-plans"), {
      token: this.token,
      body: {
        ...FLEXIBLE_PLAN_BODY,
        ...body,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id;
  }

  async saleBlock(body: Record<string, unknown>): Promise<string> {
    const res = await this.hotel.call("POST", this.path("sale-blocks"), { token: this.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id;
  }
}

/** A date `days` from today (UTC), `YYYY-MM-DD`. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A stay for two adults on `unit` under `plan`, `nights` nights from `from` days ahead. */
export const stayFor = (plan: string, unit: string, from = 20, nights = 2) => ({
  unit_id: unit,
  rate_plan_id: plan,
  start_date: inDays(from),
  end_date: inDays(from + nights),
  adults: 2,
});
