import { ApiError } from "@reservations/sdk";
import { api, type Schemas, setCsrfToken } from "./client.js";

// The session of the person signed in: signing in and out, and finding it again after a reload.

export type Staff = Schemas["StaffMember"];
export type Role = Staff["role"];

/** Signs in: the cookie comes with the answer, the CSRF token of later writes in its body. */
export async function signIn(email: string, password: string): Promise<Staff> {
  const data = await api.signIn({ email, password });
  setCsrfToken(data.csrf_token);
  if (!data.staff) throw new Error("The sign-in answered no person.");
  return data.staff;
}

/**
 * The person whose session cookie this browser holds, with the session's CSRF token set again; null
 * when nobody is signed in (the console never works with the merchant token, which has no person).
 */
export async function currentSession(): Promise<Staff | null> {
  try {
    const data = await api.getSession();
    if (!data.staff) return null;
    setCsrfToken(data.csrf_token);
    return data.staff;
  } catch (err) {
    if (err instanceof ApiError) return null;
    throw err;
  }
}

/** Ends the session at once; the console forgets the CSRF token whatever the answer. */
export async function signOut(): Promise<void> {
  try {
    await api.signOut();
  } finally {
    setCsrfToken(null);
  }
}
