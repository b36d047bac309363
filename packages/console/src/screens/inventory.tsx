import { api } from "../api/client.js";
import { useCan, useSession } from "../session.js";
import { useAction } from "../ui/load.js";
import { ErrorNote, Field, formValues, Table } from "../ui/parts.js";
import { SaleBlocks } from "./inventory-blocks.js";
import { Housekeeping } from "./inventory-housekeeping.js";
import { RatePlans } from "./inventory-plans.js";
import { Units } from "./inventory-units.js";
import { useUnits } from "./names.js";

/** What the hotel sells: its properties, and the chosen property's units, rate plans, sale blocks and housekeeping. */
export function InventoryScreen() {
  const { properties, property } = useSession();
  return (
    <section aria-labelledby="inventory-title">
      <h1 id="inventory-title">Inventory</h1>
      <h2>Properties</h2>
      <Table label="Properties">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Currency</th>
            <th scope="col">Time zone</th>
            <th scope="col">Sold through the API</th>
          </tr>
        </thead>
        <tbody>
          {properties.map((p) => (
            <tr key={p.id}>
              <td>{p.name}</td>
              <td>{p.currency}</td>
              <td>{p.timezone}</td>
              <td>{p.api_rate_plans_configured ? "yes" : "not yet"}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <CreateProperty />
      {property && <PropertyInventory propertyId={property.id} currency={property.currency} />}
    </section>
  );
}

/** The chosen property's parts, over its units read once: a change of a unit shows in every part. */
function PropertyInventory({ propertyId, currency }: { propertyId: string; currency: string }) {
  const units = useUnits(propertyId);
  const list = units.data ?? [];
  return (
    <>
      <Units propertyId={propertyId} units={units} />
      <RatePlans propertyId={propertyId} currency={currency} units={list} />
      <SaleBlocks propertyId={propertyId} units={list} />
      <Housekeeping propertyId={propertyId} units={list} />
    </>
  );
}

function CreateProperty() {
  const canCreate = useCan("POST /api/merchant/properties");
  const { reloadProperties, choose } = useSession();
  const action = useAction();
  if (!canCreate) return null;
  const submit = (e: Event) => {
    const form = e.currentTarget as HTMLFormElement;
    const v = formValues(e);
    void action.run(async () => {
      const made = await api.createProperty({
        name: v.name ?? "",
        currency: v.currency ?? "",
        timezone: v.timezone ?? "",
      });
      form.reset();
      await reloadProperties();
      choose(made.id);
    });
  };
  return (
    <details class="panel">
      <summary>New property</summary>
      <form onSubmit={submit} aria-label="New property">
        <Field label="Property name" name="name" error={action.error} input={{ required: true }} />
        <Field
          label="Currency"
          name="currency"
          error={action.error}
          input={{ required: true, placeholder: "EUR", maxLength: 3 }}
        />
        <Field
          label="Time zone"
          name="timezone"
          error={action.error}
          input={{ required: true, placeholder: "Europe/Madrid" }}
        />
        <ErrorNote error={action.error} />
        <button type="submit" disabled={action.busy}>
          Create property
        </button>
      </form>
    </details>
  );
}
