import { api, type Schemas } from "../api/client.js";
import { useCan } from "../session.js";
import { useAction, useLoad } from "../ui/load.js";
import { ErrorNote, Field, formValues, Loading, Table, today } from "../ui/parts.js";
import { placeName } from "./names.js";

/** Sale blocks from today on: a unit or a room off sale for some nights; add or remove one. */
export function SaleBlocks({ propertyId, units }: { propertyId: string; units: Schemas["MerchantUnit"][] }) {
  const canRemove = useCan("DELETE /api/merchant/properties/{property_id}/sale-blocks/{block_id}");
  const canBlock = useCan("POST /api/merchant/properties/{property_id}/sale-blocks");
  const action = useAction();
  const blocks = useLoad(() => api.listSaleBlocks(propertyId, { from: today() }), [propertyId]);
  const place = (unitId: string, roomId: string | null) => placeName(units, unitId, roomId);
  const remove = (id: string) =>
    action.run(async () => {
      await api.deleteSaleBlock(propertyId, id);
      void blocks.reload();
    });
  const submit = (e: Event) => {
    const v = formValues(e);
    const [unit_id, room_id] = (v.place ?? "").split("|");
    void action.run(async () => {
      await api.createSaleBlock(propertyId, {
        unit_id: unit_id ?? "",
        ...(room_id ? { room_id } : {}),
        start_date: v.start_date ?? "",
        end_date: v.end_date ?? "",
      });
      void blocks.reload();
    });
  };
  return (
    <section aria-labelledby="blocks-title">
      <h2 id="blocks-title">Sale blocks</h2>
      <ErrorNote error={blocks.error} />
      <Loading when={blocks.loading} />
      <Table label="Sale blocks">
        <thead>
          <tr>
            <th scope="col">Unit or room</th>
            <th scope="col">Nights</th>
            {canRemove && <th scope="col">Remove</th>}
          </tr>
        </thead>
        <tbody>
          {(blocks.data ?? []).map((b) => (
            <tr key={b.id}>
              <td>{place(b.unit_id, b.room_id)}</td>
              <td>
                {b.start_date} → {b.end_date}
              </td>
              {canRemove && (
                <td>
                  <button
                    type="button"
                    class="secondary"
                    disabled={action.busy}
                    onClick={() => void remove(b.id)}
                  >
                    Remove{" "}
                    <span class="visually-hidden">
                      block of {place(b.unit_id, b.room_id)} from {b.start_date}
                    </span>
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      {blocks.data?.length === 0 && <p>No sale block from today on.</p>}
      {canBlock && (
        <form class="panel" onSubmit={submit} aria-label="New sale block">
          <Field label="Unit or room" name="unit_id" error={action.error}>
            {(a) => (
              <select name="place" {...a}>
                {units.flatMap((u) => [
                  <option key={u.id} value={u.id}>
                    {u.name}
                  </option>,
                  ...u.rooms.map((r) => (
                    <option key={r.id} value={`${u.id}|${r.id}`}>
                      {u.name} · {r.name}
                    </option>
                  )),
                ])}
              </select>
            )}
          </Field>
          <Field
            label="First night"
            name="start_date"
            error={action.error}
            input={{ type: "date", required: true }}
          />
          <Field
            label="Back on sale"
            name="end_date"
            error={action.error}
            input={{ type: "date", required: true }}
          />
          <ErrorNote error={action.error} />
          <button type="submit" disabled={action.busy}>
            Block
          </button>
        </form>
      )}
    </section>
  );
}
