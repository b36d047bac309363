/** What a test sees of one HTTP answer; the body is parsed JSON (or null). */
export interface HttpResult {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  body: any;
}

export interface CallOptions {
  body?: unknown;
  /** Bearer credential: an API key, a merchant token or the operator token. */
  token?: string;
  property?: string;
  headers?: Record<string, string>;
}

/** A tiny JSON client bound to one base URL. */
export function httpClient(baseUrl: string) {
  return async function call(method: string, path: string, options: CallOptions = {}): Promise<HttpResult> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers["content-type"] ??= "application/json";
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.property !== undefined) headers["x-property"] = options.property;
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : typeof options.body === "string"
            ? options.body
            : JSON.stringify(options.body),
    });
    const text = await res.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return { status: res.status, headers: res.headers, body };
  };
}
export type Call = ReturnType<typeof httpClient>;
