import { type ApiKey, AppError } from "@reservations/contracts";
import { todayUtc } from "@reservations/service-kit";
import { type KeyCommand, nextStatus } from "../domain/key-status.js";
import { applyKeyChange, type KeyPatch, toApiKey } from "../store/api-keys.js";
import { type KeysDeps, publishChange } from "./context.js";

/**
 * Applies a command to one of the tenant's keys under a row lock, then tells the gateways.
 * Shared by update, pause, resume and revoke.
 */
export async function changeKey(
  deps: KeysDeps,
  tenantId: string,
  keyId: string,
  command: KeyCommand,
  patch: KeyPatch = {},
): Promise<{ data: ApiKey }> {
  const row = await applyKeyChange(deps.pool, tenantId, keyId, (current) => {
    const status = nextStatus(current.status, command);
    return status === current.status ? patch : { ...patch, status };
  });
  if (!row) throw new AppError("KEY_NOT_FOUND");
  await publishChange(deps, { key: row.id });
  return { data: toApiKey(row, todayUtc()) };
}
