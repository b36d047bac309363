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
    const { body } = await readBody(res);
    return { status: res.status, headers: res.headers, body };
  };
}

/** An answer's body: parsed JSON, the raw text when it is not JSON, or null when empty; and the text. */
export async function readBody(res: Response): Promise<{ body: unknown; text: string }> {
  const text = await res.text();
  if (!text) return { body: null, text };
  try {
    return { body: JSON.parse(text), text };
  } catch {
    return { body: text, text };
  }
}
export type Call = ReturnType<typeof httpClient>;
