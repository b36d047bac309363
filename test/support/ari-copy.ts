import type { AriEntry } from "./ari.js";
import type { Call, HttpResult } from "./http.js";

const DAY_MS = 86_400_000;
const dayAfter = (d: string, n = 1) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * A channel manager's copy of one property's /availability (per unit and night) and /rates (per
 * unit, plan and night) over the dates [from, to), kept by the read-then-follow pattern: take a
 * cursor of /ari/changes, read everything, then follow the cursor and read again what each entry
 * says may have changed.
 */
export class AriCopy {
  readonly availability = new Map<string, boolean>();
  readonly rates = new Map<string, string>();
  cursor = "";
  entries = 0;

  constructor(
    private readonly call: Call,
    private readonly token: string,
    readonly from: string,
    readonly to: string,
  ) {}

  /** Retries while the mesh is passing (a 503 while a copy of a service restarts, no answer). */
  private async get(path: string): Promise<HttpResult> {
    const end = Date.now() + 60_000;
    for (;;) {
      const res = await this.call("GET", path, { token: this.token }).catch(() => undefined);
      if (res?.status === 200) return res;
      if (res && res.status !== 503) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      if (Date.now() > end) throw new Error(`${path}: no answer for 60 s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Takes a cursor, then reads the whole range: the pattern's first step. */
  async start(): Promise<void> {
    this.cursor = (await this.get("/api/v1/ari/changes")).body.next_cursor;
    await this.readAvailability(this.from, this.to);
    await this.readRates(this.from, this.to);
  }

  /** Each night of [from, to) read on its own: /availability answers for a whole stay. */
  async readAvailability(from: string, to: string): Promise<void> {
    for (let d = from; d < to; d = dayAfter(d)) {
      const res = await this.get(`/api/v1/availability?start=${d}&end=${dayAfter(d)}`);
      for (const key of [...this.availability.keys()])
        if (key.endsWith(`|${d}`)) this.availability.delete(key);
      for (const e of res.body.data as { unit_id: string; available: boolean }[])
        this.availability.set(`${e.unit_id}|${d}`, e.available);
    }
  }

  async readRates(from: string, to: string): Promise<void> {
    const res = await this.get(`/api/v1/rates?from=${from}&to=${to}`);
    for (const key of [...this.rates.keys()]) {
      const date = key.slice(key.lastIndexOf("|") + 1);
      if (date >= from && date < to) this.rates.delete(key);
    }
    for (const e of res.body.data as {
      unit_id: string;
      rate_plan_id: string;
      min_stay: number | null;
      max_stay: number | null;
      days: { date: string }[];
    }[]) {
      for (const day of e.days)
        this.rates.set(
          `${e.unit_id}|${e.rate_plan_id}|${day.date}`,
          JSON.stringify([e.min_stay, e.max_stay, day]),
        );
    }
  }

  /** Follows the cursor to the end of what is settled, reading again what each entry names; the entries read. */
  async follow(): Promise<number> {
    let read = 0;
    for (;;) {
      const res = await this.get(`/api/v1/ari/changes?limit=500&cursor=${encodeURIComponent(this.cursor)}`);
      for (const entry of res.body.data as AriEntry[]) await this.apply(entry);
      this.cursor = res.body.next_cursor;
      read += res.body.data.length;
      if (res.body.data.length < 500) break;
    }
    this.entries += read;
    return read;
  }

  private async apply(e: AriEntry): Promise<void> {
    const from = e.from === null || e.from < this.from ? this.from : e.from;
    const to = e.to === null || e.to > this.to ? this.to : e.to;
    if (from >= to) return;
    if (e.kind === "availability" || e.kind === "units") await this.readAvailability(from, to);
    if (e.kind !== "availability") await this.readRates(from, to);
  }

  /** What the copy holds, in a stable order. */
  snapshot(): { availability: [string, boolean][]; rates: [string, string][] } {
    return {
      availability: [...this.availability.entries()].sort(([a], [b]) => a.localeCompare(b)),
      rates: [...this.rates.entries()].sort(([a], [b]) => a.localeCompare(b)),
    };
  }
}
