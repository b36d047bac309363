import type { BrowserContext, Route } from "playwright-core";

// A stand-in for the staff API (sessions, staff, audit) that the console signs in with, until that
// API is part of this repository. The console's own code calls the documented paths; here the
// browser answers those paths itself, and every request of the page carries the hotel's merchant
// token instead of a session cookie (a header Playwright adds, never something the console reads),
// so every other call reaches the real mesh as an owner. Once the staff API is merged, this file goes:
// the tests sign in with a real invited person, and a viewer is a real viewer the API refuses.

export type Role = "owner" | "manager" | "viewer";

export interface Person {
  email: string;
  password: string;
  name: string;
  role: Role;
}

const json = (route: Route, status: number, body?: unknown) =>
  route.fulfill({
    status,
    contentType: "application/json",
    body: body === undefined ? "" : JSON.stringify(body),
  });

/** Wires the stand-in into a browser context for one person of the hotel. */
export async function standInStaffApi(
  context: BrowserContext,
  merchantToken: string,
  person: Person,
): Promise<void> {
  await context.setExtraHTTPHeaders({ authorization: `Bearer ${merchantToken}` });
  const staff = {
    id: "stf_standin",
    email: person.email,
    name: person.name,
    role: person.role,
    status: "active",
  };
  await context.route("**/api/merchant/session", async (route) => {
    const request = route.request();
    if (request.method() === "DELETE") return json(route, 204);
    const body = request.postDataJSON() as { email?: string; password?: string };
    if (body.email !== person.email || body.password !== person.password) {
      return json(route, 401, {
        message: "Wrong email or password.",
        error_code: "STAFF_CREDENTIALS_INVALID",
      });
    }
    return json(route, 200, { data: { staff, csrf_token: "csrf-standin" } });
  });
  await context.route(/\/api\/merchant\/staff(\?.*)?$/, (route) =>
    json(route, 200, { data: [staff], next_cursor: null }),
  );
  await context.route(/\/api\/merchant\/audit(\?.*)?$/, (route) =>
    json(route, 200, {
      data: [
        {
          id: "aud_1",
          at: new Date().toISOString(),
          actor: { type: "staff", id: staff.id, email: staff.email },
          action: "key.create",
          target: { type: "key", id: "key_1" },
          ip: "127.0.0.1",
          request_id: "req_1",
        },
      ],
      next_cursor: null,
    }),
  );
}
