import { CallerContext, type CallerContextInput } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import { mayChange, mayRead, type SubscriptionOwner, urlShownTo } from "./subscription-access.js";

const caller = (c: Partial<CallerContextInput>): CallerContext =>
  CallerContext.parse({ request_id: "r", actor: "partner", tenant_id: "ten_1", ...c });
const hotel = caller({ actor: "merchant" });
const keyA = caller({ key_id: "key_a", property_id: "prp_1" });
const keyB = caller({ key_id: "key_b", property_id: "prp_1" });
const keyOf2 = caller({ key_id: "key_c", property_id: "prp_2", property_ids: ["prp_2"] });
const keyOf1And2 = caller({ key_id: "key_d", property_id: "prp_2", property_ids: ["prp_1", "prp_2"] });

const sub = (s: Partial<SubscriptionOwner>): SubscriptionOwner => ({
  tenant_id: "ten_1",
  created_by: "key",
  created_by_key: "key_a",
  property_ids: ["prp_1"],
  ...s,
});
const hotelsOwn = sub({ created_by: "hotel", created_by_key: null, property_ids: null });
const keyAsOf1 = sub({});
const keyAsEverywhere = sub({ property_ids: null });
const keyAsOf1And2 = sub({ property_ids: ["prp_1", "prp_2"] });
const otherHotels = sub({ tenant_id: "ten_2" });

describe("who reads and who changes a subscription", () => {
  it.each([
    ["the hotel, its own", hotel, hotelsOwn, true, true],
    ["the hotel, a key's", hotel, keyAsOf1, false, false],
    ["the creating key", keyA, keyAsOf1, true, true],
    ["another key of the hotel", keyB, keyAsOf1, true, false],
    ["a key, the hotel's own", keyA, hotelsOwn, false, false],
    ["a key, another hotel's", keyA, otherHotels, false, false],
    ["a key bound to another property", keyOf2, keyAsOf1, false, false],
    ["a key of fewer properties, one of all of them", keyOf2, keyAsEverywhere, false, false],
    ["a key of fewer properties, one beyond them", keyOf2, keyAsOf1And2, false, false],
    ["a key covering every property named", keyOf1And2, keyAsOf1And2, true, false],
    ["a key on a property the subscription leaves out", keyOf1And2, keyAsOf1, false, false],
    ["a call bound to no property", caller({ key_id: "key_a", property_id: null }), keyAsOf1, true, true],
    ["an operator", caller({ actor: "admin" }), hotelsOwn, false, false],
    ["a caller of no hotel", caller({ actor: "merchant", tenant_id: null }), hotelsOwn, false, false],
    ["a partner call without a key", caller({ key_id: null, property_id: "prp_1" }), keyAsOf1, true, false],
  ])("%s", (_name, ctx, s, reads, changes) => {
    expect(mayRead(ctx, s)).toBe(reads);
    expect(mayChange(ctx, s)).toBe(changes);
  });
});

describe("the url each reader sees", () => {
  const url = "https://user:pw@hooks.example.com/in?token=s3cret#x";
  it.each([
    ["the hotel, its own", hotel, hotelsOwn, url],
    ["the creating key", keyA, keyAsOf1, url],
    ["another key of the hotel", keyB, keyAsOf1, "https://hooks.example.com/in"],
    ["a key covering every property named", keyOf1And2, keyAsOf1And2, "https://hooks.example.com/in"],
    [
      "a partner call without a key",
      caller({ key_id: null, property_id: "prp_1" }),
      keyAsOf1,
      "https://hooks.example.com/in",
    ],
  ])("%s", (_name, ctx, s, shown) => {
    expect(urlShownTo(ctx, { ...s, url })).toBe(shown);
  });
});
