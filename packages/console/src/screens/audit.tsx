import { useState } from "preact/hooks";
import { api } from "../api/client.js";
import { useSession } from "../session.js";
import { useLoad, usePaged } from "../ui/load.js";
import { ErrorNote, Field, formValues, Loading, More, Table, utc } from "../ui/parts.js";
import { useRatePlans, useUnits } from "./names.js";

/** The audit trail, newest first: who changed what, when, from where; by person or action. */
export function AuditScreen() {
  const [filter, setFilter] = useState<{ actor?: string; action?: string }>({});
  const list = usePaged(
    (cursor) => api.listAuditEntries({ limit: 50, cursor, ...filter }),
    [filter.actor, filter.action],
  );
  // The people to filter by: everyone the hotel has had, deactivated people included.
  const people = useLoad(async () => (await api.listStaff({ limit: 100 })).data, []);
  const names = useTargetNames(people.data);
  const submit = (e: Event) => {
    const v = formValues(e);
    setFilter({
      ...(v.actor ? { actor: v.actor } : {}),
      ...(v.action?.trim() ? { action: v.action.trim() } : {}),
    });
  };
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Audit</h1>
      <form class="search" onSubmit={submit} aria-label="Filter the audit trail">
        <Field label="Person" name="actor" error={list.error}>
          {(a) => (
            <select name="actor" {...a}>
              <option value="">Anyone</option>
              <option value="merchant_token">The merchant token</option>
              {(people.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.email}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Action"
          name="action"
          error={list.error}
          input={{ type: "search", placeholder: "key.revoke" }}
        />
        <button type="submit">Filter</button>
      </form>
      <ErrorNote error={list.error ?? people.error} />
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
              <td title={names.has(a.target.id) ? a.target.id : undefined}>
                {a.target.type} {names.get(a.target.id) ?? a.target.id}
              </td>
              <td>{a.ip ?? "—"}</td>
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

/** What an entry may act on, by id: the hotel's people, its properties, and the chosen property's units, rooms and plans. */
function useTargetNames(people: { id: string; name: string; email: string }[] | undefined) {
  const { properties, property } = useSession();
  const units = useUnits(property?.id);
  const plans = useRatePlans(property?.id);
  return new Map<string, string>([
    ...(people ?? []).map((p): [string, string] => [p.id, p.name || p.email]),
    ...properties.map((p): [string, string] => [p.id, p.name]),
    ...(units.data ?? []).flatMap((u): [string, string][] => [
      [u.id, u.name],
      ...u.rooms.map((r): [string, string] => [r.id, `${u.name} · ${r.name}`]),
    ]),
    ...(plans.data ?? []).map((p): [string, string] => [p.id, p.name]),
  ]);
}
