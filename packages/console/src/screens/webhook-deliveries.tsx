import { useState } from "preact/hooks";
import { api } from "../api/client.js";
import { useCan } from "../session.js";
import { useAction, usePaged } from "../ui/load.js";
import { ErrorNote, Field, formValues, Loading, More, utc } from "../ui/parts.js";

/** The subscription's deliveries, newest first, each with its attempts; redeliver one, or recover since a time. */
export function Deliveries({ subscriptionId }: { subscriptionId: string }) {
  const canRecover = useCan("POST /api/merchant/webhooks/{subscription_id}/recover");
  const canRedeliver = useCan(
    "POST /api/merchant/webhooks/{subscription_id}/deliveries/{delivery_id}/redeliver",
  );
  const action = useAction();
  const [note, setNote] = useState("");
  const list = usePaged(
    (cursor) => api.listWebhookDeliveries(subscriptionId, { cursor, limit: 25 }),
    [subscriptionId],
  );
  const redeliver = (id: string) =>
    action.run(async () => {
      await api.redeliverWebhookDelivery(subscriptionId, id);
      setNote("Sent again.");
      void list.reload();
    });
  const recover = (e: Event) => {
    const v = formValues(e);
    void action.run(async () => {
      const since = new Date(`${v.since}Z`).toISOString();
      const r = await api.recoverWebhookDeliveries(subscriptionId, { since });
      setNote(`${r.deliveries} deliveries sent again${r.more ? "; more remain, recover again" : ""}.`);
      void list.reload();
    });
  };
  return (
    <section aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">Deliveries</h2>
      {canRecover && (
        <form class="inline" onSubmit={recover} aria-label="Recover deliveries">
          <Field
            label="Send again every failed delivery since (UTC)"
            name="since"
            error={action.error}
            input={{ type: "datetime-local", required: true }}
          />
          <button type="submit" disabled={action.busy}>
            Recover
          </button>
        </form>
      )}
      <ErrorNote error={action.error ?? list.error} />
      <p role="status">{note}</p>
      <ul class="cards">
        {list.items.map((d) => (
          <li key={d.id} class="card">
            <strong>{d.type}</strong> · {d.status} · event {d.event_id}
            {d.next_attempt_at && <> · next attempt {utc(d.next_attempt_at)}</>}
            <ol class="attempts" aria-label={`Attempts of delivery ${d.id}`}>
              {d.attempts.map((a) => (
                <li key={a.at}>
                  {utc(a.at)}: {a.status_code ?? "no answer"} in {a.duration_ms} ms
                  {a.error ? ` (${a.error})` : ""}
                </li>
              ))}
            </ol>
            {canRedeliver && (
              <button type="button" class="secondary" disabled={action.busy} onClick={() => redeliver(d.id)}>
                Redeliver
              </button>
            )}
          </li>
        ))}
      </ul>
      {!list.loading && list.items.length === 0 && <p>No delivery yet.</p>}
      <Loading when={list.loading} />
      <More next={list.next} loading={list.loading} onMore={list.more} />
    </section>
  );
}
