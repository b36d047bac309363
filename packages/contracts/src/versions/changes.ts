import { z } from "zod";
import { WebhookEvent } from "../events.js";
import { bookingDataWithMoneyText } from "../stored-money.js";
import { API_VERSIONS, type ApiVersion, type ApiVersionInfo, NEWEST_API_VERSION } from "./api-versions.js";
import { moneyAsStrings } from "./money-as-strings.js";
import type { JsonSchema, RouteChange, RouteShapes, VersionChange } from "./version-change.js";

// The one chain of version changes. Services speak the newest version; a request of an older one
// is rendered up through the changes after it, and its answer down through them, newest first.

/** Every change, oldest first. */
export const VERSION_CHANGES: readonly VersionChange[] = [moneyAsStrings];

const RELEASED_ON: Record<ApiVersion, string> = { "2026-11-21": "2026-11-21", "2026-12-15": "2026-12-15" };
const FIRST_VERSION_SUMMARY =
  "The API as first published: money is a JSON number (394, 394.5) in answers and requests.";

/** The changes a call of this version goes through, newest first; none for the newest. */
export function changesAfter(version: ApiVersion): VersionChange[] {
  if (version === NEWEST_API_VERSION) return [];
  return VERSION_CHANGES.filter((change) => change.version > version).reverse();
}

/** A route's steps for one version: the answer down and the request up, composed once. */
export interface RouteRendering {
  answerDown?: (text: string) => string;
  requestUp?: (body: unknown) => unknown;
}

/** What each version does to a route, worked out once for its shapes. */
export function routeRenderings(shapes: RouteShapes): Map<ApiVersion, RouteRendering> {
  const byChange = new Map<VersionChange, RouteChange>(VERSION_CHANGES.map((c) => [c, c.route(shapes)]));
  const out = new Map<ApiVersion, RouteRendering>();
  for (const version of API_VERSIONS) {
    const steps = changesAfter(version).map((change) => byChange.get(change)!);
    const downs = steps.flatMap((s) => (s.answerDown ? [s.answerDown] : []));
    // A request goes up oldest change first, the reverse of the answer's way down.
    const ups = steps.flatMap((s) => (s.requestUp ? [s.requestUp] : [])).reverse();
    out.set(version, {
      answerDown: downs.length > 0 ? (text) => downs.reduce((t, step) => step(t), text) : undefined,
      requestUp: ups.length > 0 ? (body) => ups.reduce((b, step) => step(b), body) : undefined,
    });
  }
  return out;
}

/** The OpenAPI document of a version, from the newest one's. */
export function documentOf(newest: JsonSchema, version: ApiVersion): JsonSchema {
  return changesAfter(version).reduce((doc, change) => change.documentDown(doc), structuredClone(newest));
}

let eventRenderings: Map<ApiVersion, RouteRendering> | undefined;

/** What a version does to an event's JSON: its data's amounts, as for an answer. */
function eventDown(version: ApiVersion): ((text: string) => string) | undefined {
  eventRenderings ??= routeRenderings({ answers: [z.toJSONSchema(WebhookEvent, { io: "output" })] });
  return eventRenderings.get(version)?.answerDown;
}

/**
 * An event as a subscription of this version is sent it: its JSON text, written once. The event's id
 * never changes; a delivery kept from before amounts were strings is brought to today's shapes first.
 */
export function eventText(event: { data: unknown }, version: ApiVersion): string {
  const text = JSON.stringify({ ...event, data: bookingDataWithMoneyText(event.data) });
  return eventDown(version)?.(text) ?? text;
}

/** An event's data as a subscription or a feed of this version reads it. */
export function renderEventData(data: unknown, version: ApiVersion): unknown {
  const current = bookingDataWithMoneyText(data);
  const down = eventDown(version);
  return down ? JSON.parse(down(JSON.stringify(current))) : current;
}

/** When the operator deprecates a version and when it stops answering (YYYY-MM-DD). */
export interface VersionDates {
  deprecated_on?: string;
  sunset_on?: string;
}
export type VersionSchedule = Partial<Record<ApiVersion, VersionDates>>;

/** Each version as GET /api/v1/versions lists it, on the given day (YYYY-MM-DD, UTC). */
export function versionList(schedule: VersionSchedule, today: string): ApiVersionInfo[] {
  return API_VERSIONS.map((version) => {
    const dates = schedule[version] ?? {};
    const sunset = dates.sunset_on !== undefined && today >= dates.sunset_on;
    const deprecated = dates.deprecated_on !== undefined && today >= dates.deprecated_on;
    const change = VERSION_CHANGES.find((c) => c.version === version);
    return {
      version,
      released_on: RELEASED_ON[version],
      status:
        version === NEWEST_API_VERSION
          ? "current"
          : sunset
            ? "sunset"
            : deprecated
              ? "deprecated"
              : "supported",
      sunset_on: dates.sunset_on ?? null,
      changes: [change ? change.summary : FIRST_VERSION_SUMMARY],
    };
  });
}
