import { useState } from "preact/hooks";
import { api } from "../api/client.js";
import { useSession } from "../session.js";
import { useAction } from "../ui/load.js";
import { ErrorNote, Field, fieldErrors, formValues, numberOrNull } from "../ui/parts.js";
import type { ApiKey } from "./keys.js";
import { FORM_SCOPES } from "./scopes.js";
import { API_VERSIONS, type ApiVersion, NEWEST_API_VERSION, versionOf } from "./versions.js";

/** The issuing form: name, environment, the partner scopes, property coverage, limits, expiry and API version. */
export function IssueKey(props: { onIssued: (key: ApiKey, secret: string) => void; onCancel: () => void }) {
  const { properties } = useSession();
  const [coverage, setCoverage] = useState<"all" | "some">("all");
  const action = useAction();
  const submit = (e: Event) => {
    const form = e.currentTarget as HTMLFormElement;
    const v = formValues(e);
    const checked = (name: string) =>
      [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((i) => i.value);
    void action.run(async () => {
      const answer = await api.createKey({
        name: v.name ?? "",
        environment: v.environment === "production" ? "production" : "sandbox",
        scopes: checked("scope") as (typeof FORM_SCOPES)[number][],
        property_ids: coverage === "all" ? null : checked("property"),
        requests_per_minute: numberOrNull(v.requests_per_minute),
        max_live_holds: numberOrNull(v.max_live_holds),
        max_bookings_per_24h: numberOrNull(v.max_bookings_per_24h),
        expires_on: v.expires_on || null,
        api_version: versionOf(v.api_version),
      });
      props.onIssued(answer.data, answer.secret);
    });
  };
  const scopeErrors = fieldErrors(action.error, "scopes");
  return (
    <form class="panel" onSubmit={submit} aria-labelledby="issue-title">
      <h2 id="issue-title">Issue a key</h2>
      <Field label="Name" name="name" error={action.error} input={{ required: true, maxLength: 200 }} />
      <Field label="Environment" name="environment" error={action.error}>
        {(a) => (
          <select name="environment" {...a}>
            <option value="sandbox">sandbox</option>
            <option value="production">production</option>
          </select>
        )}
      </Field>
      <fieldset aria-describedby={scopeErrors.length ? "scope-errors" : undefined}>
        <legend>Scopes</legend>
        {FORM_SCOPES.map((s) => (
          <label key={s} class="check">
            <input type="checkbox" name="scope" value={s} /> {s}
          </label>
        ))}
        {scopeErrors.length > 0 && (
          <small id="scope-errors" class="field-error">
            {scopeErrors.join("; ")}
          </small>
        )}
      </fieldset>
      <Coverage coverage={coverage} onCoverage={setCoverage} properties={properties} />
      <LimitFields error={action.error} />
      <Field
        label="Expires on"
        name="expires_on"
        error={action.error}
        input={{ type: "date" }}
        hint="Blank: never."
      />
      <VersionField error={action.error} value={NEWEST_API_VERSION} />
      <ErrorNote error={action.error} />
      <div class="actions">
        <button type="submit" disabled={action.busy}>
          Issue
        </button>
        <button type="button" class="secondary" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function Coverage(props: {
  coverage: "all" | "some";
  onCoverage: (c: "all" | "some") => void;
  properties: { id: string; name: string }[];
}) {
  return (
    <fieldset>
      <legend>Properties</legend>
      <label class="check">
        <input
          type="radio"
          name="coverage"
          checked={props.coverage === "all"}
          onChange={() => props.onCoverage("all")}
        />{" "}
        Every property, present and future
      </label>
      <label class="check">
        <input
          type="radio"
          name="coverage"
          checked={props.coverage === "some"}
          onChange={() => props.onCoverage("some")}
        />{" "}
        Only these:
      </label>
      {props.coverage === "some" &&
        props.properties.map((p) => (
          <label key={p.id} class="check indent">
            <input type="checkbox" name="property" value={p.id} /> {p.name}
          </label>
        ))}
    </fieldset>
  );
}

/** The three limits; blank follows the platform's value at each check. */
export function LimitFields({ error, values }: { error?: Error | undefined; values?: Partial<ApiKey> }) {
  const hint = "Blank: the platform's value.";
  const num = (v: number | null | undefined) => ({
    type: "number" as const,
    min: 0,
    defaultValue: v == null ? "" : String(v),
  });
  return (
    <fieldset>
      <legend>Limits</legend>
      <Field
        label="Requests per minute"
        name="requests_per_minute"
        error={error}
        hint={hint}
        input={num(values?.requests_per_minute)}
      />
      <Field
        label="Live holds at most"
        name="max_live_holds"
        error={error}
        hint={hint}
        input={num(values?.max_live_holds)}
      />
      <Field
        label="Bookings per 24 hours"
        name="max_bookings_per_24h"
        error={error}
        hint={hint}
        input={num(values?.max_bookings_per_24h)}
      />
    </fieldset>
  );
}

/** The version the key's calls answer in when they send no Api-Version header. */
export function VersionField({ error, value }: { error?: Error | undefined; value: ApiVersion }) {
  return (
    <Field
      label="API version"
      name="api_version"
      error={error}
      hint="What the key's calls answer in when they send no Api-Version header."
    >
      {(a) => (
        <select name="api_version" {...a}>
          {API_VERSIONS.map((version) => (
            <option key={version} value={version} selected={version === value}>
              {version === NEWEST_API_VERSION ? `${version} (newest)` : version}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The key's text, shown this once, with a copy button and a plain warning. */
export function KeyShownOnce({
  issued,
  onDone,
}: {
  issued: { key: ApiKey; secret: string };
  onDone: () => void;
}) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.secret);
      setCopied("Copied.");
    } catch {
      setCopied("Copying is not allowed here: select the text and copy it.");
    }
  };
  return (
    <section class="panel once" aria-labelledby="once-title">
      <h2 id="once-title">Key "{issued.key.name}" issued</h2>
      <p class="warning">
        This is the only time the key is shown. Copy it now and keep it somewhere safe: nobody can show it
        again, not even us. If it is lost, issue a new key and revoke this one.
      </p>
      <label for="key-text">Key</label>
      <input
        id="key-text"
        class="secret"
        readOnly
        value={issued.secret}
        onFocus={(e) => (e.target as HTMLInputElement).select()}
      />
      <div class="actions">
        <button type="button" onClick={copy}>
          Copy
        </button>
        <button type="button" class="secondary" onClick={onDone}>
          Done
        </button>
      </div>
      <p role="status">{copied}</p>
    </section>
  );
}
