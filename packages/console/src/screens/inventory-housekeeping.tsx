import { api, type Schemas } from "../api/client.js";
import { useCan } from "../session.js";
import { useAction, useLoad } from "../ui/load.js";
import { ErrorNote, Loading, Table } from "../ui/parts.js";
import { placeName } from "./names.js";

type Status = Schemas["Housekeeping"]["status"];
const STATUSES: Status[] = ["clean", "dirty", "inspected", "out_of_service"];

interface Row {
  unitId: string;
  roomId: string | undefined;
  name: string;
  status: Status;
}

/** The housekeeping status of every unit and room, set in place. */
export function Housekeeping({
  propertyId,
  units,
}: {
  propertyId: string;
  units: Schemas["MerchantUnit"][];
}) {
  const list = useLoad(() => api.listHousekeeping(propertyId), [propertyId]);
  const rows = (list.data ?? []).flatMap((h): Row[] =>
    units.find((x) => x.id === h.unit_id)?.kind === "room_type"
      ? h.rooms.map((r) => ({
          unitId: h.unit_id,
          roomId: r.id,
          name: placeName(units, h.unit_id, r.id),
          status: r.status,
        }))
      : [{ unitId: h.unit_id, roomId: undefined, name: placeName(units, h.unit_id), status: h.status }],
  );
  return (
    <section aria-labelledby="hk-title">
      <h2 id="hk-title">Housekeeping</h2>
      <ErrorNote error={list.error} />
      <Loading when={list.loading} />
      <Table label="Housekeeping">
        <thead>
          <tr>
            <th scope="col">Unit or room</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <HousekeepingRow key={`${r.unitId}:${r.roomId}`} propertyId={propertyId} {...r} />
          ))}
        </tbody>
      </Table>
    </section>
  );
}

function HousekeepingRow(props: {
  propertyId: string;
  unitId: string;
  roomId: string | undefined;
  name: string;
  status: Status;
}) {
  const canSet = useCan("PUT /api/merchant/properties/{property_id}/units/{unit_id}/housekeeping");
  const action = useAction();
  const set = (status: Status) =>
    action.run(() =>
      api.setUnitHousekeeping(props.propertyId, props.unitId, {
        status,
        ...(props.roomId ? { room_id: props.roomId } : {}),
      }),
    );
  return (
    <tr>
      <td>{props.name}</td>
      <td>
        {canSet ? (
          <select
            aria-label={`Housekeeping of ${props.name}`}
            value={props.status}
            onChange={(e) => void set((e.target as HTMLSelectElement).value as Status)}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.replaceAll("_", " ")}
              </option>
            ))}
          </select>
        ) : (
          props.status.replaceAll("_", " ")
        )}
        <ErrorNote error={action.error} />
      </td>
    </tr>
  );
}
