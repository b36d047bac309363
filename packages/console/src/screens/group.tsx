import { api, type Schemas } from "../api/client.js";
import { Link } from "../router.js";
import { useCan, useSession } from "../session.js";
import { useAction, useLoad } from "../ui/load.js";
import { ErrorNote, Loading, Table } from "../ui/parts.js";
import { statusLabel } from "./bookings.js";
import { RoomingList } from "./rooming-list.js";

type Group = Schemas["BookingGroup"];

/** One group: its members and accounts, totals, the rooming list, confirm and cancel. */
export function GroupScreen({ id }: { id: string }) {
  const { property } = useSession();
  const pid = property?.id ?? "";
  const group = useLoad(() => api.getBookingGroup(pid, id), [pid, id]);
  const g = group.data;
  const currency = property?.currency ?? "";
  return (
    <section aria-labelledby="group-title">
      <p>
        <Link href="/groups">← Groups</Link>
      </p>
      <Loading when={group.loading && !g} />
      <ErrorNote error={group.error} />
      {g && (
        <>
          <h1 id="group-title">
            Group {g.code} <span class="state">{g.status.replace("_", " ")}</span>
          </h1>
          <p>
            Holder {g.holder.name} ({g.holder.email}) · billing {g.billing_rule.replaceAll("_", " ")} ·
            charged {g.totals.charged} {currency}, paid {g.totals.paid} {currency}, refunded{" "}
            {g.totals.refunded} {currency}, due {g.totals.balance_due} {currency}
          </p>
          <GroupActions g={g} propertyId={pid} onChange={group.set} />
          <Members g={g} currency={currency} />
          <Accounts g={g} currency={currency} />
          <RoomingList g={g} propertyId={pid} onChange={group.set} />
        </>
      )}
    </section>
  );
}

function GroupActions({
  g,
  propertyId,
  onChange,
}: {
  g: Group;
  propertyId: string;
  onChange: (g: Group) => void;
}) {
  const canConfirm = useCan("POST /api/merchant/properties/{property_id}/booking-groups/{group_id}/confirm");
  const canCancel = useCan("POST /api/merchant/properties/{property_id}/booking-groups/{group_id}/cancel");
  const action = useAction();
  if (!(canConfirm || canCancel) || g.status === "cancelled" || g.status === "completed") return null;
  const confirm = () => action.run(async () => onChange(await api.confirmBookingGroup(propertyId, g.id)));
  const cancel = () => action.run(async () => onChange(await api.cancelBookingGroup(propertyId, g.id)));
  return (
    <div>
      <div class="actions">
        {canConfirm && g.status === "tentative" && (
          <button type="button" disabled={action.busy} onClick={confirm}>
            Confirm group
          </button>
        )}
        {canCancel && (
          <button type="button" class="danger" disabled={action.busy} onClick={cancel}>
            Cancel group
          </button>
        )}
      </div>
      <ErrorNote error={action.error} />
    </div>
  );
}

function Members({ g, currency }: { g: Group; currency: string }) {
  return (
    <>
      <h2>Members</h2>
      <Table label="Members">
        <thead>
          <tr>
            <th scope="col">Occupant</th>
            <th scope="col">Booking</th>
            <th scope="col">Status</th>
            <th scope="col">Price</th>
            <th scope="col">Balance due</th>
            <th scope="col">Payment</th>
          </tr>
        </thead>
        <tbody>
          {g.members.map((m) => (
            <tr key={m.booking_id}>
              <td>
                {m.occupant.first_name} {m.occupant.last_name}
              </td>
              <td>
                <Link href={`/bookings/${m.booking_id}`}>{m.booking_id}</Link>
              </td>
              <td>{statusLabel(m.status)}</td>
              <td>
                {m.total_price} {currency}
              </td>
              <td>
                {m.balance_due} {currency}
              </td>
              <td>{m.payment_status.replace("_", " ")}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

function Accounts({ g, currency }: { g: Group; currency: string }) {
  return (
    <>
      <h2>Accounts</h2>
      <Table label="Accounts">
        <thead>
          <tr>
            <th scope="col">Payer</th>
            <th scope="col">Charged</th>
            <th scope="col">Paid</th>
            <th scope="col">Refunded</th>
            <th scope="col">Balance due</th>
          </tr>
        </thead>
        <tbody>
          {g.accounts.map((a) => (
            <tr key={a.id}>
              <td>
                {a.payer.name} ({a.payer.email})
              </td>
              <td>
                {a.charged} {currency}
              </td>
              <td>
                {a.paid} {currency}
              </td>
              <td>
                {a.refunded} {currency}
              </td>
              <td>
                {a.balance_due} {currency}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
