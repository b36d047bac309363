// Generated, so exempt from the 300-line rule, by `pnpm sdk:generate` from the version in packages/sdk/package.json.
// Do not edit by hand: `pnpm sdk:check` (CI) fails when this file differs from a fresh generation.

export const VERSION = "0.1.0";
