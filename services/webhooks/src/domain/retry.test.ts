import { describe, expect, it } from "vitest";
import { followUp, nextDelayMs, parseRetryAfter, STANDARD_SCHEDULE_MS } from "./retry.js";

describe("retry schedule", () => {
  it("follows the Standard Webhooks schedule with ±10% jitter and stops after the eighth attempt", () => {
    const mid = () => 0.5;
    expect(
      STANDARD_SCHEDULE_MS.slice(1).map((_, i) => nextDelayMs(i + 1, STANDARD_SCHEDULE_MS, null, mid)),
    ).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
    expect(nextDelayMs(8, STANDARD_SCHEDULE_MS, null)).toBeNull();
    expect(nextDelayMs(1, STANDARD_SCHEDULE_MS, null, () => 0)).toBe(4_500);
    expect(nextDelayMs(1, STANDARD_SCHEDULE_MS, null, () => 1)).toBe(5_500);
  });

  it("honours a longer Retry-After, never beyond 10 h", () => {
    expect(nextDelayMs(1, STANDARD_SCHEDULE_MS, 120, () => 0.5)).toBe(120_000);
    expect(nextDelayMs(2, STANDARD_SCHEDULE_MS, 1, () => 0.5)).toBe(300_000);
    expect(nextDelayMs(1, STANDARD_SCHEDULE_MS, 10 ** 9, () => 0.5)).toBe(36_000_000);
  });

  it("reads Retry-After as seconds or as a date", () => {
    expect(parseRetryAfter("30")).toBe(30);
    expect(parseRetryAfter(new Date(Date.now() + 60_000).toUTCString())).toBeGreaterThanOrEqual(59);
    expect(parseRetryAfter("soon")).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});

describe("what follows an attempt", () => {
  const mid = () => 0.5;
  const answer = (delivered: boolean, status_code: number | null, retry_after: number | null = null) => ({
    delivered,
    status_code,
    retry_after,
  });
  it.each([
    ["a 2xx", answer(true, 204), 1, { status: "succeeded", retryInMs: null, gone: false }],
    [
      "a 2xx on the last attempt",
      answer(true, 200),
      8,
      { status: "succeeded", retryInMs: null, gone: false },
    ],
    ["a 500 with attempts left", answer(false, 500), 1, { status: "pending", retryInMs: 5_000, gone: false }],
    [
      "no answer with attempts left",
      answer(false, null),
      2,
      { status: "pending", retryInMs: 300_000, gone: false },
    ],
    [
      "a 503 asking for longer",
      answer(false, 503, 120),
      1,
      { status: "pending", retryInMs: 120_000, gone: false },
    ],
    ["a 500 on the last attempt", answer(false, 500), 8, { status: "failed", retryInMs: null, gone: false }],
    ["a 410 with attempts left", answer(false, 410), 1, { status: "failed", retryInMs: null, gone: true }],
    ["a 410 asking for a retry", answer(false, 410, 5), 3, { status: "failed", retryInMs: null, gone: true }],
  ] as const)("%s", (_name, sent, attempt, expected) => {
    expect(followUp(sent, attempt, STANDARD_SCHEDULE_MS, mid)).toEqual(expected);
  });
});
