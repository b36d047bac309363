import { everyWithLock, type LockedTimer, type ServiceKit } from "@reservations/service-kit";
import { purgeExpired } from "../store/purges.js";

/** Purges what is past its lifecycle (store/purges.ts), one copy at a time, on this process's timer. */
export function startPurges(kit: ServiceKit): LockedTimer {
  const timer = everyWithLock(kit, "webhooks.purge", kit.config.PURGE_EVERY_MS, async () => {
    const purged = await purgeExpired(kit.pool);
    if (Object.values(purged).some((n) => n > 0))
      kit.log.info({ purged }, "rows past their lifecycle purged");
  });
  kit.onClose(() => timer.stop());
  return timer;
}
