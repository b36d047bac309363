import { propertiesOps, ratesOps } from "@reservations/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Hotel, type InventoryHarness, inDays, startInventory } from "./harness.js";

/** A hotel selling one unit on one plan, with a tax added to the price. */
async function sellingHotel(h: InventoryHarness, currency: string, twoAdults: string) {
  const hotel = await h.hotel(`${currency} hotel`, currency);
  const unit = await hotel.unit({ name: "Double", max_children: 1 });
  const plan = await hotel.ratePlan({
    unit_ids: [unit.id],
    prices: [{ adults: 2, nightly_price: twoAdults }],
    child_prices: [{ max_age: 11, nightly_price: "0.50" }],
  });
  const taxes = [{ name: "City tax", kind: "per_stay" as const, amount: 1.25, included: false }];
  const res = await h.call(
    propertiesOps.update,
    { property_id: hotel.propertyId, patch: { taxes } },
    hotel.merchant,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { hotel, unit: unit.id as string, plan };
}

const quote = (
  h: InventoryHarness,
  s: { hotel: Hotel; unit: string; plan: string },
  children: number[] = [],
) =>
  h.call(
    ratesOps.quote,
    {
      unit_id: s.unit,
      rate_plan_id: s.plan,
      start_date: inDays(30),
      end_date: inDays(32),
      adults: 2,
      children,
    },
    s.hotel.partner,
  );

describe("amounts over NATS, in each property's currency", () => {
  let h: InventoryHarness;
  beforeAll(async () => {
    h = await startInventory();
  });
  afterAll(async () => {
    await h?.stop();
  });

  it("writes a EUR quote, its rate plan and its rates with two decimals", async () => {
    const eur = await sellingHotel(h, "EUR", "196.37");
    const res = await quote(h, eur);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      currency: "EUR",
      nightly: [
        { date: inDays(30), price: "196.37" },
        { date: inDays(31), price: "196.37" },
      ],
      taxes: [{ name: "City tax", amount: "1.25", included: false }],
      total_price: "393.99",
    });
    const withChild = await quote(h, eur, [5]);
    expect(withChild.body.data.total_price).toBe("394.99");
    const plans = await h.call(
      ratesOps.listRatePlans,
      { property_id: eur.hotel.propertyId },
      eur.hotel.merchant,
    );
    expect(plans.body.data[0]).toMatchObject({
      prices: [{ adults: 2, nightly_price: "196.37" }],
      child_prices: [{ max_age: 11, nightly_price: "0.50" }],
    });
    const rates = await h.call(ratesOps.rates, { from: inDays(30), to: inDays(31) }, eur.hotel.partner);
    expect(rates.body.data[0].runs[0].prices).toEqual([{ adults: 2, price: "196.37" }]);
  });

  it("writes a JPY quote, its rate plan and its rates with no decimals", async () => {
    const jpy = await sellingHotel(h, "JPY", "1500");
    const res = await quote(h, jpy, [5]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 1500 and 0.50 for the child a night: 1500.50 written to the yen, half away from zero.
    expect(res.body.data).toMatchObject({
      currency: "JPY",
      nightly: [
        { date: inDays(30), price: "1501" },
        { date: inDays(31), price: "1501" },
      ],
      taxes: [{ name: "City tax", amount: "1", included: false }],
      total_price: "3002",
    });
    const alone = await quote(h, jpy);
    expect(alone.body.data.nightly[0].price).toBe("1500");
    const plans = await h.call(
      ratesOps.listRatePlans,
      { property_id: jpy.hotel.propertyId },
      jpy.hotel.merchant,
    );
    expect(plans.body.data[0]).toMatchObject({
      prices: [{ adults: 2, nightly_price: "1500" }],
      child_prices: [{ max_age: 11, nightly_price: "1" }],
    });
    const rates = await h.call(ratesOps.rates, { from: inDays(30), to: inDays(31) }, jpy.hotel.partner);
    expect(rates.body.data[0].runs[0].prices).toEqual([{ adults: 2, price: "1500" }]);
  });
});
