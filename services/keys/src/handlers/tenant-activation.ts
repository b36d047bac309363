import { AppError } from "@reservations/contracts";
import { setTenantActive } from "../store/tenants.js";
import { type KeysDeps, type KeysHandler, publishChange } from "./context.js";

/** Operator: switches a hotel account on or off, telling every gateway before answering. */
const switchTenant =
  (active: boolean) =>
  (deps: KeysDeps): KeysHandler<"activateTenant" | "deactivateTenant"> =>
  async ({ tenant_id }) => {
    const tenant = await setTenantActive(deps.pool, tenant_id, active);
    if (!tenant) throw new AppError("TENANT_NOT_FOUND");
    await publishChange(deps, { tenant: tenant_id });
    return { data: tenant };
  };

export const activateTenant = switchTenant(true);
export const deactivateTenant = switchTenant(false);
