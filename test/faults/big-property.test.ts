import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BigProperty, nthStay, seedBigProperty } from "../support/big-property.js";
import { testConfig } from "../support/config.js";
import { type Call, httpClient } from "../support/http.js";
import { inDays } from "../support/inventory.js";
import { freePort } from "../support/net.js";
import { childEnv, Fleet, sleep, until } from "./support.js";

/**
 * Properties of the size hotels run, booked from cold by 50 clients at once: a copy of inventory
 * that has never read the property (a deploy, a new replica) serves them with no 5xx from the
 * first request on, as fast as a small property's; a copy killed under that load costs nothing
 * once its restart is ready with a second copy beside it, and, alone, nothing 5 s after.
 */
const CLIENTS = 50;
const LOAD_MS = 20_000;
const KILL_AT_MS = 10_000;
/** After a restart is ready, the load goes on at least this long. */
const AFTER_READY_MS = 10_000;

const config = testConfig();
const fleet = new Fleet(childEnv(config), 10);
let call: Call;
let small: BigProperty;
let singles: BigProperty;
let rooms: BigProperty;

beforeAll(async () => {
  const port = await freePort();
  const env = {
    PORT: String(port),
    HOST: "127.0.0.1",
    // 50 clients on one key: request limits out of the way.
    RATE_LIMIT_DEFAULT_PER_MINUTE: "1000000",
    RATE_LIMIT_MAX_PER_MINUTE: "1000000",
    RATE_LIMIT_IP_PER_MINUTE: "1000000",
    RATE_LIMIT_MERCHANT_PER_MINUTE: "1000000",
  };
  await Promise.all(
    (["keys", "booking", "webhooks", "inventory"] as const).map((s) =>
      fleet.start(s, s === "inventory" ? "inventory#1" : s, env),
    ),
  );
  await fleet.start("gateway", "gateway", env);
  call = httpClient(`http://127.0.0.1:${port}`);
  const tenant = await call("POST", "/api/admin/tenants", {
    token: config.PLATFORM_ADMIN_TOKEN,
    body: { name: "Big hotels" },
  });
  expect(tenant.status).toBe(201);
  const token: string = tenant.body.data.merchant_token;
  const started = Date.now();
  small = await seedBigProperty(call, token, "Small", { singles: 200 });
  singles = await seedBigProperty(call, token, "Singles", { singles: 2000 });
  rooms = await seedBigProperty(call, token, "Tower", { rooms: 1000 });
  console.log(
    `seeded 200 and 2,000 single units and a room type of 1,000 rooms in ${Date.now() - started} ms`,
  );
}, 300_000);
afterAll(async () => {
  await fleet.stopAll();
});

interface Answer {
  /** When the answer came (epoch ms). */
  at: number;
  /** 0: no answer (the connection failed). */
  status: number;
  code?: string;
}

/**
 * CLIENTS clients booking one-night stays, each distinct, on the properties in turn (client i
 * books targets[i mod n]), until `until` resolves and at least `minMs` have passed.
 */
async function bookingLoad(
  targets: { p: BigProperty; fromDay: number }[],
  minMs: number,
  until: Promise<unknown> = Promise.resolve(),
): Promise<{ answers: Answer[]; ms: number }> {
  const answers: Answer[] = [];
  const next = targets.map(() => 0);
  let done = false;
  const started = Date.now();
  const stop = () => {
    done = true;
  };
  void Promise.all([until, sleep(minMs)]).then(stop, stop);
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const t = client % targets.length;
      const { p, fromDay } = targets[t]!;
      while (!done) {
        const stay = nthStay(p, fromDay, next[t]!++);
        try {
          const res = await call("POST", "/api/v1/bookings", {
            token: p.key,
            headers: { "idempotency-key": randomUUID() },
            body: { ...stay, guest: { first_name: "Ana", last_name: "Perez", email: "ana@example.com" } },
          });
          answers.push({ at: Date.now(), status: res.status, code: res.body?.error_code });
        } catch {
          answers.push({ at: Date.now(), status: 0 });
        }
      }
    }),
  );
  return { answers, ms: Date.now() - started };
}

const count = (answers: Answer[], pred: (a: Answer) => boolean) => answers.filter(pred).length;
const failed = (a: Answer) => a.status === 0 || a.status >= 500;
function summary(answers: Answer[]): string {
  const by = new Map<string, number>();
  for (const a of answers) {
    const label = `${a.status}${a.code ? ` ${a.code}` : ""}`;
    by.set(label, (by.get(label) ?? 0) + 1);
  }
  return [...by].map(([k, v]) => `${k}: ${v}`).join(", ");
}

/** A copy of inventory that has read nothing yet: the one running is stopped and started again. */
async function coldInventory(): Promise<void> {
  await fleet.stop("inventory#1");
  await fleet.start("inventory", "inventory#1");
}

/**
 * The load on the 2,000 single units and the room type from `fromDay`, with inventory#1 killed
 * (SIGKILL) KILL_AT_MS into it and started again; the load goes on AFTER_READY_MS once it is ready.
 */
async function loadWithRestart(fromDay: number): Promise<{ answers: Answer[]; readyAt: number }> {
  const restarted = (async () => {
    await sleep(KILL_AT_MS);
    fleet.kill("inventory#1");
    await fleet.stop("inventory#1");
    const { ms } = await fleet.start("inventory", "inventory#1");
    console.log(`  inventory#1 killed at ${KILL_AT_MS} ms and ready again ${ms} ms later`);
    return Date.now();
  })();
  const targets = [
    { p: singles, fromDay },
    { p: rooms, fromDay: fromDay + 10 },
  ];
  const { answers } = await bookingLoad(
    targets,
    LOAD_MS,
    restarted.then(() => sleep(AFTER_READY_MS)),
  );
  return { answers, readyAt: await restarted };
}

describe("a property of any size, cold, under 50 clients booking", () => {
  it("a cold copy books 2,000 single units and a room type of 1,000 rooms with no 5xx, at 80 % or more of a 200-unit property's rate", async () => {
    const rates: Record<string, number> = {};
    for (const [p, fromDay] of [
      [small, 30],
      [singles, 100],
      [rooms, 110],
    ] as const) {
      await coldInventory();
      const { answers, ms } = await bookingLoad([{ p, fromDay }], LOAD_MS);
      rates[p.name] = (count(answers, (a) => a.status === 201) * 1000) / ms;
      console.log(`  ${p.name}: ${summary(answers)}; ${rates[p.name]!.toFixed(0)} bookings/s`);
      expect(count(answers, failed), `${p.name}: ${summary(answers)}`).toBe(0);
      expect(
        count(answers, (a) => a.status !== 201),
        `${p.name}: ${summary(answers)}`,
      ).toBe(0);
    }
    expect(rates.Singles!).toBeGreaterThanOrEqual(0.8 * rates.Small!);
    expect(rates.Tower!).toBeGreaterThanOrEqual(0.8 * rates.Small!);
  }, 180_000);

  it("a cold copy answers the first /availability of 14 nights of 2,000 units within 1 s, and the first /rates within 2 s", async () => {
    const range = `${inDays(100)}&`;
    for (const [path, within] of [
      [`/api/v1/availability?start=${range}end=${inDays(114)}`, 1000],
      [`/api/v1/rates?from=${range}to=${inDays(114)}`, 2000],
    ] as const) {
      await coldInventory();
      const started = Date.now();
      const res = await call("GET", path, { token: singles.key });
      const ms = Date.now() - started;
      console.log(`  first ${path.split("?")[0]} on a cold copy: ${res.status} in ${ms} ms`);
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(2000);
      expect(ms).toBeLessThan(within);
    }
  });

  it("with two copies, one killed and started again under the load: no 5xx once it is ready", async () => {
    await fleet.start("inventory", "inventory#2");
    const { answers, readyAt } = await loadWithRestart(140);
    console.log(`  two copies: ${summary(answers)}; ${count(answers, failed)} failed in all`);
    expect(count(answers, (a) => failed(a) && a.at > readyAt)).toBe(0);
    expect(count(answers, (a) => a.at > readyAt && a.status === 201)).toBeGreaterThan(0);
    expect(
      count(answers, (a) => !failed(a) && a.status !== 201),
      summary(answers),
    ).toBe(0);
    await fleet.stop("inventory#2");
  }, 180_000);

  it("with one copy, killed and started again under the load: no 5xx later than 5 s after it is ready", async () => {
    const { answers, readyAt } = await loadWithRestart(170);
    const late = answers.filter((a) => failed(a) && a.at > readyAt + 5000);
    const last = Math.max(...answers.filter(failed).map((a) => a.at - readyAt));
    console.log(
      `  one copy: ${summary(answers)}; ${Number.isFinite(last) ? `the last 5xx ${last} ms after ready` : "no 5xx"}`,
    );
    expect(late.length, summary(late)).toBe(0);
    expect(count(answers, (a) => a.at > readyAt && a.status === 201)).toBeGreaterThan(0);
    // While no copy serves, bookings are refused with a coded 503, nothing else.
    expect(
      count(answers, (a) => failed(a) && a.code !== "SERVICE_UNAVAILABLE"),
      summary(answers),
    ).toBe(0);
    // And the copy recovers to full service without a restart of anything else.
    await until(
      "a booking answered after the restart",
      async () => {
        const res = await call("POST", "/api/v1/bookings", {
          token: singles.key,
          headers: { "idempotency-key": randomUUID() },
          body: {
            ...nthStay(singles, 200, 0),
            guest: { first_name: "Ana", last_name: "Perez", email: "ana@example.com" },
          },
        });
        return res.status === 201 ? true : undefined;
      },
      5000,
    );
  }, 180_000);
});
