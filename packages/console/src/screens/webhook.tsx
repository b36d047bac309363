import { useState } from "preact/hooks";
import { api } from "../api/client.js";
import { Link, navigate } from "../router.js";
import { useCan } from "../session.js";
import { useAction, useLoad } from "../ui/load.js";
import { ErrorNote, Field, formValues, Loading } from "../ui/parts.js";
import { Deliveries } from "./webhook-deliveries.js";
import { eventList, SecretShownOnce, type Subscription } from "./webhooks.js";

/** One subscription: edit, activate or deactivate, test, rotate its secret, delete; its deliveries. */
export function WebhookScreen({ id }: { id: string }) {
  const sub = useLoad(() => api.getWebhookSubscription(id), [id]);
  return (
    <section aria-labelledby="sub-title">
      <p>
        <Link href="/webhooks">← Webhooks</Link>
      </p>
      <Loading when={sub.loading && !sub.data} />
      <ErrorNote error={sub.error} />
      {sub.data && (
        <>
          <h1 id="sub-title" class="path">
            {sub.data.url}
          </h1>
          <p>
            {sub.data.active ? "Active" : "Inactive"} · events {sub.data.events.join(", ")}
          </p>
          <SubscriptionActions sub={sub.data} onChange={sub.set} />
        </>
      )}
      <Deliveries subscriptionId={id} />
    </section>
  );
}

function SubscriptionActions({ sub, onChange }: { sub: Subscription; onChange: (s: Subscription) => void }) {
  const can = {
    toggle: useCan(
      sub.active
        ? "POST /api/merchant/webhooks/{subscription_id}/deactivate"
        : "POST /api/merchant/webhooks/{subscription_id}/activate",
    ),
    test: useCan("POST /api/merchant/webhooks/{subscription_id}/test"),
    rotate: useCan("POST /api/merchant/webhooks/{subscription_id}/rotate-secret"),
    remove: useCan("DELETE /api/merchant/webhooks/{subscription_id}"),
    edit: useCan("PATCH /api/merchant/webhooks/{subscription_id}"),
  };
  const action = useAction();
  const [secret, setSecret] = useState<string | null>(null);
  const [tested, setTested] = useState<string | null>(null);
  if (!Object.values(can).some(Boolean)) return null;
  const toggle = () =>
    action.run(async () =>
      onChange(
        sub.active
          ? await api.deactivateWebhookSubscription(sub.id)
          : await api.activateWebhookSubscription(sub.id),
      ),
    );
  const test = () =>
    action.run(async () => setTested(JSON.stringify(await api.testWebhookSubscription(sub.id))));
  const rotate = () => action.run(async () => setSecret((await api.rotateWebhookSecret(sub.id)).secret));
  const remove = () =>
    action.run(async () => {
      await api.deleteWebhookSubscription(sub.id);
      navigate("/webhooks");
    });
  return (
    <div>
      <div class="actions">
        {can.toggle && (
          <button type="button" disabled={action.busy} onClick={toggle}>
            {sub.active ? "Deactivate" : "Activate"}
          </button>
        )}
        {can.test && (
          <button type="button" class="secondary" disabled={action.busy} onClick={test}>
            Send a test
          </button>
        )}
        {can.rotate && (
          <button type="button" class="secondary" disabled={action.busy} onClick={rotate}>
            Rotate secret
          </button>
        )}
        {can.remove && (
          <button type="button" class="danger" disabled={action.busy} onClick={remove}>
            Delete
          </button>
        )}
      </div>
      <ErrorNote error={action.error} />
      {tested && (
        <p role="status" class="panel">
          The receiver answered: <code>{tested}</code>
        </p>
      )}
      {secret && <SecretShownOnce secret={secret} onDone={() => setSecret(null)} />}
      {can.edit && <EditSubscription sub={sub} onSaved={onChange} />}
    </div>
  );
}

function EditSubscription({ sub, onSaved }: { sub: Subscription; onSaved: (s: Subscription) => void }) {
  const action = useAction();
  const submit = (e: Event) => {
    const v = formValues(e);
    void action.run(async () => {
      onSaved(await api.updateWebhookSubscription(sub.id, { url: v.url ?? "", events: eventList(v.events) }));
    });
  };
  return (
    <form class="panel" onSubmit={submit} aria-label="Edit the subscription">
      <Field
        label="Endpoint URL"
        name="url"
        error={action.error}
        input={{ type: "url", defaultValue: sub.url, required: true }}
      />
      <Field
        label="Events"
        name="events"
        error={action.error}
        input={{ defaultValue: sub.events.join(", "), required: true }}
      />
      <ErrorNote error={action.error} />
      <button type="submit" disabled={action.busy}>
        Save
      </button>
    </form>
  );
}
