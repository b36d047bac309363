import { useState } from "preact/hooks";
import { api, type Schemas } from "../api/client.js";
import { Link } from "../router.js";
import { useSession } from "../session.js";
import { useLoad } from "../ui/load.js";
import { addDays, ErrorNote, Loading, today } from "../ui/parts.js";
import { guestName } from "./bookings.js";
import { type Cell, calendarRows } from "./calendar.js";
import { PriceRow, readPrices } from "./calendar-prices.js";

const DAYS = 30;
const LETTER = { free: "", booked: "B", held: "H", blocked: "X" } as const;

/** Every live booking of the property meeting [from, to), read page by page. */
async function bookingsBetween(propertyId: string, from: string, to: string): Promise<Schemas["Booking"][]> {
  const all: Schemas["Booking"][] = [];
  for await (const booking of api.listBookings(propertyId, { from, to, limit: 100 })) all.push(booking);
  return all;
}

async function readCalendar(propertyId: string, from: string) {
  const to = addDays(from, DAYS);
  const [units, blocks, bookings, prices] = await Promise.all([
    api.listUnits(propertyId),
    api.listSaleBlocks(propertyId, { from, to }),
    bookingsBetween(propertyId, from, to),
    readPrices(propertyId, from, to),
  ]);
  const dates = Array.from({ length: DAYS }, (_, i) => addDays(from, i));
  return { dates, prices, rows: calendarRows(units, bookings, blocks, dates) };
}

/**
 * Units by 30 nights: free, booked, held or blocked; a booked or held night links to its booking.
 * Above them, the lowest price to arrive on each date.
 */
export function AvailabilityScreen() {
  const { property } = useSession();
  const [from, setFrom] = useState(today());
  const cal = useLoad(
    () => (property ? readCalendar(property.id, from) : Promise.resolve(null)),
    [property?.id, from],
  );
  return (
    <section aria-labelledby="cal-title">
      <h1 id="cal-title">Availability</h1>
      <div class="title-row">
        <button type="button" class="secondary" onClick={() => setFrom(addDays(from, -DAYS))}>
          Previous {DAYS} nights
        </button>
        <label for="calendar-from">From</label>
        <input
          id="calendar-from"
          type="date"
          value={from}
          onChange={(e) => setFrom((e.target as HTMLInputElement).value || today())}
        />
        <button type="button" class="secondary" onClick={() => setFrom(addDays(from, DAYS))}>
          Next {DAYS} nights
        </button>
      </div>
      <p class="legend">
        <span class="cal cal-free">free</span> <span class="cal cal-booked">B booked</span>{" "}
        <span class="cal cal-held">H held</span> <span class="cal cal-blocked">X blocked</span>
      </p>
      <ErrorNote error={cal.error} />
      <Loading when={cal.loading} />
      {cal.data && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
        <section class="table-wrap" tabIndex={0} aria-label="Availability calendar">
          <table class="calendar">
            <caption class="visually-hidden">Availability from {from}, one row per unit or room</caption>
            <thead>
              <tr>
                <th scope="col">Unit</th>
                {cal.data.dates.map((d) => (
                  <th scope="col" key={d} abbr={d}>
                    {d.slice(8)}
                    <span class="visually-hidden">{d}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cal.data.prices && property && (
                <PriceRow dates={cal.data.dates} prices={cal.data.prices} currency={property.currency} />
              )}
              {cal.data.rows.map((r) => (
                <tr key={`${r.unit.id}:${r.roomId}`}>
                  <th scope="row">{r.label}</th>
                  {r.cells.map((c) => (
                    <CalendarCell key={c.date} cell={c} place={r.label} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function CalendarCell({ cell, place }: { cell: Cell; place: string }) {
  const said = `${place}, ${cell.date}: ${cell.state}`;
  if (!cell.booking) {
    return (
      <td class={`cal cal-${cell.state}`} title={said}>
        <span aria-hidden="true">{LETTER[cell.state]}</span>
        <span class="visually-hidden">{said}</span>
      </td>
    );
  }
  return (
    <td class={`cal cal-${cell.state}`}>
      <Link href={`/bookings/${cell.booking.id}`}>
        <span aria-hidden="true">{LETTER[cell.state]}</span>
        <span class="visually-hidden">
          {said}, {guestName(cell.booking)}
        </span>
      </Link>
    </td>
  );
}
