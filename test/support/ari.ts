import type { AriChange } from "@reservations/sdk";
import { expect } from "vitest";
import type { Call } from "./http.js";

/** An entry of the ARI change log, as the SDK types it. */
export type AriEntry = AriChange;

/** A client of GET /ari/changes: takes a cursor, then follows it, keeping every entry it was shown. */
export class AriFollower {
  readonly seen: AriEntry[] = [];
  cursor: string | undefined;

  constructor(
    private readonly call: Call,
    private readonly token: string,
    private readonly property?: string,
  ) {}

  /** A cursor that follows from now (no entries come with it). */
  async start(): Promise<void> {
    const res = await this.call("GET", "/api/v1/ari/changes", { token: this.token, property: this.property });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([]);
    this.cursor = res.body.next_cursor;
  }

  /** Follows the cursor to the end of what is settled; the entries read. */
  async follow(limit = 100): Promise<AriEntry[]> {
    const read: AriEntry[] = [];
    for (;;) {
      const res = await this.call(
        "GET",
        `/api/v1/ari/changes?limit=${limit}&cursor=${encodeURIComponent(this.cursor!)}`,
        { token: this.token, property: this.property },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.next_cursor).toEqual(expect.any(String));
      this.cursor = res.body.next_cursor;
      read.push(...(res.body.data as AriEntry[]));
      if (res.body.data.length < limit) break;
    }
    this.seen.push(...read);
    return read;
  }

  /**
   * Follows until an entry matching `match` comes, and says how long that took from `since`
   * (ms); fails after `withinMs` more.
   */
  async until(
    match: (e: AriEntry) => boolean,
    since: number,
    withinMs = 5000,
  ): Promise<{ entry: AriEntry; ms: number }> {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const entry = (await this.follow()).find(match);
      if (entry) return { entry, ms: Date.now() - since };
      if (Date.now() > deadline) throw new Error(`no matching ARI entry within ${withinMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}
