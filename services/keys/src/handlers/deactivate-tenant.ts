import { AppError } from "@reservations/contracts";
import { setTenantActive } from "../store/tenants.js";
import { type KeysDeps, type KeysHandler, publishChange } from "./context.js";

export const deactivateTenant =
  (deps: KeysDeps): KeysHandler<"deactivateTenant"> =>
  async ({ tenant_id }) => {
    const tenant = await setTenantActive(deps.pool, tenant_id, false);
    if (!tenant) throw new AppError("TENANT_NOT_FOUND");
    await publishChange(deps, { tenant: tenant_id });
    return { data: tenant };
  };
