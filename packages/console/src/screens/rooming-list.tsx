import { api, type Schemas } from "../api/client.js";
import { useCan } from "../session.js";
import { useAction } from "../ui/load.js";
import { ErrorNote, Field } from "../ui/parts.js";

type Group = Schemas["BookingGroup"];

/** The rooming list: who sleeps in each member booking; a manager or owner edits it in place. */
export function RoomingList({
  g,
  propertyId,
  onChange,
}: {
  g: Group;
  propertyId: string;
  onChange: (g: Group) => void;
}) {
  const canSet = useCan("PUT /api/merchant/properties/{property_id}/booking-groups/{group_id}/rooming-list");
  const action = useAction();
  const live = g.members.filter((m) => m.status !== "cancelled");
  const submit = (e: Event) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget as HTMLFormElement);
    const value = (i: number, f: string) => String(data.get(`m${i}.${f}`) ?? "");
    const members = live.map((m, i) => ({
      booking_id: m.booking_id,
      occupant: {
        first_name: value(i, "first_name"),
        last_name: value(i, "last_name"),
        email: value(i, "email"),
      },
    }));
    void action.run(async () => {
      onChange(await api.setBookingGroupRoomingList(propertyId, g.id, { members }));
    });
  };
  return (
    <form class="panel" onSubmit={submit} aria-labelledby="rooming-title">
      <h2 id="rooming-title">Rooming list</h2>
      {live.map((m, i) => (
        <fieldset key={m.booking_id} disabled={!canSet}>
          <legend>Booking {m.booking_id}</legend>
          <Field
            label="First name"
            name={`members.${i}.occupant.first_name`}
            error={action.error}
            input={{ name: `m${i}.first_name`, defaultValue: m.occupant.first_name }}
          />
          <Field
            label="Last name"
            name={`members.${i}.occupant.last_name`}
            error={action.error}
            input={{ name: `m${i}.last_name`, defaultValue: m.occupant.last_name }}
          />
          <Field
            label="Email"
            name={`members.${i}.occupant.email`}
            error={action.error}
            input={{ name: `m${i}.email`, type: "email", defaultValue: m.occupant.email }}
          />
        </fieldset>
      ))}
      <ErrorNote error={action.error} />
      {canSet && live.length > 0 && (
        <button type="submit" disabled={action.busy}>
          Save rooming list
        </button>
      )}
    </form>
  );
}
