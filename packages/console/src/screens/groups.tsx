import { api } from "../api/client.js";
import { Link } from "../router.js";
import { useSession } from "../session.js";
import { usePaged } from "../ui/load.js";
import { ErrorNote, Loading, More, Table } from "../ui/parts.js";

/** The property's booking groups, page by page. */
export function GroupsScreen() {
  const { property } = useSession();
  const currency = property?.currency ?? "";
  const list = usePaged(
    (cursor) =>
      property
        ? api.listBookingGroups(property.id, { cursor, limit: 25 })
        : Promise.resolve({ data: [], next_cursor: null }),
    [property?.id],
  );
  return (
    <section aria-labelledby="groups-title">
      <h1 id="groups-title">Groups</h1>
      <ErrorNote error={list.error} />
      <Table label="Booking groups">
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Holder</th>
            <th scope="col">Status</th>
            <th scope="col">Rooms</th>
            <th scope="col">Billing</th>
            <th scope="col">Balance due</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((g) => (
            <tr key={g.id}>
              <td>
                <Link href={`/groups/${g.id}`}>{g.code}</Link>
              </td>
              <td>{g.holder.name}</td>
              <td>{g.status.replace("_", " ")}</td>
              <td>{g.members.length}</td>
              <td>{g.billing_rule.replaceAll("_", " ")}</td>
              <td>
                {g.totals.balance_due} {currency}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {!list.loading && list.items.length === 0 && <p>No group yet.</p>}
      <Loading when={list.loading} />
      <More next={list.next} loading={list.loading} onMore={list.more} />
    </section>
  );
}
