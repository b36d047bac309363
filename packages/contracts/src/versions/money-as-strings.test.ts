import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Money, MoneyAmount } from "../money.js";
import { moneyAsStrings, moneyKeysOf } from "./money-as-strings.js";

const Answer = z.object({
  data: z.object({
    id: z.string(),
    total_price: Money,
    cancellation_fee: Money.nullable(),
    nightly: z.array(z.object({ date: z.string(), price: Money })),
    taxes: z.array(z.object({ name: z.string(), amount: Money })),
    percent: z.number(),
  }),
});
const Body = z.object({
  amount: MoneyAmount,
  method: z.string(),
  prices: z.array(z.object({ nightly_price: MoneyAmount })),
});
const route = moneyAsStrings.route({
  answers: [z.toJSONSchema(Answer, { io: "output" })],
  body: z.toJSONSchema(Body, { io: "input" }),
});

describe("money as strings, rendered for the version before it", () => {
  it("finds every amount's key, through unions and arrays, and nothing else", () => {
    expect(moneyKeysOf([z.toJSONSchema(Answer)])).toEqual(
      new Set(["total_price", "cancellation_fee", "price", "amount"]),
    );
    expect(moneyKeysOf([z.toJSONSchema(z.object({ amount: z.number(), name: z.string() }))]).size).toBe(0);
  });

  it("writes an answer's amounts as the numbers they are", () => {
    const text = JSON.stringify({
      data: {
        id: "bk_1",
        total_price: "394.50",
        cancellation_fee: null,
        nightly: [
          { date: "2027-01-01", price: "197.25" },
          { date: "2027-01-02", price: "197.25" },
        ],
        taxes: [{ name: "City", amount: "-0.10" }],
        percent: 10,
      },
    });
    expect(JSON.parse(route.answerDown!(text))).toEqual({
      data: {
        id: "bk_1",
        total_price: 394.5,
        cancellation_fee: null,
        nightly: [
          { date: "2027-01-01", price: 197.25 },
          { date: "2027-01-02", price: 197.25 },
        ],
        taxes: [{ name: "City", amount: -0.1 }],
        percent: 10,
      },
    });
    expect(route.answerDown!('{"total_price":"1500"}')).toBe('{"total_price":1500}');
  });

  it("leaves a guest's text alone, even one that spells a key and an amount", () => {
    const text = JSON.stringify({
      data: { id: 'x","total_price":"1', total_price: "2.00", note: '"price":"3"' },
    });
    expect(JSON.parse(route.answerDown!(text))).toEqual({
      data: { id: 'x","total_price":"1', total_price: 2, note: '"price":"3"' },
    });
  });

  it("renders a request's numbers up to strings and leaves the rest for validation", () => {
    expect(route.requestUp!({ amount: 120.5, method: "cash", prices: [{ nightly_price: 99 }] })).toEqual({
      amount: "120.5",
      method: "cash",
      prices: [{ nightly_price: "99" }],
    });
    expect(route.requestUp!({ amount: "12.00", method: 5 })).toEqual({ amount: "12.00", method: 5 });
    expect(Body.safeParse(route.requestUp!({ amount: 0.1 + 0.2, method: "x", prices: [] })).success).toBe(
      false,
    );
  });

  it("leaves a route without amounts untouched", () => {
    const plain = moneyAsStrings.route({ answers: [z.toJSONSchema(z.object({ n: z.number() }))] });
    expect(plain.answerDown).toBeUndefined();
    expect(plain.requestUp).toBeUndefined();
  });

  it("describes each amount as a number in the older document, examples included", () => {
    const doc = {
      components: {
        schemas: {
          Booking: {
            type: "object",
            properties: { total_price: { $ref: "#/components/schemas/Amount" }, name: { type: "string" } },
          },
          Amount: { type: "string", format: "money", description: "An amount as a decimal string." },
        },
      },
      paths: {
        "/b": {
          get: {
            responses: {
              200: { content: { "application/json": { example: { total_price: "9.90", name: "1" } } } },
            },
          },
        },
      },
    };
    const down = moneyAsStrings.documentDown(doc);
    expect(down.components.schemas.Amount).toEqual({ type: "number", description: "An amount." });
    expect(down.paths["/b"].get.responses[200].content["application/json"].example).toEqual({
      total_price: 9.9,
      name: "1",
    });
    expect(doc.components.schemas.Amount.type).toBe("string");
  });
});

describe("a request nested past any body the API takes", () => {
  it("is left for validation to refuse, without exhausting the stack", () => {
    let deep: unknown = { amount: 1 };
    for (let i = 0; i < 100_000; i++) deep = { nested: deep };
    expect(route.requestUp!(deep)).toBeDefined();
  });
});

describe("a booking's changes, field by field", () => {
  it("writes the amounts among them as numbers, before and after", async () => {
    const { BookingRevision } = await import("../booking-revisions.js");
    const revisions = moneyAsStrings.route({
      answers: [z.toJSONSchema(z.object({ data: z.array(BookingRevision) }))],
    });
    const text = JSON.stringify({
      data: [
        {
          version: 2,
          changes: {
            total_price: ["200.00", "300.50"],
            cancellation_fee: [null, "20.00"],
            end_date: ["2027-01-03", "2027-01-04"],
            taxes: [[{ name: "City", amount: "2.00", included: false }], []],
          },
        },
      ],
    });
    expect(JSON.parse(revisions.answerDown!(text)).data[0].changes).toEqual({
      total_price: [200, 300.5],
      cancellation_fee: [null, 20],
      end_date: ["2027-01-03", "2027-01-04"],
      taxes: [[{ name: "City", amount: 2, included: false }], []],
    });
  });
});
