import { type ApiKey, AppError, type AuditAction, type CallerContext } from "@reservations/contracts";
import { todayUtc } from "@reservations/service-kit";
import { type KeyCommand, nextStatus } from "../domain/key-status.js";
import { applyKeyChange, type KeyPatch, toApiKey } from "../store/api-keys.js";
import { auditOf, type KeysDeps, publishChange, tenantOf } from "./context.js";

/**
 * Applies a command to one of the tenant's keys under a row lock, with its audit entry, then tells
 * the gateways. Shared by update, pause, resume and revoke.
 */
export async function changeKey(
  deps: KeysDeps,
  ctx: CallerContext,
  keyId: string,
  command: KeyCommand,
  action: AuditAction,
  patch: KeyPatch = {},
): Promise<{ data: ApiKey }> {
  const tenantId = tenantOf(ctx);
  const change = (current: { status: Parameters<typeof nextStatus>[0] }) => {
    const status = nextStatus(current.status, command);
    return status === current.status ? patch : { ...patch, status };
  };
  const row = await applyKeyChange(deps.pool, tenantId, keyId, change, auditOf(ctx, tenantId, action, keyId));
  if (!row) throw new AppError("KEY_NOT_FOUND");
  await publishChange(deps, { key: row.id });
  return { data: toApiKey(row, todayUtc()) };
}
