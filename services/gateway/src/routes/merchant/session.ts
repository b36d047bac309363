import {
  AcceptInviteBody,
  AppError,
  type CallerContextInput,
  ChangePasswordBody,
  dataOf,
  keysOps,
  type OperationErrors,
  Session,
  SignInBody,
  StaffMember,
} from "@reservations/contracts";
import { sha256Hex } from "@reservations/service-kit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { GatewayDeps, RouteApp } from "../../deps.js";
import { clientRequestId } from "../../plugins/client-request-id.js";
import type { SignInLimits } from "../../plugins/sign-in-limits.js";
import { csrfTokenOf, newSessionId, type StaffSessions } from "../../plugins/staff-sessions.js";
import { merchantSecurity } from "../security.js";
import { sessionHotelRoute } from "./session-hotel.js";

const tags = ["merchant: staff"];

/** What a sign-in can answer besides the keys service's refusal: the failure ceilings and a foreign Origin. */
const SIGN_IN_ERRORS: OperationErrors = {
  errors: [...keysOps.signIn.errors, "STAFF_SIGN_IN_THROTTLED", "CSRF_TOKEN_INVALID"],
};

/** What an acceptance can answer besides the keys service's refusals: the failed sign-in ceilings. */
const ACCEPT_ERRORS: OperationErrors = {
  errors: [...keysOps.acceptInvite.errors, "STAFF_SIGN_IN_THROTTLED"],
};

/** What a change of password can answer besides the keys service's refusals: the failed sign-in ceilings. */
const PASSWORD_ERRORS: OperationErrors = {
  errors: [...keysOps.changePassword.errors, "STAFF_SIGN_IN_THROTTLED"],
};

/**
 * Runs a password check within the ceilings on failed sign-ins (sign-in-limits.ts): a wrong password
 * counts against the email from this client, the email from every client and the client; anything
 * else gives its places back. A refusal is 429 with Retry-After, and the password is not checked.
 */
async function counted<T>(
  signIns: SignInLimits,
  email: string,
  ip: string,
  check: () => Promise<T>,
): Promise<T> {
  const attempt = await signIns.reserve(email, ip);
  if ("retryAfterSeconds" in attempt) {
    throw new AppError("STAFF_SIGN_IN_THROTTLED", {
      headers: { "Retry-After": String(attempt.retryAfterSeconds) },
    });
  }
  try {
    return await check();
  } catch (err) {
    if (err instanceof AppError && err.code === "STAFF_CREDENTIALS_INVALID") attempt.failed();
    throw err;
  } finally {
    await attempt.settled();
  }
}

/** The context of a call made before anyone is signed in: no hotel yet, only the client's address. */
const anonymous = (request: FastifyRequest): CallerContextInput => ({
  request_id: request.id,
  actor: "system",
  ip: request.ip,
  ...clientRequestId(request),
});

/** Merchant API: accepting an invitation, signing in and out, the session signed in, a new password. */
export const merchantSessionRoutes =
  (deps: GatewayDeps, sessions: StaffSessions, signIns: SignInLimits): FastifyPluginAsyncZod =>
  async (app) => {
    signInRoutes(app, deps, sessions, signIns);
    sessionRoutes(app, deps, sessions, signIns);
    sessionHotelRoute(app, deps, sessions);
  };

/** The calls made before anyone is signed in: accepting an invitation, and signing in. */
function signInRoutes(
  app: RouteApp,
  deps: GatewayDeps,
  sessions: StaffSessions,
  signIns: SignInLimits,
): void {
  app.post(
    "/api/merchant/staff/accept-invite",
    {
      config: { operation: ACCEPT_ERRORS, requestLimit: "sign-in" },
      schema: {
        tags,
        // No credential: the invitation is the proof.
        security: [],
        operationId: "merchantAcceptStaffInvite",
        summary: "Accept an invitation with a password of 12 characters or more; then sign in",
        description:
          "An unknown, used or expired invitation is 401 STAFF_INVITE_INVALID. Someone who already works for " +
          "another hotel accepts with their own password: a wrong one is 401 STAFF_CREDENTIALS_INVALID and the " +
          "invitation stays usable.",
        body: AcceptInviteBody,
        response: { 200: dataOf(StaffMember) },
      },
    },
    (req) => {
      req.caller = anonymous(req);
      // A known person accepts with their own password: wrong ones count as failed sign-ins do.
      return counted(signIns, `invite:${sha256Hex(req.body.invite_token)}`, req.ip, () =>
        deps.rpc.request(keysOps.acceptInvite, req.body, req.caller),
      );
    },
  );
  app.post(
    "/api/merchant/session",
    {
      config: { operation: SIGN_IN_ERRORS, requestLimit: "sign-in" },
      schema: {
        tags,
        security: [],
        operationId: "merchantSignIn",
        summary: "Sign in: sets the session cookie and answers the CSRF token of its calls",
        description:
          "Sets the session cookie: `__Host-rsv_session` in production (Secure, Path=/), `rsv_session` in sandbox " +
          "(HttpOnly, SameSite=Strict; 12 hours, ended by 30 minutes without a call). Every call that changes " +
          "something with the cookie sends `X-CSRF-Token: <csrf_token>`. After 5 failed sign-ins of one email from " +
          "one client within 15 minutes, that client's next is 429 STAFF_SIGN_IN_THROTTLED with Retry-After; past " +
          "50 failures of one email from all clients in an hour, or 50 of one client in 15 minutes, 429 too. " +
          "An Origin other than the console's own is 403 CSRF_TOKEN_INVALID, naming the address to open.",
        body: SignInBody,
        response: { 200: dataOf(Session) },
      },
    },
    async (req, reply) => {
      sessions.checkOrigin(req);
      const sessionId = newSessionId();
      const input = { ...req.body, session_hash: sha256Hex(sessionId) };
      const { data } = await counted(signIns, req.body.email, req.ip, () =>
        deps.rpc.request(keysOps.signIn, input, anonymous(req)),
      );
      return sessions.opened(reply, sessionId, data);
    },
  );
}

/** The calls of a signed-in person's session: who it is, signing out, a new password. */
function sessionRoutes(
  app: RouteApp,
  deps: GatewayDeps,
  sessions: StaffSessions,
  signIns: SignInLimits,
): void {
  app.get(
    "/api/merchant/session",
    {
      config: { auth: "merchant", operation: keysOps.getStaff },
      schema: {
        tags,
        security: merchantSecurity,
        operationId: "merchantGetSession",
        summary: "Who is signed in, and the session's CSRF token again (both null for the merchant token)",
        response: { 200: dataOf(Session) },
      },
    },
    async (req) => {
      const session = req.staffSession;
      if (!session) return { data: { staff: null, csrf_token: null, hotels: [] } };
      const { data } = await deps.rpc.request(keysOps.getStaff, { staff_id: session.staff_id }, req.caller);
      const hotels = await deps.rpc.request(keysOps.listHotels, { staff_id: session.staff_id }, req.caller);
      return { data: { staff: data, csrf_token: csrfTokenOf(session.cookie), hotels: hotels.data } };
    },
  );
  app.delete(
    "/api/merchant/session",
    {
      config: { auth: "merchant", operation: keysOps.endSession },
      schema: {
        tags,
        security: merchantSecurity,
        operationId: "merchantSignOut",
        summary:
          "Sign out: the session ends at once, on every gateway (nothing to end for the merchant token)",
        response: { 204: z.null().describe("No content") },
      },
    },
    async (req, reply) => {
      const session = req.staffSession;
      if (session) {
        await deps.rpc.request(keysOps.endSession, { session_id: session.id }, req.caller);
        sessions.clearCookie(reply);
      }
      return reply.code(204).send(null);
    },
  );
  app.post(
    "/api/merchant/session/password",
    {
      config: { auth: "merchant", operation: PASSWORD_ERRORS, requestLimit: "sign-in" },
      schema: {
        tags,
        security: merchantSecurity,
        operationId: "merchantChangePassword",
        summary: "A new password for the person signed in; every session of theirs ends: sign in again",
        description:
          "The present password is checked as a sign-in is: a wrong one is 401 STAFF_CREDENTIALS_INVALID and " +
          "counts against the failed sign-ins of the email. The merchant token has no password: 404 STAFF_NOT_FOUND.",
        body: ChangePasswordBody,
        response: { 200: dataOf(StaffMember) },
      },
    },
    async (req, reply) => {
      const session = req.staffSession;
      const email = req.caller.merchant?.email;
      if (!session || !email) throw new AppError("STAFF_NOT_FOUND");
      const input = { ...req.body, staff_id: session.staff_id };
      const answer = await counted(signIns, email, req.ip, () =>
        deps.rpc.request(keysOps.changePassword, input, req.caller),
      );
      sessions.clearCookie(reply);
      return answer;
    },
  );
}
