import { AppError } from "@reservations/contracts";
import { type KeysDeps, type KeysHandler, publishKeyChange } from "./deps.js";

export const deactivateTenant =
  (deps: KeysDeps): KeysHandler<"deactivateTenant"> =>
  async ({ tenant_id }) => {
    const tenant = await deps.tenants.setActive(tenant_id, false);
    if (!tenant) throw new AppError("TENANT_NOT_FOUND");
    publishKeyChange(deps.kit, { kind: "tenant", tenant_id });
    return { data: tenant };
  };
