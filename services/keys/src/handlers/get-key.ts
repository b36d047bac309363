import { AppError } from "@reservations/contracts";
import { todayUtc } from "@reservations/service-kit";
import { findKey, toApiKey } from "../store/api-keys.js";
import { type KeysDeps, type KeysHandler, tenantOf } from "./context.js";

export const getKey =
  (deps: KeysDeps): KeysHandler<"getKey"> =>
  async ({ key_id }, ctx) => {
    const row = await findKey(deps.pool, tenantOf(ctx), key_id);
    if (!row) throw new AppError("KEY_NOT_FOUND");
    return { data: toApiKey(row, todayUtc()) };
  };
