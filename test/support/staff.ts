import { expect } from "vitest";
import { type Call, type CallOptions, type HttpResult, readBody } from "./http.js";

/** A signed-in person as a browser holds them: the session cookie and the CSRF token of its calls. */
export interface SignedIn {
  cookie: string;
  /** `rsv_session`, or `__Host-rsv_session` from a production gateway. */
  cookieName?: string;
  csrf: string;
  staff: { id: string; email: string; role: string };
}

/**
 * A call made with a session cookie (and, unless `csrf: false`, its X-CSRF-Token), as the console
 * makes them.
 */
export type StaffCall = (
  method: string,
  path: string,
  options?: Omit<CallOptions, "token"> & { csrf?: boolean },
) => Promise<HttpResult>;

export function staffClient(baseUrl: string, who: SignedIn): StaffCall {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = {
      cookie: `${who.cookieName ?? "rsv_session"}=${who.cookie}`,
      ...(options.csrf === false ? {} : { "x-csrf-token": who.csrf }),
      ...options.headers,
    };
    if (options.body !== undefined) headers["content-type"] ??= "application/json";
    if (options.property !== undefined) headers["x-property"] = options.property;
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: res.status, headers: res.headers, body: (await readBody(res)).body };
  };
}

/** The session cookie a sign-in set (`rsv_session`, `__Host-rsv_session` in production), from Set-Cookie. */
export function sessionCookieOf(res: HttpResult): string {
  return sessionCookieFrom(res).value;
}

export function sessionCookieFrom(res: Pick<HttpResult, "headers">): { name: string; value: string } {
  const set = res.headers.getSetCookie().find((c) => /^(?:__Host-)?rsv_session=/.test(c));
  expect(set, "no session cookie set").toBeDefined();
  const [pair] = set!.split(";");
  const at = pair!.indexOf("=");
  return { name: pair!.slice(0, at), value: pair!.slice(at + 1) };
}

/** Signs in through the gateway; fails the test unless it answers 200. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<SignedIn> {
  const res = await fetch(`${baseUrl}/api/merchant/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const { body } = (await readBody(res)) as {
    body: { data: { staff: SignedIn["staff"]; csrf_token: string } };
  };
  const result = { status: res.status, headers: res.headers, body };
  expect(res.status, JSON.stringify(body)).toBe(200);
  const { name, value } = sessionCookieFrom(result);
  return { cookie: value, cookieName: name, csrf: body.data.csrf_token, staff: body.data.staff };
}

/** The password every person of these tests chooses. */
export const PASSWORD = "correct horse battery";

/** Scripts hotels with people: the operator's first owner, and people an owner invites. */
export class StaffScript {
  private n = 0;

  constructor(
    private readonly call: Call,
    private readonly baseUrl: string,
    private readonly adminToken: string,
  ) {}

  /** An email no other test uses (an email is one person's across hotels). */
  email(who: string): string {
    return `${who}.${Date.now()}.${this.n++}@hotel.test`;
  }

  /** A hotel whose first owner the operator invited, who accepted and signed in. */
  async hotelWithOwner(): Promise<{ id: string; token: string; owner: SignedIn; ownerEmail: string }> {
    const ownerEmail = this.email("owner");
    const made = await this.call("POST", "/api/admin/tenants", {
      token: this.adminToken,
      body: { name: "Staffed hotel", owner: { email: ownerEmail, name: "Olga Owner" } },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const invite = made.body.data.owner_invite_token as string;
    expect(invite).toMatch(/^inv_/);
    const accepted = await this.call("POST", "/api/merchant/staff/accept-invite", {
      body: { invite_token: invite, password: PASSWORD },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ email: ownerEmail, role: "owner", status: "active" });
    return {
      id: made.body.data.id,
      token: made.body.data.merchant_token,
      owner: await signIn(this.baseUrl, ownerEmail, PASSWORD),
      ownerEmail,
    };
  }

  /** A person invited by `by` with `role`, who accepted and signed in. */
  async person(by: SignedIn, role: string): Promise<SignedIn> {
    const address = this.email(role);
    const invited = await staffClient(this.baseUrl, by)("POST", "/api/merchant/staff", {
      body: { email: address, name: role, role },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body.data).toMatchObject({ email: address, role, status: "invited" });
    const accepted = await this.call("POST", "/api/merchant/staff/accept-invite", {
      body: { invite_token: invited.body.invite_token, password: PASSWORD },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    return signIn(this.baseUrl, address, PASSWORD);
  }
}
