import { createHash } from "node:crypto";
import type { Caller, ServiceName } from "@reservations/contracts";
import type { z } from "zod";
import { ConfigSettings } from "./config-settings.js";
import { REDIS_URL_VARIABLES } from "./redis-keys.js";

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

type Secret = "PLATFORM_ADMIN_TOKEN" | "CURSOR_SECRET" | "WEBHOOK_SECRET_KEYS";

/**
 * The secrets each process uses, which production requires of it and of no other: the operator's
 * token is checked by the gateway, cursors are made and read by the services that page lists, and
 * webhook secrets are sealed and opened by the webhooks service.
 */
export const PROCESS_SECRETS = {
  gateway: ["PLATFORM_ADMIN_TOKEN"],
  keys: ["CURSOR_SECRET"],
  inventory: ["CURSOR_SECRET"],
  booking: ["CURSOR_SECRET"],
  webhooks: ["CURSOR_SECRET", "WEBHOOK_SECRET_KEYS"],
} as const satisfies Record<Caller, readonly Secret[]>;

/** A process that loads the configuration: one of the mesh (which connects to NATS), or the database setup. */
export type ProcessName = Caller | "db-setup";

const ALL_SECRETS: readonly Secret[] = ["PLATFORM_ADMIN_TOKEN", "CURSOR_SECRET", "WEBHOOK_SECRET_KEYS"];

/**
 * The settings a process reads from the environment, with the rules production adds for it: the
 * secrets it uses, and NATS credentials for a process of the mesh. Without a process, the rules of
 * every process at once.
 */
export const configFor = (who?: ProcessName) =>
  ConfigSettings.superRefine((c, ctx) => {
    if (c.APP_ENV !== "production") return;
    const secrets: readonly Secret[] =
      who === undefined ? ALL_SECRETS : who === "db-setup" ? [] : PROCESS_SECRETS[who];
    productionSecrets(c, ctx, secrets);
    if (who !== "db-setup") natsCredentials(c, ctx);
    productionRules(c, ctx);
  }).transform((c) => ({
    ...c,
    // Sandbox only: a documented key, so a development mesh needs no setup.
    WEBHOOK_SECRET_KEYS: c.WEBHOOK_SECRET_KEYS ?? [
      { id: "sandbox", key: createHash("sha256").update("sandbox-webhook-secret-key").digest() },
    ],
  }));

type Settings = z.infer<typeof ConfigSettings>;
type Issues = z.RefinementCtx<Settings>;

/** A secret that is missing, short, or one of this project's examples is no secret in production. */
function productionSecrets(c: Settings, ctx: Issues, secrets: readonly Secret[]): void {
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
  if (secrets.includes("PLATFORM_ADMIN_TOKEN")) strong("PLATFORM_ADMIN_TOKEN", c.PLATFORM_ADMIN_TOKEN);
  if (secrets.includes("CURSOR_SECRET")) {
    strong(
      "CURSOR_SECRET",
      c.CURSOR_SECRET === "sandbox-cursor-secret-change-me" ? undefined : c.CURSOR_SECRET,
    );
  }
  if (secrets.includes("WEBHOOK_SECRET_KEYS") && !c.WEBHOOK_SECRET_KEYS) {
    ctx.addIssue({
      code: "custom",
      path: ["WEBHOOK_SECRET_KEYS"],
      message: "is required when APP_ENV=production",
    });
  }
}

/** What a NATS password must look like in production: the server's configuration parses it as a word. */
const NATS_PASSWORD_SHAPE = /^[A-Za-z][A-Za-z0-9]{23,}$/;

/** A process of the mesh proves who it is to NATS: a user and password, an NKey, or a credentials file. */
function natsCredentials(c: Settings, ctx: Issues): void {
  if (c.NATS_NKEY_SEED || c.NATS_CREDS) return;
  if (!c.NATS_USER) {
    ctx.addIssue({
      code: "custom",
      path: ["NATS_USER"],
      message:
        "is required when APP_ENV=production, with NATS_PASSWORD (or set NATS_NKEY_SEED or NATS_CREDS instead)",
    });
  }
  if (!c.NATS_PASSWORD) {
    ctx.addIssue({
      code: "custom",
      path: ["NATS_PASSWORD"],
      message: "is required when APP_ENV=production (or set NATS_NKEY_SEED or NATS_CREDS instead)",
    });
  } else if (DOCUMENTED_SECRETS.includes(c.NATS_PASSWORD) || /change-?me/i.test(c.NATS_PASSWORD)) {
    ctx.addIssue({
      code: "custom",
      path: ["NATS_PASSWORD"],
      message: "is a documented example; set a secret of your own",
    });
  } else if (!NATS_PASSWORD_SHAPE.test(c.NATS_PASSWORD)) {
    ctx.addIssue({
      code: "custom",
      path: ["NATS_PASSWORD"],
      message:
        "must be 24 or more letters and digits, the first a letter (the NATS server reads it into its configuration, which would read anything else as a number or stop): p$(openssl rand -hex 24)",
    });
  }
}

/** What production refuses of every process: example database and Redis passwords, and the settings for tests. */
function productionRules(c: Settings, ctx: Issues): void {
  for (const name of [
    "DATABASE_ADMIN_URL",
    ...Object.values(SERVICE_DATABASE_VARIABLES),
    "REDIS_URL",
    "REDIS_ADMIN_URL",
    ...Object.values(REDIS_URL_VARIABLES),
  ] as const) {
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
}

/** The settings every process reads from the environment, with the production rules of every process. */
export const BaseConfig = configFor();
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

/**
 * Parses the environment once; a bad value stops the process with a readable message. `process`
 * narrows production's rules to what that process uses.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, who?: ProcessName): BaseConfig {
  const parsed = configFor(who).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
