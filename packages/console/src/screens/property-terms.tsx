import { api, type Schemas } from "../api/client.js";
import { useCan, useSession } from "../session.js";
import { useAction } from "../ui/load.js";
import { ErrorNote, Field, formValues, Table } from "../ui/parts.js";

type Tax = Schemas["TaxInput"];
type Property = Schemas["Property"];

const KINDS: { kind: Tax["kind"]; label: string }[] = [
  { kind: "percent", label: "percent of the nights" },
  { kind: "per_night", label: "per night" },
  { kind: "per_person_night", label: "per person per night" },
  { kind: "per_stay", label: "per stay" },
];

const amountText = (t: Tax, currency: string) =>
  t.kind === "percent"
    ? `${t.amount} %`
    : `${t.amount} ${currency} ${KINDS.find((k) => k.kind === t.kind)?.label ?? t.kind}`;

/** The property's taxes and fees (every stay of every rate plan carries them) and its check-in time. */
export function PropertyTerms({ property }: { property: Property }) {
  const canChange = useCan("PATCH /api/merchant/properties/{property_id}");
  const { reloadProperties } = useSession();
  const taxesAction = useAction();
  const timeAction = useAction();
  const patch = (
    action: ReturnType<typeof useAction>,
    body: { taxes?: Tax[]; check_in_time?: string },
  ): Promise<boolean> =>
    action
      .run(async () => {
        await api.updateProperty(property.id, body);
        await reloadProperties();
        return true;
      })
      .then(Boolean);
  const taxes = property.taxes;
  return (
    <section aria-labelledby="terms-title">
      <h2 id="terms-title">Taxes and check-in time of {property.name}</h2>
      <p class="muted">
        They apply to every rate plan of the property. An added tax is charged on top of the price; an
        included one is shown as the part of the price it is.
      </p>
      <Table label="Taxes and fees">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Amount</th>
            <th scope="col">In the price</th>
            {canChange && <th scope="col">Change</th>}
          </tr>
        </thead>
        <tbody>
          {taxes.map((t, i) => (
            <tr key={`${t.name}:${i}`}>
              <td>{t.name}</td>
              <td>{amountText(t, property.currency)}</td>
              <td>{t.included ? "included" : "added"}</td>
              {canChange && (
                <td>
                  <button
                    type="button"
                    class="secondary"
                    disabled={taxesAction.busy}
                    onClick={() => void patch(taxesAction, { taxes: taxes.filter((_, j) => j !== i) })}
                  >
                    Remove <span class="visually-hidden">{t.name}</span>
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      {taxes.length === 0 && <p>No taxes or fees: the price is what the guest pays.</p>}
      {canChange ? (
        <>
          <AddTax
            index={taxes.length}
            currency={property.currency}
            action={taxesAction}
            onAdd={(tax) => patch(taxesAction, { taxes: [...taxes, tax] })}
          />
          <CheckInTime
            property={property}
            action={timeAction}
            onSave={(t) => patch(timeAction, { check_in_time: t })}
          />
        </>
      ) : (
        <p>Check-in from {property.check_in_time} (local time).</p>
      )}
    </section>
  );
}

function AddTax(props: {
  index: number;
  currency: string;
  action: ReturnType<typeof useAction>;
  onAdd: (tax: Tax) => Promise<boolean>;
}) {
  const { action, index } = props;
  const submit = (e: Event) => {
    const form = e.currentTarget as HTMLFormElement;
    const v = formValues(e);
    const tax: Tax = {
      name: v.name ?? "",
      kind: (v.kind as Tax["kind"]) ?? "percent",
      amount: Number(v.amount),
      included: v.included === "on",
    };
    void props.onAdd(tax).then((added) => added && form.reset());
  };
  const at = (field: string) => `taxes.${index}.${field}`;
  return (
    <form class="panel" onSubmit={submit} aria-labelledby="tax-title">
      <h3 id="tax-title">Add a tax or fee</h3>
      <div class="inline-fields">
        <Field
          label="Tax name"
          name="name"
          errorName={at("name")}
          error={action.error}
          input={{ required: true }}
        />
        <Field label="Kind" name="kind" errorName={at("kind")} error={action.error}>
          {(a) => (
            <select name="kind" {...a}>
              {KINDS.map((k) => (
                <option key={k.kind} value={k.kind}>
                  {k.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Amount"
          name="amount"
          errorName={at("amount")}
          error={action.error}
          hint={`A percentage, or ${props.currency}`}
          input={{ type: "number", min: 0, step: "0.01", required: true }}
        />
      </div>
      <label class="check">
        <input type="checkbox" name="included" /> Included in the prices
      </label>
      <ErrorNote error={action.error} />
      <button type="submit" disabled={action.busy}>
        Add tax
      </button>
    </form>
  );
}

function CheckInTime(props: {
  property: Property;
  action: ReturnType<typeof useAction>;
  onSave: (time: string) => Promise<boolean>;
}) {
  const { action } = props;
  return (
    <form class="inline" onSubmit={(e) => void props.onSave(formValues(e).check_in_time ?? "")}>
      <Field
        label="Check-in time"
        name="check_in_time"
        error={action.error}
        hint="Local time; free cancellation is counted back from it"
        input={{ type: "time", required: true, defaultValue: props.property.check_in_time }}
      />
      <button type="submit" class="secondary" disabled={action.busy}>
        Save check-in time
      </button>
      <ErrorNote error={action.error} />
    </form>
  );
}
