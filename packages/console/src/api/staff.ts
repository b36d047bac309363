import { ApiError } from "@reservations/sdk";
import { api, type Schemas, setCsrfToken } from "./client.js";

// The session of the person signed in: signing in and out, switching hotels, and finding it again
// after a reload.

export type Staff = Schemas["StaffMember"];
export type Role = Staff["role"];
export type Hotel = Schemas["StaffHotel"];

/** Who is signed in, in which hotel (`staff` is their membership there), and all their hotels. */
export interface SignedIn {
  staff: Staff;
  hotels: Hotel[];
}

function signedIn(data: { staff: Staff | null; csrf_token: string | null; hotels: Hotel[] }): SignedIn {
  setCsrfToken(data.csrf_token);
  if (!data.staff) throw new Error("The session answered no person.");
  return { staff: data.staff, hotels: data.hotels };
}

/** Signs in: the cookie comes with the answer, the CSRF token of later writes in its body. */
export async function signIn(email: string, password: string): Promise<SignedIn> {
  return signedIn(await api.signIn({ email, password }));
}

/** Moves the session to another of the person's hotels: a new cookie and CSRF token; the old session ends. */
export async function switchHotel(tenantId: string): Promise<SignedIn> {
  return signedIn(await api.switchHotel({ tenant_id: tenantId }));
}

/**
 * The person whose session cookie this browser holds, with the session's CSRF token set again; null
 * when nobody is signed in (the console never works with the merchant token, which has no person).
 */
export async function currentSession(): Promise<SignedIn | null> {
  try {
    const data = await api.getSession();
    return data.staff ? signedIn(data) : null;
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
