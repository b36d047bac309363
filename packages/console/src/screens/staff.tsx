import { useState } from "preact/hooks";
import { deactivateStaff, inviteStaff, listStaff, type Role, type Staff, updateStaff } from "../api/staff.js";
import { useCan, useSession } from "../session.js";
import { useAction, useLoad } from "../ui/load.js";
import { ErrorNote, Field, formValues, Loading, Table } from "../ui/parts.js";

const ROLES: Role[] = ["owner", "manager", "viewer"];

/** The hotel's people: their roles; an owner invites, changes roles and deactivates. */
export function StaffScreen() {
  const isOwner = useCan("owner");
  const list = useLoad(() => listStaff().then((r) => r.data), []);
  const [invite, setInvite] = useState<{ email: string; token: string } | null>(null);
  return (
    <section aria-labelledby="staff-title">
      <h1 id="staff-title">Staff</h1>
      {isOwner && (
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
      <Loading when={list.loading} />
      <Table label="Staff">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">State</th>
            {isOwner && <th scope="col">Change</th>}
          </tr>
        </thead>
        <tbody>
          {(list.data ?? []).map((s) => (
            <StaffRow key={s.id} s={s} isOwner={isOwner} onChange={() => void list.reload()} />
          ))}
        </tbody>
      </Table>
    </section>
  );
}

function StaffRow({ s, isOwner, onChange }: { s: Staff; isOwner: boolean; onChange: () => void }) {
  const me = useSession().staff;
  const action = useAction();
  const editable = isOwner && s.id !== me.id && s.status !== "deactivated";
  return (
    <tr>
      <td>{s.name}</td>
      <td>{s.email}</td>
      <td>
        {editable ? (
          <select
            aria-label={`Role of ${s.email}`}
            value={s.role}
            onChange={(e) =>
              void action.run(async () => {
                await updateStaff(s.id, { role: (e.target as HTMLSelectElement).value as Role });
                onChange();
              })
            }
          >
            {ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        ) : (
          s.role
        )}
      </td>
      <td>{s.status}</td>
      {isOwner && (
        <td>
          {editable && (
            <button
              type="button"
              class="danger"
              disabled={action.busy}
              onClick={() =>
                void action.run(async () => {
                  await deactivateStaff(s.id);
                  onChange();
                })
              }
            >
              Deactivate
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
    const v = formValues(e);
    void action.run(async () => {
      const r = await inviteStaff({
        email: v.email ?? "",
        name: v.name ?? "",
        role: (v.role as Role) ?? "viewer",
      });
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
            {ROLES.map((r) => (
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
