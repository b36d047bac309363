import { newId, newSecret, Reply, sha256Hex } from "@reservations/service-kit";
import { insertTenant } from "../store/tenants.js";
import type { KeysDeps, KeysHandler } from "./context.js";

/** Operator: a hotel account and its merchant token, whose text is answered this once. */
export const createTenant =
  (deps: KeysDeps): KeysHandler<"createTenant"> =>
  async ({ name }) => {
    const token = newSecret("mt_");
    const tenant = await insertTenant(deps.pool, {
      id: newId("ten"),
      name,
      merchant_token_hash: sha256Hex(token),
    });
    await deps.states
      .publishTenant(tenant.id)
      .catch((err) =>
        deps.kit.log.warn({ err: (err as Error).message }, "new tenant's state left to the sync"),
      );
    return new Reply(201, { data: { ...tenant, merchant_token: token } });
  };
