import { ApiError } from "@reservations/sdk";
import { useEffect, useRef, useState } from "preact/hooks";
import { api, type Schemas } from "../api/client.js";
import { useCan, useSession } from "../session.js";
import { useAction } from "../ui/load.js";
import { ErrorNote, Field } from "../ui/parts.js";
import { planName, useRatePlans } from "./names.js";

// How a rate plan is priced beside its nightly prices: a parent whose prices it follows (a derived
// plan), discounts for longer stays, and the promo codes that make it private. The new plan form and
// the rate plan screen share these fields.

type Plan = Schemas["RatePlan"];
type Derivation = Schemas["RatePlanDerivation"];
type Discount = Schemas["LengthOfStayDiscount"];
type Adjustment = "own" | Derivation["adjustment"];

/** What the fields send, as a rate plan's create and PATCH take it. */
export interface Pricing {
  parent_rate_plan_id: string | null;
  derived: Derivation | null;
  length_of_stay_discounts: Discount[];
  promo_codes: string[];
}

const ADJUSTMENTS: { value: Adjustment; label: string }[] = [
  { value: "own", label: "its own" },
  { value: "percent", label: "the parent's, changed by a percent" },
  { value: "amount", label: "the parent's, changed by an amount" },
];

/** The pricing the form holds now; blank discount rows go as typed, for the API to name. */
export function pricingOf(form: HTMLFormElement): Pricing {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  const parent = text("parent_rate_plan_id") || null;
  const adjustment = (text("adjustment") || "own") as Adjustment;
  const inherit = data.get("inherit_restrictions") === "on";
  const value = text("value");
  let derived: Derivation | null = null;
  if (parent && adjustment === "percent")
    derived = { adjustment, value: Number(value), inherit_restrictions: inherit };
  if (parent && adjustment === "amount") derived = { adjustment, value, inherit_restrictions: inherit };
  const percents = data.getAll("los_percent").map(String);
  return {
    parent_rate_plan_id: parent,
    derived,
    length_of_stay_discounts: data
      .getAll("los_min_nights")
      .map((n, i) => ({ min_nights: Number(n), percent: Number(percents[i]) })),
    promo_codes: text("promo_codes")
      .split(/[,\n]/)
      .map((c) => c.trim())
      .filter(Boolean),
  };
}

/** "10 % below Flexible's prices", "5.00 EUR above Flexible's prices". */
export function derivedText(plan: Plan, plans: Plan[] | undefined, currency: string): string {
  const d = plan.derived;
  const parent = plan.parent_rate_plan_id ? planName(plans, plan.parent_rate_plan_id) : "the parent";
  if (!d) return `its own, though a child of ${parent}`;
  const size = String(d.value).replace(/^-/, "");
  const way = String(d.value).startsWith("-") ? "below" : "above";
  const by = d.adjustment === "percent" ? `${size} %` : `${size} ${currency}`;
  return `${by} ${way} ${parent}'s prices${d.inherit_restrictions ? ", with its restrictions" : ""}`;
}

const discountsText = (ds: Discount[]) =>
  ds.length
    ? `Longer stays: ${ds.map((d) => `${d.min_nights} nights or more, ${d.percent} % off`).join("; ")}.`
    : "No discount for longer stays.";

/** The 422 messages on exactly `name`, not on the fields below it. */
const ownErrors = (error: Error | undefined, name: string) =>
  error instanceof ApiError ? (error.errors?.[name] ?? []) : [];

type FieldsProps = { plans: Plan[]; plan?: Plan; error: Error | undefined };

/**
 * The parent, how its prices carry over (with the value and whether its restrictions apply too,
 * shown once a parent is chosen), the discount rows and the promo codes. `onDerived` hears whether
 * the plan now takes its parent's prices, so the form can leave its own prices out.
 */
export function PricingFields(props: FieldsProps & { onDerived?: (derived: boolean) => void }) {
  const { plan, error } = props;
  return (
    <>
      <ParentFields {...props} />
      <DiscountRows plan={plan} error={error} />
      <Field
        label="Promo codes"
        name="promo_codes"
        error={error}
        hint="Comma-separated. With a code, partners see and book the plan only when they send one."
        input={{ defaultValue: (plan?.promo_codes ?? []).join(", ") }}
      />
    </>
  );
}

/** The parent plan and, once one is chosen, how its prices carry over. */
function ParentFields(props: FieldsProps & { onDerived?: (derived: boolean) => void }) {
  const { plan, error } = props;
  const [parent, setParent] = useState(plan?.parent_rate_plan_id ?? "");
  const [adjustment, setAdjustment] = useState<Adjustment>(plan?.derived?.adjustment ?? "own");
  const derived = parent !== "" && adjustment !== "own";
  useEffect(() => props.onDerived?.(derived), [derived]);
  const others = props.plans.filter((p) => p.id !== plan?.id);
  return (
    <>
      <Field label="Parent rate plan" name="parent_rate_plan_id" error={error}>
        {(a) => (
          <select
            name="parent_rate_plan_id"
            {...a}
            value={parent}
            onChange={(e) => setParent((e.target as HTMLSelectElement).value)}
          >
            <option value="">none</option>
            {others.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {parent !== "" && (
        <fieldset>
          <legend>Prices from the parent</legend>
          <Field label="Its prices" name="adjustment" errorName="derived" error={error}>
            {(a) => (
              <select
                name="adjustment"
                {...a}
                value={adjustment}
                onChange={(e) => setAdjustment((e.target as HTMLSelectElement).value as Adjustment)}
              >
                {ADJUSTMENTS.map((x) => (
                  <option key={x.value} value={x.value}>
                    {x.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {derived && (
            <>
              <Field
                label={
                  adjustment === "percent"
                    ? "Percent on the parent's prices"
                    : "Amount on the parent's prices"
                }
                name="value"
                errorName="derived.value"
                error={error}
                hint="Negative to lower them: -10"
                input={{
                  type: "number",
                  step: "0.01",
                  required: true,
                  defaultValue: plan?.derived ? String(plan.derived.value) : "",
                }}
              />
              <label class="check">
                <input
                  type="checkbox"
                  name="inherit_restrictions"
                  defaultChecked={plan?.derived?.inherit_restrictions ?? false}
                />{" "}
                The parent's restrictions apply too
              </label>
            </>
          )}
        </fieldset>
      )}
    </>
  );
}

/** Rows of nights at least and percent off, added and removed in place. */
function DiscountRows({ plan, error }: Omit<FieldsProps, "plans">) {
  const next = useRef(0);
  const row = (d?: Discount) => ({ key: next.current++, d });
  const [rows, setRows] = useState(() => (plan?.length_of_stay_discounts ?? []).map(row));
  return (
    <fieldset>
      <legend>Discounts for longer stays</legend>
      {rows.map(({ key, d }, i) => (
        <div class="inline-fields" key={key}>
          <Field
            label={`Discount ${i + 1}: nights at least`}
            name="los_min_nights"
            errorName={`length_of_stay_discounts.${i}.min_nights`}
            error={error}
            input={{
              type: "number",
              min: 2,
              max: 365,
              required: true,
              defaultValue: d ? String(d.min_nights) : "",
            }}
          />
          <Field
            label={`Discount ${i + 1}: percent off`}
            name="los_percent"
            errorName={`length_of_stay_discounts.${i}.percent`}
            error={error}
            input={{
              type: "number",
              step: "0.01",
              required: true,
              defaultValue: d ? String(d.percent) : "",
            }}
          />
          <button type="button" class="secondary" onClick={() => setRows(rows.filter((r) => r.key !== key))}>
            Remove <span class="visually-hidden">discount {i + 1}</span>
          </button>
        </div>
      ))}
      {ownErrors(error, "length_of_stay_discounts").map((m) => (
        <p class="field-error" key={m}>
          {m}
        </p>
      ))}
      <button type="button" class="secondary" onClick={() => setRows([...rows, row()])}>
        Add a discount
      </button>
    </fieldset>
  );
}

/** The rate plan screen's part: how the plan is priced now, and the form that changes it. */
export function PlanPricing(props: { plan: Plan; propertyId: string; onSaved: (p: Plan) => void }) {
  const { plan, propertyId } = props;
  const { property } = useSession();
  const canChange = useCan("PATCH /api/merchant/properties/{property_id}/rate-plans/{rate_plan_id}");
  const plans = useRatePlans(propertyId);
  const action = useAction();
  const save = (e: Event) => {
    e.preventDefault();
    const body = pricingOf(e.currentTarget as HTMLFormElement);
    void action.run(async () => props.onSaved(await api.updateRatePlan(propertyId, plan.id, body)));
  };
  const currency = property?.currency ?? "";
  return (
    <section aria-labelledby="pricing-title">
      <h2 id="pricing-title">Parent, discounts and promo codes</h2>
      <p>
        {plan.parent_rate_plan_id
          ? `Prices: ${derivedText(plan, plans.data, currency)}.`
          : "No parent plan: its prices are its own."}{" "}
        {discountsText(plan.length_of_stay_discounts)}{" "}
        {plan.promo_codes.length
          ? `Private: partners see it only with a promo code (${plan.promo_codes.join(", ")}).`
          : "Public: no promo code."}
      </p>
      {canChange && plans.data && (
        <form class="panel" aria-label="Parent, discounts and promo codes" onSubmit={save}>
          {/* Keyed by the plan's state: a save starts the fields again from what the API answered. */}
          <PricingFields key={JSON.stringify(plan)} plans={plans.data} plan={plan} error={action.error} />
          <ErrorNote error={action.error} />
          <button type="submit" disabled={action.busy}>
            Save pricing
          </button>
        </form>
      )}
    </section>
  );
}
