import { EVENT_KIND_LIST } from "@reservations/contracts";
import type { WebhooksHandler } from "./context.js";

/** Every event kind a subscription can name, all at once. */
export const listEventKinds = (): WebhooksHandler<"events"> => async () => ({
  data: [...EVENT_KIND_LIST],
  next_cursor: null,
});
