import { api, type Schemas } from "../api/client.js";

// The availability calendar's price row: for each arrival date, the lowest price the property sells
// then (one adult, the shortest stay allowed that day), from the merchant price calendar.

type Entry = Schemas["CalendarEntry"];

/** Each date's entry by date, or null when the calendar could not be read (then no price shows). */
export async function readPrices(propertyId: string, from: string, to: string) {
  try {
    const entries = await api.getCalendar(propertyId, { from, to, adults: 1 });
    return new Map(entries.map((e) => [e.date, e]));
  } catch {
    // Prices are a help beside the units' nights: the calendar shows without them.
    return null;
  }
}

/** One row of prices under the dates: the amount, and the nights when the shortest stay is longer than one. */
export function PriceRow(props: { dates: string[]; prices: Map<string, Entry>; currency: string }) {
  return (
    <tr class="prices">
      <th scope="row">Lowest price, 1 adult ({props.currency})</th>
      {props.dates.map((date) => {
        const e = props.prices.get(date);
        if (!e || e.total_price === null) {
          return (
            <td key={date} class="cal price" title={`${date}: nothing on sale`}>
              <span aria-hidden="true">—</span>
              <span class="visually-hidden">{date}: nothing on sale</span>
            </td>
          );
        }
        const nights = e.nights ?? 1;
        const said = `${date}: from ${e.total_price} ${props.currency} for ${nights} ${nights === 1 ? "night" : "nights"}`;
        return (
          <td key={date} class="cal price" title={said}>
            <span aria-hidden="true">
              {e.total_price}
              {nights > 1 && <small class="nights">{nights} n</small>}
            </span>
            <span class="visually-hidden">{said}</span>
          </td>
        );
      })}
    </tr>
  );
}
