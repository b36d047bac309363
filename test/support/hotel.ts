import { expect } from "vitest";
import type { Call } from "./http.js";

/** Scripts a hotel through the operator and merchant APIs, as an outside client would. */
export class HotelScript {
  constructor(
    readonly call: Call,
    readonly adminToken: string,
  ) {}

  async tenant(name = "Hotel"): Promise<{ id: string; token: string }> {
    const res = await this.call("POST", "/api/admin/tenants", { token: this.adminToken, body: { name } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { id: res.body.data.id, token: res.body.data.merchant_token };
  }

  async property(token: string, body: Record<string, unknown> = {}): Promise<string> {
    const res = await this.call("POST", "/api/merchant/properties", {
      token,
      body: { name: "Seaside", currency: "EUR", timezone: "Europe/Madrid", ...body },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id;
  }

  async key(token: string, body: Record<string, unknown> = {}): Promise<{ id: string; secret: string }> {
    const res = await this.call("POST", "/api/merchant/keys", {
      token,
      body: { name: "partner", environment: "sandbox", scopes: ["properties:read"], ...body },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { id: res.body.data.id, secret: res.body.secret };
  }
}

/** Polls fn until it returns a value other than undefined, or fails after the deadline. */
export async function eventually<T>(
  what: string,
  fn: () => Promise<T | undefined>,
  deadlineMs = 5000,
): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out after ${deadlineMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
