import { ApiError, apiError, csrfHeaders } from "./client.js";

// Staff, sessions and the audit trail, with the shapes the product documents for them. These calls
// are typed by hand until the OpenAPI document describes them; then they move to `api` like the rest.

export type Role = "owner" | "manager" | "viewer";

export interface Staff {
  id: string;
  email: string;
  name: string;
  role: Role;
  status: "invited" | "active" | "deactivated";
}

export interface AuditEntry {
  id: string;
  at: string;
  actor: { type: "staff" | "merchant_token"; id: string; email: string | null };
  action: string;
  target: { type: string; id: string };
  ip: string;
  request_id: string;
}

export interface Page<T> {
  data: T[];
  next_cursor: string | null;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: {
      ...csrfHeaders(method),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const parsed = text ? JSON.parse(text) : undefined;
  if (!res.ok) throw apiError(res.status, parsed);
  return parsed as T;
}

export const signIn = (email: string, password: string) =>
  call<{ data: { staff: Staff; csrf_token: string } }>("POST", "/api/merchant/session", { email, password });

export const signOut = () => call<void>("DELETE", "/api/merchant/session").catch((e: ApiError) => e);

export const listStaff = () => call<Page<Staff>>("GET", "/api/merchant/staff");

export const inviteStaff = (body: { email: string; name: string; role: Role }) =>
  call<{ data: Staff; invite_token: string }>("POST", "/api/merchant/staff", body);

export const updateStaff = (id: string, body: { role?: Role; name?: string }) =>
  call<{ data: Staff }>("PATCH", `/api/merchant/staff/${encodeURIComponent(id)}`, body);

export const deactivateStaff = (id: string) =>
  call<{ data: Staff }>("POST", `/api/merchant/staff/${encodeURIComponent(id)}/deactivate`);

export function listAudit(q: {
  cursor?: string;
  actor?: string;
  action?: string;
}): Promise<Page<AuditEntry>> {
  const query = new URLSearchParams({ limit: "50" });
  for (const [k, v] of Object.entries(q)) if (v) query.set(k, v);
  return call<Page<AuditEntry>>("GET", `/api/merchant/audit?${query}`);
}

export { ApiError };
