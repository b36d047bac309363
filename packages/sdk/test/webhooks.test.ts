import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { verifyWebhook, WebhookVerificationError } from "../src/index.js";

describe("verifyWebhook", () => {
  const secret = `whsec_${Buffer.from("0123456789abcdef0123456789abcdef").toString("base64")}`;
  const payload = JSON.stringify({
    type: "booking.created",
    timestamp: "2027-01-01T00:00:00Z",
    data: { id: "bkg_1" },
  });
  const signed = (body: string, key = secret) => {
    const at = new Date();
    return {
      "webhook-id": "evt_1",
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": new Webhook(key).sign("evt_1", at, body),
    };
  };

  it("answers the event for a good signature, from fetch Headers or Node's headers", () => {
    const headers = signed(payload);
    expect(verifyWebhook(payload, new Headers(headers), secret)).toEqual(JSON.parse(payload));
    expect(verifyWebhook(new TextEncoder().encode(payload), headers, secret).type).toBe("booking.created");
  });

  it("throws on a changed body, another secret's signature or a missing header", () => {
    const headers = signed(payload);
    expect(() => verifyWebhook(payload.replace("bkg_1", "bkg_2"), headers, secret)).toThrow(
      WebhookVerificationError,
    );
    const other = `whsec_${Buffer.from("another secret of thirty-two b..").toString("base64")}`;
    expect(() => verifyWebhook(payload, signed(payload, other), secret)).toThrow(WebhookVerificationError);
    const { "webhook-signature": _, ...unsigned } = headers;
    expect(() => verifyWebhook(payload, unsigned, secret)).toThrow(WebhookVerificationError);
  });
});
