import type { Schemas } from "../api/client.js";

export type ApiVersion = Schemas["ApiKey"]["api_version"];

/** Every version the API answers in: a Record, so a version the SDK gains fails the type check until listed. */
const VERSIONS: Record<ApiVersion, true> = { "2026-11-21": true, "2026-12-15": true };

/** Oldest first, as dates sort. */
export const API_VERSIONS = (Object.keys(VERSIONS) as ApiVersion[]).sort();

/** What the console issues keys in unless the hotel chooses another; the API's own default stays the oldest. */
export const NEWEST_API_VERSION = API_VERSIONS[API_VERSIONS.length - 1]!;

/** The form's value as a version, or undefined when it names none the console knows. */
export const versionOf = (value: string | undefined): ApiVersion | undefined =>
  API_VERSIONS.find((v) => v === value);
