import { useState } from "preact/hooks";
import { api, type Schemas } from "../api/client.js";
import { Link } from "../router.js";
import { useCan } from "../session.js";
import { useAction } from "../ui/load.js";
import { ErrorNote, Field, formValues, Loading, numberOrNull, Table } from "../ui/parts.js";
import { placeName, useRatePlans } from "./names.js";
import { derivedText, PricingFields, pricingOf } from "./rate-plan-pricing.js";

type Plan = Schemas["RatePlan"];
const CHANNELS = ["api", "direct", "booking_engine", "ota", "front_desk"] as const;

/** "1: 80.00, 2: 100.00" as prices by adults, and back; a price goes as typed, for the API to check. */
const pricesText = (p: Plan["prices"]) => p.map((x) => `${x.adults}: ${x.nightly_price}`).join(", ");
const parsePrices = (s: string): Plan["prices"] =>
  s
    .split(",")
    .map((x) => x.split(":").map((y) => y.trim()))
    .filter((x) => x.length === 2 && x[0] !== "")
    .map(([a, p]) => ({ adults: Number(a), nightly_price: p ?? "" }));

/**
 * The property's rate plans with their prices by adults (or how they follow their parent's); a form
 * for a new one, active on or off, prices edited. A plan's name opens its own screen: restrictions,
 * cancellation policy, child prices, parent, discounts and promo codes.
 */
export function RatePlans(props: { propertyId: string; currency: string; units: Schemas["MerchantUnit"][] }) {
  const { propertyId, currency, units } = props;
  const plans = useRatePlans(propertyId);
  return (
    <section aria-labelledby="plans-title">
      <h2 id="plans-title">Rate plans</h2>
      <ErrorNote error={plans.error} />
      <Loading when={plans.loading} />
      <Table label="Rate plans">
        <thead>
          <tr>
            <th scope="col">Plan</th>
            <th scope="col">Units</th>
            <th scope="col">Channels</th>
            <th scope="col">Stay</th>
            <th scope="col">Nightly prices ({currency}, by adults)</th>
            <th scope="col">Active</th>
          </tr>
        </thead>
        <tbody>
          {(plans.data ?? []).map((p) => (
            <PlanRow
              key={p.id}
              p={p}
              plans={plans.data ?? []}
              currency={currency}
              propertyId={propertyId}
              units={units}
              onChange={() => void plans.reload()}
            />
          ))}
        </tbody>
      </Table>
      <CreatePlan
        propertyId={propertyId}
        units={units}
        plans={plans.data ?? []}
        onCreated={() => void plans.reload()}
      />
    </section>
  );
}

function PlanRow(props: {
  p: Plan;
  plans: Plan[];
  currency: string;
  propertyId: string;
  units: Schemas["MerchantUnit"][];
  onChange: () => void;
}) {
  const { p } = props;
  const canChange = useCan("PATCH /api/merchant/properties/{property_id}/rate-plans/{rate_plan_id}");
  const action = useAction();
  const patch = (body: { active?: boolean; prices?: Plan["prices"] }) =>
    action.run(async () => {
      await api.updateRatePlan(props.propertyId, p.id, body);
      props.onChange();
    });
  return (
    <tr>
      <td>
        <Link href={`/inventory/rate-plans/${p.id}`}>{p.name}</Link>
        {p.promo_codes.length > 0 && <span class="muted"> (private)</span>}
      </td>
      <td>{p.unit_ids.map((u) => placeName(props.units, u)).join(", ")}</td>
      <td>{p.sales_channels.join(", ")}</td>
      <td>
        {p.min_stay ?? 1}–{p.max_stay ?? "any"} nights
      </td>
      <td>
        {p.derived ? (
          derivedText(p, props.plans, props.currency)
        ) : canChange ? (
          <form
            class="inline"
            onSubmit={(e) => void patch({ prices: parsePrices(formValues(e).prices ?? "") })}
          >
            <input name="prices" aria-label={`Prices of ${p.name}`} defaultValue={pricesText(p.prices)} />
            <button type="submit" class="secondary" disabled={action.busy}>
              Save <span class="visually-hidden">prices of {p.name}</span>
            </button>
          </form>
        ) : (
          pricesText(p.prices)
        )}
        <ErrorNote error={action.error} />
      </td>
      <td>
        {p.active ? "yes" : "no"}{" "}
        {canChange && (
          <button
            type="button"
            class="secondary"
            disabled={action.busy}
            onClick={() => void patch({ active: !p.active })}
          >
            {p.active ? "Deactivate" : "Activate"} <span class="visually-hidden">{p.name}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

function CreatePlan({
  propertyId,
  units,
  plans,
  onCreated,
}: {
  propertyId: string;
  units: Schemas["MerchantUnit"][];
  plans: Plan[];
  onCreated: () => void;
}) {
  const canCreate = useCan("POST /api/merchant/properties/{property_id}/rate-plans");
  const action = useAction();
  // A derived plan takes its parent's prices: its own are neither asked nor sent.
  const [derived, setDerived] = useState(false);
  const [formKey, setFormKey] = useState(0);
  if (!canCreate) return null;
  const submit = (e: Event) => {
    const form = e.currentTarget as HTMLFormElement;
    const v = formValues(e);
    const checked = (n: string) =>
      [...form.querySelectorAll<HTMLInputElement>(`input[name="${n}"]:checked`)].map((i) => i.value);
    void action.run(async () => {
      await api.createRatePlan(propertyId, {
        name: v.name ?? "",
        unit_ids: checked("unit"),
        sales_channels: checked("channel") as (typeof CHANNELS)[number][],
        active: true,
        min_stay: numberOrNull(v.min_stay),
        max_stay: numberOrNull(v.max_stay),
        prices: derived ? [] : parsePrices(v.prices ?? ""),
        child_prices: [],
        ...pricingOf(form),
      });
      form.reset();
      // The pricing fields' rows and choices start again too.
      setFormKey(formKey + 1);
      onCreated();
    });
  };
  return (
    <details class="panel">
      <summary>New rate plan</summary>
      <form onSubmit={submit} aria-label="New rate plan">
        <Field label="Plan name" name="name" error={action.error} input={{ required: true }} />
        <fieldset>
          <legend>Units</legend>
          {units.map((u) => (
            <label key={u.id} class="check">
              <input type="checkbox" name="unit" value={u.id} /> {u.name}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Sales channels</legend>
          {CHANNELS.map((c) => (
            <label key={c} class="check">
              <input type="checkbox" name="channel" value={c} defaultChecked={c === "api"} />{" "}
              {c.replace("_", " ")}
            </label>
          ))}
        </fieldset>
        <Field
          label="Minimum stay (nights)"
          name="min_stay"
          error={action.error}
          input={{ type: "number", min: 1 }}
        />
        <Field
          label="Maximum stay (nights)"
          name="max_stay"
          error={action.error}
          input={{ type: "number", min: 1 }}
        />
        {!derived && (
          <Field
            label="Nightly prices"
            name="prices"
            error={action.error}
            hint="By adults: 1: 80, 2: 100"
            input={{ required: true }}
          />
        )}
        <PricingFields key={formKey} plans={plans} error={action.error} onDerived={setDerived} />
        <ErrorNote error={action.error} />
        <button type="submit" disabled={action.busy}>
          Create rate plan
        </button>
      </form>
    </details>
  );
}
