import { z } from "zod";

// The API's versions, oldest first. A version is a date; each later one names the changes that
// take an answer from the one before it to its own shape (versions/changes.ts applies them).

export const API_VERSIONS = ["2026-11-21", "2026-12-15"] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];

/** The API as first published: what a key, a subscription and a merchant call answer in unless they ask for another. */
export const DEFAULT_API_VERSION: ApiVersion = "2026-11-21";
/** The shapes the services speak, and the one the SDK and the console are generated for. */
export const NEWEST_API_VERSION: ApiVersion = API_VERSIONS[API_VERSIONS.length - 1]!;

export const ApiVersionName = z
  .enum(API_VERSIONS)
  .describe("An API version: the date whose shapes the answers take (GET /api/v1/versions lists them).")
  .meta({ example: "2026-12-15" });

export const VERSION_STATUSES = ["current", "supported", "deprecated", "sunset"] as const;

export const ApiVersionInfo = z
  .object({
    version: z.enum(API_VERSIONS),
    released_on: z.string(),
    status: z
      .enum(VERSION_STATUSES)
      .describe(
        "current: the newest; supported: older, still answered; deprecated: answered, with Deprecation and Sunset headers; sunset: answers 410 API_VERSION_SUNSET.",
      ),
    sunset_on: z.string().nullable().describe("The day from which the version answers 410; null: none set."),
    changes: z.array(z.string()).describe("What this version changes from the one before it."),
  })
  .meta({ id: "ApiVersion" });
export type ApiVersionInfo = z.infer<typeof ApiVersionInfo>;

export const ApiVersionList = z.object({ data: z.array(ApiVersionInfo) }).meta({ id: "ApiVersionList" });
