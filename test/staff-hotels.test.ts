import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Call, type HttpResult, httpClient } from "./support/http.js";
import { startGateway, startTestMesh, type TestMesh } from "./support/mesh.js";
import { PASSWORD, type SignedIn, StaffScript, sessionCookieOf, staffClient } from "./support/staff.js";

// One mesh and a second gateway: people who work for several hotels, each test its own hotels.
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

type Hotel = { id: string; name: string; role: string };

/** A sign-in answer as the console reads it, and the session it opened. */
async function signInTo(email: string, password: string, tenantId?: string) {
  const res = await call("POST", "/api/merchant/session", {
    body: tenantId ? { email, password, tenant_id: tenantId } : { email, password },
  });
  return { res, session: res.status === 200 ? sessionOf(res) : undefined };
}

function sessionOf(res: HttpResult): SignedIn & { hotels: Hotel[] } {
  return {
    cookie: sessionCookieOf(res),
    csrf: res.body.data.csrf_token,
    staff: res.body.data.staff,
    hotels: res.body.data.hotels,
  };
}

const ids = (res: HttpResult) => res.body.data.map((r: { id: string }) => r.id);
const keysOf = (body: HttpResult["body"]) => Object.keys(body).sort();

/** Two hotels, and a manager of the first whom the second's owner invites (not yet accepted). */
async function sharedPerson() {
  const a = await staff.hotelWithOwner();
  const b = await staff.hotelWithOwner();
  const person = await staff.person(a.owner, "manager");
  const invited = await staffClient(mesh.url, b.owner)("POST", "/api/merchant/staff", {
    body: { email: person.staff.email, name: "Maria in B", role: "viewer" },
  });
  return { a, b, person, invited };
}

describe("people in several hotels: invitations", () => {
  it("an invitation of another hotel's person answers as a fresh email's; they accept with their own password only", async () => {
    const { a, b, person, invited } = await sharedPerson();
    const asB = staffClient(mesh.url, b.owner);
    const fresh = await asB("POST", "/api/merchant/staff", {
      body: { email: staff.email("fresh"), name: "Fresh", role: "viewer" },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(fresh.status).toBe(201);
    expect(keysOf(invited.body)).toEqual(keysOf(fresh.body));
    expect(keysOf(invited.body.data)).toEqual(keysOf(fresh.body.data));
    expect(invited.body.invite_token).toMatch(/^inv_/);
    expect(invited.body.data).toMatchObject({ email: person.staff.email, role: "viewer", status: "invited" });
    expect(invited.body.data.id).not.toBe(person.staff.id);

    // The hotel knows its own people: a second invitation in B is refused, as one in A is.
    const again = await asB("POST", "/api/merchant/staff", {
      body: { email: person.staff.email, name: "Again", role: "viewer" },
    });
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe("STAFF_EMAIL_TAKEN");
    const inA = await staffClient(mesh.url, a.owner)("POST", "/api/merchant/staff", {
      body: { email: person.staff.email, name: "Again", role: "viewer" },
    });
    expect(inA.body.error_code).toBe("STAFF_EMAIL_TAKEN");

    // Nobody takes the address over with a password of their own; the invitation stays usable.
    const token = invited.body.invite_token;
    const squat = await call("POST", "/api/merchant/staff/accept-invite", {
      body: { invite_token: token, password: "a squatter's passphrase" },
    });
    expect(squat.status).toBe(401);
    expect(squat.body.error_code).toBe("STAFF_CREDENTIALS_INVALID");
    const accepted = await call("POST", "/api/merchant/staff/accept-invite", {
      body: { invite_token: token, password: PASSWORD },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ id: invited.body.data.id, role: "viewer", status: "active" });
    const used = await call("POST", "/api/merchant/staff/accept-invite", {
      body: { invite_token: token, password: PASSWORD },
    });
    expect(used.body.error_code).toBe("STAFF_INVITE_INVALID");
    // The squatter's password opens nothing; the person's own still opens A.
    expect((await signInTo(person.staff.email, "a squatter's passphrase")).res.status).toBe(401);
    expect((await signInTo(person.staff.email, PASSWORD, a.id)).session?.staff.id).toBe(person.staff.id);

    // Each hotel's audit trail names the person and keeps to its own hotel.
    const trailB = await asB("GET", "/api/merchant/audit?action=staff.accept_invite");
    const byPerson = trailB.body.data.filter(
      (e: { actor: { email: string } }) => e.actor.email === person.staff.email,
    );
    expect(byPerson).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: invited.body.data.id, email: person.staff.email }),
        target: expect.objectContaining({ id: invited.body.data.id }),
      }),
    ]);
    const trailA = await staffClient(mesh.url, a.owner)("GET", "/api/merchant/audit");
    expect(JSON.stringify(trailA.body.data)).not.toContain(invited.body.data.id);
  });
});

describe("people in several hotels: sessions", () => {
  it("sign-in lists both hotels; switching opens a new session, ends the old, and each hotel's data stays in its own", async () => {
    const { a, b, person, invited } = await sharedPerson();
    await call("POST", "/api/merchant/staff/accept-invite", {
      body: { invite_token: invited.body.invite_token, password: PASSWORD },
    });
    const keyA = await staffClient(mesh.url, a.owner)("POST", "/api/merchant/keys", {
      body: { name: "A's channel", environment: "sandbox", scopes: ["properties:read"] },
    });
    const keyB = await staffClient(mesh.url, b.owner)("POST", "/api/merchant/keys", {
      body: { name: "B's channel", environment: "sandbox", scopes: ["properties:read"] },
    });
    expect(keyB.status).toBe(201);

    // Without a hotel, the session opens in the hotel of the latest session: A's.
    const first = await signInTo(person.staff.email, PASSWORD);
    expect(first.res.status, JSON.stringify(first.res.body)).toBe(200);
    const inA = first.session!;
    expect(inA.staff.id).toBe(person.staff.id);
    expect(inA.hotels.map((h) => [h.id, h.role]).sort()).toEqual(
      [
        [a.id, "manager"],
        [b.id, "viewer"],
      ].sort(),
    );
    expect(inA.hotels[0]?.id, "the session's hotel comes first").toBe(a.id);
    const notTheirs = await signInTo(person.staff.email, PASSWORD, (await staff.hotelWithOwner()).id);
    expect(notTheirs.res.status).toBe(401);
    expect(notTheirs.res.body.error_code).toBe("STAFF_CREDENTIALS_INVALID");

    const asA = staffClient(mesh.url, inA);
    expect(ids(await asA("GET", "/api/merchant/keys"))).toContain(keyA.body.data.id);
    expect(ids(await asA("GET", "/api/merchant/keys"))).not.toContain(keyB.body.data.id);
    expect(ids(await asA("GET", "/api/merchant/staff"))).not.toContain(invited.body.data.id);
    // The other gateway has the session cached too.
    expect((await staffClient(other.url, inA)("GET", "/api/merchant/keys")).status).toBe(200);

    const unguarded = await asA("POST", "/api/merchant/session/hotel", {
      body: { tenant_id: b.id },
      csrf: false,
    });
    expect(unguarded.body.error_code).toBe("CSRF_TOKEN_INVALID");
    const stranger = await asA("POST", "/api/merchant/session/hotel", { body: { tenant_id: "ten_nobody" } });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error_code).toBe("TENANT_NOT_FOUND");
    expect((await asA("GET", "/api/merchant/keys")).status).toBe(200);

    const switched = await asA("POST", "/api/merchant/session/hotel", { body: { tenant_id: b.id } });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    const inB = sessionOf(switched);
    expect(inB.cookie).not.toBe(inA.cookie);
    expect(inB.csrf).not.toBe(inA.csrf);
    expect(inB.staff).toMatchObject({ id: invited.body.data.id, role: "viewer" });
    expect(inB.hotels.map((h) => h.id)).toEqual([b.id, a.id]);

    expect((await asA("GET", "/api/merchant/keys")).body.error_code).toBe("STAFF_SESSION_INVALID");
    const at = Date.now();
    for (;;) {
      const res = await staffClient(other.url, inA)("GET", "/api/merchant/keys");
      if (res.status === 401) break;
      expect(Date.now() - at, "the other gateway still takes the old session").toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 20));
    }

    const asB = staffClient(mesh.url, inB);
    const keysInB = ids(await asB("GET", "/api/merchant/keys"));
    expect(keysInB).toContain(keyB.body.data.id);
    expect(keysInB).not.toContain(keyA.body.data.id);
    const staffInB = ids(await asB("GET", "/api/merchant/staff"));
    expect(staffInB).toContain(invited.body.data.id);
    expect(staffInB).not.toContain(person.staff.id);
    const session = await asB("GET", "/api/merchant/session");
    expect(session.body.data).toMatchObject({ staff: { id: invited.body.data.id }, csrf_token: inB.csrf });
    expect(session.body.data.hotels.map((h: Hotel) => h.id)).toEqual([b.id, a.id]);
    // A viewer in B: B's writes are refused though the person manages A.
    const write = await asB("POST", "/api/merchant/keys", {
      body: { name: "x", environment: "sandbox", scopes: ["properties:read"] },
    });
    expect(write.body.error_code).toBe("STAFF_ROLE_INSUFFICIENT");

    // Signing in again without a hotel opens the latest one: B's.
    expect((await signInTo(person.staff.email, PASSWORD)).session?.staff.id).toBe(invited.body.data.id);
  });
});

describe("people in several hotels: memberships", () => {
  it("a deactivation in one hotel leaves the other; a new password ends the sessions of both", async () => {
    const { a, b, person, invited } = await sharedPerson();
    await call("POST", "/api/merchant/staff/accept-invite", {
      body: { invite_token: invited.body.invite_token, password: PASSWORD },
    });
    const inB = (await signInTo(person.staff.email, PASSWORD, b.id)).session!;
    const inA = (await signInTo(person.staff.email, PASSWORD, a.id)).session!;
    const done = await staffClient(mesh.url, b.owner)(
      "POST",
      `/api/merchant/staff/${invited.body.data.id}/deactivate`,
    );
    expect(done.body.data.status).toBe("deactivated");
    expect((await staffClient(mesh.url, inB)("GET", "/api/merchant/keys")).body.error_code).toBe(
      "STAFF_SESSION_INVALID",
    );
    const asA = staffClient(mesh.url, inA);
    expect((await asA("GET", "/api/merchant/keys")).status).toBe(200);
    expect((await asA("GET", "/api/merchant/session")).body.data.hotels.map((h: Hotel) => h.id)).toEqual([
      a.id,
    ]);
    expect((await signInTo(person.staff.email, PASSWORD, b.id)).res.status).toBe(401);
    const back = await asA("POST", "/api/merchant/session/hotel", { body: { tenant_id: b.id } });
    expect(back.body.error_code).toBe("TENANT_NOT_FOUND");

    // Invited to B again, they rejoin with their own password; then a new one ends both sessions.
    const again = await staffClient(mesh.url, b.owner)("POST", "/api/merchant/staff", {
      body: { email: person.staff.email, name: "Maria", role: "manager" },
    });
    expect(again.status).toBe(201);
    const rejoined = await call("POST", "/api/merchant/staff/accept-invite", {
      body: { invite_token: again.body.invite_token, password: PASSWORD },
    });
    expect(rejoined.status).toBe(200);
    const inB2 = (await signInTo(person.staff.email, PASSWORD, b.id)).session!;
    const fresh = "another long passphrase";
    const changed = await asA("POST", "/api/merchant/session/password", {
      body: { password: PASSWORD, new_password: fresh },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    for (const s of [inA, inB2]) {
      expect((await staffClient(mesh.url, s)("GET", "/api/merchant/keys")).body.error_code).toBe(
        "STAFF_SESSION_INVALID",
      );
    }
    const signedIn = await signInTo(person.staff.email, fresh, b.id);
    expect(signedIn.session?.staff).toMatchObject({ id: again.body.data.id, role: "manager" });
  });
});
