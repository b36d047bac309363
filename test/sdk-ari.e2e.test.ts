import { type AriChange, createClient } from "@reservations/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booker } from "./support/booking.js";
import type { Call } from "./support/http.js";
import { inDays } from "./support/inventory.js";
import type { TestMesh } from "./support/mesh.js";
import { startPartnerHotel } from "./support/partner-hotel.js";

// The SDK's side of keeping a copy: ari.changes() from a cursor taken now, ari.follow() without end.

let mesh: TestMesh;
let call: Call;
let key: { id: string; secret: string };
let plan: string;
const units: string[] = [];

beforeAll(async () => {
  const h = await startPartnerHotel("SDK sync", { units: 3 });
  ({ mesh, call, plan, key } = h);
  units.push(...h.units);
});

afterAll(async () => {
  await mesh?.stop();
});

const book = async (unit: number, from: number) => {
  const res = await booker(
    call,
    key.secret,
  )({ unit_id: units[unit], rate_plan_id: plan, start_date: inDays(from), end_date: inDays(from + 2) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};

describe("the ARI change log through the SDK", () => {
  it("takes a cursor from now, lists what changed since, then follows new changes as they come", async () => {
    const client = createClient({ baseUrl: mesh.url, apiKey: key.secret });
    const start = client.ari.changes();
    const none: AriChange[] = [];
    for await (const change of start) none.push(change);
    expect(none).toEqual([]);
    expect(start.cursor).toEqual(expect.any(String));

    await book(0, 10);
    const seen: AriChange[] = [];
    for (let i = 0; i < 50 && seen.length === 0; i++) {
      for await (const change of client.ari.changes({ cursor: start.cursor })) seen.push(change);
    }
    expect(seen[0]).toMatchObject({
      kind: "availability",
      unit_ids: [units[0]],
      from: inDays(10),
      to: inDays(12),
    });

    const abort = new AbortController();
    const followed: AriChange[] = [];
    const feed = client.ari.follow({ cursor: start.cursor }, { intervalMs: 50, signal: abort.signal });
    const following = (async () => {
      for await (const change of feed) {
        followed.push(change);
        if (followed.length === 2) abort.abort();
      }
    })();
    await book(1, 20);
    await following;
    expect(followed.map((c) => c.unit_ids[0])).toEqual([units[0], units[1]]);
    expect(feed.cursor).toEqual(expect.any(String));
  });
});
