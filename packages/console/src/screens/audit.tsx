import { useState } from "preact/hooks";
import { listAudit } from "../api/staff.js";
import { usePaged } from "../ui/load.js";
import { ErrorNote, Field, formValues, Loading, More, Table, utc } from "../ui/parts.js";

/** The audit trail, newest first: who changed what, when, from where; by person or action. */
export function AuditScreen() {
  const [filter, setFilter] = useState<{ actor?: string; action?: string }>({});
  const list = usePaged(
    (cursor) => listAudit({ ...filter, ...(cursor ? { cursor } : {}) }),
    [filter.actor, filter.action],
  );
  const submit = (e: Event) => {
    const v = formValues(e);
    setFilter({ ...(v.actor ? { actor: v.actor } : {}), ...(v.action ? { action: v.action } : {}) });
  };
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Audit</h1>
      <form class="search" onSubmit={submit} aria-label="Filter the audit trail">
        <Field label="Person (staff id)" name="actor" error={list.error} input={{ type: "search" }} />
        <Field
          label="Action"
          name="action"
          error={list.error}
          input={{ type: "search", placeholder: "key.revoke" }}
        />
        <button type="submit">Filter</button>
      </form>
      <ErrorNote error={list.error} />
      <Table label="Audit trail">
        <thead>
          <tr>
            <th scope="col">Time (UTC)</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">On</th>
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((a) => (
            <tr key={a.id}>
              <td>{utc(a.at)}</td>
              <td>{a.actor.type === "staff" ? a.actor.email : "merchant token"}</td>
              <td>{a.action}</td>
              <td>
                {a.target.type} {a.target.id}
              </td>
              <td>{a.ip}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {!list.loading && list.items.length === 0 && (
        <p>Nothing in the audit trail{filter.action || filter.actor ? " for this filter" : ""}.</p>
      )}
      <Loading when={list.loading} />
      <More next={list.next} loading={list.loading} onMore={list.more} />
    </section>
  );
}
