import { useState } from "preact/hooks";
import { api } from "../api/client.js";
import { useCan } from "../session.js";
import { useAction, useLoad } from "../ui/load.js";
import { addDays, ErrorNote, Field, formValues, Loading, today } from "../ui/parts.js";
import {
  clearAll,
  dayLabel,
  describeDay,
  FLAG_FIELDS,
  NUMBER_FIELDS,
  pickDay,
  type RestrictionDay,
  restrictionBody,
  type SetRestrictions,
  tagsOf,
  weeksOf,
} from "./restrictions.js";

const DAYS = 30;
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/**
 * A rate plan's restrictions by date: 30 days on a calendar, each with what is set on it; a writer
 * picks a range (two clicks on the calendar, or the dates) and sets or clears fields over it.
 */
export function Restrictions({ propertyId, planId }: { propertyId: string; planId: string }) {
  const canSet = useCan("PUT /api/merchant/properties/{property_id}/rate-plans/{rate_plan_id}/restrictions");
  const [shown, setShown] = useState(today());
  const [range, setRange] = useState({ from: today(), to: today(), ending: false });
  const days = useLoad(async () => {
    const query = { from: shown, to: addDays(shown, DAYS - 1) };
    const rows = await api.getRatePlanRestrictions(propertyId, planId, query);
    return new Map(rows.map((d) => [d.date, d]));
  }, [propertyId, planId, shown]);
  const [done, setDone] = useState<string | null>(null);
  const action = useAction();
  const put = (body: SetRestrictions) =>
    action.run(async () => {
      setDone(null);
      const set = await api.setRatePlanRestrictions(propertyId, planId, body);
      setDone(`Saved on ${set.length} dates, ${body.from} to ${body.to}.`);
      await days.reload();
    });
  return (
    <section aria-labelledby="restrictions-title">
      <h2 id="restrictions-title">Restrictions by date</h2>
      <div class="title-row">
        <button type="button" class="secondary" onClick={() => setShown(addDays(shown, -DAYS))}>
          Previous {DAYS} nights
        </button>
        <label for="restrictions-shown">Show from</label>
        <input
          id="restrictions-shown"
          type="date"
          value={shown}
          onChange={(e) => setShown((e.target as HTMLInputElement).value || today())}
        />
        <button type="button" class="secondary" onClick={() => setShown(addDays(shown, DAYS))}>
          Next {DAYS} nights
        </button>
      </div>
      <p class="legend muted">
        stop: stop sell · CTA / CTD: closed to arrival / departure · min, thru, max: nights · ≥ ≤: days booked
        ahead
      </p>
      <ErrorNote error={days.error} />
      <Loading when={days.loading} />
      <RestrictionCalendar
        from={shown}
        days={days.data}
        range={range}
        onPick={canSet ? (d) => setRange((r) => pickDay(r, d)) : undefined}
      />
      {canSet && (
        <RangeEditor
          range={range}
          onRange={(from, to) => setRange({ from, to, ending: false })}
          onSet={(body) => void put(body)}
          busy={action.busy}
          error={action.error}
        />
      )}
      {done && (
        <p role="status" class="muted">
          {done}
        </p>
      )}
    </section>
  );
}

function RestrictionCalendar(props: {
  from: string;
  days: Map<string, RestrictionDay> | undefined;
  range: { from: string; to: string };
  onPick: ((date: string) => void) | undefined;
}) {
  const inRange = (d: string) => d >= props.range.from && d <= props.range.to;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
    <section class="table-wrap fit" tabIndex={0} aria-label="Restrictions calendar">
      <table class="calendar restrictions">
        <caption class="visually-hidden">Restrictions from {props.from}, by week</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th scope="col" key={d}>
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(props.from, DAYS).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) =>
                date ? (
                  <DayCell
                    key={date}
                    date={date}
                    first={date === props.from}
                    day={props.days?.get(date)}
                    picked={inRange(date)}
                    onPick={props.onPick}
                  />
                ) : (
                  <td key={i} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function DayCell(props: {
  date: string;
  first: boolean;
  day: RestrictionDay | undefined;
  picked: boolean;
  onPick: ((date: string) => void) | undefined;
}) {
  const { date, day } = props;
  const tags = tagsOf(day);
  const said = describeDay(date, day);
  const label = (
    <>
      <span aria-hidden="true">
        <strong>{dayLabel(date, props.first)}</strong>
        {tags.map((t) => (
          <span key={t} class="tag">
            {t}
          </span>
        ))}
      </span>
      <span class="visually-hidden">{said}</span>
    </>
  );
  const cls = `day${day?.stop_sell ? " day-stop" : tags.length ? " day-set" : ""}${props.picked ? " day-picked" : ""}`;
  return (
    <td class={cls} title={said}>
      {props.onPick ? (
        <button
          type="button"
          class="day-pick"
          aria-pressed={props.picked}
          onClick={() => props.onPick?.(date)}
        >
          {label}
        </button>
      ) : (
        label
      )}
    </td>
  );
}

function RangeEditor(props: {
  range: { from: string; to: string };
  onRange: (from: string, to: string) => void;
  onSet: (body: SetRestrictions) => void;
  busy: boolean;
  error: Error | undefined;
}) {
  const { range, error } = props;
  const submit = (e: Event) => {
    const form = e.currentTarget as HTMLFormElement;
    const v = formValues(e);
    const clear = [...form.querySelectorAll<HTMLInputElement>('input[name="clear"]:checked')].map(
      (i) => i.value,
    );
    props.onSet(restrictionBody(v, clear));
  };
  const date = (name: "from" | "to") => ({
    type: "date" as const,
    required: true,
    value: range[name],
    onInput: (e: Event) => {
      const v = (e.target as HTMLInputElement).value;
      props.onRange(name === "from" ? v : range.from, name === "to" ? v : range.to);
    },
  });
  return (
    <form class="panel" onSubmit={submit} aria-labelledby="range-title">
      <h3 id="range-title">Set restrictions on a range</h3>
      <p class="muted">
        Pick the first and the last day on the calendar, or type them. Blank fields stay as they are.
      </p>
      <div class="inline-fields">
        <Field label="From" name="from" error={error} input={date("from")} />
        <Field label="To" name="to" error={error} input={date("to")} />
      </div>
      <fieldset>
        <legend>Nights and days ahead</legend>
        <div class="inline-fields">
          {NUMBER_FIELDS.map((f) => (
            <Field
              key={f.name}
              label={f.label}
              name={f.name}
              error={error}
              input={{ type: "number", min: 0 }}
            />
          ))}
        </div>
        <p class="muted">Or clear on these dates:</p>
        {NUMBER_FIELDS.map((f) => (
          <label key={f.name} class="check">
            <input type="checkbox" name="clear" value={f.name} /> Clear {f.label.toLowerCase()}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Closed</legend>
        <div class="inline-fields">
          {FLAG_FIELDS.map((f) => (
            <Field key={f.name} label={f.label} name={f.name} error={error}>
              {(a) => (
                <select name={f.name} {...a}>
                  <option value="">Unchanged</option>
                  <option value="yes">Yes</option>
                  <option value="no">No</option>
                </select>
              )}
            </Field>
          ))}
        </div>
      </fieldset>
      <ErrorNote error={error} />
      <div class="actions">
        <button type="submit" disabled={props.busy}>
          Set restrictions
        </button>
        <button
          type="button"
          class="secondary"
          disabled={props.busy}
          onClick={() => props.onSet(clearAll(range.from, range.to))}
        >
          Clear all restrictions
        </button>
      </div>
    </form>
  );
}
