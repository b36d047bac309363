import type { CallOptions } from "./transport.js";

/**
 * The options of a conditional read: the call's options, and the ETag of the copy you hold
 * (undefined when you hold none yet), sent as If-None-Match.
 */
export interface ConditionalOptions extends CallOptions {
  etag: string | undefined;
}

/**
 * A conditional read's answer, with its ETag to send next time: the answer and its new tag, or, when
 * the copy you hold is current (304), only that it is.
 */
export type Conditional<T> =
  | { notModified: false; etag: string; data: T }
  | { notModified: true; etag: string };

/** Whether a call's options ask for a conditional read: an `etag` key, even undefined (no copy yet). */
export const isConditional = (options: CallOptions | undefined): options is ConditionalOptions =>
  options !== undefined && "etag" in options;
