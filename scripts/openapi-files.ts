import { type ApiVersion, NEWEST_API_VERSION } from "@reservations/contracts";

/** Where each version's committed OpenAPI document lives, relative to the repository's root. */
export const openApiFile = (version: ApiVersion) =>
  version === NEWEST_API_VERSION ? "packages/sdk/openapi.json" : `packages/sdk/openapi.${version}.json`;
