import { everyWithLock, type LockedTimer, type ServiceKit } from "@reservations/service-kit";
import { purgeSessions } from "../store/sessions.js";

/** Deletes sessions long past their 12 hours, every PURGE_EVERY_MS, one copy of the service at a time. */
export function startSessionPurge(kit: ServiceKit): LockedTimer {
  return everyWithLock(kit, "keys.staff_sessions:purge", kit.config.PURGE_EVERY_MS, async () => {
    const purged = await purgeSessions(kit.pool);
    if (purged > 0) kit.log.info({ purged }, "sessions purged");
  });
}
