import { createHash } from "node:crypto";
import type { ServiceName } from "@reservations/contracts";
import type { z } from "zod";
import { ConfigSettings } from "./config-settings.js";

/** Values this project's own files show as examples: never good enough for production. */
export const DOCUMENTED_SECRETS = [
  "sandbox-cursor-secret-change-me",
  "sandbox-admin-token-change-me",
  "sandbox-webhook-secret-key",
];

/** The variable that gives each service its own database URL. */
export const SERVICE_DATABASE_VARIABLES = {
  keys: "KEYS_DATABASE_URL",
  inventory: "INVENTORY_DATABASE_URL",
  booking: "BOOKING_DATABASE_URL",
  webhooks: "WEBHOOKS_DATABASE_URL",
} as const satisfies Record<ServiceName, string>;

/** The settings every process reads from the environment, with the rules production adds. */
export const BaseConfig = ConfigSettings.superRefine((c, ctx) => {
  if (c.APP_ENV !== "production") return;
  // A secret that is missing, short, or one of this project's examples is no secret in production.
  const strong = (name: "PLATFORM_ADMIN_TOKEN" | "CURSOR_SECRET", value: string | undefined) => {
    if (!value)
      ctx.addIssue({ code: "custom", path: [name], message: "is required when APP_ENV=production" });
    else if (value.length < 32)
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: "must be at least 32 characters in production",
      });
    else if (DOCUMENTED_SECRETS.some((d) => value.includes(d)) || /change-?me/i.test(value))
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: "is a documented example; set a secret of your own",
      });
  };
  strong("PLATFORM_ADMIN_TOKEN", c.PLATFORM_ADMIN_TOKEN);
  strong(
    "CURSOR_SECRET",
    c.CURSOR_SECRET === "sandbox-cursor-secret-change-me" ? undefined : c.CURSOR_SECRET,
  );
  if (!c.WEBHOOK_SECRET_KEYS) {
    ctx.addIssue({
      code: "custom",
      path: ["WEBHOOK_SECRET_KEYS"],
      message: "is required when APP_ENV=production",
    });
  }
  for (const name of ["DATABASE_ADMIN_URL", ...Object.values(SERVICE_DATABASE_VARIABLES)] as const) {
    const password = passwordOf(c[name]);
    if (password && (DOCUMENTED_SECRETS.includes(password) || /change-?me/i.test(password)))
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: "has a documented example password; set one of your own",
      });
  }
  // Only a value that turns it on is refused: `false` or `0` left in a production environment is harmless.
  if (c.WEBHOOK_ALLOW_PRIVATE_URLS) {
    ctx.addIssue({
      code: "custom",
      path: ["WEBHOOK_ALLOW_PRIVATE_URLS"],
      message:
        "lets webhooks reach private addresses: for development and tests, never allowed in production",
    });
  }
  if (c.TEST_FAULTS) {
    ctx.addIssue({
      code: "custom",
      path: ["TEST_FAULTS"],
      message: "is for tests and never allowed in production",
    });
  }
}).transform((c) => ({
  ...c,
  // Sandbox only: a documented key, so a development mesh needs no setup.
  WEBHOOK_SECRET_KEYS: c.WEBHOOK_SECRET_KEYS ?? [
    { id: "sandbox", key: createHash("sha256").update("sandbox-webhook-secret-key").digest() },
  ],
}));
export type BaseConfig = z.infer<typeof BaseConfig>;

/**
 * Where a service connects: its own URL (its role, and its database when it has one of its own),
 * else DATABASE_URL, as one role for every service. The URL is never guessed here: whoever starts
 * the services with roles (pnpm start, the database setup step, compose) sets it.
 */
export function serviceDatabaseUrl(config: BaseConfig, service: ServiceName): string {
  return config[SERVICE_DATABASE_VARIABLES[service]] ?? config.DATABASE_URL;
}

function passwordOf(url: string | undefined): string {
  if (!url) return "";
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return "";
  }
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops the process with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): BaseConfig {
  const parsed = BaseConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
