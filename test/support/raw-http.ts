import { Agent, type IncomingHttpHeaders, request } from "node:http";
import { connect } from "node:net";
import { ERROR_CODES } from "@reservations/contracts";

// A raw HTTP client for hostile input (no header or path checks of its own), and the check of
// the API's answer shapes.

/** One request as it goes on the wire. Header values may be arrays (the header is sent twice). */
export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[]>;
  body?: string | Buffer;
}

export interface RawResult {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  ms: number;
  /** Transport failure: no answer, reset, or no answer within the time limit (a hang). */
  error?: string;
}

/**
 * A raw HTTP/1.1 client on node:http: it sends what it is given, byte for byte, where `fetch`
 * would refuse or rewrite (duplicated headers, high bytes in headers and paths).
 */
export function rawClient(baseUrl: string, timeoutMs = 10_000) {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const once = (req: RawRequest): Promise<RawResult & { reused: boolean }> =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      let settled = false;
      let reused = false;
      const done = (r: Omit<RawResult, "ms">) => {
        if (settled) return;
        settled = true;
        resolve({ ...r, ms: Math.round(performance.now() - started), reused });
      };
      let r: ReturnType<typeof request>;
      try {
        r = request(
          {
            host: url.hostname,
            port: url.port,
            method: req.method,
            path: req.path,
            headers: req.headers,
            agent,
            timeout: timeoutMs,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () =>
              done({
                status: res.statusCode ?? 0,
                headers: res.headers,
                text: Buffer.concat(chunks).toString(),
              }),
            );
            res.on("error", (err) =>
              done({ status: res.statusCode ?? 0, headers: res.headers, text: "", error: err.message }),
            );
          },
        );
      } catch (err) {
        // The client itself refused the request: a bug of the test, not an answer of the product.
        reject(
          new Error(`node:http refused ${req.method} ${req.path.slice(0, 200)}: ${(err as Error).message}`),
        );
        return;
      }
      r.on("socket", () => {
        reused = r.reusedSocket;
      });
      r.on("timeout", () => r.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      r.on("error", (err) => done({ status: 0, headers: {}, text: "", error: err.message }));
      r.end(req.body);
    });
  const send = async (req: RawRequest): Promise<RawResult> => {
    const first = await once(req);
    // A kept-alive socket the server closed meanwhile: Node's documented advice is to retry once.
    const { reused, ...result } = first.error && first.status === 0 && first.reused ? await once(req) : first;
    return result;
  };
  return { send, close: () => agent.destroy() };
}

/**
 * Writes raw bytes on a fresh connection and reads the first answer, for requests no client would
 * frame (conflicting lengths, broken chunks, oversize headers). A request without a complete answer
 * within the time limit is a hang.
 */
export function rawExchange(baseUrl: string, bytes: string | Buffer, timeoutMs = 5000): Promise<RawResult> {
  const url = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve) => {
    let buf = Buffer.alloc(0);
    let settled = false;
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const ms = Math.round(performance.now() - started);
      const text = buf.toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      if (!m || end < 0)
        return resolve({ status: 0, headers: {}, text, ms, error: error ?? "no HTTP answer" });
      const headers: IncomingHttpHeaders = {};
      for (const line of text.slice(0, end).split("\r\n").slice(1)) {
        const i = line.indexOf(":");
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      const length = Number(headers["content-length"] ?? 0);
      const body = buf.subarray(Buffer.byteLength(text.slice(0, end + 4), "latin1"));
      resolve({ status: Number(m[1]), headers, text: body.subarray(0, length).toString("utf8"), ms });
    };
    const socket = connect(Number(url.port), url.hostname, () => socket.write(bytes));
    const timer = setTimeout(() => finish(`no answer within ${timeoutMs} ms`), timeoutMs);
    socket.on("data", (d: Buffer) => {
      buf = Buffer.concat([buf, d]);
      const text = buf.toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, end));
      if (
        end >= 0 &&
        length &&
        buf.length >= Buffer.byteLength(text.slice(0, end + 4), "latin1") + Number(length[1])
      )
        finish();
    });
    socket.on("close", () => finish());
    socket.on("error", (err) => finish(err.message));
  });
}

/** What one connection saw: its first answer (if any), when it came and when the server closed the socket. */
export interface ConnectionSeen {
  answer?: RawResult;
  /** From the connection's start; undefined when no answer came. */
  answeredMs?: number;
  /** From the connection's start; undefined when the socket was still open at the time limit. */
  closedMs?: number;
}

/**
 * Opens a connection, writes `first`, then `next()` every `everyMs` until the server answers or
 * closes (a slow client: headers or a body that trickle in), and watches the socket until the server
 * closes it or `timeoutMs` passes. `next` returning undefined stops the writes (an idle client).
 */
export function slowClient(
  baseUrl: string,
  options: {
    first: string;
    next?: () => string | undefined;
    everyMs?: number;
    timeoutMs: number;
    /** Hang up once answered, instead of watching for the server's close. */
    leaveOnAnswer?: boolean;
  },
): Promise<ConnectionSeen> {
  const url = new URL(baseUrl);
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const seen: ConnectionSeen = {};
    let buf = Buffer.alloc(0);
    const socket = connect(Number(url.port), url.hostname, () => socket.write(options.first));
    const drip = setInterval(() => {
      const more = options.next?.();
      if (more === undefined) clearInterval(drip);
      else if (socket.writable && seen.answer === undefined) socket.write(more);
    }, options.everyMs ?? 1000);
    const finish = () => {
      clearInterval(drip);
      clearTimeout(timer);
      socket.destroy();
      resolve(seen);
    };
    const timer = setTimeout(finish, options.timeoutMs);
    socket.on("data", (d: Buffer) => {
      buf = Buffer.concat([buf, d]);
      const answer = parseAnswer(buf, since());
      if (answer && seen.answer === undefined) {
        seen.answer = answer;
        seen.answeredMs = answer.ms;
        if (options.leaveOnAnswer) finish();
      }
    });
    socket.on("close", () => {
      seen.closedMs = since();
      seen.answer ??= parseAnswer(buf, since());
      finish();
    });
    socket.on("error", () => {});
  });
}

/** The first complete answer in `buf` (status line, headers, Content-Length body), or undefined. */
function parseAnswer(buf: Buffer, ms: number): RawResult | undefined {
  const text = buf.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  const m = /^HTTP\/1\.[01] (\d{3})/.exec(text);
  if (!m || end < 0) return undefined;
  const headers: IncomingHttpHeaders = {};
  for (const line of text.slice(0, end).split("\r\n").slice(1)) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  const length = Number(headers["content-length"] ?? 0);
  const body = buf.subarray(end + 4);
  if (body.length < length) return undefined;
  return { status: Number(m[1]), headers, text: body.subarray(0, length).toString("utf8"), ms };
}

const isStringArray = (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === "string");

/**
 * What is wrong with one answer, or null when it is one of the API's answer shapes: a success, a coded
 * error `{message, error_code, …}` whose status matches the code, a 422 field error
 * `{message, errors: {field: [strings]}}` without error_code, or a request-rate 429 `{message}`.
 * Every 404 names a kind (`…_NOT_FOUND`). Nothing is a 5xx or a hang.
 */
export function shapeProblem(method: string, res: RawResult): string | null {
  if (res.error) return `transport: ${res.error}`;
  if (res.status >= 500) return `status ${res.status}`;
  if (res.status < 200) return `status ${res.status}`;
  if (method === "HEAD") return null;
  if (res.status === 204) return res.text === "" ? null : "204 with a body";
  let body: unknown;
  try {
    body = JSON.parse(res.text);
  } catch {
    return `body is not JSON: ${JSON.stringify(res.text.slice(0, 200))}`;
  }
  if (!String(res.headers["content-type"] ?? "").startsWith("application/json"))
    return `content-type ${res.headers["content-type"]}`;
  if (res.status < 300) return body !== null && typeof body === "object" ? null : "2xx body is not an object";
  if (body === null || typeof body !== "object" || Array.isArray(body)) return "error body is not an object";
  const b = body as Record<string, unknown>;
  if (typeof b.message !== "string") return "error body without a string message";
  if ("error_code" in b) {
    if (typeof b.error_code !== "string") return "error_code is not a string";
    const known = (ERROR_CODES as Record<string, { status: number }>)[b.error_code];
    if (!known) return `unknown error_code ${b.error_code}`;
    if (known.status !== res.status)
      return `${b.error_code} answered ${res.status}, its table says ${known.status}`;
    if (res.status === 404 && !b.error_code.endsWith("_NOT_FOUND")) return `404 with ${b.error_code}`;
    return null;
  }
  if (res.status === 422) {
    const errors = b.errors;
    if (errors === null || typeof errors !== "object" || Array.isArray(errors))
      return "422 without errors object";
    if (!Object.values(errors).every(isStringArray)) return "422 errors values are not string arrays";
    return null;
  }
  if (res.status === 429) return null;
  return `${res.status} body in neither error shape`;
}
