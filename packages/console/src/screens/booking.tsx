import { api } from "../api/client.js";
import { Link } from "../router.js";
import { useCan, useSession } from "../session.js";
import { useAction, useLoad } from "../ui/load.js";
import { addDays, ErrorNote, Loading, utc } from "../ui/parts.js";
import { type Booking, guestName, statusLabel } from "./bookings.js";
import { ChangeStay } from "./change-stay.js";
import { placeName, planName, useRatePlans, useUnits } from "./names.js";

/** One booking: its facts; check in, check out, cancel, mark a no-show or change its stay as its state allows. */
export function BookingScreen({ id }: { id: string }) {
  const { property } = useSession();
  const pid = property?.id ?? "";
  const booking = useLoad(() => api.getBooking(pid, id), [pid, id]);
  return (
    <section aria-labelledby="booking-title">
      <p>
        <Link href="/bookings">← Bookings</Link>
      </p>
      <Loading when={booking.loading && !booking.data} />
      <ErrorNote error={booking.error} />
      {booking.data && <BookingDetail b={booking.data} onChange={booking.set} />}
    </section>
  );
}

function BookingDetail({ b, onChange }: { b: Booking; onChange: (b: Booking) => void }) {
  const units = useUnits(b.property_id);
  const plans = useRatePlans(b.property_id);
  return (
    <>
      <h1 id="booking-title">
        {guestName(b)} <span class={`state state-${b.status}`}>{statusLabel(b.status)}</span>
      </h1>
      <dl class="facts">
        <dt>Booking</dt>
        <dd>{b.id}</dd>
        <dt>Stay</dt>
        <dd>
          {b.start_date} → {b.end_date}, {b.nights} nights, {b.adults} adults
        </dd>
        <dt>Unit</dt>
        <dd>
          {placeName(units.data, b.unit_id, b.room_id)}
          {b.conflict ? " (conflict: no room)" : ""}{" "}
          <span class="muted">
            {b.unit_id}
            {b.room_id ? ` · ${b.room_id}` : ""}
          </span>
        </dd>
        {b.rate_plan_id && (
          <>
            <dt>Rate plan</dt>
            <dd>
              {planName(plans.data, b.rate_plan_id)} <span class="muted">{b.rate_plan_id}</span>
            </dd>
          </>
        )}
        <dt>Guest</dt>
        <dd>
          {guestName(b)}, {b.guest.email}
        </dd>
        <dt>Price</dt>
        <dd>
          {b.total_price} {b.currency}, {b.balance_due} {b.currency} due ({b.payment_status})
        </dd>
        <dt>From</dt>
        <dd>{b.origin}</dd>
        <dt>Promo code</dt>
        <dd>{b.promo_code ?? "none"}</dd>
        <dt>Hold</dt>
        <dd>{b.is_hold ? `until ${utc(b.hold_expires_at)} (${b.hold_origin})` : "no"}</dd>
        <dt>Made</dt>
        <dd>{utc(b.created_at)}</dd>
        {b.cancelled_at && (
          <>
            <dt>Cancelled</dt>
            <dd>
              {utc(b.cancelled_at)} ({b.cancellation_reason})
            </dd>
          </>
        )}
        {b.status === "no_show" && (
          <>
            <dt>No-show fee</dt>
            <dd>
              {b.cancellation_fee ?? "0"} {b.currency}
            </dd>
          </>
        )}
      </dl>
      <BookingActions b={b} onChange={onChange} />
      {/* Keyed by version: a booking that changed starts the form again from its own stay. */}
      <ChangeStay key={b.version} b={b} units={units.data} onChange={onChange} />
    </>
  );
}

/** Today in the property's time zone, `YYYY-MM-DD` (the browser's own zone without a property). */
function todayIn(timeZone: string | undefined): string {
  const format = new Intl.DateTimeFormat("en", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const part = Object.fromEntries(format.formatToParts(new Date()).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}`;
}

type Verb = "check-in" | "check-out" | "cancel" | "no-show";

function BookingActions({ b, onChange }: { b: Booking; onChange: (b: Booking) => void }) {
  const { property } = useSession();
  const can = {
    "check-in": useCan("POST /api/merchant/properties/{property_id}/bookings/{booking_id}/check-in"),
    "check-out": useCan("POST /api/merchant/properties/{property_id}/bookings/{booking_id}/check-out"),
    cancel: useCan("POST /api/merchant/properties/{property_id}/bookings/{booking_id}/cancel"),
    "no-show": useCan("POST /api/merchant/properties/{property_id}/bookings/{booking_id}/no-show"),
  };
  const action = useAction();
  if (!Object.values(can).some(Boolean)) return null;
  const run = (verb: Verb) =>
    action.run(async () => {
      const calls = {
        "check-in": api.checkInBooking,
        "check-out": api.checkOutBooking,
        cancel: api.cancelBooking,
        "no-show": api.noShowBooking,
      };
      onChange(await calls[verb](b.property_id, b.id));
    });
  const open = b.status === "pending" || b.status === "confirmed";
  // The API takes a no-show from the arrival day until 48 hours after it began, there.
  const today = todayIn(property?.timezone);
  const noShowWindow = open && b.start_date <= today && today < addDays(b.start_date, 2);
  return (
    <div>
      <div class="actions">
        {can["check-in"] && open && (
          <button type="button" disabled={action.busy} onClick={() => run("check-in")}>
            Check in
          </button>
        )}
        {can["check-out"] && b.status === "checked_in" && (
          <button type="button" disabled={action.busy} onClick={() => run("check-out")}>
            Check out
          </button>
        )}
        {can["no-show"] && noShowWindow && (
          <button type="button" class="danger" disabled={action.busy} onClick={() => run("no-show")}>
            No-show
          </button>
        )}
        {can.cancel && open && (
          <button type="button" class="danger" disabled={action.busy} onClick={() => run("cancel")}>
            Cancel booking
          </button>
        )}
      </div>
      <ErrorNote error={action.error} />
    </div>
  );
}
