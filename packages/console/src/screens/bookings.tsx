import { useState } from "preact/hooks";
import { api, type Schemas } from "../api/client.js";
import { Link } from "../router.js";
import { useSession } from "../session.js";
import { usePaged } from "../ui/load.js";
import { ErrorNote, Field, formValues, Loading, More, Table } from "../ui/parts.js";
import { placeName, useUnits } from "./names.js";

export type Booking = Schemas["Booking"];
type Status = Booking["status"];
const STATUSES: Status[] = ["pending", "confirmed", "checked_in", "checked_out", "cancelled", "no_show"];
const STATUS_LABELS: Record<string, string> = { no_show: "no-show" };

export const guestName = (b: Booking) => `${b.guest.first_name} ${b.guest.last_name}`;

/** A booking's status as a person reads it: "checked in", "no-show". */
export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status.replace("_", " ");

interface Search {
  from?: string;
  to?: string;
  status?: Status;
  guest?: string;
}

/** The property's bookings, searched by stay dates, status and guest name, page by page. */
export function BookingsScreen() {
  const { property } = useSession();
  const [search, setSearch] = useState<Search>({});
  const [error, setError] = useState<Error | undefined>();
  const units = useUnits(property?.id);
  const list = usePaged(
    (cursor) =>
      property
        ? api.listBookings(property.id, { cursor, limit: 25, ...search })
        : Promise.resolve({ data: [], next_cursor: null }),
    [property?.id, JSON.stringify(search)],
  );
  const submit = (e: Event) => {
    const v = formValues(e);
    setError(undefined);
    setSearch({
      ...(v.from ? { from: v.from } : {}),
      ...(v.to ? { to: v.to } : {}),
      ...(v.status ? { status: v.status as Status } : {}),
      ...(v.guest?.trim() ? { guest: v.guest.trim() } : {}),
    });
  };
  const failure = list.error ?? error;
  return (
    <section aria-labelledby="bookings-title">
      <h1 id="bookings-title">Bookings</h1>
      <form class="search" onSubmit={submit} aria-label="Search bookings">
        <Field label="Stays from" name="from" error={failure} input={{ type: "date" }} />
        <Field label="Stays to" name="to" error={failure} input={{ type: "date" }} />
        <Field label="Status" name="status" error={failure}>
          {(a) => (
            <select name="status" {...a}>
              <option value="">any</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Guest name" name="guest" error={failure} input={{ type: "search" }} />
        <button type="submit">Search</button>
      </form>
      <ErrorNote error={failure ?? units.error} />
      <BookingTable items={list.items} units={units.data} />
      {!list.loading && list.items.length === 0 && <p>No booking matches.</p>}
      <Loading when={list.loading} />
      <More next={list.next} loading={list.loading} onMore={list.more} />
    </section>
  );
}

function BookingTable({ items, units }: { items: Booking[]; units: Schemas["MerchantUnit"][] | undefined }) {
  return (
    <Table label="Bookings">
      <thead>
        <tr>
          <th scope="col">Guest</th>
          <th scope="col">Stay</th>
          <th scope="col">Status</th>
          <th scope="col">Unit</th>
          <th scope="col">From</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {items.map((b) => (
          <tr key={b.id}>
            <td>
              <Link href={`/bookings/${b.id}`}>{guestName(b)}</Link>
            </td>
            <td>
              {b.start_date} → {b.end_date} ({b.nights} n)
            </td>
            <td>
              <span class={`state state-${b.status}`}>{statusLabel(b.status)}</span>
              {b.is_hold && b.status === "pending" ? " (hold)" : ""}
            </td>
            <td title={b.room_id ? `${b.unit_id} · ${b.room_id}` : b.unit_id}>
              {placeName(units, b.unit_id, b.room_id)}
            </td>
            <td>{b.origin}</td>
            <td>
              {b.total_price} {b.currency}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
