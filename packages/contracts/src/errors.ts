import { z } from "zod";
import { ERROR_CODES, type ErrorCode, type ErrorExtra } from "./error-codes.js";

/** The coded error shape: `{message, error_code, …extra}`. */
export const CodedErrorBody = z
  .object({ message: z.string(), error_code: z.string() })
  .catchall(z.unknown())
  .meta({ id: "CodedError" });
export type CodedErrorBody = z.infer<typeof CodedErrorBody>;

const codedBodies = new Map<ErrorCode, z.ZodObject>();

/**
 * The coded shape for one code: `{message, error_code: code, …its extra fields}`, open to fields
 * added later. Registered under the code's own name, so the OpenAPI document shows each code once.
 */
export function codedErrorBody(code: ErrorCode): z.ZodObject {
  let body = codedBodies.get(code);
  if (!body) {
    const { status, message, extra } = ERROR_CODES[code];
    body = z
      .object({
        message: z.string().describe("Human prose; may change: never branch on it."),
        error_code: z.enum([code]),
        ...extra,
      })
      .loose()
      .meta({ id: code, description: `${status}: ${message}` });
    codedBodies.set(code, body);
  }
  return body;
}

/** The field error shape: 422 `{message, errors: {field: [text]}}`, no error_code. */
export const FieldErrorBody = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) })
  .meta({ id: "FieldError" });
export type FieldErrorBody = z.infer<typeof FieldErrorBody>;

/** The request-rate refusal (429): no error_code. */
export const RateLimitedBody = z.object({ message: z.string() }).meta({ id: "RateLimited" });

/** The typed error services throw; the gateway turns it into the coded shape in one place. */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly status: number;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    code: C,
    options: {
      message?: string;
      extra?: ErrorExtra<C>;
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? ERROR_CODES[code].message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.extra = (options.extra ?? {}) as Record<string, unknown>;
    this.headers = options.headers ?? {};
  }

  toBody(): CodedErrorBody {
    return { message: this.message, error_code: this.code, ...this.extra };
  }
}

/** A field validation failure (the field error shape). */
export class FieldValidationError extends Error {
  readonly status = 422;
  readonly errors: Record<string, string[]>;

  constructor(errors: Record<string, string[]>, message = "The request is not valid.") {
    super(message);
    this.name = "FieldValidationError";
    this.errors = errors;
  }

  static single(field: string, text: string): FieldValidationError {
    return new FieldValidationError({ [field]: [text] });
  }

  toBody(): FieldErrorBody {
    return { message: this.message, errors: this.errors };
  }
}

/** Turns zod issues into the `errors` object of the field error shape. */
export function issuesToFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix?: string,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    const field = [prefix, path].filter(Boolean).join(".") || prefix || "body";
    errors[field] ??= [];
    errors[field].push(issue.message);
  }
  return errors;
}
