import { useState } from "preact/hooks";
import { api, type Schemas } from "../api/client.js";
import { useAction } from "../ui/load.js";
import { hundredths, moneyText, requestAmount, signed } from "../ui/money.js";
import { ErrorNote, Table, utc } from "../ui/parts.js";
import type { Booking } from "./bookings.js";
import { placeName } from "./names.js";

type Quote = Schemas["BookingChangeQuote"];
type Stay = Schemas["Stay"];

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
  const feeDue = hundredths(quote.change_fee) > 0;
  // In hundredths, as the API counts them, so the total sent is the one it computes to the cent.
  const total =
    hundredths(quote.proposed.total_price) + (feeDue && !waive ? hundredths(quote.change_fee) : 0);
  const apply = () =>
    applying.run(async () => {
      // One key per click: the SDK's retries of this click resend it, so the change is made once.
      const idempotencyKey = crypto.randomUUID();
      const body = {
        change_quote_id: quote.id,
        expected_total_price: requestAmount(total),
        waive_change_fee: waive,
      };
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
          {moneyText(total, b.currency)} {b.currency}
        </dd>
        <dt>Quote held until</dt>
        <dd>{utc(quote.expires_at)}</dd>
      </dl>
      {feeDue && (
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
