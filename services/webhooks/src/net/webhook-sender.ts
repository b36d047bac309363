import { webhookEvent } from "@reservations/contracts";
import { type Logger, newId } from "@reservations/service-kit";
import { Webhook } from "standardwebhooks";
import type { Dispatcher } from "undici";
import { parseRetryAfter } from "../domain/retry.js";
import type { SecretBox } from "../domain/secret-box.js";
import { checkUrlSyntax } from "../domain/url-safety.js";
import type { SubscriptionRow } from "../store/subscriptions.js";
import { createSafeDispatcher, isForbiddenAddressError } from "./safe-dispatcher.js";
import type { WebhookResolver } from "./webhook-resolver.js";

/** How long a delivery waits for the receiver: to accept the connection, then to answer. */
export interface SendTimeouts {
  connectMs: number;
  answerMs: number;
}

/** The test call answers within the caller's request: shorter than the gateway's wait for the service. */
export const TEST_TIMEOUT_MS = 4_000;

export interface SendResult {
  delivered: boolean;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  retry_after: number | null;
}

const unsent = (error: string): SendResult => ({
  delivered: false,
  status_code: null,
  duration_ms: 0,
  error,
  retry_after: null,
});

const since = (started: number) => Math.round((performance.now() - started) * 100) / 100;

/** undici's timeout errors, said in the receiver's terms (its own text names the address it tried). */
function timeoutError(err: unknown, timeouts: SendTimeouts): string | undefined {
  const seconds = (ms: number) => `${ms / 1000} s`;
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: string }).code;
    if (code === "UND_ERR_CONNECT_TIMEOUT")
      return `timeout: the receiver did not accept the connection within ${seconds(timeouts.connectMs)}`;
    if (code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT")
      return `timeout: the receiver did not answer within ${seconds(timeouts.answerMs)}`;
    if (e.name === "TimeoutError") return "timeout: the receiver did not answer in time";
  }
  return undefined;
}

/**
 * The secrets a message is signed with: the current one, and the previous one for 24 h after a
 * rotation, opened only for this. A secret without a key id is one still in clear, stored before
 * secrets were sealed (or by an older copy during an upgrade); the next start seals it.
 */
function secretsOf(sub: SubscriptionRow, box: SecretBox): string[] {
  const open = (text: string, keyId: string | null) =>
    keyId === null ? text : box.open({ key_id: keyId, sealed: text }, sub.id);
  const keep =
    sub.previous_secret && sub.previous_secret_until && sub.previous_secret_until.getTime() > Date.now();
  const current = open(sub.secret, sub.secret_key_id);
  return keep ? [current, open(sub.previous_secret!, sub.previous_secret_key_id)] : [current];
}

/** Signs messages per Standard Webhooks and POSTs them through the guarded dispatcher (safe-dispatcher.ts). */
export class WebhookSender {
  private readonly dispatcher: Dispatcher;

  constructor(
    private readonly secrets: SecretBox,
    resolver: WebhookResolver,
    private readonly allowPrivate: boolean,
    private readonly log: Logger,
    private readonly timeouts: SendTimeouts,
  ) {
    this.dispatcher = createSafeDispatcher({
      allowPrivate,
      connectTimeoutMs: timeouts.connectMs,
      answerTimeoutMs: timeouts.answerMs,
      resolver,
    });
  }

  /**
   * POSTs one signed message; the url is checked again at every delivery (DNS can change). The
   * whole attempt is also bounded by `timeoutMs`: by default connect and answer together, and a
   * second for undici's timers, which tick in whole seconds, to end it first with their own reason.
   */
  async send(
    sub: SubscriptionRow,
    msgId: string,
    body: string,
    timeoutMs = this.timeouts.connectMs + this.timeouts.answerMs + 1000,
  ): Promise<SendResult> {
    const started = performance.now();
    // Scheme and literal addresses are checked here; names by the dispatcher at connect time.
    const checked = checkUrlSyntax(sub.url, { allowPrivate: this.allowPrivate });
    if (!checked.ok) return unsent(`url refused: ${checked.reason}`);
    const timestamp = new Date();
    let signatures: string[];
    try {
      signatures = secretsOf(sub, this.secrets).map((s) => new Webhook(s).sign(msgId, timestamp, body));
    } catch (err) {
      // A secret sealed by a key no longer listed, or altered: nothing is sent unsigned.
      this.log.error({ subscription_id: sub.id, err: (err as Error).message }, "delivery not signed");
      return unsent("the message could not be signed");
    }
    try {
      // undici's request, not fetch: no redirect is followed, and no WHATWG streams per delivery.
      const res = await this.dispatcher.request({
        origin: checked.url.origin,
        path: `${checked.url.pathname}${checked.url.search}`,
        method: "POST",
        body,
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          "content-type": "application/json",
          "user-agent": "reservations-webhooks/1",
          "webhook-id": msgId,
          "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
          "webhook-signature": signatures.join(" "),
        },
      });
      await res.body.dump().catch(() => {});
      const status = res.statusCode;
      const ok = status >= 200 && status < 300;
      const retryAfter = res.headers["retry-after"];
      return {
        delivered: ok,
        status_code: status,
        duration_ms: since(started),
        error: ok ? null : `receiver answered ${status}`,
        retry_after: parseRetryAfter((Array.isArray(retryAfter) ? retryAfter[0] : retryAfter) ?? null),
      };
    } catch (err) {
      const cause = (err as { cause?: Error }).cause;
      // Never tell a subscriber which internal address its host resolved to.
      const error = isForbiddenAddressError(err)
        ? "the url resolves to an address that is not allowed"
        : (timeoutError(err, this.timeouts) ?? (cause?.message ?? (err as Error).message).slice(0, 500));
      return { ...unsent(error), duration_ms: since(started) };
    }
  }

  /** A signed test event sent right away; answers what the receiver said. */
  async sendTest(sub: SubscriptionRow) {
    const eventId = newId("evt");
    const body = JSON.stringify(
      webhookEvent(
        "webhook.test",
        { subscription_id: sub.id, message: "This is a test event." },
        new Date().toISOString(),
      ),
    );
    const result = await this.send(sub, eventId, body, TEST_TIMEOUT_MS);
    return {
      delivered: result.delivered,
      status_code: result.status_code,
      duration_ms: result.duration_ms,
      error: result.error,
      event_id: eventId,
    };
  }
}
