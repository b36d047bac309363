import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AriCopy } from "../support/ari-copy.js";
import { testConfig } from "../support/config.js";
import { type Call, type HttpResult, httpClient } from "../support/http.js";
import { inDays } from "../support/inventory.js";
import { startTestMesh, type TestMesh } from "../support/mesh.js";
import { childEnv, Fleet, PARTNER_SCOPES, seedHotel, sleep, Tally } from "./support.js";

// A channel manager keeps a copy of a property's availability and rates by the read-then-follow
// pattern of /ari/changes while 2,000 bookings, cancels, changes, price and restriction writes succeed
// and the inventory service is SIGKILLed and started again. At the end the copy equals a fresh read.

const UNITS = 12;
const WRITES = 2000;
const WORKERS = 8;
/** The copy's range: the nights the writes touch, and some on each side. */
const FROM = 5;
const TO = 35;

const config = testConfig({ NATS_REQUEST_TIMEOUT_MS: "2000" });
const fleet = new Fleet(childEnv(config, { RECONCILE_EVERY_MS: "2000" }));
let mesh: TestMesh;
let call: Call;
let h: Awaited<ReturnType<typeof seedHotel>>;

beforeAll(async () => {
  mesh = await startTestMesh({ config, without: ["inventory"] });
  await fleet.start("inventory", "inventory#1");
  call = httpClient(mesh.url);
  h = await seedHotel(call, config.PLATFORM_ADMIN_TOKEN!, {
    name: "Sync soak",
    units: UNITS,
    key: { scopes: [...PARTNER_SCOPES, "rates:read"] },
  });
}, 120_000);
afterAll(async () => {
  await fleet.stopAll();
  await mesh?.stop();
});

const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;
const someNights = () => {
  const start = 8 + Math.floor(Math.random() * 20);
  return { start_date: inDays(start), end_date: inDays(start + 1 + Math.floor(Math.random() * 3)) };
};

/** The writes: bookings and their cancels and changes by the partner, prices and restrictions by the hotel. */
function writer(tally: Tally, live: string[]) {
  const partner = (method: string, path: string, body?: unknown) =>
    call(method, path, { token: h.key.secret, body, headers: { "idempotency-key": randomUUID() } });
  const hotel = (method: string, rest: string, body: unknown) =>
    call(method, `/api/merchant/properties/${h.property}${rest}`, { token: h.tenant.token, body });
  const ops: Record<string, () => Promise<HttpResult | undefined>> = {
    book: async () => {
      const res = await partner("POST", "/api/v1/bookings", {
        unit_id: pick(h.units),
        rate_plan_id: h.plan,
        adults: 2,
        guest: { first_name: "Ana", last_name: "Perez", email: "ana@example.com" },
        ...someNights(),
      });
      if (res.status === 201) live.push(res.body.data.id);
      return res;
    },
    cancel: async () => {
      const id = live.splice(Math.floor(Math.random() * live.length), 1)[0];
      return id ? partner("POST", `/api/v1/bookings/${id}/cancel`) : undefined;
    },
    change: async () => {
      const id = live.length > 0 ? pick(live) : undefined;
      if (!id) return undefined;
      const q = await partner("POST", `/api/v1/bookings/${id}/change-quotes`, {
        unit_id: pick(h.units),
        ...someNights(),
      });
      if (q.status !== 201) return q;
      const quote = q.body.data;
      return partner("POST", `/api/v1/bookings/${id}/change`, {
        change_quote_id: quote.id,
        expected_total_price: quote.proposed.total_price + quote.change_fee,
      });
    },
    price: () =>
      hotel("PATCH", `/rate-plans/${h.plan}`, {
        prices: [{ adults: 2, nightly_price: 80 + Math.floor(Math.random() * 60) }],
      }),
    restrict: () => {
      const { start_date } = someNights();
      return hotel("PUT", `/rate-plans/${h.plan}/restrictions`, {
        from: start_date,
        to: start_date,
        stop_sell: Math.random() < 0.1,
        closed_to_arrival: Math.random() < 0.1,
      });
    },
  };
  const weights = [
    "book",
    "book",
    "book",
    "book",
    "cancel",
    "change",
    "change",
    "price",
    "restrict",
    "restrict",
  ];
  /** One write; true when it changed something (a 2xx). */
  return async (): Promise<boolean> => {
    const kind = pick(weights);
    const at = Date.now();
    try {
      const res = await ops[kind]!();
      if (res) tally.add(kind, { res, ms: Date.now() - at });
      return res !== undefined && res.status < 300;
    } catch (err) {
      tally.add(kind, { err: err as Error, ms: Date.now() - at });
      return false;
    }
  };
}

describe("a copy kept by /ari/changes", () => {
  it("equals a fresh read after 2,000 writes and a restart of inventory", async () => {
    const copy = new AriCopy(call, h.key.secret, inDays(FROM), inDays(TO));
    await copy.start();
    const tally = new Tally();
    const live: string[] = [];
    const write = writer(tally, live);
    let done = 0;
    let following = true;
    const follower = (async () => {
      while (following) {
        await copy.follow();
        await sleep(100);
      }
    })();
    const workers = Array.from({ length: WORKERS }, async () => {
      while (done < WRITES) if (await write()) done++;
    });
    await until(() => done >= WRITES / 2);
    fleet.kill("inventory#1");
    await sleep(1000);
    await fleet.start("inventory", "inventory#1");
    await Promise.all(workers);
    console.log(`  writes: ${tally.summary()}`);
    // The log shows a change once it settles: follow until two rounds in a row bring nothing.
    await sleep(2000);
    following = false;
    await follower;
    for (let quiet = 0; quiet < 2; ) quiet = (await copy.follow()) === 0 ? quiet + 1 : 0;
    console.log(`  the copy followed ${copy.entries} entries`);

    const fresh = new AriCopy(call, h.key.secret, inDays(FROM), inDays(TO));
    await fresh.start();
    expect(tally.count((l) => l.startsWith("book 201"))).toBeGreaterThan(300);
    expect(tally.count((l) => / 5\d\d/.test(l) && !l.includes(" 503"))).toBe(0);
    const ours = copy.snapshot();
    const theirs = fresh.snapshot();
    expect(ours.availability.length).toBe(UNITS * (TO - FROM));
    expect(ours.availability).toEqual(theirs.availability);
    expect(ours.rates).toEqual(theirs.rates);
  }, 600_000);
});

async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await sleep(50);
}
