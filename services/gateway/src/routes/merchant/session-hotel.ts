import {
  AppError,
  dataOf,
  keysOps,
  type OperationErrors,
  Session,
  SwitchHotelBody,
} from "@reservations/contracts";
import { sha256Hex } from "@reservations/service-kit";
import type { GatewayDeps, RouteApp } from "../../deps.js";
import { newSessionId, type StaffSessions } from "../../plugins/staff-sessions.js";
import { merchantSecurity } from "../security.js";

/** What a switch can answer: a hotel that is not the person's, or no person (the merchant token). */
const SWITCH_ERRORS: OperationErrors = { errors: [...keysOps.switchHotel.errors, "STAFF_NOT_FOUND"] };

/**
 * Merchant API: moves the signed-in person's session to another of their hotels. The old session
 * ends on every gateway; the new one has its own id (the cookie) and CSRF token.
 */
export function sessionHotelRoute(app: RouteApp, deps: GatewayDeps, sessions: StaffSessions): void {
  app.post(
    "/api/merchant/session/hotel",
    {
      config: { auth: "merchant", operation: SWITCH_ERRORS },
      schema: {
        tags: ["merchant: staff"],
        security: merchantSecurity,
        operationId: "merchantSwitchHotel",
        summary: "Switch the session to another of the person's hotels: a new session cookie and CSRF token",
        description:
          "The session signed in ends at once, on every gateway, and one opens in the hotel named, answered as a " +
          "sign-in is. A hotel that is not one of the person's (`hotels` of the session) is 404 TENANT_NOT_FOUND; " +
          "the merchant token has no session to switch: 404 STAFF_NOT_FOUND.",
        body: SwitchHotelBody,
        response: { 200: dataOf(Session) },
      },
    },
    async (req, reply) => {
      const session = req.staffSession;
      if (!session) throw new AppError("STAFF_NOT_FOUND");
      const sessionId = newSessionId();
      const input = {
        tenant_id: req.body.tenant_id,
        session_id: session.id,
        staff_id: session.staff_id,
        session_hash: sha256Hex(sessionId),
      };
      const { data } = await deps.rpc.request(keysOps.switchHotel, input, req.caller);
      sessions.forget(session.cookie);
      return sessions.opened(reply, sessionId, data);
    },
  );
}
