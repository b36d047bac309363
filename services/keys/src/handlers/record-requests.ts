import { recordableEntries } from "../domain/request-log.js";
import { insertRequests } from "../store/requests.js";
import type { KeysDeps, KeysHandler } from "./context.js";

/** Gateway: a batch of request-log entries; entries of unknown keys are dropped, not refused. */
export const recordRequests =
  (deps: KeysDeps): KeysHandler<"recordRequests"> =>
  async ({ entries }) => {
    const usable = recordableEntries(entries);
    if (usable.length < entries.length) {
      deps.kit.log.warn({ dropped: entries.length - usable.length }, "unusable request-log entries dropped");
    }
    return { recorded: await insertRequests(deps.pool, usable, deps.kit.log) };
  };
