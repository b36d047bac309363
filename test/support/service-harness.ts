import { randomBytes } from "node:crypto";
import type { CallerContextInput, ReplyEnvelope } from "@reservations/contracts";

// What every service's own test harness (services/*/test/harness.ts) shares.

/** A reply as the service shaped it. */
export interface Answer extends ReplyEnvelope {
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  body: any;
}

/** Who makes a call, as the gateway puts it in the caller context. */
export type Caller = Omit<CallerContextInput, "request_id">;

/** Eight hex characters, for names that must not collide between runs. */
export const uniq = (): string => randomBytes(4).toString("hex");

/** The rate plan a test hotel sells unless a test says otherwise: 80 for one adult, 100 for two. */
export const FLEXIBLE_PLAN = {
  name: "Flexible",
  sales_channels: ["api" as const],
  active: true,
  prices: [
    { adults: 1, nightly_price: "80.00" },
    { adults: 2, nightly_price: "100.00" },
  ],
};

/** The same plan as a request of the default API version gives it over HTTP: its prices numbers. */
export const FLEXIBLE_PLAN_BODY = {
  ...FLEXIBLE_PLAN,
  prices: [
    { adults: 1, nightly_price: 80 },
    { adults: 2, nightly_price: 100 },
  ],
};

/** Waits until `check` passes, or fails with its last error after the deadline. */
export async function eventually<T>(check: () => T | Promise<T>, deadlineMs = 5000): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
