import { z } from "zod";
import { AuditEntry, AuditQuery } from "./audit.js";
import { dataOf, Id, listOf, PageQuery, StaffRole, Text, wellFormed } from "./common.js";
import { operation } from "./envelope.js";

// ---------- Staff (merchant API) ----------

export const STAFF_STATUSES = ["invited", "active", "deactivated"] as const;

/** Sign-in emails are compared lowercased; one email is one person, who may work for several hotels. */
const Email = wellFormed(z.string().trim().toLowerCase().max(254)).pipe(z.email());

/** Passwords: at least 12 characters; the upper bound only keeps a request from costing much. */
export const PASSWORD_MIN_LENGTH = 12;
const NewPassword = wellFormed(
  z.string().min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`).max(256),
);

export const StaffMember = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: StaffRole,
    status: z.enum(STAFF_STATUSES),
    created_at: z.string(),
  })
  .meta({ id: "StaffMember" });
export type StaffMember = z.infer<typeof StaffMember>;

export const InviteStaffBody = z
  .object({ email: Email, name: Text(200), role: StaffRole })
  .meta({ id: "InviteStaff" });
export type InviteStaffBody = z.infer<typeof InviteStaffBody>;

export const InvitedStaff = z
  .object({
    data: StaffMember,
    invite_token: z.string().describe("Shown once; valid 7 days, for one acceptance."),
  })
  .meta({ id: "InvitedStaff" });

export const AcceptInviteBody = z
  .object({ invite_token: wellFormed(z.string().min(1).max(200)), password: NewPassword })
  .meta({ id: "AcceptInvite" });

export const UpdateStaffBody = z
  .object({ role: StaffRole.optional(), name: Text(200).optional() })
  .refine((b) => b.role !== undefined || b.name !== undefined, "send role, name or both")
  .meta({ id: "UpdateStaff" });

export const StaffIdParams = z.object({ staff_id: Id });

// ---------- Sessions ----------

export const SignInBody = z
  .object({
    email: Email,
    password: wellFormed(z.string().min(1).max(256)),
    tenant_id: Id.optional().describe(
      "The hotel to sign in to; without it, the hotel of the person's latest session (else the first they joined).",
    ),
  })
  .meta({ id: "SignIn" });

/** A hotel the signed-in person works for, with their role there. */
export const StaffHotel = z
  .object({ id: z.string(), name: z.string(), role: StaffRole })
  .meta({ id: "StaffHotel" });
export type StaffHotel = z.infer<typeof StaffHotel>;

export const SwitchHotelBody = z.object({ tenant_id: Id }).meta({ id: "SwitchHotel" });

/** What the keys service answers a sign-in or a switch of hotel: the membership signed in, and the person's hotels. */
export const SignedInStaff = z.object({ staff: StaffMember, hotels: z.array(StaffHotel) });

export const ChangePasswordBody = z
  .object({ password: wellFormed(z.string().min(1).max(256)), new_password: NewPassword })
  .meta({ id: "ChangePassword" });

/** The signed-in person and the token every state-changing call with the cookie carries in X-CSRF-Token. */
export const Session = z
  .object({
    staff: StaffMember.nullable().describe("The signed-in person; null for the merchant token."),
    csrf_token: z
      .string()
      .nullable()
      .describe("Send it as X-CSRF-Token on every call that changes something; null for the merchant token."),
    hotels: z
      .array(StaffHotel)
      .describe(
        "The hotels the person works for: the session's hotel first, then the others by name. Empty for the merchant token.",
      ),
  })
  .meta({ id: "Session" });

/** What the gateway needs of a session cookie to let a call through, and until when it may. */
export const SessionPrincipal = z.object({
  session_id: z.string(),
  staff_id: z.string(),
  tenant_id: z.string(),
  tenant_active: z.boolean(),
  email: z.string(),
  role: StaffRole,
  /** The earlier of its 12-hour end and 30 minutes after it was last seen. */
  expires_at: z.string(),
});
export type SessionPrincipal = z.infer<typeof SessionPrincipal>;

/**
 * A staff member's entry in the key-states bucket (`staff.<staff_id>`): a new version means their
 * sessions may have ended (sign-out, deactivation, role or password change), so gateways drop them.
 */
export const StaffState = z.object({
  staff_id: z.string(),
  tenant_id: z.string(),
  version: z.number().int(),
});
export type StaffState = z.infer<typeof StaffState>;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/** The keys service's staff, session and audit operations (part of keysOps). */
export const staffOperations = {
  inviteStaff: operation("keys.staff.invite", InviteStaffBody, InvitedStaff, {
    errors: ["STAFF_EMAIL_TAKEN"],
  }),
  acceptInvite: operation("keys.staff.accept-invite", AcceptInviteBody, dataOf(StaffMember), {
    errors: ["STAFF_INVITE_INVALID", "STAFF_CREDENTIALS_INVALID"],
  }),
  listStaff: operation("keys.staff.list", PageQuery, listOf(StaffMember), { errors: ["INVALID_CURSOR"] }),
  getStaff: operation("keys.staff.get", StaffIdParams, dataOf(StaffMember), { errors: ["STAFF_NOT_FOUND"] }),
  updateStaff: operation(
    "keys.staff.update",
    StaffIdParams.extend({ patch: UpdateStaffBody }),
    dataOf(StaffMember),
    {
      errors: ["STAFF_NOT_FOUND", "STAFF_LAST_OWNER"],
    },
  ),
  deactivateStaff: operation("keys.staff.deactivate", StaffIdParams, dataOf(StaffMember), {
    errors: ["STAFF_NOT_FOUND", "STAFF_LAST_OWNER"],
  }),
  /** Gateway: a sign-in; the gateway made the session id and sends only its SHA-256. */
  signIn: operation(
    "keys.sessions.create",
    SignInBody.extend({ session_hash: sha256Hex }),
    dataOf(SignedInStaff),
    { errors: ["STAFF_CREDENTIALS_INVALID"] },
  ),
  /**
   * Gateway: moves a session to another of the person's hotels; the old session ends and the one
   * the gateway made (sent as its SHA-256) opens. Not one of their hotels: TENANT_NOT_FOUND.
   */
  switchHotel: operation(
    "keys.sessions.switch-hotel",
    SwitchHotelBody.extend({ session_id: Id, staff_id: Id, session_hash: sha256Hex }),
    dataOf(SignedInStaff),
    { errors: ["TENANT_NOT_FOUND"] },
  ),
  /** Gateway: the hotels of a signed-in person, for GET /api/merchant/session. */
  listHotels: operation("keys.sessions.hotels", z.object({ staff_id: Id }), dataOf(z.array(StaffHotel)), {
    errors: [],
  }),
  /** Gateway: the session behind a cookie (sent as its SHA-256), or null when it ended. */
  authenticateSession: operation(
    "keys.sessions.authenticate",
    z.object({ session_hash: sha256Hex }),
    SessionPrincipal.nullable(),
    { errors: [] },
  ),
  endSession: operation("keys.sessions.end", z.object({ session_id: Id }), z.null(), { errors: [] }),
  /** A signed-in person's new password: every session of theirs ends with it. */
  changePassword: operation(
    "keys.staff.change-password",
    ChangePasswordBody.extend({ staff_id: Id }),
    dataOf(StaffMember),
    { errors: ["STAFF_NOT_FOUND", "STAFF_CREDENTIALS_INVALID"] },
  ),
  listAudit: operation("keys.audit.list", AuditQuery, listOf(AuditEntry), { errors: ["INVALID_CURSOR"] }),
};
