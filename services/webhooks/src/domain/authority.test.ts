import type { KeyState, TenantState } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import { type EventFacts, type Refusal, refusal, type SubscriptionGrant } from "./authority.js";

const TODAY = "2026-11-22";
const NOW = new Date(`${TODAY}T12:00:00Z`);
const LONG_AGO = "2026-01-01T00:00:00.000Z";

const tenant: TenantState = {
  tenant_id: "ten_1",
  active: true,
  version: 1,
  created_at: LONG_AGO,
  history: [{ since: LONG_AGO, active: true }],
};
const key: KeyState = {
  key_id: "key_a",
  key_hash: "0".repeat(64),
  tenant_id: "ten_1",
  environment: "sandbox",
  status: "active",
  expires_on: null,
  scopes: ["webhooks:write", "bookings:read:all", "housekeeping:read"],
  property_ids: ["prp_1", "prp_2"],
  version: 7,
  created_at: LONG_AGO,
  history: [],
};
const byKey: SubscriptionGrant = { tenant_id: "ten_1", created_by: "key", created_by_key: "key_a" };
const byHotel: SubscriptionGrant = { tenant_id: "ten_1", created_by: "hotel", created_by_key: null };
const AT = `${TODAY}T10:00:00.000Z`;
const booking: EventFacts = { type: "booking.created", property_id: "prp_1", occurred_at: AT };
const unit: EventFacts = { type: "unit.housekeeping_changed", property_id: "prp_2", occurred_at: AT };

type Case = [
  string,
  SubscriptionGrant,
  EventFacts,
  Partial<KeyState> | null,
  Partial<TenantState> | null,
  Refusal | null,
];

describe("refusal: may a subscription receive an event now", () => {
  it.each<Case>([
    // A key's subscription while everything holds.
    ["booking event, key active with bookings:read:all", byKey, booking, {}, {}, null],
    ["unit event, key active with housekeeping:read", byKey, unit, {}, {}, null],
    ["key expiring tomorrow still works today", byKey, booking, { expires_on: "2026-11-23" }, {}, null],
    [
      "key covering every property",
      byKey,
      { ...booking, property_id: "prp_9" },
      { property_ids: null },
      {},
      null,
    ],
    [
      "key covering every property, event of no property",
      byKey,
      { ...booking, property_id: null },
      { property_ids: null },
      {},
      null,
    ],
    // The key's state.
    ["key paused", byKey, booking, { status: "paused" }, {}, "key_not_usable"],
    ["key revoked", byKey, booking, { status: "revoked" }, {}, "key_not_usable"],
    ["key expires today (stops at 00:00 UTC)", byKey, booking, { expires_on: TODAY }, {}, "key_not_usable"],
    ["key expired yesterday", byKey, booking, { expires_on: "2026-11-21" }, {}, "key_not_usable"],
    ["key state missing", byKey, booking, null, {}, "key_unknown"],
    ["another key's state", byKey, booking, { key_id: "key_b" }, {}, "key_unknown"],
    ["key of another hotel", byKey, booking, { tenant_id: "ten_2" }, {}, "key_unknown"],
    // Scopes per family.
    [
      "booking event without bookings:read:all",
      byKey,
      booking,
      { scopes: ["webhooks:write", "bookings:read", "housekeeping:read"] },
      {},
      "scope_missing",
    ],
    [
      "unit event without housekeeping:read",
      byKey,
      unit,
      { scopes: ["webhooks:write", "bookings:read:all"] },
      {},
      "scope_missing",
    ],
    [
      "booking event with only housekeeping:read",
      byKey,
      booking,
      { scopes: ["housekeeping:read"] },
      {},
      "scope_missing",
    ],
    [
      "family no scope stands for",
      byKey,
      { type: "key.paused", property_id: "prp_1", occurred_at: AT },
      {},
      {},
      "family_not_for_keys",
    ],
    [
      "prototype name as family",
      byKey,
      { type: "constructor.x", property_id: "prp_1", occurred_at: AT },
      {},
      {},
      "family_not_for_keys",
    ],
    [
      "test event",
      byKey,
      { type: "webhook.test", property_id: "prp_1", occurred_at: AT },
      {},
      {},
      "family_not_for_keys",
    ],
    // Properties the key covers.
    [
      "event in a property the key no longer covers",
      byKey,
      { ...booking, property_id: "prp_3" },
      {},
      {},
      "property_not_covered",
    ],
    [
      "event of no property, key limited to some",
      byKey,
      { ...booking, property_id: null },
      {},
      {},
      "property_not_covered",
    ],
    // The hotel's state, for both kinds of subscription.
    ["hotel deactivated, key's subscription", byKey, booking, {}, { active: false }, "tenant_inactive"],
    ["hotel deactivated, hotel's subscription", byHotel, booking, null, { active: false }, "tenant_inactive"],
    ["hotel state missing", byHotel, booking, null, null, "tenant_unknown"],
    ["another hotel's state", byHotel, booking, null, { tenant_id: "ten_2" }, "tenant_unknown"],
    // The hotel's own subscriptions follow the hotel only.
    [
      "hotel's subscription, any family",
      byHotel,
      { type: "key.paused", property_id: null, occurred_at: AT },
      null,
      {},
      null,
    ],
    ["hotel's subscription, booking event", byHotel, booking, null, {}, null],
  ])("%s", (_name, sub, event, keyChange, tenantChange, expected) => {
    // The state now, in force since long before the event.
    const k = keyChange === null ? null : withPresent({ ...key, ...keyChange });
    const t =
      tenantChange === null
        ? null
        : { ...tenant, ...tenantChange, history: [{ since: LONG_AGO, active: tenantChange.active ?? true }] };
    expect(refusal(sub, event, k, t, NOW)).toBe(expected);
  });
});

/** A key whose history is its present state, since long ago. */
const withPresent = (k: KeyState): KeyState => ({
  ...k,
  history: [
    {
      since: LONG_AGO,
      status: k.status,
      expires_on: k.expires_on,
      scopes: k.scopes,
      property_ids: k.property_ids,
    },
  ],
});

/** A key allowed now, whose state changed at 09:00 and 11:00 today; the event happened at 10:00. */
const changedTwice = (between: Partial<KeyState["history"][number]>): KeyState => {
  const present = withPresent(key).history[0]!;
  return {
    ...key,
    history: [
      { ...present, since: `${TODAY}T11:00:00.000Z` },
      { ...present, ...between, since: `${TODAY}T09:00:00.000Z` },
      { ...present, since: LONG_AGO },
    ],
  };
};

describe("refusal: the state when the event happened", () => {
  it.each<[string, KeyState, Refusal | null]>([
    ["allowed then and now", changedTwice({}), null],
    ["paused when it happened, resumed since", changedTwice({ status: "paused" }), "key_not_usable_then"],
    [
      "without bookings:read:all when it happened, given back since",
      changedTwice({ scopes: ["webhooks:write"] }),
      "scope_missing_then",
    ],
    [
      "not covering the property when it happened",
      changedTwice({ property_ids: ["prp_2"] }),
      "property_not_covered_then",
    ],
    [
      "expired on the day it happened, extended since",
      changedTwice({ expires_on: TODAY }),
      "key_not_usable_then",
    ],
    [
      "the event is older than every state kept",
      { ...changedTwice({}), history: changedTwice({}).history.slice(0, 1) },
      "unknown_then",
    ],
  ])("%s", (_name, k, expected) => {
    expect(refusal(byKey, booking, k, tenant, NOW)).toBe(expected);
  });

  it("refuses an event that happened while the hotel was deactivated, after a reactivation", () => {
    const t: TenantState = {
      ...tenant,
      history: [
        { since: `${TODAY}T11:00:00.000Z`, active: true },
        { since: `${TODAY}T09:00:00.000Z`, active: false },
        { since: LONG_AGO, active: true },
      ],
    };
    expect(refusal(byHotel, booking, null, t, NOW)).toBe("tenant_inactive_then");
    expect(refusal(byKey, booking, withPresent(key), t, NOW)).toBe("tenant_inactive_then");
  });
});
