import { trace } from "@opentelemetry/api";
import { type DestinationStream, type Logger, type LoggerOptions, pino } from "pino";

/** Field names whose values are secrets or personal data, wherever they sit in a log object. */
const REDACTED_KEYS = new Set([
  "authorization",
  "x-api-key",
  "cookie",
  "set-cookie",
  "secret",
  "secrets",
  "key_text",
  "api_key",
  "token",
  "merchant_token",
  "admin_token",
  "password",
  "new_password",
  "password_hash",
  "invite_token",
  "owner_invite_token",
  "csrf_token",
  "x-csrf-token",
  "rsv_session",
  // Matched lower-cased: the production cookie is `__Host-rsv_session`.
  "__host-rsv_session",
  "first_name",
  "last_name",
  "email",
  "phone",
  "guest",
  "holder",
  "occupant",
  "payer",
  "payers",
  "document",
]);

// Key texts, webhook secrets and bearer credentials that may slip into free text.
const SECRET_PATTERNS: [RegExp, string][] = [
  [/\brk_(?:sandbox|live)_[A-Za-z0-9]+/g, "rk_[REDACTED]"],
  [/\bwhsec_[A-Za-z0-9+/=]+/g, "whsec_[REDACTED]"],
  [/\bmt_[A-Za-z0-9]+/g, "mt_[REDACTED]"],
  [/\binv_[A-Za-z0-9]+/g, "inv_[REDACTED]"],
  [/(rsv_session=)[^;\s"',]+/g, "$1[REDACTED]"],
  [/(Bearer\s+)[^\s"',]+/gi, "$1[REDACTED]"],
  [/[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/gi, "[REDACTED_EMAIL]"],
];

export const REDACTED = "[REDACTED]";

export function scrubText(text: string): string {
  let out = text;
  for (const [re, replacement] of SECRET_PATTERNS) out = out.replace(re, replacement);
  return out;
}

/** Deep copy of a log object with secret and personal fields replaced. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8) return "[Truncated]";
  if (typeof value === "string") return scrubText(value);
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value instanceof Error) {
    return { type: value.name, message: scrubText(value.message), stack: scrubText(value.stack ?? "") };
  }
  if (value && typeof value === "object") {
    // Class instances (requests, replies) are left to pino's serializers.
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = REDACTED_KEYS.has(k.toLowerCase()) ? REDACTED : redact(v, depth + 1);
    }
    return out;
  }
  return value;
}

export interface LoggerSettings {
  name: string;
  level?: string;
  pretty?: boolean;
  destination?: NodeJS.WritableStream;
}

/** pino with redaction of secrets and personal data applied to every line. */
export function createLogger(settings: LoggerSettings): Logger {
  const options: LoggerOptions = {
    name: settings.name,
    level: settings.level ?? "info",
    formatters: { log: (obj) => redact(obj) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((a) => (typeof a === "string" ? scrubText(a) : a));
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Every line written inside a traced call carries its trace id.
    mixin() {
      const span = trace.getActiveSpan();
      return span ? { trace_id: span.spanContext().traceId, span_id: span.spanContext().spanId } : {};
    },
    serializers: {
      // Query strings can carry personal data; the request line is scrubbed like free text.
      req: (req: { method?: string; url?: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: scrubText(req.url ?? ""),
        ip: req.ip,
      }),
    },
  };
  if (settings.destination) return pino(options, settings.destination as DestinationStream);
  if (settings.pretty) {
    return pino({
      ...options,
      transport: {
        target: "pino-pretty",
        options: { colorize: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" },
      },
    });
  }
  return pino(options);
}

export type { Logger };
