import { useState } from "preact/hooks";
import { api } from "../api/client.js";
import { usePaged } from "../ui/load.js";
import { ErrorNote, Loading, More, Table, utc } from "../ui/parts.js";

const CLASSES = ["2xx", "3xx", "4xx", "5xx"] as const;

/** The key's request log, newest first: UTC times, status, path and duration, by status class. */
export function RequestLog({ keyId }: { keyId: string }) {
  const [statusClass, setStatusClass] = useState<(typeof CLASSES)[number] | "">("");
  const log = usePaged(
    (cursor) =>
      api.listKeyRequests(keyId, {
        cursor,
        limit: 50,
        ...(statusClass ? { status_class: statusClass } : {}),
      }),
    [keyId, statusClass],
  );
  return (
    <section aria-labelledby="log-title">
      <div class="title-row">
        <h2 id="log-title">Request log</h2>
        <label for="status-class">Status</label>
        <select
          id="status-class"
          value={statusClass}
          onChange={(e) => setStatusClass((e.target as HTMLSelectElement).value as typeof statusClass)}
        >
          <option value="">all</option>
          {CLASSES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        <button type="button" class="secondary" onClick={() => void log.reload()}>
          Refresh
        </button>
      </div>
      <ErrorNote error={log.error} />
      <Table label="Request log">
        <thead>
          <tr>
            <th scope="col">Time (UTC)</th>
            <th scope="col">Status</th>
            <th scope="col">Method</th>
            <th scope="col">Path</th>
            <th scope="col">Duration</th>
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {log.items.map((r) => (
            <tr key={r.id}>
              <td>{utc(r.occurred_at)}</td>
              <td>
                <span class={`http http-${String(r.status)[0]}`}>{r.status}</span>
              </td>
              <td>{r.method}</td>
              <td class="path">{r.path}</td>
              <td>{r.duration_ms} ms</td>
              <td>{r.ip}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {!log.loading && log.items.length === 0 && (
        <p>No request in the log{statusClass ? ` with status ${statusClass}` : ""}.</p>
      )}
      <Loading when={log.loading} />
      <More next={log.next} loading={log.loading} onMore={log.more} />
    </section>
  );
}
