import { MERCHANT_ROLES } from "@reservations/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Call, httpClient } from "./support/http.js";
import { startGateway, startTestMesh, type TestMesh } from "./support/mesh.js";
import { PASSWORD, StaffScript, signIn, staffClient } from "./support/staff.js";

// One mesh and a second gateway for the file: people of several hotels, each test its own hotel.
let mesh: TestMesh;
let other: { url: string; stop(): Promise<void> };
let call: Call;
let staff: StaffScript;
beforeAll(async () => {
  mesh = await startTestMesh();
  other = await startGateway(mesh.config);
  call = httpClient(mesh.url);
  staff = new StaffScript(call, mesh.url, mesh.config.PLATFORM_ADMIN_TOKEN!);
});
afterAll(async () => {
  await other?.stop();
  await mesh?.stop();
});

describe("hotel staff: sign-in, CSRF and roles", () => {
  it("invite, accept, sign in: a merchant call with the cookie and X-CSRF-Token works; without the header it is 403 CSRF_TOKEN_INVALID", async () => {
    const { owner } = await staff.hotelWithOwner();
    const manager = await staff.person(owner, "manager");
    const as = staffClient(mesh.url, manager);
    const body = { name: "channel manager", environment: "sandbox", scopes: ["properties:read"] };

    const issued = await as("POST", "/api/merchant/keys", { body });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.secret).toMatch(/^rk_sandbox_/);

    const unguarded = await as("POST", "/api/merchant/keys", { body, csrf: false });
    expect(unguarded.status).toBe(403);
    expect(unguarded.body.error_code).toBe("CSRF_TOKEN_INVALID");
    const wrong = await as("POST", "/api/merchant/keys", { body, headers: { "x-csrf-token": owner.csrf } });
    expect(wrong.body.error_code).toBe("CSRF_TOKEN_INVALID");
    const foreign = await as("POST", "/api/merchant/keys", {
      body,
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error_code).toBe("CSRF_TOKEN_INVALID");
    // Reads need no CSRF token.
    const keys = await as("GET", "/api/merchant/keys", { csrf: false });
    expect(keys.status).toBe(200);
    expect(keys.body.data.map((k: { id: string }) => k.id)).toContain(issued.body.data.id);

    const session = await as("GET", "/api/merchant/session", { csrf: false });
    expect(session.body.data).toMatchObject({
      staff: { id: manager.staff.id, role: "manager" },
      csrf_token: manager.csrf,
    });
  });

  it("a viewer's write is 403 STAFF_ROLE_INSUFFICIENT, and a manager's revoke-and-void too; the owner's goes through", async () => {
    const { owner } = await staff.hotelWithOwner();
    const viewer = staffClient(mesh.url, await staff.person(owner, "viewer"));
    const manager = staffClient(mesh.url, await staff.person(owner, "manager"));
    const asOwner = staffClient(mesh.url, owner);

    const body = { name: "k", environment: "sandbox", scopes: ["properties:read"] };
    const refused = await viewer("POST", "/api/merchant/keys", { body });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error_code: "STAFF_ROLE_INSUFFICIENT", required_role: "manager" });
    expect((await viewer("GET", "/api/merchant/keys")).status).toBe(200);
    expect(
      (
        await viewer("POST", "/api/merchant/staff", {
          body: { email: staff.email("x"), name: "x", role: "viewer" },
        })
      ).body.error_code,
    ).toBe("STAFF_ROLE_INSUFFICIENT");

    const key = await manager("POST", "/api/merchant/keys", { body });
    expect(key.status).toBe(201);
    const voiding = await manager("POST", `/api/merchant/keys/${key.body.data.id}/revoke-and-void`, {
      body: { since: "2026-01-01" },
    });
    expect(voiding.status).toBe(403);
    expect(voiding.body).toMatchObject({ error_code: "STAFF_ROLE_INSUFFICIENT", required_role: "owner" });
    expect((await manager("POST", "/api/merchant/token/rotate")).body.error_code).toBe(
      "STAFF_ROLE_INSUFFICIENT",
    );
    expect(
      (
        await manager("POST", "/api/merchant/staff", {
          body: { email: staff.email("y"), name: "y", role: "viewer" },
        })
      ).status,
    ).toBe(403);

    const voided = await asOwner("POST", `/api/merchant/keys/${key.body.data.id}/revoke-and-void`, {
      body: { since: "2026-01-01" },
    });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
  });
});

describe("hotel staff: sessions end at once", () => {
  it("deactivating a person ends their session on every gateway within 1 s", async () => {
    const { owner } = await staff.hotelWithOwner();
    const viewer = await staff.person(owner, "viewer");
    const here = staffClient(mesh.url, viewer);
    const there = staffClient(other.url, viewer);
    // Both gateways have the session cached.
    expect((await here("GET", "/api/merchant/keys")).status).toBe(200);
    expect((await there("GET", "/api/merchant/keys")).status).toBe(200);

    const done = await staffClient(mesh.url, owner)(
      "POST",
      `/api/merchant/staff/${viewer.staff.id}/deactivate`,
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.status).toBe("deactivated");
    const at = Date.now();
    const ended = await here("GET", "/api/merchant/keys");
    expect(ended.status).toBe(401);
    expect(ended.body.error_code).toBe("STAFF_SESSION_INVALID");
    for (;;) {
      const res = await there("GET", "/api/merchant/keys");
      if (res.status === 401) break;
      expect(Date.now() - at, "the other gateway still takes the session").toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 20));
    }
    // Deactivated people cannot sign in again.
    const again = await call("POST", "/api/merchant/session", {
      body: { email: viewer.staff.email, password: PASSWORD },
    });
    expect(again.body.error_code).toBe("STAFF_CREDENTIALS_INVALID");
  });

  it("a role change and a sign-out end the session at once", async () => {
    const { owner } = await staff.hotelWithOwner();
    const manager = await staff.person(owner, "manager");
    const asManager = staffClient(mesh.url, manager);
    expect((await asManager("GET", "/api/merchant/keys")).status).toBe(200);
    const demoted = await staffClient(mesh.url, owner)("PATCH", `/api/merchant/staff/${manager.staff.id}`, {
      body: { role: "viewer" },
    });
    expect(demoted.body.data.role).toBe("viewer");
    expect((await asManager("GET", "/api/merchant/keys")).body.error_code).toBe("STAFF_SESSION_INVALID");

    const viewer = await signIn(mesh.url, manager.staff.email, PASSWORD);
    expect(viewer.staff.role).toBe("viewer");
    const asViewer = staffClient(mesh.url, viewer);
    const out = await asViewer("DELETE", "/api/merchant/session");
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toMatch(/rsv_session=;/);
    expect((await asViewer("GET", "/api/merchant/keys")).body.error_code).toBe("STAFF_SESSION_INVALID");
  });
});

describe("hotel staff: a new password", () => {
  it("ends every session of the person at once; the old password stops, the new one signs in", async () => {
    const { owner } = await staff.hotelWithOwner();
    const viewer = await staff.person(owner, "viewer");
    const elsewhere = await signIn(mesh.url, viewer.staff.email, PASSWORD);
    const as = staffClient(mesh.url, viewer);
    const fresh = "a brand new passphrase";
    const wrong = await as("POST", "/api/merchant/session/password", {
      body: { password: "not the password", new_password: fresh },
    });
    expect(wrong.body.error_code).toBe("STAFF_CREDENTIALS_INVALID");
    const short = await as("POST", "/api/merchant/session/password", {
      body: { password: PASSWORD, new_password: "short" },
    });
    expect(short.body.errors).toHaveProperty("new_password");

    const changed = await as("POST", "/api/merchant/session/password", {
      body: { password: PASSWORD, new_password: fresh },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    for (const session of [viewer, elsewhere]) {
      const res = await staffClient(mesh.url, session)("GET", "/api/merchant/keys");
      expect(res.body.error_code).toBe("STAFF_SESSION_INVALID");
    }
    const old = await call("POST", "/api/merchant/session", {
      body: { email: viewer.staff.email, password: PASSWORD },
    });
    expect(old.body.error_code).toBe("STAFF_CREDENTIALS_INVALID");
    expect((await signIn(mesh.url, viewer.staff.email, fresh)).staff.id).toBe(viewer.staff.id);
    const entries = await staffClient(mesh.url, owner)(
      "GET",
      "/api/merchant/audit?action=staff.change_password",
    );
    expect(entries.body.data.map((e: { actor: { id: string } }) => e.actor.id)).toEqual([viewer.staff.id]);
  });
});

describe("hotel staff: sign-in failures, invitations and the last owner", () => {
  it("the 6th wrong password within 15 minutes is 429 with Retry-After, even with the right one", async () => {
    const { ownerEmail } = await staff.hotelWithOwner();
    const attempt = (password: string) =>
      call("POST", "/api/merchant/session", { body: { email: ownerEmail, password } });
    for (let i = 0; i < 5; i++) {
      const res = await attempt("wrong password!");
      expect(res.status).toBe(401);
      expect(res.body.error_code).toBe("STAFF_CREDENTIALS_INVALID");
    }
    const sixth = await attempt("wrong password!");
    expect(sixth.status).toBe(429);
    expect(sixth.body.error_code).toBe("STAFF_SIGN_IN_THROTTLED");
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await attempt(PASSWORD)).status).toBe(429);
  });

  it("a used invitation is 401 STAFF_INVITE_INVALID; a short password is a field error", async () => {
    const { owner } = await staff.hotelWithOwner();
    const invited = await staffClient(mesh.url, owner)("POST", "/api/merchant/staff", {
      body: { email: staff.email("new"), name: "New", role: "viewer" },
    });
    const token = invited.body.invite_token as string;
    const short = await call("POST", "/api/merchant/staff/accept-invite", {
      body: { invite_token: token, password: "short" },
    });
    expect(short.status).toBe(422);
    expect(short.body.errors).toHaveProperty("password");
    const first = await call("POST", "/api/merchant/staff/accept-invite", {
      body: { invite_token: token, password: PASSWORD },
    });
    expect(first.status).toBe(200);
    const used = await call("POST", "/api/merchant/staff/accept-invite", {
      body: { invite_token: token, password: PASSWORD },
    });
    expect(used.status).toBe(401);
    expect(used.body.error_code).toBe("STAFF_INVITE_INVALID");
  });

  it("keeps the last active owner: demoting or deactivating them is 422 STAFF_LAST_OWNER", async () => {
    const { owner, token } = await staff.hotelWithOwner();
    const asOwner = staffClient(mesh.url, owner);
    const demote = await asOwner("PATCH", `/api/merchant/staff/${owner.staff.id}`, {
      body: { role: "manager" },
    });
    expect(demote.status).toBe(422);
    expect(demote.body.error_code).toBe("STAFF_LAST_OWNER");
    const off = await call("POST", `/api/merchant/staff/${owner.staff.id}/deactivate`, { token });
    expect(off.body.error_code).toBe("STAFF_LAST_OWNER");

    // With a second owner, the first may step down.
    const second = await staff.person(owner, "owner");
    expect(
      (await asOwner("PATCH", `/api/merchant/staff/${owner.staff.id}`, { body: { role: "manager" } })).status,
    ).toBe(200);
    const last = await staffClient(mesh.url, second)(
      "POST",
      `/api/merchant/staff/${second.staff.id}/deactivate`,
    );
    expect(last.body.error_code).toBe("STAFF_LAST_OWNER");
  });
});

describe("hotel staff: the role table", () => {
  it("names the role of every merchant call in the document, and only calls that exist", async () => {
    const doc = (await call("GET", "/api/v1/openapi.json")).body;
    const documented = new Map<string, string>();
    for (const [path, item] of Object.entries<Record<string, { "x-required-role"?: string }>>(doc.paths)) {
      if (!path.startsWith("/api/merchant/")) continue;
      for (const [method, op] of Object.entries(item))
        documented.set(`${method.toUpperCase()} ${path}`, op["x-required-role"] ?? "");
    }
    // Accepting an invitation and signing in are made before anyone is signed in.
    documented.delete("POST /api/merchant/staff/accept-invite");
    documented.delete("POST /api/merchant/session");
    expect(Object.fromEntries(documented)).toEqual(MERCHANT_ROLES);
    expect(MERCHANT_ROLES["POST /api/merchant/keys/{key_id}/revoke-and-void"]).toBe("owner");
    expect(MERCHANT_ROLES["POST /api/merchant/token/rotate"]).toBe("owner");
  });
});
