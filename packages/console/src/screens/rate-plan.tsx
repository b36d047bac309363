import { useState } from "preact/hooks";
import { api, type Schemas } from "../api/client.js";
import { Link } from "../router.js";
import { useCan, useSession } from "../session.js";
import { useAction, useLoad } from "../ui/load.js";
import { ErrorNote, Field, formValues, Loading, numberOrNull } from "../ui/parts.js";
import { PropertyTerms } from "./property-terms.js";
import { PlanPricing } from "./rate-plan-pricing.js";
import { Restrictions } from "./rate-plan-restrictions.js";

type Plan = Schemas["RatePlan"];
type Policy = Schemas["CancellationPolicyInput"];
type Patch = Schemas["UpdateRatePlan"];

const PENALTIES: { penalty: Policy["penalty"]; label: string }[] = [
  { penalty: "first_night", label: "the first night" },
  { penalty: "percent", label: "a percent of the stay" },
  { penalty: "full_stay", label: "the whole stay" },
];

/** "5: 0.00, 12: 25.00" as child price bands (up to an age: a nightly price), and back. */
const bandsText = (b: Plan["child_prices"]) => b.map((x) => `${x.max_age}: ${x.nightly_price}`).join(", ");
const parseBands = (s: string) =>
  s
    .split(",")
    .map((x) => x.split(":").map((y) => y.trim()))
    .filter((x) => x.length === 2 && x[0] !== "")
    .map(([age, price]) => ({ max_age: Number(age), nightly_price: price ?? "" }));

export const policyText = (p: Plan["cancellation_policy"]) => {
  if (!p) return "Free until arrival.";
  const fee =
    p.penalty === "percent"
      ? `${p.percent} % of the stay`
      : PENALTIES.find((x) => x.penalty === p.penalty)?.label;
  return `Free until ${p.free_until_hours} hours before check-in; after that, ${fee}.`;
};

/**
 * One rate plan: its restrictions by date, its cancellation policy and child prices, its parent,
 * discounts and promo codes, and the taxes and check-in time of its property.
 */
export function RatePlanScreen({ id }: { id: string }) {
  const { property } = useSession();
  const plan = useLoad(async () => {
    if (!property) return null;
    const plans = await api.listRatePlans(property.id);
    return plans.find((p) => p.id === id) ?? null;
  }, [property?.id, id]);
  const p = plan.data;
  return (
    <section aria-labelledby="plan-title">
      <p>
        <Link href="/inventory">Inventory</Link>
      </p>
      <h1 id="plan-title">Rate plan {p?.name ?? ""}</h1>
      <ErrorNote error={plan.error} />
      <Loading when={plan.loading} />
      {!plan.loading && !p && <p>This property has no such rate plan.</p>}
      {p && property && (
        <>
          <p>
            {p.active ? "Active" : "Not active"}, sold through{" "}
            {p.sales_channels.join(", ").replace(/_/g, " ")}; stays of {p.min_stay ?? 1} to{" "}
            {p.max_stay ?? "any number of"} nights.
          </p>
          <Restrictions propertyId={property.id} planId={p.id} />
          <PlanTerms plan={p} propertyId={property.id} onSaved={(saved) => plan.set(saved)} />
          <PlanPricing plan={p} propertyId={property.id} onSaved={(saved) => plan.set(saved)} />
          <PropertyTerms property={property} />
        </>
      )}
    </section>
  );
}

/** The rate plan's cancellation policy and child price bands. */
function PlanTerms(props: { plan: Plan; propertyId: string; onSaved: (p: Plan) => void }) {
  const { plan } = props;
  const canChange = useCan("PATCH /api/merchant/properties/{property_id}/rate-plans/{rate_plan_id}");
  const policy = useAction();
  const bands = useAction();
  const [penalty, setPenalty] = useState(plan.cancellation_policy?.penalty ?? "first_night");
  const patch = (action: ReturnType<typeof useAction>, body: Patch) =>
    action.run(async () => {
      props.onSaved(await api.updateRatePlan(props.propertyId, plan.id, body));
    });
  const savePolicy = (e: Event) => {
    const v = formValues(e);
    const percent = numberOrNull(v.percent);
    void patch(policy, {
      cancellation_policy: {
        free_until_hours: Number(v.free_until_hours),
        penalty,
        ...(penalty === "percent" && percent !== null ? { percent } : {}),
      },
    });
  };
  return (
    <>
      <section aria-labelledby="policy-title">
        <h2 id="policy-title">Cancellation policy</h2>
        <p>{policyText(plan.cancellation_policy)}</p>
        {canChange && (
          <form class="panel" onSubmit={savePolicy} aria-label="Cancellation policy">
            <div class="inline-fields">
              <Field
                label="Free until (hours before check-in)"
                name="free_until_hours"
                errorName="cancellation_policy.free_until_hours"
                error={policy.error}
                input={{
                  type: "number",
                  min: 0,
                  required: true,
                  defaultValue: String(plan.cancellation_policy?.free_until_hours ?? 48),
                }}
              />
              <Field
                label="After that, the guest pays"
                name="penalty"
                errorName="cancellation_policy.penalty"
                error={policy.error}
              >
                {(a) => (
                  <select
                    name="penalty"
                    {...a}
                    value={penalty}
                    onChange={(e) => setPenalty((e.target as HTMLSelectElement).value as Policy["penalty"])}
                  >
                    {PENALTIES.map((x) => (
                      <option key={x.penalty} value={x.penalty}>
                        {x.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                label="Percent (for a percent of the stay)"
                name="percent"
                errorName="cancellation_policy.percent"
                error={policy.error}
                input={{
                  type: "number",
                  min: 0,
                  step: "0.01",
                  defaultValue: String(plan.cancellation_policy?.percent ?? ""),
                }}
              />
            </div>
            <ErrorNote error={policy.error} />
            <div class="actions">
              <button type="submit" disabled={policy.busy}>
                Save policy
              </button>
              {plan.cancellation_policy && (
                <button
                  type="button"
                  class="secondary"
                  disabled={policy.busy}
                  onClick={() => void patch(policy, { cancellation_policy: null })}
                >
                  Free until arrival
                </button>
              )}
            </div>
          </form>
        )}
      </section>
      <section aria-labelledby="children-title">
        <h2 id="children-title">Child prices</h2>
        <p>
          {plan.derived
            ? "Its parent's child bands, changed as its prices are."
            : plan.child_prices.length
              ? `Each night, by age up to: ${bandsText(plan.child_prices)}.`
              : "No child bands: children stay free."}
        </p>
        {canChange && !plan.derived && (
          <form
            class="inline"
            aria-label="Child prices"
            onSubmit={(e) =>
              void patch(bands, { child_prices: parseBands(formValues(e).child_prices ?? "") })
            }
          >
            <Field
              label="Child price bands"
              name="child_prices"
              error={bands.error}
              hint="Up to an age: a nightly price, such as 5: 0, 12: 25"
              input={{ defaultValue: bandsText(plan.child_prices) }}
            />
            <button type="submit" class="secondary" disabled={bands.busy}>
              Save child prices
            </button>
            <ErrorNote error={bands.error} />
          </form>
        )}
      </section>
    </>
  );
}
