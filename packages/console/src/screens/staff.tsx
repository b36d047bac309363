import { STAFF_ROLES } from "@reservations/contracts/merchant-roles";
import { useState } from "preact/hooks";
import { api } from "../api/client.js";
import type { Role, Staff } from "../api/staff.js";
import { useCan, useSession } from "../session.js";
import { useAction, usePaged } from "../ui/load.js";
import { ErrorNote, Field, formValues, Loading, More, Table } from "../ui/parts.js";

/** The hotel's people and their roles; an owner invites, renames, changes roles and deactivates. */
export function StaffScreen() {
  const canInvite = useCan("POST /api/merchant/staff");
  const canDeactivate = useCan("POST /api/merchant/staff/{staff_id}/deactivate");
  const list = usePaged((cursor) => api.listStaff({ limit: 50, cursor }), []);
  const [invite, setInvite] = useState<{ email: string; token: string } | null>(null);
  return (
    <section aria-labelledby="staff-title">
      <h1 id="staff-title">Staff</h1>
      {canInvite && (
        <InviteForm
          onInvited={(email, token) => {
            setInvite({ email, token });
            void list.reload();
          }}
        />
      )}
      {invite && (
        <section class="panel once" aria-label="Invitation">
          <p class="warning">
            Send this invitation to {invite.email} yourself: it is shown only now and works for 7 days.
          </p>
          <label for="invite-text">Invitation token</label>
          <input id="invite-text" class="secret" readOnly value={invite.token} />
          <button type="button" class="secondary" onClick={() => setInvite(null)}>
            Done
          </button>
        </section>
      )}
      <ErrorNote error={list.error} />
      <Table label="Staff">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">State</th>
            {canDeactivate && <th scope="col">Change</th>}
          </tr>
        </thead>
        <tbody>
          {list.items.map((s) => (
            <StaffRow key={s.id} s={s} onChange={() => void list.reload()} />
          ))}
        </tbody>
      </Table>
      <Loading when={list.loading} />
      <More next={list.next} loading={list.loading} onMore={list.more} />
    </section>
  );
}

function StaffRow({ s, onChange }: { s: Staff; onChange: () => void }) {
  const me = useSession().staff;
  const canUpdate = useCan("PATCH /api/merchant/staff/{staff_id}");
  const canDeactivate = useCan("POST /api/merchant/staff/{staff_id}/deactivate");
  const action = useAction();
  const live = s.status !== "deactivated";
  // Owners change others; their own role and access stay, so the hotel keeps an owner.
  const other = live && s.id !== me.id;
  const patch = (body: { role?: Role; name?: string }) =>
    action.run(async () => {
      await api.updateStaff(s.id, body);
      onChange();
    });
  return (
    <tr>
      <td>
        {canUpdate && live ? (
          <form class="inline" onSubmit={(e) => void patch({ name: formValues(e).name ?? "" })}>
            <input name="name" aria-label={`Name of ${s.email}`} defaultValue={s.name} required />
            <button type="submit" class="secondary" disabled={action.busy}>
              Rename <span class="visually-hidden">{s.email}</span>
            </button>
          </form>
        ) : (
          s.name
        )}
      </td>
      <td>{s.email}</td>
      <td>
        {canUpdate && other ? (
          <select
            aria-label={`Role of ${s.email}`}
            value={s.role}
            disabled={action.busy}
            onChange={(e) => void patch({ role: (e.target as HTMLSelectElement).value as Role })}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        ) : (
          s.role
        )}
      </td>
      <td>{s.status}</td>
      {canDeactivate && (
        <td>
          {other && (
            <button
              type="button"
              class="danger"
              disabled={action.busy}
              onClick={() =>
                void action.run(async () => {
                  await api.deactivateStaff(s.id);
                  onChange();
                })
              }
            >
              Deactivate <span class="visually-hidden">{s.email}</span>
            </button>
          )}
          <ErrorNote error={action.error} />
        </td>
      )}
    </tr>
  );
}

function InviteForm({ onInvited }: { onInvited: (email: string, token: string) => void }) {
  const action = useAction();
  const submit = (e: Event) => {
    const form = e.currentTarget as HTMLFormElement;
    const v = formValues(e);
    void action.run(async () => {
      const r = await api.inviteStaff({
        email: v.email ?? "",
        name: v.name ?? "",
        role: (v.role as Role) ?? "viewer",
      });
      form.reset();
      onInvited(r.data.email, r.invite_token);
    });
  };
  return (
    <form class="panel" onSubmit={submit} aria-labelledby="invite-title">
      <h2 id="invite-title">Invite someone</h2>
      <Field label="Email" name="email" error={action.error} input={{ type: "email", required: true }} />
      <Field label="Name" name="name" error={action.error} input={{ required: true }} />
      <Field label="Role" name="role" error={action.error}>
        {(a) => (
          <select name="role" {...a}>
            {/* The least first: the choice a reset form comes back to. */}
            {[...STAFF_ROLES].reverse().map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        )}
      </Field>
      <ErrorNote error={action.error} />
      <button type="submit" disabled={action.busy}>
        Invite
      </button>
    </form>
  );
}
