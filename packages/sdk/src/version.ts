// Generated, so exempt from the 300-line rule, by `pnpm sdk:generate` from the version in packages/sdk/package.json and packages/sdk/openapi.json's info.version.
// Do not edit by hand: `pnpm sdk:check` (CI) fails when this file differs from a fresh generation.

export const VERSION = "0.1.0";

/** The API version the SDK's types describe: it sends it as Api-Version on every call. */
export const API_VERSION = "2026-12-15";
