import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { newSigningSecret } from "./signing-secret.js";

describe("signing secrets", () => {
  it("are whsec_ and base64 of 24 bytes, each one new", () => {
    const secrets = Array.from({ length: 50 }, newSigningSecret);
    for (const s of secrets) {
      expect(s).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      expect(Buffer.from(s.slice("whsec_".length), "base64")).toHaveLength(24);
    }
    expect(new Set(secrets).size).toBe(secrets.length);
  });

  it("sign what a Standard Webhooks receiver verifies with the same secret", () => {
    const secret = newSigningSecret();
    const body = JSON.stringify({ type: "webhook.test", timestamp: new Date().toISOString(), data: {} });
    const at = new Date();
    const signature = new Webhook(secret).sign("evt_1", at, body);
    const headers = {
      "webhook-id": "evt_1",
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": signature,
    };
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newSigningSecret()).verify(body, headers)).toThrow();
  });
});
