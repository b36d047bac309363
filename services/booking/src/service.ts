import { bookingOps, changeOps, groupOps } from "@reservations/contracts";
import {
  awaitEventStream,
  batchMetrics,
  CursorCodec,
  OutboxRelay,
  type ServiceDefinition,
  watchOutbox,
} from "@reservations/service-kit";
import { cancelByHotel, checkIn, checkOut, markNoShow } from "./handlers/booking-stays.js";
import {
  changeBooking,
  changeQuoteFates,
  merchantChangeBooking,
  merchantQuoteBookingChange,
  quoteBookingChange,
} from "./handlers/change-booking.js";
import type { BookingDeps } from "./handlers/context.js";
import { createBooking } from "./handlers/create-booking.js";
import { createGroup } from "./handlers/create-group.js";
import { recordGroupPayment, recordGroupRefund, setGroupBilling } from "./handlers/group-billing.js";
import { cancelGroup, confirmGroup } from "./handlers/group-lifecycle.js";
import { addGroupMember, removeGroupMember, setRoomingList } from "./handlers/group-members.js";
import { getBookingGroup, listBookingGroups } from "./handlers/group-reads.js";
import {
  createGuest,
  createHotelBooking,
  getPropertyBooking,
  listPropertyBookings,
  propertyBookingStats,
} from "./handlers/merchant-bookings.js";
import { BookingOutcomes } from "./handlers/outcomes.js";
import { cancelBooking, confirmBooking, expireHoldNow } from "./handlers/partner-status-changes.js";
import { bookingRevisions, getBooking, listBookings } from "./handlers/read-bookings.js";
import { flagBookingConflict, settleBookings } from "./handlers/saga-outcomes.js";
import { previewVoid, voidBookings } from "./handlers/voids.js";
import { ChangeQuoteExpiry } from "./jobs/change-quotes.js";
import { HoldScheduler } from "./jobs/holds.js";
import { startPurges } from "./jobs/purges.js";
import { BookingSaga } from "./saga/booking-saga.js";
import { BookingStatusChanges } from "./saga/status-changes.js";
import { Claims } from "./store/idempotency.js";
import { BOOKING_OUTBOX } from "./store/outbox.js";

export const bookingService: ServiceDefinition = {
  name: "booking",
  migrationsDir: new URL("./migrations/", import.meta.url),
  liveSqlDir: new URL("./store/sql/", import.meta.url),
  async register(kit) {
    // The setup step makes the stream: until it has, the service waits, not ready, and says so.
    await awaitEventStream(kit.nc, kit.config.NATS_NAMESPACE, kit.log);
    const { pool, client, log } = kit;
    const outbox = new OutboxRelay(kit, BOOKING_OUTBOX);
    const holds = new HoldScheduler(kit);
    const changeQuotes = new ChangeQuoteExpiry(kit);
    // Writes per statement of the writes that bookings asked together share: Idempotency-Key claims,
    // stays' bookings.
    const onBatch = batchMetrics<"claim" | "record">(kit.metrics, {
      label: "write",
      calls: {
        name: "booking_write_batch_writes",
        help: "Writes made by one statement of writes asked together, by write (claim, record)",
      },
      overdue: {
        name: "booking_write_batches_overdue_total",
        help: "Batches of writes sent after waiting 1 s for a statement still under way, by write",
      },
    });
    const saga = new BookingSaga({
      pool,
      client,
      log,
      leaseMs: kit.config.IDEMPOTENCY_LEASE_MS,
      outbox,
      holds,
      onRecordBatch: onBatch("record"),
    });
    const statusChanges = new BookingStatusChanges({ pool, saga, outbox, holds });
    const deps: BookingDeps = {
      kit,
      pool,
      client,
      log,
      cursors: new CursorCodec(kit.config.CURSOR_SECRET),
      outbox,
      holds,
      changeQuotes,
      saga,
      statusChanges,
      outcomes: new BookingOutcomes(kit.metrics),
      claims: new Claims(pool, kit.config.IDEMPOTENCY_LEASE_MS, onBatch("claim")),
    };
    const { rpc } = kit;
    rpc.serve(bookingOps.create, createBooking(deps));
    rpc.serve(bookingOps.confirm, confirmBooking(deps));
    rpc.serve(bookingOps.cancel, cancelBooking(deps));
    // The sandbox clock exists in sandbox deployments only (the gateway has no route to it elsewhere).
    if (kit.config.APP_ENV === "sandbox") rpc.serve(bookingOps.expireHoldNow, expireHoldNow(deps));
    rpc.serve(bookingOps.list, listBookings(deps));
    rpc.serve(bookingOps.get, getBooking(deps));
    rpc.serve(bookingOps.revisions, bookingRevisions(deps));
    rpc.serve(changeOps.quote, quoteBookingChange(deps));
    rpc.serve(changeOps.apply, changeBooking(deps));
    rpc.serve(changeOps.merchantQuote, merchantQuoteBookingChange(deps));
    rpc.serve(changeOps.merchantApply, merchantChangeBooking(deps));
    rpc.serve(bookingOps.createGuest, createGuest(deps));
    rpc.serve(bookingOps.merchantList, listPropertyBookings(deps));
    rpc.serve(bookingOps.merchantGet, getPropertyBooking(deps));
    rpc.serve(bookingOps.merchantCancel, cancelByHotel(deps));
    rpc.serve(bookingOps.merchantCreate, createHotelBooking(deps));
    rpc.serve(bookingOps.checkIn, checkIn(deps));
    rpc.serve(bookingOps.checkOut, checkOut(deps));
    rpc.serve(bookingOps.noShow, markNoShow(deps));
    rpc.serve(bookingOps.stats, propertyBookingStats(deps));
    rpc.serve(bookingOps.voidPreview, previewVoid(deps));
    rpc.serve(bookingOps.voidBookings, voidBookings(deps));
    rpc.serve(groupOps.create, createGroup(deps));
    rpc.serve(groupOps.list, listBookingGroups(deps));
    rpc.serve(groupOps.get, getBookingGroup(deps));
    rpc.serve(groupOps.addMember, addGroupMember(deps));
    rpc.serve(groupOps.removeMember, removeGroupMember(deps));
    rpc.serve(groupOps.setRoomingList, setRoomingList(deps));
    rpc.serve(groupOps.setBilling, setGroupBilling(deps));
    rpc.serve(groupOps.recordPayment, recordGroupPayment(deps));
    rpc.serve(groupOps.recordRefund, recordGroupRefund(deps));
    rpc.serve(groupOps.confirm, confirmGroup(deps));
    rpc.serve(groupOps.cancel, cancelGroup(deps));
    // What inventory asks of bookings' fates: its reconciler, and its check of booking.created.
    rpc.serve(bookingOps.settle, settleBookings(deps));
    rpc.serve(bookingOps.flagConflict, flagBookingConflict(deps));
    rpc.serve(changeOps.fates, changeQuoteFates(deps));
    watchOutbox(kit, BOOKING_OUTBOX);
    outbox.start();
    startPurges(kit);
    await holds.start((id) => statusChanges.expire(id), kit.config.HOLD_SWEEP_EVERY_MS);
    kit.onClose(() => holds.stop());
    await changeQuotes.start();
    kit.onClose(() => changeQuotes.stop());
    kit.onClose(() => outbox.stop());
  },
};
