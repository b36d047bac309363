import { readBody } from "../../test/support/http.js";

/** One HTTP answer; the body is parsed JSON, the raw text when it is not JSON, or null. */
export interface JsonAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the harness reads arbitrary JSON answers
  body: any;
  text: string;
}

export interface CallOptions {
  /** Bearer credential: an API key, a merchant token or the operator token. */
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function callJson(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<JsonAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, ...(await readBody(res)) };
}

export class UnexpectedAnswer extends Error {}

/** Throws with the status and body when the answer is not the expected status. */
export function expectStatus(what: string, answer: JsonAnswer, status: number): void {
  if (answer.status !== status) {
    throw new UnexpectedAnswer(
      `${what}: expected ${status}, got ${answer.status} ${answer.text.slice(0, 300) || "(empty body)"}`,
    );
  }
}

/** Polls GET /health until it answers status ok; fails with the last answer after the deadline. */
export async function waitForHealth(baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  for (;;) {
    try {
      const answer = await callJson(baseUrl, "GET", "/health");
      if (answer.status === 200 && answer.body?.status === "ok") return;
      last = `${answer.status} ${answer.text.slice(0, 300)}`;
    } catch (err) {
      last = (err as Error).message;
    }
    if (Date.now() > deadline) {
      throw new Error(`GET /health did not say status ok within ${timeoutMs} ms; last answer: ${last}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
