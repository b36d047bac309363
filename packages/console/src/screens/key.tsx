import { useState } from "preact/hooks";
import { api } from "../api/client.js";
import { Link } from "../router.js";
import { useCan, useSession } from "../session.js";
import { useAction, useLoad } from "../ui/load.js";
import { ErrorNote, Field, formValues, Loading, numberOrNull, utc } from "../ui/parts.js";
import { LimitFields, VersionField } from "./issue-key.js";
import { RequestLog } from "./key-log.js";
import { RevokeAndVoid } from "./key-void.js";
import { type ApiKey, limitsOf } from "./keys.js";
import { versionOf } from "./versions.js";

/** One key: what it is, its settings, pause, resume, revoke, revoke-and-void, and its request log. */
export function KeyScreen({ id }: { id: string }) {
  const key = useLoad(() => api.getKey(id), [id]);
  return (
    <section aria-labelledby="key-title">
      <p>
        <Link href="/keys">← Keys</Link>
      </p>
      <Loading when={key.loading && !key.data} />
      <ErrorNote error={key.error} />
      {key.data && <KeyDetail k={key.data} onChange={key.set} />}
      <RequestLog keyId={id} />
    </section>
  );
}

function KeyDetail({ k, onChange }: { k: ApiKey; onChange: (k: ApiKey) => void }) {
  const { properties } = useSession();
  const propertyName = (id: string) => properties.find((p) => p.id === id)?.name ?? id;
  return (
    <>
      <h1 id="key-title">
        {k.name} <span class={`state state-${k.status}`}>{k.status}</span>
      </h1>
      <dl class="facts">
        <dt>Key</dt>
        <dd>{k.prefix}…</dd>
        <dt>Environment</dt>
        <dd>{k.environment}</dd>
        <dt>Scopes</dt>
        <dd>{k.scopes.join(", ")}</dd>
        <dt>Properties</dt>
        <dd>
          {k.property_ids
            ? k.property_ids.map(propertyName).join(", ")
            : "every property, present and future"}
        </dd>
        <dt>Limits</dt>
        <dd>{limitsOf(k)}</dd>
        <dt>Expires</dt>
        <dd>{k.expires_on ?? "never"}</dd>
        <dt>API version</dt>
        <dd>{k.api_version}</dd>
        <dt>Created</dt>
        <dd>{utc(k.created_at)}</dd>
        <dt>Last used</dt>
        <dd>{utc(k.last_used_at)}</dd>
      </dl>
      <KeyActions k={k} onChange={onChange} />
    </>
  );
}

function KeyActions({ k, onChange }: { k: ApiKey; onChange: (k: ApiKey) => void }) {
  const can = {
    settings: useCan("PATCH /api/merchant/keys/{key_id}"),
    pause: useCan("POST /api/merchant/keys/{key_id}/pause"),
    resume: useCan("POST /api/merchant/keys/{key_id}/resume"),
    revoke: useCan("POST /api/merchant/keys/{key_id}/revoke"),
    void: useCan("POST /api/merchant/keys/{key_id}/revoke-and-void"),
  };
  const action = useAction();
  const [panel, setPanel] = useState<"settings" | "revoke" | "void" | null>(null);
  if (k.status === "revoked" || !Object.values(can).some(Boolean)) return null;
  const act = (verb: "pause" | "resume" | "revoke") =>
    action.run(async () => {
      const calls = { pause: api.pauseKey, resume: api.resumeKey, revoke: api.revokeKey };
      onChange(await calls[verb](k.id));
      setPanel(null);
    });
  return (
    <div class="key-actions">
      <div class="actions">
        {can.settings && (
          <button
            type="button"
            class="secondary"
            onClick={() => setPanel(panel === "settings" ? null : "settings")}
          >
            Edit settings
          </button>
        )}
        {can.pause && k.status === "active" && (
          <button type="button" disabled={action.busy} onClick={() => act("pause")}>
            Pause
          </button>
        )}
        {can.resume && k.status === "paused" && (
          <button type="button" disabled={action.busy} onClick={() => act("resume")}>
            Resume
          </button>
        )}
        {can.revoke && (
          <button type="button" class="danger" onClick={() => setPanel("revoke")}>
            Revoke
          </button>
        )}
        {can.void && (
          <button type="button" class="danger" onClick={() => setPanel("void")}>
            Revoke and void
          </button>
        )}
      </div>
      <ErrorNote error={action.error} />
      {panel === "settings" && (
        <EditSettings
          k={k}
          onSaved={(saved) => {
            onChange(saved);
            setPanel(null);
          }}
        />
      )}
      {panel === "revoke" && (
        <section class="panel" aria-label="Revoke the key">
          <p class="warning">The key stops working at once, on every server, and cannot be restored.</p>
          <div class="actions">
            <button type="button" class="danger" disabled={action.busy} onClick={() => act("revoke")}>
              Confirm revoke
            </button>
            <button type="button" class="secondary" onClick={() => setPanel(null)}>
              Cancel
            </button>
          </div>
        </section>
      )}
      {panel === "void" && (
        <RevokeAndVoid
          keyId={k.id}
          onDone={(saved) => {
            onChange(saved);
            setPanel(null);
          }}
          onCancel={() => setPanel(null)}
        />
      )}
    </div>
  );
}

function EditSettings({ k, onSaved }: { k: ApiKey; onSaved: (k: ApiKey) => void }) {
  const action = useAction();
  const submit = (e: Event) => {
    const v = formValues(e);
    void action.run(async () => {
      const saved = await api.updateKey(k.id, {
        requests_per_minute: numberOrNull(v.requests_per_minute),
        max_live_holds: numberOrNull(v.max_live_holds),
        max_bookings_per_24h: numberOrNull(v.max_bookings_per_24h),
        expires_on: v.expires_on || null,
        api_version: versionOf(v.api_version),
      });
      onSaved(saved);
    });
  };
  return (
    <form class="panel" onSubmit={submit} aria-label="Edit settings">
      <LimitFields error={action.error} values={k} />
      <Field
        label="Expires on"
        name="expires_on"
        error={action.error}
        input={{ type: "date", defaultValue: k.expires_on ?? "" }}
      />
      <VersionField error={action.error} value={k.api_version} />
      <ErrorNote error={action.error} />
      <button type="submit" disabled={action.busy}>
        Save settings
      </button>
    </form>
  );
}
