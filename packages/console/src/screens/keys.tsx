import { useState } from "preact/hooks";
import { api, type Schemas } from "../api/client.js";
import { Link } from "../router.js";
import { useCan } from "../session.js";
import { usePaged } from "../ui/load.js";
import { ErrorNote, Loading, More, Table } from "../ui/parts.js";
import { IssueKey, KeyShownOnce } from "./issue-key.js";

export type ApiKey = Schemas["ApiKey"];

const limit = (n: number | null) => (n === null ? "platform" : String(n));

/** The limits of a key in one line: requests a minute, live holds, bookings a day. */
export const limitsOf = (k: ApiKey) =>
  `${limit(k.requests_per_minute)}/min · ${limit(k.max_live_holds)} holds · ${limit(k.max_bookings_per_24h)}/24 h`;

export function KeysScreen() {
  const canIssue = useCan("POST /api/merchant/keys");
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<{ key: ApiKey; secret: string } | null>(null);
  const list = usePaged((cursor) => api.listKeys({ cursor, limit: 50 }), []);
  return (
    <section aria-labelledby="keys-title">
      <div class="title-row">
        <h1 id="keys-title">Keys</h1>
        {canIssue && !issuing && (
          <button type="button" onClick={() => setIssuing(true)}>
            Issue key
          </button>
        )}
      </div>
      {issued && <KeyShownOnce issued={issued} onDone={() => setIssued(null)} />}
      {issuing && (
        <IssueKey
          onCancel={() => setIssuing(false)}
          onIssued={(key, secret) => {
            setIssuing(false);
            setIssued({ key, secret });
            void list.reload();
          }}
        />
      )}
      <ErrorNote error={list.error} />
      <Table label="API keys">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">State</th>
            <th scope="col">Environment</th>
            <th scope="col">Scopes</th>
            <th scope="col">Properties</th>
            <th scope="col">Limits</th>
            <th scope="col">Expires</th>
            <th scope="col">API version</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((k) => (
            <tr key={k.id}>
              <td>
                <Link href={`/keys/${k.id}`}>{k.name}</Link>
                <div class="muted">{k.prefix}…</div>
              </td>
              <td>
                <span class={`state state-${k.status}`}>{k.status}</span>
              </td>
              <td>{k.environment}</td>
              <td>{k.scopes.join(", ")}</td>
              <td>{k.property_ids ? k.property_ids.length : "all"}</td>
              <td>{limitsOf(k)}</td>
              <td>{k.expires_on ?? "never"}</td>
              <td>{k.api_version}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {!list.loading && list.items.length === 0 && <p>No key yet.</p>}
      <Loading when={list.loading} />
      <More next={list.next} loading={list.loading} onMore={list.more} />
    </section>
  );
}
