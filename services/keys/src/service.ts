import { keysOps } from "@reservations/contracts";
import { CursorCodec, type ServiceDefinition } from "@reservations/service-kit";
import { acceptInvite } from "./handlers/accept-invite.js";
import { authenticateKey } from "./handlers/authenticate-key.js";
import { authenticateMerchant } from "./handlers/authenticate-merchant.js";
import { changePassword } from "./handlers/change-password.js";
import type { KeysDeps } from "./handlers/context.js";
import { createKey } from "./handlers/create-key.js";
import { createTenant } from "./handlers/create-tenant.js";
import { getKey } from "./handlers/get-key.js";
import { inviteStaff } from "./handlers/invite-staff.js";
import { listAudit } from "./handlers/list-audit.js";
import { listKeys } from "./handlers/list-keys.js";
import { listRequests } from "./handlers/list-requests.js";
import { getStaff, listStaff } from "./handlers/list-staff.js";
import { pauseKey } from "./handlers/pause-key.js";
import { recordRequests } from "./handlers/record-requests.js";
import { resumeKey } from "./handlers/resume-key.js";
import { revokeKey } from "./handlers/revoke-key.js";
import { rotateMerchantToken } from "./handlers/rotate-merchant-token.js";
import { authenticateSession, endSession, listHotels, signIn, switchHotel } from "./handlers/sessions.js";
import { deactivateStaff, updateStaff } from "./handlers/staff-change.js";
import { activateTenant, deactivateTenant } from "./handlers/tenant-activation.js";
import { updateKey } from "./handlers/update-key.js";
import { voidKey } from "./handlers/void-key.js";
import { consumeAuditEntries, startAuditUpkeep } from "./jobs/audit-trail.js";
import { RequestLogUpkeep } from "./jobs/request-log-upkeep.js";
import { startSessionPurge } from "./jobs/session-purge.js";
import { StatePublisher } from "./jobs/state-publisher.js";

export const keysService: ServiceDefinition = {
  name: "keys",
  migrationsDir: new URL("./migrations/", import.meta.url),
  liveSqlDir: new URL("./store/sql/", import.meta.url),
  async register(kit) {
    const states = await StatePublisher.open(kit);
    const deps: KeysDeps = {
      kit,
      states,
      pool: kit.pool,
      cursors: new CursorCodec(kit.config.CURSOR_SECRET),
    };
    const { rpc } = kit;
    rpc.serve(keysOps.createTenant, createTenant(deps));
    rpc.serve(keysOps.deactivateTenant, deactivateTenant(deps));
    rpc.serve(keysOps.activateTenant, activateTenant(deps));
    rpc.serve(keysOps.authenticateMerchant, authenticateMerchant(deps));
    rpc.serve(keysOps.authenticateKey, authenticateKey(deps));
    rpc.serve(keysOps.rotateMerchantToken, rotateMerchantToken(deps));
    rpc.serve(keysOps.createKey, createKey(deps));
    rpc.serve(keysOps.listKeys, listKeys(deps));
    rpc.serve(keysOps.getKey, getKey(deps));
    rpc.serve(keysOps.updateKey, updateKey(deps));
    rpc.serve(keysOps.pauseKey, pauseKey(deps));
    rpc.serve(keysOps.resumeKey, resumeKey(deps));
    rpc.serve(keysOps.revokeKey, revokeKey(deps));
    rpc.serve(keysOps.voidKey, voidKey(deps));
    rpc.serve(keysOps.recordRequests, recordRequests(deps));
    rpc.serve(keysOps.listRequests, listRequests(deps));
    rpc.serve(keysOps.inviteStaff, inviteStaff(deps));
    rpc.serve(keysOps.acceptInvite, acceptInvite(deps));
    rpc.serve(keysOps.listStaff, listStaff(deps));
    rpc.serve(keysOps.getStaff, getStaff(deps));
    rpc.serve(keysOps.updateStaff, updateStaff(deps));
    rpc.serve(keysOps.deactivateStaff, deactivateStaff(deps));
    rpc.serve(keysOps.signIn, signIn(deps));
    rpc.serve(keysOps.authenticateSession, authenticateSession(deps));
    rpc.serve(keysOps.endSession, endSession(deps));
    rpc.serve(keysOps.switchHotel, switchHotel(deps));
    rpc.serve(keysOps.listHotels, listHotels(deps));
    rpc.serve(keysOps.changePassword, changePassword(deps));
    rpc.serve(keysOps.listAudit, listAudit(deps));
    await consumeAuditEntries(kit);
    const auditUpkeep = startAuditUpkeep(kit, kit.config.REQUEST_LOG_UPKEEP_EVERY_MS);
    await auditUpkeep
      .runNow()
      .catch((err) => kit.log.warn({ err: (err as Error).message }, "audit trail upkeep failed"));
    kit.onClose(() => auditUpkeep.stop());
    const sessionPurge = startSessionPurge(kit);
    kit.onClose(() => sessionPurge.stop());
    // The partitions of the days ahead exist before the first insert needs them (an insert would
    // make its own, but under a lock); then the timer keeps them and drops the days past retention.
    const upkeep = new RequestLogUpkeep(kit.pool, kit.log);
    await upkeep
      .run()
      .catch((err) => kit.log.warn({ err: (err as Error).message }, "request log upkeep failed"));
    upkeep.start(kit.config.REQUEST_LOG_UPKEEP_EVERY_MS);
    kit.onClose(() => upkeep.stop());
    // States a crash or an outage kept from the bucket go now, then every second.
    await states.sync();
    states.start();
    kit.onClose(() => states.stop());
  },
};
