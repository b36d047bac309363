import { useState } from "preact/hooks";
import { api, type Schemas } from "../api/client.js";
import { useCan } from "../session.js";
import { useAction } from "../ui/load.js";
import { ErrorNote, Field, formValues } from "../ui/parts.js";
import type { Booking } from "./bookings.js";
import { QuotedChange } from "./change-quote.js";

type Unit = Schemas["MerchantUnit"];
type QuoteBody = Schemas["ChangeQuoteRequest"];

const CHANGEABLE: Booking["status"][] = ["pending", "confirmed", "checked_in"];

/**
 * Change stay: new dates, adults or unit are quoted first (the nights added are held meanwhile),
 * then the quote is applied at the total it showed.
 */
export function ChangeStay(props: { b: Booking; units: Unit[] | undefined; onChange: (b: Booking) => void }) {
  const { b } = props;
  const canQuote = useCan("POST /api/merchant/properties/{property_id}/bookings/{booking_id}/change-quotes");
  const canApply = useCan("POST /api/merchant/properties/{property_id}/bookings/{booking_id}/change");
  const quoting = useAction();
  const [quote, setQuote] = useState<Schemas["BookingChangeQuote"] | null>(null);
  if (!(canQuote && canApply) || !CHANGEABLE.includes(b.status)) return null;
  const submit = (e: Event) => {
    const body = changedFields(b, formValues(e));
    setQuote(null);
    void quoting.run(async () => setQuote(await api.quoteBookingChange(b.property_id, b.id, body)));
  };
  const started = b.status === "checked_in";
  return (
    <section class="panel" aria-labelledby="change-title">
      <h2 id="change-title">Change stay</h2>
      {/* A quote on screen always matches the fields above it: editing one drops it. */}
      <form class="inline" onSubmit={submit} onInput={() => setQuote(null)} aria-label="Change stay">
        <Field
          label="Arrival"
          name="start_date"
          error={quoting.error}
          input={{ type: "date", required: true, disabled: started, defaultValue: b.start_date }}
        />
        <Field
          label="Departure"
          name="end_date"
          error={quoting.error}
          input={{ type: "date", required: true, defaultValue: b.end_date }}
        />
        <Field
          label="Adults"
          name="adults"
          error={quoting.error}
          input={{
            type: "number",
            min: 1,
            required: true,
            disabled: started,
            defaultValue: String(b.adults),
          }}
        />
        <Field label="Unit" name="unit_id" error={quoting.error}>
          {(a) => (
            <select name="unit_id" disabled={started} {...a}>
              {unitChoices(props.units, b.unit_id).map((u) => (
                <option key={u.id} value={u.id} selected={u.id === b.unit_id}>
                  {u.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div class="actions">
          <button type="submit" disabled={quoting.busy}>
            Quote change
          </button>
        </div>
      </form>
      {started && <p class="hint">The guest is checked in: only the departure may change.</p>}
      <ErrorNote error={quoting.error} />
      {quote && <QuotedChange b={b} quote={quote} units={props.units} onChange={props.onChange} />}
    </section>
  );
}

/** The fields that differ from the booking: what is left out stays as booked. */
function changedFields(b: Booking, v: Record<string, string>): QuoteBody {
  const adults = Number(v.adults);
  return {
    ...(v.start_date && v.start_date !== b.start_date ? { start_date: v.start_date } : {}),
    ...(v.end_date && v.end_date !== b.end_date ? { end_date: v.end_date } : {}),
    ...(v.adults && adults !== b.adults ? { adults } : {}),
    ...(v.unit_id && v.unit_id !== b.unit_id ? { unit_id: v.unit_id } : {}),
  };
}

/** The property's units; the booking's own by its id until they are read. */
const unitChoices = (units: Unit[] | undefined, unitId: string): { id: string; name: string }[] =>
  units?.some((u) => u.id === unitId) ? units : [...(units ?? []), { id: unitId, name: unitId }];
