import {
  CursorCodec,
  ensureEventStream,
  type ServiceDefinition,
  type ServiceKit,
} from "@reservations/service-kit";
import type { BookingDeps } from "./handlers/context.js";
import { registerCreateBooking } from "./handlers/create-booking.js";
import { registerCreateGroup } from "./handlers/create-group.js";
import { registerGroupBilling } from "./handlers/group-billing.js";
import { registerGroupLifecycle } from "./handlers/group-lifecycle.js";
import { registerGroupMembers } from "./handlers/group-members.js";
import { registerGroupReads } from "./handlers/group-reads.js";
import { registerMerchantBookings } from "./handlers/merchant-bookings.js";
import { BookingOutcomes } from "./handlers/outcomes.js";
import { registerReadBookings } from "./handlers/read-bookings.js";
import { registerSagaOutcomes } from "./handlers/saga-outcomes.js";
import { registerTransitions } from "./handlers/transitions.js";
import { registerVoids } from "./handlers/voids.js";
import { HoldScheduler } from "./jobs/holds.js";
import { OutboxRelay } from "./jobs/outbox-relay.js";
import { startPurges } from "./jobs/purges.js";
import { BookingSaga } from "./saga/booking-saga.js";
import { BookingTransitions } from "./saga/transitions.js";
import { BACKLOG_CAP, outboxBacklog } from "./store/outbox.js";

/** The outbox's backlog at each scrape: one bounded query feeds both gauges. */
function watchOutbox(kit: ServiceKit): void {
  let reading: ReturnType<typeof outboxBacklog> | undefined;
  const read = () =>
    (reading ??= outboxBacklog(kit.pool).finally(() => {
      reading = undefined;
    }));
  kit.metrics.collect(
    "booking_outbox_backlog",
    `Booking events written but not yet published to JetStream (counted up to ${BACKLOG_CAP})`,
    [],
    async () => [{ value: (await read()).events }],
  );
  kit.metrics.collect(
    "booking_outbox_oldest_age_seconds",
    "Age of the oldest booking event not yet published (0 when none waits)",
    [],
    async () => [{ value: (await read()).oldest_age_s }],
  );
}

export const bookingService: ServiceDefinition = {
  name: "booking",
  migrationsDir: new URL("./migrations/", import.meta.url),
  async register(kit) {
    await ensureEventStream(kit.nc, kit.config.NATS_NAMESPACE, kit.config.NATS_STREAM_REPLICAS);
    const { pool, client, log } = kit;
    const outbox = new OutboxRelay(kit);
    const holds = new HoldScheduler(kit);
    const saga = new BookingSaga({
      pool,
      client,
      log,
      leaseMs: kit.config.IDEMPOTENCY_LEASE_MS,
      outbox,
      holds,
    });
    const transitions = new BookingTransitions({ pool, saga, outbox, holds });
    const deps: BookingDeps = {
      kit,
      pool,
      client,
      log,
      cursors: new CursorCodec(kit.config.CURSOR_SECRET),
      outbox,
      holds,
      saga,
      transitions,
      outcomes: new BookingOutcomes(kit.metrics),
    };
    registerCreateBooking(deps);
    registerTransitions(deps);
    registerReadBookings(deps);
    registerMerchantBookings(deps);
    registerVoids(deps);
    registerCreateGroup(deps);
    registerGroupReads(deps);
    registerGroupMembers(deps);
    registerGroupBilling(deps);
    registerGroupLifecycle(deps);
    registerSagaOutcomes(deps);
    watchOutbox(kit);
    outbox.start();
    startPurges(kit);
    await holds.start((id) => transitions.expire(id), kit.config.HOLD_SWEEP_EVERY_MS);
    kit.onClose(() => holds.stop());
    kit.onClose(() => outbox.stop());
  },
};
