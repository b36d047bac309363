import {
  AuditEntry,
  AuditQuery,
  dataOf,
  InvitedStaff,
  InviteStaffBody,
  keysOps,
  listOf,
  PageQuery,
  StaffIdParams,
  StaffMember,
  UpdateStaffBody,
} from "@reservations/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GatewayDeps } from "../../deps.js";
import { relay } from "../relay.js";
import { merchantSecurity } from "../security.js";

/** Merchant API: the hotel's people (invited by an owner, with a role) and its audit trail. */
export const merchantStaffRoutes =
  (deps: GatewayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = { tags: ["merchant: staff"], security: merchantSecurity };
    const config = { auth: "merchant" as const };
    app.post(
      "/api/merchant/staff",
      {
        config: { ...config, operation: keysOps.inviteStaff },
        schema: {
          ...base,
          operationId: "merchantInviteStaff",
          summary: "Invite a person with a role; the invitation is answered once (valid 7 days)",
          description:
            "The person accepts it with POST /api/merchant/staff/accept-invite and a password of 12 characters or more.",
          body: InviteStaffBody,
          response: { 201: InvitedStaff },
        },
      },
      (req, reply) => relay(deps, req, reply, keysOps.inviteStaff, req.body),
    );
    app.get(
      "/api/merchant/staff",
      {
        config: { ...config, operation: keysOps.listStaff },
        schema: {
          ...base,
          operationId: "merchantListStaff",
          summary: "The hotel's staff, deactivated people included, newest first",
          querystring: PageQuery,
          response: { 200: listOf(StaffMember) },
        },
      },
      (req, reply) => relay(deps, req, reply, keysOps.listStaff, req.query),
    );
    app.patch(
      "/api/merchant/staff/:staff_id",
      {
        config: { ...config, operation: keysOps.updateStaff },
        schema: {
          ...base,
          operationId: "merchantUpdateStaff",
          summary: "Rename a person or change their role; a new role ends their sessions",
          description: "The hotel's last active owner cannot be demoted: 422 STAFF_LAST_OWNER.",
          params: StaffIdParams,
          body: UpdateStaffBody,
          response: { 200: dataOf(StaffMember) },
        },
      },
      (req, reply) =>
        relay(deps, req, reply, keysOps.updateStaff, { staff_id: req.params.staff_id, patch: req.body }),
    );
    app.post(
      "/api/merchant/staff/:staff_id/deactivate",
      {
        config: { ...config, operation: keysOps.deactivateStaff },
        schema: {
          ...base,
          operationId: "merchantDeactivateStaff",
          summary: "Take a person's access away for good; their sessions end at once",
          description: "The hotel's last active owner cannot be deactivated: 422 STAFF_LAST_OWNER.",
          params: StaffIdParams,
          response: { 200: dataOf(StaffMember) },
        },
      },
      (req, reply) => relay(deps, req, reply, keysOps.deactivateStaff, req.params),
    );
    app.get(
      "/api/merchant/audit",
      {
        config: { ...config, operation: keysOps.listAudit },
        schema: {
          ...base,
          operationId: "merchantListAuditEntries",
          summary: "The audit trail: who changed what, newest first (kept one year)",
          description:
            "One entry per merchant call that changed something, naming the person (or the merchant token), " +
            "the action, its target, the client address and the request id. `actor` narrows it to one staff " +
            "id (or `merchant_token`), `action` to one action.",
          querystring: AuditQuery,
          response: { 200: listOf(AuditEntry) },
        },
      },
      (req, reply) => relay(deps, req, reply, keysOps.listAudit, req.query),
    );
  };
