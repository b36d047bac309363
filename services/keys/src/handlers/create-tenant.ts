import { newId, newSecret, Reply, sha256Hex } from "@reservations/service-kit";
import type { KeysDeps, KeysHandler } from "./deps.js";

/** Operator: a hotel account and its merchant token, whose text is answered this once. */
export const createTenant =
  (deps: KeysDeps): KeysHandler<"createTenant"> =>
  async ({ name }) => {
    const token = newSecret("mt_");
    const tenant = await deps.tenants.insert({
      id: newId("ten"),
      name,
      merchant_token_hash: sha256Hex(token),
    });
    return new Reply(201, { data: { ...tenant, merchant_token: token } });
  };
