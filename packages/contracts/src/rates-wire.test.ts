import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "./money.js";
import { RatesWire } from "./rates.js";
import { ratesBodyParts } from "./rates-wire.js";
import type { Restrictions } from "./terms.js";

type Prices = { adults: number; price: string }[];
interface Entry {
  unit_id: string;
  rate_plan_id: string;
  min_stay: number | null;
  max_stay: number | null;
  days: { date: string; prices: Prices; restrictions: Restrictions }[];
}

const dateAfter = (from: string, days: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The rates entries as the wire carries them: consecutive nights with equal prices and restrictions as one run. */
function toWire(from: string, entries: Entry[]): RatesWire {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return {
    from,
    next_cursor: null,
    data: entries.map(({ days, ...rest }) => {
      const runs: RatesWire["data"][number]["runs"] = [];
      for (const day of days) {
        const last = runs.at(-1);
        if (last && same(last.prices, day.prices) && same(last.restrictions, day.restrictions)) last.nights++;
        else runs.push({ nights: 1, prices: day.prices, restrictions: day.restrictions });
      }
      return { ...rest, runs };
    }),
  };
}

const bodyOf = (wire: RatesWire) => [...ratesBodyParts(wire)].join("");
const expected = (entries: Entry[]) => JSON.stringify({ data: entries, next_cursor: null });

const nights = (
  from: string,
  n: number,
  pricesOf: (i: number) => Prices,
  restrictionsOf: (i: number) => Restrictions = () => ({}),
) =>
  Array.from({ length: n }, (_, i) => ({
    date: dateAfter(from, i),
    prices: pricesOf(i),
    restrictions: restrictionsOf(i),
  }));

describe("the /rates body written from its wire form", () => {
  const two = [
    { adults: 1, price: "80.00" },
    { adults: 2, price: "100.50" },
  ];
  it.each<[string, string, Entry[]]>([
    ["no entries", "2027-03-01", []],
    [
      "a year of one price, across a leap day",
      "2028-01-01",
      [
        {
          unit_id: "unit_1",
          rate_plan_id: "rp_1",
          min_stay: 1,
          max_stay: 30,
          days: nights("2028-01-01", 365, () => two),
        },
      ],
    ],
    [
      "prices that change by night, empty prices and null stays",
      "2027-12-30",
      [
        {
          unit_id: "unit_1",
          rate_plan_id: "rp_1",
          min_stay: null,
          max_stay: null,
          days: nights("2027-12-30", 6, (i) => (i < 2 ? two : i < 4 ? [] : [{ adults: 3, price: "0.01" }])),
        },
        {
          unit_id: "unit_2",
          rate_plan_id: "rp_1",
          min_stay: 2,
          max_stay: null,
          days: nights("2027-12-30", 6, () => two),
        },
      ],
    ],
    [
      "restrictions that change by night",
      "2027-03-01",
      [
        {
          unit_id: "unit_1",
          rate_plan_id: "rp_1",
          min_stay: null,
          max_stay: null,
          days: nights(
            "2027-03-01",
            5,
            () => two,
            (i) =>
              i === 1
                ? { min_stay_arrival: 3, closed_to_departure: true }
                : i >= 3
                  ? { stop_sell: true, max_advance_days: 30 }
                  : {},
          ),
        },
      ],
    ],
    [
      "ids that need escaping",
      "2027-03-01",
      [
        {
          unit_id: 'u "quoted" \\ é 😀',
          rate_plan_id: "rp\n1",
          min_stay: 3,
          max_stay: 3,
          days: nights("2027-03-01", 2, () => two),
        },
      ],
    ],
  ])("is the documented body byte for byte: %s", (_, from, entries) => {
    const wire = RatesWire.parse(toWire(from, entries));
    expect(bodyOf(wire)).toBe(expected(entries));
  });
});

describe("the /rates body written from any wire form", () => {
  it("is the documented body byte for byte for any entries", () => {
    const prices = fc.array(
      fc.record({
        adults: fc.integer({ min: 1, max: 100 }),
        price: fc.integer({ min: 0, max: 1_000_000_000 }).map((m) => formatMoney(m, "EUR")),
      }),
      { maxLength: 3 },
    );
    const entry = (from: string, n: number) =>
      fc
        .record({
          unit_id: fc.string(),
          rate_plan_id: fc.string(),
          min_stay: fc.option(fc.integer({ min: 1, max: 365 }), { nil: null }),
          max_stay: fc.option(fc.integer({ min: 1, max: 365 }), { nil: null }),
          // A few distinct price lists and restrictions, so runs form.
          palette: fc.array(prices, { minLength: 1, maxLength: 3 }),
          closed: fc.array(
            fc.record(
              { min_stay_through: fc.integer({ min: 1, max: 365 }), stop_sell: fc.constant(true) },
              { requiredKeys: [] },
            ),
            { minLength: 1, maxLength: 3 },
          ),
          picks: fc.array(fc.nat(), { minLength: n, maxLength: n }),
        })
        .map(({ palette, closed, picks, ...rest }) => ({
          ...rest,
          days: nights(
            from,
            n,
            (i) => palette[picks[i]! % palette.length]!,
            (i) => closed[(picks[i]! >> 2) % closed.length]!,
          ),
        }));
    const from = fc
      .integer({ min: 0, max: 3_000_000 })
      .map((d) => new Date(d * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        from.chain((f) =>
          fc
            .integer({ min: 1, max: 40 })
            .chain((n) => fc.tuple(fc.constant(f), fc.array(entry(f, n), { maxLength: 6 }))),
        ),
        ([f, entries]) => {
          expect(bodyOf(toWire(f, entries))).toBe(expected(entries));
        },
      ),
      { numRuns: 300 },
    );
  });
});
