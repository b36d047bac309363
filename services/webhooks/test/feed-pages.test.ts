import { CallerContext } from "@reservations/contracts";
import { CursorCodec } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebhooksDeps } from "../src/handlers/context.js";
import { FEED_STRETCHES, listFeed } from "../src/handlers/list-feed.js";
import { startWebhooks, type WebhooksHarness } from "./harness.js";

// The feed's pages, with the handler given its horizon and events written straight into
// webhooks.events with sequences far past the stream's: a page reads a hotel's events a bounded
// stretch at a time, so a key that reads few of them costs a bounded scan per page; and a copy whose
// kept horizon is behind reads it fresh before it answers that there is nothing more.

const STRETCH = 100;
const BASE = 1_000_000_000;

type Horizon = Parameters<typeof listFeed>[1];

/** The feed's pages for a key of `tenant` reading booking events of prop_1, through a handler on `horizon`. */
function pagesOf(h: WebhooksHarness, tenant: string, horizon: Horizon, stretch?: number) {
  const deps = {
    kit: h.service.kit,
    cursors: new CursorCodec(h.config.CURSOR_SECRET),
  } as unknown as WebhooksDeps;
  const read = listFeed(deps, horizon, stretch);
  const ctx = CallerContext.parse({
    request_id: "feed-pages",
    actor: "partner",
    tenant_id: tenant,
    key_id: "key_feed",
    property_id: "prop_1",
    property_ids: ["prop_1"],
    scopes: ["bookings:read:all"],
  });
  return async (cursor?: string) =>
    (await read({ limit: 25, cursor, types: undefined } as never, ctx)) as {
      data: { id: string }[];
      next_cursor: string;
    };
}

describe("the event feed over a hotel whose events the key mostly may not read", () => {
  let h: WebhooksHarness;
  beforeAll(async () => {
    h = await startWebhooks();
  });
  afterAll(() => h?.stop());

  it("pages past them a bounded stretch at a time, never skipping the one it may read", async () => {
    const pool = h.service.kit.pool;
    const tenant = await h.hotel();
    // 2,500 housekeeping changes, then one booking, then 500 more changes.
    const total = 3_001;
    const booking = BASE + 2_501;
    await pool.query(
      `INSERT INTO webhooks.events (seq, id, tenant_id, property_id, type, occurred_at, data)
       SELECT $1 + g, 'evt_feed_' || $1 + g, $2, 'prop_1',
              CASE WHEN $1 + g = $3 THEN 'booking.created' ELSE 'unit.housekeeping_changed' END,
              now(), '{}'::jsonb
         FROM generate_series(1, $4) g`,
      [BASE, tenant, booking, total],
    );
    const page = pagesOf(h, tenant, async () => BASE + total, STRETCH);

    const first = await page();
    // One page looked at FEED_STRETCHES stretches (1,000 events) and found none it may read.
    expect(first.data).toEqual([]);
    const pages = [first];
    while (pages.length < 10 && pages.at(-1)!.data.length === 0)
      pages.push(await page(pages.at(-1)!.next_cursor));
    // 2,500 unreadable events take three pages (1,000, 1,000, then 500 and the booking).
    expect(pages.map((p) => p.data.length)).toEqual([0, 0, 1]);
    expect(pages[2]!.data[0]!.id).toBe(`evt_feed_${booking}`);
    // Past the booking: the rest is read to the horizon, nothing more for this key, and it resumes there.
    const rest = await page(pages[2]!.next_cursor);
    expect(rest.data).toEqual([]);
    expect((await page(rest.next_cursor)).data).toEqual([]);
    // (What the page counts above assume.)
    expect(FEED_STRETCHES * STRETCH).toBe(1_000);
  });

  it("never answers an empty page from a kept horizon that is behind: the end of the feed is read fresh", async () => {
    const pool = h.service.kit.pool;
    const tenant = await h.hotel();
    const base = BASE + 10_000;
    await pool.query(
      `INSERT INTO webhooks.events (seq, id, tenant_id, property_id, type, occurred_at, data)
       SELECT $1 + g, 'evt_fresh_' || $1 + g, $2, 'prop_1', 'booking.created', now(), '{}'::jsonb
         FROM generate_series(1, 10) g`,
      [base, tenant],
    );
    // This copy kept a horizon from before the last 4 events were handled; JetStream knows better.
    const asked: boolean[] = [];
    const page = pagesOf(h, tenant, async (options) => {
      asked.push(options?.fresh === true);
      return options?.fresh ? base + 10 : base + 6;
    });
    const first = await page();
    expect(first.data).toHaveLength(6);
    const second = await page(first.next_cursor);
    expect(second.data.map((e) => e.id)).toEqual([7, 8, 9, 10].map((n) => `evt_fresh_${base + n}`));
    expect((await page(second.next_cursor)).data).toEqual([]);
    expect(asked).toEqual([false, false, true, false, true]);
  });
});
