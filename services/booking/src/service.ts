import { CursorCodec, ensureEventStream, type ServiceDefinition } from "@reservations/service-kit";
import type { BookingDeps } from "./handlers/context.js";
import { registerCreateBooking } from "./handlers/create-booking.js";
import { registerGroups } from "./handlers/groups.js";
import { registerMerchantBookings } from "./handlers/merchant-bookings.js";
import { registerReadBookings } from "./handlers/read-bookings.js";
import { bookingTransitions, registerTransitions } from "./handlers/transitions.js";
import { registerVoids } from "./handlers/voids.js";
import { HoldScheduler } from "./jobs/holds.js";
import { OutboxRelay } from "./jobs/outbox-relay.js";

export const bookingService: ServiceDefinition = {
  name: "booking",
  migrationsDir: new URL("./migrations/", import.meta.url),
  async register(kit) {
    await ensureEventStream(kit.nc, kit.config.NATS_NAMESPACE);
    const outbox = new OutboxRelay(kit);
    const deps: BookingDeps = {
      kit,
      pool: kit.pool,
      client: kit.client,
      log: kit.log,
      cursors: new CursorCodec(kit.config.CURSOR_SECRET),
      outbox,
      holds: undefined as unknown as HoldScheduler,
    };
    const transitions = bookingTransitions(deps);
    deps.holds = new HoldScheduler(kit, transitions.expire);
    registerCreateBooking(deps);
    registerTransitions(deps, transitions);
    registerReadBookings(deps);
    registerMerchantBookings(deps);
    registerVoids(deps, transitions);
    registerGroups(deps, transitions);
    outbox.start();
    await deps.holds.start(kit.config.HOLD_SWEEP_EVERY_MS);
    kit.onClose(() => deps.holds.stop());
    kit.onClose(() => outbox.stop());
  },
};
