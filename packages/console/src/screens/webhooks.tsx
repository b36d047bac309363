import { useState } from "preact/hooks";
import { api, type Schemas } from "../api/client.js";
import { Link } from "../router.js";
import { useCan } from "../session.js";
import { useAction, useLoad } from "../ui/load.js";
import { ErrorNote, Field, formValues, Loading, Table } from "../ui/parts.js";

export type Subscription = Schemas["WebhookSubscription"];

/** "booking.*, unit.*" as the list the API takes. */
export const eventList = (s: string | undefined) =>
  (s ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);

/** The hotel's own subscriptions, and a form for a new one. */
export function WebhooksScreen() {
  const canCreate = useCan("POST /api/merchant/webhooks");
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const list = useLoad(() => api.listWebhookSubscriptions(), []);
  return (
    <section aria-labelledby="webhooks-title">
      <div class="title-row">
        <h1 id="webhooks-title">Webhooks</h1>
        {canCreate && !creating && (
          <button type="button" onClick={() => setCreating(true)}>
            New subscription
          </button>
        )}
      </div>
      {secret && <SecretShownOnce secret={secret} onDone={() => setSecret(null)} />}
      {creating && (
        <CreateSubscription
          onCancel={() => setCreating(false)}
          onCreated={(s) => {
            setCreating(false);
            setSecret(s);
            void list.reload();
          }}
        />
      )}
      <ErrorNote error={list.error} />
      <Loading when={list.loading} />
      <Table label="Webhook subscriptions">
        <thead>
          <tr>
            <th scope="col">Endpoint</th>
            <th scope="col">State</th>
            <th scope="col">Events</th>
            <th scope="col">Made by</th>
          </tr>
        </thead>
        <tbody>
          {(list.data ?? []).map((s) => (
            <tr key={s.id}>
              <td class="path">
                <Link href={`/webhooks/${s.id}`}>{s.url}</Link>
              </td>
              <td>{s.active ? "active" : `inactive${s.disabled_reason ? ` (${s.disabled_reason})` : ""}`}</td>
              <td>{s.events.join(", ")}</td>
              <td>{s.created_by}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {list.data?.length === 0 && <p>No subscription yet.</p>}
    </section>
  );
}

function CreateSubscription(props: { onCreated: (secret: string) => void; onCancel: () => void }) {
  const action = useAction();
  const submit = (e: Event) => {
    const v = formValues(e);
    void action.run(async () => {
      const made = await api.createWebhookSubscription({ url: v.url ?? "", events: eventList(v.events) });
      props.onCreated(made.secret);
    });
  };
  return (
    <form class="panel" onSubmit={submit} aria-labelledby="new-sub">
      <h2 id="new-sub">New subscription</h2>
      <Field label="Endpoint URL" name="url" error={action.error} input={{ type: "url", required: true }} />
      <Field
        label="Events"
        name="events"
        error={action.error}
        hint="Comma-separated: booking.created, booking.*, unit.*, or * for all."
        input={{ defaultValue: "booking.*", required: true }}
      />
      <ErrorNote error={action.error} />
      <div class="actions">
        <button type="submit" disabled={action.busy}>
          Create
        </button>
        <button type="button" class="secondary" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A signing secret, shown once (on create and rotation). */
export function SecretShownOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [note, setNote] = useState("");
  return (
    <section class="panel once" aria-label="Signing secret">
      <p class="warning">
        This signing secret is shown only now. Copy it into your receiver: nobody can show it again.
      </p>
      <label for="secret-text">Signing secret</label>
      <input id="secret-text" class="secret" readOnly value={secret} />
      <div class="actions">
        <button
          type="button"
          onClick={() =>
            navigator.clipboard.writeText(secret).then(
              () => setNote("Copied."),
              () => setNote("Copying is not allowed here: select the text and copy it."),
            )
          }
        >
          Copy
        </button>
        <button type="button" class="secondary" onClick={onDone}>
          Done
        </button>
      </div>
      <p role="status">{note}</p>
    </section>
  );
}
