import { type ApiKey, AppError } from "@reservations/contracts";
import { todayUtc } from "@reservations/service-kit";
import { type KeyCommand, nextStatus } from "../domain/key-status.js";
import { applyKeyChange, type KeyPatch, toApiKey } from "../store/api-keys.js";
import type { AuditRow } from "../store/audit.js";
import { type KeysDeps, publishChange } from "./context.js";

/**
 * Applies a command to one of the tenant's keys under a row lock, with its audit entry when it has
 * one, then tells the gateways. Shared by update, pause, resume, revoke and the revoke of a void.
 */
export async function changeKey(
  deps: KeysDeps,
  tenantId: string,
  keyId: string,
  command: KeyCommand,
  audit: AuditRow | undefined,
  patch: KeyPatch = {},
): Promise<{ data: ApiKey }> {
  const change = (current: { status: Parameters<typeof nextStatus>[0] }) => {
    const status = nextStatus(current.status, command);
    return status === current.status ? patch : { ...patch, status };
  };
  const row = await applyKeyChange(deps.pool, tenantId, keyId, change, audit);
  if (!row) throw new AppError("KEY_NOT_FOUND");
  await publishChange(deps, { key: row.id });
  return { data: toApiKey(row, todayUtc()) };
}
