import { useState } from "preact/hooks";
import { api, type Schemas } from "../api/client.js";
import { useAction } from "../ui/load.js";
import { ErrorNote, Table, utc } from "../ui/parts.js";
import type { Booking } from "./bookings.js";
import { placeName } from "./names.js";

type Quote = Schemas["BookingChangeQuote"];
type Stay = Schemas["Stay"];

/** Amounts in hundredths, as the API counts them, so a sum never picks up a float's rounding. */
const cents = (amount: number) => Math.round(amount * 100);

/** "+40", "-40", "0": a difference with its sign. */
const signed = (amount: number) => (amount > 0 ? `+${amount}` : String(amount));

/**
 * A change quote beside the booking as it is, and Apply change: the booking takes the quoted stay
 * at the proposed total plus the change fee, unless the fee is waived.
 */
export function QuotedChange(props: {
  b: Booking;
  quote: Quote;
  units: Schemas["MerchantUnit"][] | undefined;
  onChange: (b: Booking) => void;
}) {
  const { b, quote } = props;
  const [waive, setWaive] = useState(false);
  const applying = useAction();
  const fee = quote.change_fee > 0 && !waive ? quote.change_fee : 0;
  const total = (cents(quote.proposed.total_price) + cents(fee)) / 100;
  const apply = () =>
    applying.run(async () => {
      // One key per click: the SDK's retries of this click resend it, so the change is made once.
      const idempotencyKey = crypto.randomUUID();
      const body = { change_quote_id: quote.id, expected_total_price: total, waive_change_fee: waive };
      props.onChange(await api.changeBooking(b.property_id, b.id, body, { idempotencyKey }));
    });
  const place = (s: Stay) => placeName(props.units, s.unit_id, s.room_id);
  return (
    <div aria-live="polite">
      <h3>Quoted change</h3>
      <Table label="Booked and quoted stay">
        <thead>
          <tr>
            <th scope="col">Stay</th>
            <th scope="col">Booked</th>
            <th scope="col">Quoted</th>
          </tr>
        </thead>
        <tbody>
          <StayRow label="Dates" of={(s) => `${s.start_date} → ${s.end_date}`} quote={quote} />
          <StayRow label="Nights" of={(s) => String(s.nights)} quote={quote} />
          <StayRow label="Adults" of={(s) => String(s.adults)} quote={quote} />
          <StayRow label="Unit" of={place} quote={quote} />
          <tr>
            <th scope="row">Total</th>
            <td>
              {quote.current.total_price} {b.currency}
            </td>
            <td>
              {quote.proposed.total_price} {b.currency}
            </td>
          </tr>
        </tbody>
      </Table>
      <dl class="facts">
        <dt>Price difference</dt>
        <dd>
          {signed(quote.price_difference)} {b.currency}
        </dd>
        <dt>Change fee</dt>
        <dd>
          {quote.change_fee} {b.currency}
          {waive ? " (waived)" : ""}
        </dd>
        <dt>Total after the change</dt>
        <dd>
          {total} {b.currency}
        </dd>
        <dt>Quote held until</dt>
        <dd>{utc(quote.expires_at)}</dd>
      </dl>
      {quote.change_fee > 0 && (
        <label class="check">
          <input
            type="checkbox"
            checked={waive}
            onChange={(e) => setWaive((e.target as HTMLInputElement).checked)}
          />{" "}
          Waive change fee
        </label>
      )}
      <div class="actions">
        <button type="button" disabled={applying.busy} onClick={() => void apply()}>
          Apply change
        </button>
      </div>
      <ErrorNote error={applying.error} />
    </div>
  );
}

function StayRow(props: { label: string; of: (s: Stay) => string; quote: Quote }) {
  return (
    <tr>
      <th scope="row">{props.label}</th>
      <td>{props.of(props.quote.current.stay)}</td>
      <td>{props.of(props.quote.proposed.stay)}</td>
    </tr>
  );
}
