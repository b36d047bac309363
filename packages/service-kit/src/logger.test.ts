import { describe, expect, it } from "vitest";
import { REDACTED, redact, scrubText } from "./logger.js";

describe("log redaction", () => {
  it.each([
    ["Authorization: Bearer rk_sandbox_abc123XYZ", "rk_sandbox_abc123XYZ"],
    ["key rk_live_Q2x9", "rk_live_Q2x9"],
    ["secret whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"],
    ["guest ana.perez@example.com booked", "ana.perez@example.com"],
    ["token mt_abcdef0123", "mt_abcdef0123"],
    ["invited with inv_Zk3q9LmN0p", "inv_Zk3q9LmN0p"],
    ["cookie: rsv_session=Qw3rTy-uIoP_asdf; Path=/", "Qw3rTy-uIoP_asdf"],
    ["cookie: __Host-rsv_session=Zx8cVb-nM_qwer; Path=/", "Zx8cVb-nM_qwer"],
  ])("scrubs %s", (text, secret) => {
    expect(scrubText(text)).not.toContain(secret);
  });

  it("replaces secret and personal fields at any depth", () => {
    const out = redact({
      headers: { authorization: "Bearer x", "X-Api-Key": "rk_sandbox_1" },
      body: { guest: { first_name: "Ana", email: "a@b.co" }, items: [{ secret: "s" }], unit_id: "u1" },
      // biome-ignore lint/suspicious/noExplicitAny: reading back a nested log object
    }) as Record<string, any>;
    expect(out.headers.authorization).toBe(REDACTED);
    expect(out.headers["X-Api-Key"]).toBe(REDACTED);
    expect(out.body.guest).toBe(REDACTED);
    expect(out.body.items[0].secret).toBe(REDACTED);
    expect(out.body.unit_id).toBe("u1");
  });

  it("never shows a password, an invitation, a session or its CSRF token", () => {
    const out = redact({
      body: { email: "o@hotel.test", password: "correct horse battery", invite_token: "inv_x" },
      headers: { cookie: "rsv_session=abc", "x-csrf-token": "csrf" },
      cookies: { "__Host-rsv_session": "def" },
      answer: { csrf_token: "csrf", owner_invite_token: "inv_y" },
      // biome-ignore lint/suspicious/noExplicitAny: reading back a nested log object
    }) as Record<string, any>;
    expect(JSON.stringify(out)).not.toMatch(/correct horse|inv_x|inv_y|abc|def|csrf"|o@hotel/);
    expect(out.body.password).toBe(REDACTED);
  });
});
