import { useState } from "preact/hooks";
import { api, type Schemas } from "../api/client.js";
import { useCan } from "../session.js";
import { useAction } from "../ui/load.js";
import { ErrorNote, Field, formValues, Loading, Table } from "../ui/parts.js";
import type { useUnits } from "./names.js";

type Unit = Schemas["MerchantUnit"];

/** The four configurations a unit can have, as the form offers them. */
const SHAPES = {
  single: "Single unit",
  whole_house: "Whole house",
  child: "Part of a whole house",
  room_type: "Room type with rooms",
} as const;
type Shape = keyof typeof SHAPES;

export const kindOf = (u: Unit) => (u.parent_unit_id ? "part of a whole house" : u.kind.replace("_", " "));

/** The property's units and rooms: what decides their exposure, and a form for a new one. */
export function Units({ propertyId, units }: { propertyId: string; units: ReturnType<typeof useUnits> }) {
  return (
    <section aria-labelledby="units-title">
      <h2 id="units-title">Units and rooms</h2>
      <ErrorNote error={units.error} />
      <Loading when={units.loading} />
      <Table label="Units">
        <thead>
          <tr>
            <th scope="col">Unit</th>
            <th scope="col">Configuration</th>
            <th scope="col">Rooms</th>
            <th scope="col">Adults</th>
            <th scope="col">Children</th>
            <th scope="col">Sold through the API</th>
            <th scope="col">Sale</th>
          </tr>
        </thead>
        <tbody>
          {(units.data ?? []).map((u) => (
            <UnitRow
              key={u.id}
              u={u}
              units={units.data ?? []}
              propertyId={propertyId}
              onChange={() => void units.reload()}
            />
          ))}
        </tbody>
      </Table>
      <CreateUnit
        propertyId={propertyId}
        houses={(units.data ?? []).filter((u) => u.kind === "whole_house")}
        onCreated={() => void units.reload()}
      />
    </section>
  );
}

function UnitRow({
  u,
  units,
  propertyId,
  onChange,
}: {
  u: Unit;
  units: Unit[];
  propertyId: string;
  onChange: () => void;
}) {
  const canChange = useCan("PATCH /api/merchant/properties/{property_id}/units/{unit_id}");
  const action = useAction();
  const parent = units.find((p) => p.id === u.parent_unit_id);
  const patch = (body: { published?: boolean; blocked_for_sale?: boolean; max_children?: number }) =>
    action.run(async () => {
      await api.updateUnit(propertyId, u.id, body);
      onChange();
    });
  return (
    <tr>
      <td>{u.name}</td>
      <td>
        {kindOf(u)}
        {parent ? ` (${parent.name})` : ""}
      </td>
      <td>{u.kind === "room_type" ? u.rooms.map((r) => r.name).join(", ") : "—"}</td>
      <td>{u.max_adults}</td>
      <td>
        {canChange ? (
          <form
            class="inline"
            onSubmit={(e) => void patch({ max_children: Number(formValues(e).max_children) })}
          >
            <input
              name="max_children"
              type="number"
              min={0}
              class="narrow"
              aria-label={`Children at most in ${u.name}`}
              defaultValue={String(u.max_children)}
            />
            <button type="submit" class="secondary" disabled={action.busy}>
              Save <span class="visually-hidden">children of {u.name}</span>
            </button>
          </form>
        ) : (
          u.max_children
        )}
      </td>
      <td>
        {u.exposed
          ? "yes"
          : `no${!u.published ? ", unpublished" : ""}${u.blocked_for_sale ? ", blocked" : ""}`}
      </td>
      <td>
        {canChange && (
          <div class="actions tight">
            <button
              type="button"
              class="secondary"
              disabled={action.busy}
              onClick={() => patch({ published: !u.published })}
            >
              {u.published ? "Unpublish" : "Publish"} <span class="visually-hidden">{u.name}</span>
            </button>
            <button
              type="button"
              class="secondary"
              disabled={action.busy}
              onClick={() => patch({ blocked_for_sale: !u.blocked_for_sale })}
            >
              {u.blocked_for_sale ? "Unblock" : "Block"} <span class="visually-hidden">{u.name}</span>
            </button>
          </div>
        )}
        <ErrorNote error={action.error} />
      </td>
    </tr>
  );
}

function CreateUnit({
  propertyId,
  houses,
  onCreated,
}: {
  propertyId: string;
  houses: Unit[];
  onCreated: () => void;
}) {
  const canCreate = useCan("POST /api/merchant/properties/{property_id}/units");
  const [shape, setShape] = useState<Shape>("single");
  const action = useAction();
  if (!canCreate) return null;
  const submit = (e: Event) => {
    const form = e.currentTarget as HTMLFormElement;
    const v = formValues(e);
    const rooms = (v.rooms ?? "")
      .split(",")
      .map((r) => r.trim())
      .filter(Boolean)
      .map((name) => ({ name }));
    void action.run(async () => {
      await api.createUnit(propertyId, {
        name: v.name ?? "",
        kind: shape === "child" ? "single" : shape,
        max_adults: Number(v.max_adults),
        max_children: Number(v.max_children || 0),
        published: true,
        blocked_for_sale: false,
        ...(shape === "child" ? { parent_unit_id: v.parent } : {}),
        ...(shape === "room_type" ? { rooms } : {}),
      });
      form.reset();
      onCreated();
    });
  };
  return (
    <details class="panel">
      <summary>New unit</summary>
      <form onSubmit={submit} aria-label="New unit">
        <Field label="Configuration" name="kind" error={action.error}>
          {(a) => (
            <select
              {...a}
              value={shape}
              onChange={(e) => setShape((e.target as HTMLSelectElement).value as Shape)}
            >
              {Object.entries(SHAPES).map(([k, label]) => (
                <option key={k} value={k}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Unit name" name="name" error={action.error} input={{ required: true }} />
        <Field
          label="Adults at most"
          name="max_adults"
          error={action.error}
          input={{ type: "number", min: 1, max: 100, defaultValue: "2", required: true }}
        />
        <Field
          label="Children at most"
          name="max_children"
          error={action.error}
          input={{ type: "number", min: 0, max: 20, defaultValue: "0" }}
        />
        {shape === "child" && (
          <Field label="Whole house" name="parent_unit_id" error={action.error}>
            {(a) => (
              <select name="parent" {...a} required>
                {houses.map((h) => (
                  <option key={h.id} value={h.id}>
                    {h.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {shape === "room_type" && (
          <Field
            label="Rooms"
            name="rooms"
            error={action.error}
            hint="Comma-separated room names: 101, 102, 103"
            input={{ required: true }}
          />
        )}
        <ErrorNote error={action.error} />
        <button type="submit" disabled={action.busy}>
          Create unit
        </button>
      </form>
    </details>
  );
}
