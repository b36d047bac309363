import { useEffect, useState } from "preact/hooks";
import { api, type Schemas } from "../api/client.js";
import { useAction } from "../ui/load.js";
import { addDays, ErrorNote, Field, Loading, today } from "../ui/parts.js";
import type { ApiKey } from "./keys.js";

type Summary = Schemas["VoidSummary"];

/**
 * Revoke-and-void: for the chosen day, what it would cancel (bookings, nights, properties) is read
 * first; the confirm button shows only once that preview is on screen.
 */
export function RevokeAndVoid(props: { keyId: string; onDone: (k: ApiKey) => void; onCancel: () => void }) {
  const [since, setSince] = useState(addDays(today(), -30));
  const [preview, setPreview] = useState<{ since: string; summary: Summary } | null>(null);
  const reading = useAction();
  const voiding = useAction();
  const [voided, setVoided] = useState<Summary | null>(null);
  useEffect(() => {
    setPreview(null);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(since)) return;
    void reading.run(async () => {
      setPreview({ since, summary: await api.previewKeyVoid(props.keyId, { since }) });
    });
  }, [since, props.keyId]);
  const confirm = () =>
    voiding.run(async () => {
      setVoided(await api.revokeAndVoidKey(props.keyId, { since }));
      props.onDone(await api.getKey(props.keyId));
    });
  if (voided) return <Outcome summary={voided} />;
  return (
    <section class="panel" aria-labelledby="void-title">
      <h2 id="void-title">Revoke and void</h2>
      <p>
        The key is revoked, and every booking it made since the day below is cancelled (reason: voided).
        Guests of those bookings lose their stay.
      </p>
      <Field
        label="Bookings made since"
        name="since"
        error={reading.error}
        input={{
          type: "date",
          value: since,
          onInput: (e: Event) => setSince((e.target as HTMLInputElement).value),
        }}
      />
      <Loading when={reading.busy} what="Counting what it would void…" />
      <ErrorNote error={reading.error} />
      {preview?.since === since && (
        <>
          <p class="preview" role="status" aria-live="polite">
            It would void <strong>{preview.summary.bookings}</strong> bookings,{" "}
            <strong>{preview.summary.nights}</strong> nights, in <strong>{preview.summary.properties}</strong>{" "}
            properties.
          </p>
          <div class="actions">
            <button type="button" class="danger" disabled={voiding.busy} onClick={confirm}>
              Confirm revoke and void
            </button>
            <button type="button" class="secondary" onClick={props.onCancel}>
              Cancel
            </button>
          </div>
        </>
      )}
      <ErrorNote error={voiding.error} />
    </section>
  );
}

function Outcome({ summary }: { summary: Summary }) {
  return (
    <p class="panel" role="status">
      Revoked. {summary.bookings} bookings ({summary.nights} nights, {summary.properties} properties) were
      voided.
    </p>
  );
}
